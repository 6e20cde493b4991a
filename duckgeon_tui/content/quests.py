"""Quests: numbered rooms, corridors, Room Tables, Strolling Beasties, the Booster-Wooster."""

from __future__ import annotations

from itertools import pairwise
from typing import Literal

from pydantic import Field, model_validator

from duckgeon_tui.content.characters import Ability, Attack
from duckgeon_tui.content.clock import Clock
from duckgeon_tui.content.common import ContentModel, Id, StatDelta
from duckgeon_tui.content.objectives import DefeatCondition, Objective, PartyDown


class Spawn(ContentModel):
    """Beasties of one kind that appear together."""

    beastie: Id = Field(description="Id of the Beastie.")
    count: int = Field(default=1, ge=1, le=12, description="How many.")


class TableEntry(ContentModel):
    """One line of a Room Table or Strolling Beastie table: a roll range and what it brings."""

    min: int = Field(ge=-20, le=60, description="Lowest roll (after DuckDuckGoose) for this line.")
    max: int = Field(ge=-20, le=60, description="Highest roll for this line.")
    text: str = Field(default="", max_length=400, description="Read out when it comes up.")
    spawns: list[Spawn] = Field(default_factory=list, description="The Beasties that appear.")
    snare: Id | None = Field(default=None, description="A Snare set in the room, if any.")

    @model_validator(mode="after")
    def _check_range(self) -> TableEntry:
        if self.min > self.max:
            raise ValueError("`min` is above `max`")
        return self


def _check_table(entries: list[TableEntry]) -> None:
    ordered = sorted(entries, key=lambda e: e.min)
    for before, after in pairwise(ordered):
        if after.min <= before.max:
            raise ValueError(
                f"table lines {before.min}-{before.max} and {after.min}-{after.max} overlap"
            )
        if after.min != before.max + 1:
            raise ValueError(f"no table line covers {before.max + 1}-{after.min - 1}")


class QuestRoom(ContentModel):
    """A room of the quest, its number (1 Entry, 6 Boss), where it lies and its Room Table."""

    number: int = Field(ge=1, le=12, description="The room's number; 1 is the Entry Room.")
    room: Id = Field(description="Id of the room.")
    at: tuple[int, int] = Field(description="(column, row) of the room on the quest's layout.")
    room_table: list[TableEntry] = Field(
        min_length=1,
        description="What waits inside, by the roll of a d6 (exploding) ± a DuckDuckGoose; "
        "rolls below the lowest line use the lowest, above the highest use the highest.",
    )
    boss: Id | None = Field(
        default=None, description="The boss Beastie that always waits here (room 6)."
    )
    sealed: list[Id] = Field(
        default_factory=list,
        description="Ids of this room's doors that lead nowhere in this quest: they stay shut "
        "and count as wall. Every other door must be an end of one of the quest's corridors.",
    )

    @model_validator(mode="after")
    def _check(self) -> QuestRoom:
        _check_table(self.room_table)
        return self


class DoorRef(ContentModel):
    """One end of a corridor: a door of a numbered room."""

    room: int = Field(ge=1, le=12, description="The room's number in the quest.")
    door: Id = Field(description="The door's id in that room.")


class Corridor(ContentModel):
    """A corridor joining two doors; the longer, the more Strolling Beasties."""

    id: Id
    a: DoorRef = Field(description="One end.")
    b: DoorRef = Field(description="The other end.")
    length: int = Field(ge=1, le=60, description="Length in spaces.")
    width: int = Field(default=1, ge=1, le=6, description="Width in spaces.")


class BuiltRoom(ContentModel):
    """A numbered room of a dungeon built from the room pool: pinned to one room, or drawn."""

    number: int = Field(ge=1, le=6, description="The room's number: 1 Entry Room, 6 Boss Room.")
    room: Id | None = Field(
        default=None,
        description="The room pinned to this number; none: a room drawn from the room pool.",
    )
    room_table: list[TableEntry] | None = Field(
        default=None,
        min_length=1,
        description="What waits inside (as a quest room's `room_table`); none: the Room Table "
        "of the quest's own room with this number.",
    )
    boss: Id | None = Field(
        default=None,
        description="The boss Beastie that always waits here; none: the boss of the quest's own "
        "room with this number, if any.",
    )

    @model_validator(mode="after")
    def _check(self) -> BuiltRoom:
        if self.room_table is not None:
            _check_table(self.room_table)
        return self


class SideRooms(ContentModel):
    """Optional rooms beyond 6: drawn from the pool, each hung off a room 1-5 as a dead end."""

    fewest: int = Field(default=0, ge=0, le=6, description="The fewest side rooms built.")
    most: int = Field(
        default=2,
        ge=0,
        le=6,
        description="The most side rooms built (fewer when the pool or the map runs out).",
    )
    room_table: list[TableEntry] = Field(
        min_length=1, description="The Room Table of every side room (as a quest room's)."
    )

    @model_validator(mode="after")
    def _check(self) -> SideRooms:
        if self.fewest > self.most:
            raise ValueError("`fewest` is above `most`")
        _check_table(self.room_table)
        return self


class BuildPlan(ContentModel):
    """How the quest's dungeon is built from the room pool, after the rulebook's setup: the
    rooms are drawn (or pinned), laid on the quest map and joined by corridors, and numbered so
    that 6 lies farthest from 1 along the corridors."""

    rooms: list[BuiltRoom] = Field(
        min_length=6,
        max_length=6,
        description="Rooms 1 to 6, each once: which are pinned and which are drawn.",
    )
    side_rooms: SideRooms | None = Field(
        default=None, description="Optional side rooms 7 and on; none: no side rooms."
    )
    pool: list[Id] = Field(
        default_factory=list,
        description="Ids of the rooms that may be drawn; empty: every room of the game and its "
        "mods that is not pinned.",
    )
    shortest: int = Field(default=3, ge=1, le=60, description="The shortest corridor, in spaces.")
    longest: int = Field(default=12, ge=1, le=60, description="The longest corridor, in spaces.")
    loops: int = Field(
        default=1,
        ge=0,
        le=4,
        description="At most this many extra corridors between rooms side by side, so that the "
        "party may choose its way (none leads past room 6).",
    )
    columns: int = Field(default=4, ge=2, le=4, description="Columns of the quest map.")
    rows: int = Field(default=3, ge=2, le=3, description="Rows of the quest map.")

    @model_validator(mode="after")
    def _check(self) -> BuildPlan:
        numbers = sorted(r.number for r in self.rooms)
        if numbers != list(range(1, 7)):
            raise ValueError("`rooms` must hold the numbers 1 to 6, each once")
        pinned = [r.room for r in self.rooms if r.room is not None]
        if len(set(pinned)) != len(pinned):
            raise ValueError("one room is pinned to two numbers")
        if self.shortest > self.longest:
            raise ValueError("`shortest` is above `longest`")
        most = self.side_rooms.most if self.side_rooms is not None else 0
        if self.columns * self.rows < 6 + most:
            raise ValueError(f"a {self.columns}x{self.rows} map has no space for {6 + most} rooms")
        return self


class BoosterStep(ContentModel):
    """One step of Duckthulhu's Booster-Wooster track and what it adds to him."""

    step: int = Field(ge=1, le=36, description="The step number, from 1.")
    name: str = Field(min_length=1, max_length=60, description="What the step is called.")
    flavour: str = Field(default="", max_length=400, description="Flavour text.")
    stats: StatDelta = Field(
        default_factory=StatDelta, description="Added to the boss's STATS from this step on."
    )
    move: int = Field(default=0, ge=0, le=6, description="Added to the boss's movement.")
    attacks: list[Attack] = Field(default_factory=list, description="Attacks he gains.")
    abilities: list[Ability] = Field(default_factory=list, description="Abilities he gains.")


class BoosterWoosterTrack(ContentModel):
    """Duckthulhu's Booster-Wooster: each rolled DuckDuckGoose moves him one step up."""

    boss: Id = Field(description="Id of the boss the track feeds.")
    start: int = Field(default=0, ge=0, le=36, description="The step he starts on.")
    steps: list[BoosterStep] = Field(min_length=1, description="The steps, in order.")

    @model_validator(mode="after")
    def _check(self) -> BoosterWoosterTrack:
        numbers = [s.step for s in self.steps]
        if numbers != list(range(1, len(numbers) + 1)):
            raise ValueError("steps must be numbered 1, 2, 3, ... in order")
        if self.start > len(self.steps):
            raise ValueError("`start` is past the last step")
        return self


def _party_down() -> list[DefeatCondition]:
    return [PartyDown()]


class Quest(ContentModel):
    """A quest: the rooms and corridors, the tables, the deck, the boss and how to win."""

    id: Id
    name: str = Field(min_length=1, max_length=80, description="The quest's title.")
    flavour: str = Field(default="", max_length=2000, description="The quest's story.")
    rooms: list[QuestRoom] = Field(
        default_factory=list,
        description="The numbered rooms of the quest's own layout (empty: the dungeon is always "
        "built from the room pool, see `build`).",
    )
    corridors: list[Corridor] = Field(
        default_factory=list, description="Corridors joining doors, on the quest's own layout."
    )
    build: BuildPlan | None = Field(
        default=None,
        description="How to build the dungeon from the room pool instead (`--dungeon random`); "
        "none: the quest is played on its own layout only.",
    )
    strolling_table: list[TableEntry] = Field(
        min_length=1, description="Strolling Beasties met in corridors, by d6 roll."
    )
    strolling_every: int = Field(
        default=6,
        ge=1,
        le=30,
        description="Walking a corridor rolls one d6 for each this many spaces of its length "
        "(rounded up); each six brings a Strolling Beastie.",
    )
    omens: Literal["off", "optional", "on"] = Field(
        default="optional", description="Whether Omens are shuffled into the deck."
    )
    snares_in_deck: list[Id] = Field(
        default_factory=list, description="Snares shuffled into the deck."
    )
    expansions: list[Id] = Field(
        default_factory=list,
        description="Expansion sets whose Funkards are shuffled into this quest's deck, besides "
        "the Easy-Peasy deck (a card names its set in `expansion`).",
    )
    booster_wooster: BoosterWoosterTrack | None = Field(
        default=None,
        description="Duckthulhu's track, fed by every DuckDuckGoose rolled; none: no boss "
        "grows in this quest.",
    )
    clock: Clock | None = Field(
        default=None,
        description="A clock that moves on as turns pass (none: no clock); `clock_out` among "
        "the defeats loses the quest when it runs out.",
    )
    victory: list[Objective] = Field(min_length=1, description="All of these win the quest.")
    defeat: list[DefeatCondition] = Field(
        default_factory=_party_down, description="Any of these loses it."
    )
    knockout_condition: Id = Field(
        default="unconscious", description="The Condition put on a character at Fatty 0."
    )
    funkard_price: int = Field(
        default=6, ge=1, le=30, description="Loot a Duckventurer spends to draw one Funkard."
    )
    hand_limit: int = Field(
        default=6, ge=1, le=12, description="Most Funkards a Duckventurer may hold."
    )
    default_party: list[Id] = Field(
        default_factory=list, description="Class ids of the party the simulator uses by default."
    )

    @model_validator(mode="after")
    def _check(self) -> Quest:
        _check_table(self.strolling_table)
        numbers = [r.number for r in self.rooms]
        if len(set(numbers)) != len(numbers):
            raise ValueError("two rooms share a number")
        if self.build is None and (len(self.rooms) < 2 or not self.corridors):
            raise ValueError(
                "a quest needs its own `rooms` (at least 2) and `corridors`, or a `build` to "
                "draw them from the room pool"
            )
        if self.rooms and not self.corridors:
            raise ValueError("the quest's own `rooms` need `corridors` to join them")
        return self

    @property
    def has_own_layout(self) -> bool:
        """Whether the quest can be played on its own rooms and corridors."""
        return bool(self.rooms)
