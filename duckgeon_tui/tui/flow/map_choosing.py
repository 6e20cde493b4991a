"""Choosing on the map: what the players choose among now, built from the game. The spaces an
action may aim at are marked and the cursor (keys, Tab, mouse) picks one; a target then a
destination when a card needs both; doors and quest map rooms when the party may leave."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field, replace

from duckgeon_tui.engine import Action, Game, Leave, Walk
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.flow.map_aims import (
    by_space,
    first_stage,
    order_spaces,
    target_spaces,
)
from duckgeon_tui.tui.flow.walk_aim import walk_aim
from duckgeon_tui.tui.room_states import AGAIN, rolls_again

Pos = tuple[int, int]
HOW = "tab/hjkl/arrows, enter/click: choose, o: menu"
"""The keys of choosing on the map, said in the banner (and `esc: cancel` where it does)."""
CANCEL = ", esc: cancel"
WALK_KEYS = "arrows/hjkl/tab: move it, o: menu"
"""The keys of a walk whose cursor starts where the walk is likely for (enter is said before)."""
IN_REACH = "green: in reach"
DOOR_WALK = "; a closed door +: the walk stops there and opens it"
"""Said while walking when a closed door is in reach (a DuckWalk may end by opening one)."""
STAGE_WORDS = {"target": "the target", "dest": "where to", "walk": "where to end"}


@dataclass(frozen=True)
class AimGroup:
    """A menu entry standing for several actions that are then chosen on the map."""

    label: str
    title: str
    options: tuple[Action, ...]


@dataclass(frozen=True)
class Choice:
    """What is chosen on the map now: the actions by the space they aim at, the stage
    ('target', 'dest', 'walk' or 'leave'), the banner's words, the spaces marked, and the rooms
    the party may set off toward (by their number on the quest map). The empty Choice: nothing
    is being chosen (its marks may still show where a menu's entries aim)."""

    title: str = ""
    options: Mapping[Pos, tuple[Action, ...]] = field(default_factory=dict)
    stage: str = ""
    words: str = ""
    marks: Mapping[Pos, str] = field(default_factory=dict)
    rooms: Mapping[int, Leave] = field(default_factory=dict)
    cursor: Pos | None = None
    """Where the cursor goes when the choice is offered; None: onto the first marked space,
    unless it is on one already."""

    @property
    def active(self) -> bool:
        """Whether spaces are being chosen now."""
        return bool(self.options)

    @property
    def cancellable(self) -> bool:
        """Whether Escape ends the choice (a walk and leaving a room must be answered)."""
        return self.active and self.stage not in ("walk", "leave")

    def in_order(self) -> list[Action]:
        """Every action being chosen among (each once), spaces in reading order: the menu of
        the same choices."""
        out: list[Action] = []
        for pos in order_spaces(self.options):
            out += [a for a in self.options[pos] if a not in out]
        return out


NOTHING = Choice()


def offer(
    what: str,
    by_pos: Mapping[Pos, Sequence[Action]],
    mark: str,
    sight: Iterable[Pos] = (),
    stage: str = "target",
    legend: str = "",
) -> Choice:
    """Actions to choose by the space they aim at; `sight` shades the spaces in line of sight
    and Shooty range beneath the choices; `legend` says what the colours mean."""
    how = HOW + ("" if stage == "walk" else CANCEL)
    words = f"{what}: choose {STAGE_WORDS.get(stage, 'a space')} | {how}"
    marks = {(p[0], p[1]): "sight" for p in sight}
    marks.update({pos: mark for pos in by_pos})
    return Choice(
        what,
        {pos: tuple(actions) for pos, actions in by_pos.items()},
        stage,
        words + (f" | {legend}" if legend else ""),
        marks,
    )


def aimed(
    game: Game, what: str, actions: Sequence[Action], sight: Iterable[Pos] = (), legend: str = ""
) -> Choice | None:
    """The actions by where they aim (their targets first); None when none aims at a space."""
    stage = first_stage(game, actions)
    if stage is None:
        return None
    by_pos = by_space(game, actions, stage)
    choice = offer(what, by_pos, "target", sight, stage, legend or "red: the choices")
    return replace(choice, cursor=most_wounded(game, by_pos))


def most_wounded(game: Game, spaces: Iterable[Pos]) -> Pos | None:
    """Among spaces Duckventurers stand on (a heal's or an Aid's choices), the space of the one
    with the most Fatty lost, the first in party order among equals; None when no Duckventurer
    stands on any (the cursor then goes to the first choice)."""
    at = {(d.pos[0], d.pos[1]): d for d in game.ducks if d.pos is not None}
    wounded = [
        (at[pos].f - at[pos].fmax, index, pos) for index, pos in enumerate(spaces) if pos in at
    ]
    return min(wounded)[2] if wounded else None


def destinations(game: Game, what: str, actions: Sequence[Action]) -> Choice:
    """After a target: where its card sends it."""
    return offer(what, by_space(game, actions, "dest"), "reach", (), "dest", "green: where to")


def walking(game: Game, who: str) -> Choice:
    """A DuckWalk was rolled: where the Duckventurer may end (its own space: it stays). The
    cursor starts where the walk is likely for (`walk_aim`), and the banner says so."""
    walks = [a for a in game.legal_actions() if isinstance(a, Walk)]
    by_pos = by_space(game, walks, "dest")
    doors = DOOR_WALK if any(game.at(*pos).glyph == "+" for pos in by_pos) else ""
    choice = offer(
        f"{who} walks", by_pos, "reach", stage="walk", legend=f"{IN_REACH}; their own space: stay"
    )
    duck = game.duck(who) if who else None
    if duck is None or duck.pos is None:
        return replace(choice, words=choice.words + doors)
    aim = walk_aim(game, who, game.walk_targets())
    if aim is None or aim.pos not in by_pos:
        return replace(choice, cursor=(duck.pos[0], duck.pos[1]), words=choice.words + doors)
    words = f"{who} walks: the cursor starts {aim.words}; enter: end there | {WALK_KEYS}"
    doors = "" if aim.opens else doors
    return replace(choice, cursor=aim.pos, words=f"{words} | {IN_REACH}; own space: stay{doors}")


def leaving(game: Game, leaves: Sequence[Leave], panel_shown: bool) -> Choice:
    """A Cleared room: the doors that lead on, and the rooms behind them on the quest map."""
    exits = game.room_view().exits
    rooms = {exits[a.door]: a for a in leaves if a.door in exits}
    numbers = ", ".join(str(n) for n in sorted(rooms))
    panel = " or click it below" if panel_shown else ""
    choice = offer(
        "Room Cleared: leave by a door", by_space(game, leaves, "target"), "reach", stage="leave"
    )
    again = [n for n in sorted(rooms) if rolls_again(game, n)]
    warning = f" (room {', '.join(map(str, again))}: {AGAIN})" if again else ""
    words = (
        f"{still_to_do(game)}Where now? Room {numbers}{warning}: its number, then y{panel}; a "
        "door: tab + enter or click | M: map | p: stay here, pick the dice"
    )
    return replace(choice, words=words, rooms=rooms)


def still_to_do(game: Game) -> str:
    """The first objective the quest still needs before it is won, e.g. 'Not won yet: Defeat
    Duckthulhu (+1 more). ' ('' when every objective is met; the side lists them all)."""
    left = [goal for goal in game.goals() if not goal.done]
    if not left:
        return ""
    where = f" (room {left[0].room})" if left[0].room is not None else ""
    more = f" (+{len(left) - 1} more)" if len(left) > 1 else ""
    return f"Not won yet: {left[0].name}{where}{more}. "


def preview(game: Game, actions: Iterable[Action]) -> Choice:
    """Nothing chosen yet, but the map shows where a menu's entries aim while it is open."""
    return Choice(marks={pos: "target" for a in actions for pos in target_spaces(game, a)})
