"""What the party bot does for a quest's objectives and its clock: which free Action the room
needs (a Snare to disarm, a clue to Look at, a ritual to Prepare, an object to Interact with,
a wheel that pushes the clock back), when it is worth doing under fire, and the cards that
push the clock back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from duckgeon_tui.content.effects import ClockMarks
from duckgeon_tui.engine.game import Game
from duckgeon_tui.engine.goal_views import GoalSpot
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import DuckState

CLOCK_WORTH = 2
"""The bot turns a wheel (or casts a spell) that pushes the clock back once it has moved on
at least this many marks."""
CLOCK_PRESSED = 2
"""With this many marks or fewer left on a clock that loses the quest, objectives are tried
whatever the Beasties do."""


TaskKind = Literal["interact", "look", "prepare"]


@dataclass(frozen=True, slots=True)
class Task:
    """A free Action the room needs before the party moves on."""

    kind: TaskKind
    pos: Pos
    doer: str | None = None
    """Only this Duckventurer can do it (the ritual it Prepared)."""
    objective: bool = False
    """For a victory objective (not a Snare nor the clock)."""


def tasks_here(game: Game) -> list[Task]:
    """The free Actions the room needs, most pressing first: the Snares to disarm, then the
    room's objectives, then the wheels that push the clock back (once it has moved on)."""
    tasks = [Task("interact", s.pos) for s in game.state.rooms[game.state.room_index].snares]
    spots = game.goal_spots()
    goals_seen: set[int | None] = set()
    for spot in spots:
        if spot.kind == "clock" or spot.goal in goals_seen:
            continue
        goals_seen.add(spot.goal)  # one space is enough for each objective
        if spot.kind == "prepare":
            doer = next((d.name for d in game.ducks if game.prepared_here(d.name, spot.pos)), None)
            kind: TaskKind = "interact" if doer is not None else "prepare"
            tasks.append(Task(kind, _best_cell(game, spots, spot), doer, objective=True))
        else:
            tasks.append(Task(spot.kind, spot.pos, objective=True))
    clock = game.clock()
    if clock is not None and clock.value >= CLOCK_WORTH:
        tasks += [Task("interact", s.pos) for s in spots if s.kind == "clock"]
    return tasks


def _best_cell(game: Game, spots: list[GoalSpot], first: GoalSpot) -> Pos:
    """Of an objective several spaces wide, the space farthest from the Beasties."""
    cells = [s.pos for s in spots if s.goal == first.goal and s.kind == first.kind]
    beasts = [c for b in game.state.beasties for c in game.cells(b.handle)]
    if not beasts:
        return first.pos
    return max(cells, key=lambda p: (min(chebyshev(p, c) for c in beasts), p))


def under_fire(game: Game, task: Task) -> bool:
    """Whether an objective is worth trying with Beasties about: when only Beasties the quest
    does not ask to defeat are left and they are all bosses (they may never go down), or when
    the clock is about to run out."""
    if not task.objective:
        return False
    if all(b.boss and not game.is_objective_beastie(b.beastie_id) for b in game.state.beasties):
        return True
    clock = game.clock()
    return clock is not None and clock.loses and clock.length - clock.value <= CLOCK_PRESSED


def doer(game: Game, ducks: list[DuckState], task: Task, fire: bool) -> DuckState:
    """Who does a task's free Action: the best at its test (the STAT it rolls with); under
    fire, first the ones out of every Beastie's reach, then the fattest (the Beasties strike
    the weakest Duckventurer in reach)."""
    stat = test_stat(game, task)

    def order(d: DuckState) -> tuple[int, int, int, str]:
        # Interacts go to the first duck by name, as ever; riddles and rituals to the wittiest.
        value = {"F": d.f, "Q": d.q, "P": d.p}.get(stat or "", 0) if task.kind != "interact" else 0
        if not fire:
            return (0, 0, -value, d.name)
        return (0 if safe(game, d) else 1, -d.f, -value, d.name)

    return min(ducks, key=order)


def test_stat(game: Game, task: Task) -> str | None:
    """The STAT a task's free Action tests, if it has a test."""
    letter = game.at(*task.pos).feature
    if letter is None:
        return None
    room = game.content.rooms[game.room_view().room_id]
    feature = room.features[letter]
    if task.kind == "look":
        number = game.room_number
        for goal in game.quest.victory:
            for clue in getattr(goal, "clues", ()):
                if clue.room == number and clue.feature in (None, letter) and clue.test:
                    return str(clue.test.stat)
        return None
    test = getattr(feature, "test", None)
    return str(test.stat) if test is not None else None


def safe(game: Game, duck: DuckState) -> bool:
    """Whether no Beastie can reach the duck this turn (its move plus its longest attack)."""
    if duck.pos is None:
        return False
    for b in game.beasties:
        reach = b.move + max((a.range for a in b.attacks), default=1)
        if min(chebyshev(duck.pos, c) for c in b.cells) <= reach:
            return False
    return True


def rooms_needed(game: Game) -> list[int] | None:
    """The rooms the party still needs, in a quest that asks to defeat no Beastie: those with
    clues left to find while a hunt is unmet, else those of the objectives left. None when a
    Beastie must be defeated: then the party clears the Duckgeon room by room, growing in Loot
    and Ranks for the fight."""
    goals = game.goals()
    if any(g.kind == "defeat" for g in goals):
        return None
    hunting = [
        c.room for g in goals if g.kind == "clues" and not g.done for c in g.clues if not c.found
    ]
    if hunting:
        return sorted(set(hunting))
    rooms = [g.room for g in goals if not g.done and g.room is not None]
    bosses = [r.number for r in game.quest.rooms if r.boss is not None]
    return sorted(set(rooms)) or bosses or [max(r.number for r in game.quest.rooms)]


def clock_cards(game: Game, duck: DuckState) -> list[str]:
    """The cards in a duck's hand that push the quest's clock back."""
    out = []
    for card in dict.fromkeys(duck.hand):
        effects = game.content.funkard(card).effects
        if any(isinstance(e, ClockMarks) and e.marks < 0 for e in effects):
            out.append(card)
    return out


def clock_worth_pushing(game: Game) -> bool:
    """Whether the clock has moved on far enough to spend a card on it."""
    clock = game.clock()
    return clock is not None and clock.value >= CLOCK_WORTH + 1
