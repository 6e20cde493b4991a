"""How a quest is won and lost: victory objectives and defeat conditions, each by its `kind`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from duckgeon_tui.content.cards import Disarm
from duckgeon_tui.content.common import ContentModel, Id

Letter = Annotated[str, Field(min_length=1, max_length=1, pattern=r"^[a-z]$")]
"""A feature's letter on a room's map."""


class ObjectiveBase(ContentModel):
    """What every victory objective has: an id other objectives can name, and its name."""

    id: Id | None = Field(
        default=None, description="An id for other objectives' `after` (none: nobody names it)."
    )
    name: str = Field(
        default="",
        max_length=80,
        description='What the objective is called on screen, e.g. "Seal the Gateway" (empty: '
        "the game words it).",
    )


class DefeatBeastie(ObjectiveBase):
    """Victory needs this Beastie defeated."""

    kind: Literal["defeat"] = "defeat"
    beastie: Id = Field(description="Id of the Beastie to defeat.")


class InteractWith(ObjectiveBase):
    """Victory needs a successful Interact with this feature (an `object`), once the objectives
    it comes `after` are met: until then the object will not budge."""

    kind: Literal["interact"] = "interact"
    room: int = Field(ge=1, le=12, description="The room's number in the quest.")
    feature: Letter = Field(description="The feature's map letter.")
    after: list[Id] = Field(
        default_factory=list,
        description="Ids of the objectives that must be met before this Interact can work.",
    )


class QuestClue(ContentModel):
    """One clue of a clue hunt: found by a Look at a clue feature of a room."""

    room: int = Field(ge=1, le=12, description="The room's number in the quest.")
    feature: Letter | None = Field(
        default=None,
        description="The letter of the `clue` feature to Look at; none: any clue of the room "
        "(so that a room drawn from the room pool works too).",
    )
    name: str = Field(min_length=1, max_length=60, description="The clue's name on screen.")
    text: str = Field(
        min_length=1, max_length=600, description="What the Look reveals in this quest."
    )
    test: Disarm | None = Field(
        default=None,
        description="A riddle to work out: d6 + the STAT (plus `look` modifiers) must reach "
        "the target, or the clue stays a mystery until a later Look; none: a Look finds it.",
    )


class ClueHunt(ObjectiveBase):
    """Victory needs `need` of these clues found with Look (from base contact, or across the
    room in line of sight)."""

    kind: Literal["clues"] = "clues"
    need: int = Field(ge=1, le=12, description="How many of the clues must be found.")
    clues: list[QuestClue] = Field(min_length=1, max_length=12, description="The clues.")

    @model_validator(mode="after")
    def _check(self) -> ClueHunt:
        if self.need > len(self.clues):
            raise ValueError(f"`need` is {self.need}, but there are {len(self.clues)} clues")
        spots = [(c.room, c.feature) for c in self.clues]
        if len(set(spots)) != len(spots):
            raise ValueError("two clues lie on the same feature of the same room")
        return self


class EscapeFrom(ObjectiveBase):
    """Victory needs the party to get out of the Duckgeon from this room: at the start of a
    turn, the room Cleared, every other objective met and every Duckventurer up (nobody is
    carried out: First Aid the fallen first)."""

    kind: Literal["escape"] = "escape"
    room: int = Field(ge=1, le=12, description="The room the way out is in.")


Objective = Annotated[
    DefeatBeastie | InteractWith | ClueHunt | EscapeFrom, Field(discriminator="kind")
]
"""A victory objective, chosen by its `kind`."""


class PartyDown(ContentModel):
    """Defeat when every Duckventurer is down (Unconscious or worse) at once."""

    kind: Literal["party_down"] = "party_down"


class TurnLimit(ContentModel):
    """Defeat when the turn limit passes."""

    kind: Literal["turn_limit"] = "turn_limit"
    turns: int = Field(ge=1, le=999, description="The last turn that may be played.")


class BoosterTop(ContentModel):
    """Defeat when Duckthulhu reaches the top of his Booster-Wooster."""

    kind: Literal["booster_top"] = "booster_top"


class ClockOut(ContentModel):
    """Defeat when the quest's clock reaches its last mark."""

    kind: Literal["clock_out"] = "clock_out"


DefeatCondition = Annotated[
    PartyDown | TurnLimit | BoosterTop | ClockOut, Field(discriminator="kind")
]
"""A defeat condition, chosen by its `kind`."""
