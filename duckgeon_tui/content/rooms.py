"""Rooms drawn as ASCII grids, with their doors and features."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool, field_validator

from duckgeon_tui.content.cards import Disarm
from duckgeon_tui.content.common import ContentModel, Id
from duckgeon_tui.content.effects import Effect

# The map legend. Letters a-z are features, declared in the room's `features`.
WALL = "#"
FLOOR = "."
DOOR_CLOSED = "+"
DOOR_OPEN = "'"
TABLE = "T"  # furniture: blocks movement, not line of sight
PILLAR = "O"  # blocks movement and line of sight
WATER = "~"  # deep water: blocks movement, not line of sight
SPAWN = "S"  # floor where Room Table Beasties appear
ARRIVAL = "@"  # floor where Duckventurers arrive from outside
LEGEND = frozenset(
    WALL + FLOOR + DOOR_CLOSED + DOOR_OPEN + TABLE + PILLAR + WATER + SPAWN + ARRIVAL
)
BLOCKS_MOVE = frozenset(WALL + DOOR_CLOSED + TABLE + PILLAR + WATER)
BLOCKS_SIGHT = frozenset(WALL + DOOR_CLOSED + PILLAR)


class FeatureBase(ContentModel):
    """What every feature has: a name, flavour and whether it blocks."""

    name: str = Field(min_length=1, max_length=60, description="Its name.")
    flavour: str = Field(default="", max_length=400, description="What it looks like.")
    blocks_move: StrictBool = Field(default=True, description="Whether it blocks movement.")
    blocks_sight: StrictBool = Field(default=False, description="Whether it blocks line of sight.")


class Clue(FeatureBase):
    """Something to Look at (base contact or line of sight): it reveals a clue."""

    kind: Literal["clue"] = "clue"
    text: str = Field(min_length=1, max_length=600, description="What a Look reveals.")
    effects: list[Effect] = Field(
        default_factory=list, description="What happens the first time it is Looked at."
    )


class QuestObject(FeatureBase):
    """Something to Interact with in base contact, maybe after a test."""

    kind: Literal["object"] = "object"
    test: Disarm | None = Field(
        default=None, description="The test an Interact must pass (d6 + STAT ≥ target)."
    )
    effects: list[Effect] = Field(
        default_factory=list, description="What happens when the Interact succeeds."
    )
    success: str = Field(default="", max_length=400, description="Text shown on success.")
    once: StrictBool = Field(default=True, description="Whether it can be used only once.")
    prepare: StrictBool = Field(
        default=False,
        description="An elaborate ritual: a Duckventurer must Prepare it first (a Prepare free "
        "Action in base contact or in line of sight), and only one who has can Interact with it.",
    )


class Furniture(FeatureBase):
    """Named furniture: only blocks movement and/or sight."""

    kind: Literal["furniture"] = "furniture"


Feature = Annotated[Clue | QuestObject | Furniture, Field(discriminator="kind")]
"""A feature of a room, chosen by its `kind`."""


class Door(ContentModel):
    """A door on the room's outer wall; quests join doors with corridors."""

    id: Id = Field(description="The door's id within the room, e.g. `east`.")
    at: tuple[int, int] = Field(description="(column, row) of the door glyph, from 0.")


class Room(ContentModel):
    """A room: an ASCII grid of at least 8x8 spaces inside its walls, with doors and features."""

    id: Id
    name: str = Field(min_length=1, max_length=80, description="The room's name.")
    flavour: str = Field(default="", max_length=800, description="Read aloud on entering.")
    map: list[str] = Field(
        min_length=3,
        max_length=60,
        description="Rows of the grid, all the same width. Legend: `#` wall, `.` floor, `+` "
        "closed door, `'` open door, `T` table (blocks moving), `O` pillar (blocks moving and "
        "sight), `~` deep water (blocks moving), `S` Beastie spawn, `@` arrival, `a`-`z` "
        "features declared under `features`.",
    )
    doors: list[Door] = Field(min_length=1, description="Its doors.")
    features: dict[str, Feature] = Field(
        default_factory=dict, description="Features keyed by their map letter (a-z)."
    )
    in_pool: StrictBool = Field(
        default=True,
        description="Whether built dungeons draw it from the room pool; false for a room made "
        "for one quest (it is used only where a quest pins it or lists it in its `pool`).",
    )

    @field_validator("features")
    @classmethod
    def _letters(cls, value: dict[str, Feature]) -> dict[str, Feature]:
        for key in value:
            if len(key) != 1 or not ("a" <= key <= "z"):
                raise ValueError(f"feature key {key!r} must be one letter a-z")
        return value

    @property
    def width(self) -> int:
        """Width of the grid in spaces, walls included."""
        return max((len(row) for row in self.map), default=0)

    @property
    def height(self) -> int:
        """Height of the grid in spaces, walls included."""
        return len(self.map)

    def glyph(self, col: int, row: int) -> str:
        """The map glyph at (col, row); outside the grid counts as wall."""
        if 0 <= row < len(self.map) and 0 <= col < len(self.map[row]):
            return self.map[row][col]
        return WALL
