"""Read-only views of the quest's objectives and clock, for the app's panel and for bots."""

from __future__ import annotations

from typing import Literal

from duckgeon_tui.content.clock import ClockMark
from duckgeon_tui.content.effects import ClockMarks
from duckgeon_tui.content.objectives import ClueHunt, DefeatBeastie, EscapeFrom, InteractWith
from duckgeon_tui.content.rooms import Clue, QuestObject
from duckgeon_tui.engine import acting, quest_goals
from duckgeon_tui.engine.grid import Pos
from duckgeon_tui.engine.world import World
from duckgeon_tui.quick_dataclasses import dataclass

GoalKind = Literal["defeat", "interact", "clues", "escape"]
SpotKind = Literal["look", "prepare", "interact", "clock"]


@dataclass(frozen=True, slots=True)
class ClueView:
    """One clue of a clue hunt: its name, its room, whether it is found (and what it said)."""

    name: str
    room: int
    found: bool
    text: str


@dataclass(frozen=True, slots=True)
class GoalView:
    """A victory objective as it stands: its words, whether it is met, what it waits for."""

    index: int
    kind: GoalKind
    name: str
    done: bool
    room: int | None
    progress: str
    """How far it has got, e.g. '2 of 3 clues' ('' when there is nothing to count)."""
    waiting: tuple[str, ...]
    """The objectives it comes after that are not met yet."""
    clues: tuple[ClueView, ...] = ()
    ritual: bool = False
    """An Interact with an object that must be Prepared first."""
    prepared_by: tuple[str, ...] = ()
    """The Duckventurers who have Prepared its ritual (only they may Interact)."""


@dataclass(frozen=True, slots=True)
class ClockView:
    """The quest's clock: where it stands, what comes next and when."""

    name: str
    flavour: str
    value: int
    length: int
    every: int
    goose: int
    next_mark: ClockMark | None
    turns_to_next: int | None
    """Turns until it moves on by itself (None: it never does)."""
    loses: bool
    """Whether the quest is lost when it reaches its last mark."""


@dataclass(frozen=True, slots=True)
class GoalSpot:
    """A space of the current room where a free Action works toward the quest: a clue to Look
    at, a ritual to Prepare, an object to Interact with, something that pushes the clock back."""

    kind: SpotKind
    pos: Pos
    goal: int | None
    """The victory objective it is for (None: a clock spot)."""


class GoalQueries:
    """Mixed into Game: the objectives and the clock, read only."""

    world: World

    def goals(self) -> list[GoalView]:
        """Every victory objective, in the quest's order."""
        w = self.world
        out = []
        for index, goal in enumerate(w.quest.victory):
            done = w.state.objectives[index]
            name = quest_goals.goal_name(w, goal)
            waiting: tuple[str, ...] = ()
            clues: tuple[ClueView, ...] = ()
            progress = ""
            room: int | None = None
            ritual = False
            prepared_by: tuple[str, ...] = ()
            if isinstance(goal, InteractWith):
                room = goal.room
                waiting = tuple(quest_goals.missing_before(w, goal))
                ritual = quest_goals.is_ritual(w, goal)
                key = quest_goals.ritual_name(goal.room, goal.feature)
                prepared_by = tuple(d.name for d in w.state.ducks if key in d.prepared)
            elif isinstance(goal, EscapeFrom):
                room = goal.room
            elif isinstance(goal, ClueHunt):
                have = quest_goals.found(w, index)
                clues = tuple(
                    ClueView(c.name, c.room, i in have, c.text if i in have else "")
                    for i, c in enumerate(goal.clues)
                )
                progress = f"{min(len(have), goal.need)} of {goal.need} clues"
            out.append(
                GoalView(
                    index,
                    goal.kind,
                    name,
                    done,
                    room,
                    progress,
                    waiting,
                    clues,
                    ritual,
                    prepared_by,
                )
            )
        return out

    def clock(self) -> ClockView | None:
        """The quest's clock, if it has one."""
        w = self.world
        clock = w.quest.clock
        if clock is None:
            return None
        value = w.state.clock
        upcoming = next((m for m in clock.marks if m.at > value), None)
        turns = None
        if clock.every and value < clock.length:
            turns = clock.every - (w.state.turn - 1) % clock.every
        loses = any(d.kind == "clock_out" for d in w.quest.defeat)
        return ClockView(
            clock.name,
            clock.flavour,
            value,
            clock.length,
            clock.every,
            clock.goose,
            upcoming,
            turns,
            loses,
        )

    def goal_spots(self) -> list[GoalSpot]:
        """The spaces of the current room where a free Action helps the quest now."""
        w = self.world
        number = w.quest_room.number
        grid = w.grid
        room = w.room
        out: list[GoalSpot] = []
        for index, goal in enumerate(w.quest.victory):
            if w.state.objectives[index]:
                continue
            if isinstance(goal, ClueHunt):
                have = quest_goals.found(w, index)
                letters = {
                    c.feature
                    for i, c in enumerate(goal.clues)
                    if i not in have and c.room == number
                }
                for pos, letter in grid.feature_at.items():
                    if isinstance(room.features[letter], Clue) and (
                        letter in letters or None in letters
                    ):
                        out.append(GoalSpot("look", pos, index))
            elif isinstance(goal, InteractWith) and goal.room == number:
                if quest_goals.missing_before(w, goal):
                    continue
                obj = room.features.get(goal.feature)
                for pos, letter in grid.feature_at.items():
                    if letter == goal.feature:
                        kind: SpotKind = (
                            "prepare"
                            if isinstance(obj, QuestObject) and (obj.prepare)
                            else "interact"
                        )
                        out.append(GoalSpot(kind, pos, index))
        for pos, letter in grid.feature_at.items():
            obj = room.features[letter]
            winds_back = isinstance(obj, QuestObject) and any(
                isinstance(e, ClockMarks) and e.marks < 0 for e in obj.effects
            )
            if winds_back and acting.interact_kind(w, pos) == "object":
                out.append(GoalSpot("clock", pos, None))
        return out

    def prepared_here(self, name: str, pos: Pos) -> bool:
        """Whether a Duckventurer has Prepared the ritual of the quest object on `pos`."""
        letter = self.world.grid.feature_at.get(pos)
        return letter is not None and quest_goals.ritual_key(self.world, letter) in (
            self.world.duck(name).prepared
        )

    def is_objective_beastie(self, beastie_id: str) -> bool:
        """Whether defeating this kind of Beastie is one of the quest's objectives."""
        return any(
            isinstance(g, DefeatBeastie) and g.beastie == beastie_id
            for g in self.world.quest.victory
        )
