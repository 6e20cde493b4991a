"""Campaigns: quests played in order by one party, the camp between them and the price of
bringing back a Duckventurer who fell."""

from __future__ import annotations

from pydantic import Field, StrictBool, model_validator

from duckgeon_tui.content.common import ContentModel, Id


class Chapter(ContentModel):
    """One quest of a campaign, and the story told at the camp before it."""

    quest: Id = Field(description="Id of the quest.")
    story: str = Field(
        default="",
        max_length=2000,
        description="Read out at the camp before the quest (the first quest's, when the "
        "campaign starts); none: the quest's own flavour is enough.",
    )


class PartyLimits(ContentModel):
    """How many Duckventurers a campaign's party has."""

    fewest: int = Field(default=1, ge=1, le=6, description="The fewest that may set off.")
    most: int = Field(default=6, ge=1, le=6, description="The most the roster may hold.")

    @model_validator(mode="after")
    def _check(self) -> PartyLimits:
        if self.fewest > self.most:
            raise ValueError("`fewest` is more than `most`")
        return self


class CampShop(ContentModel):
    """The Shop of the camp between two quests: Funkards laid out face up, to buy with Loot."""

    stock: int = Field(
        default=4,
        ge=1,
        le=12,
        description="How many Funkards lie face up; one bought is replaced from the deck.",
    )
    price: int | None = Field(
        default=None,
        ge=1,
        le=60,
        description="Loot a Funkard costs; none: the next quest's `funkard_price`.",
    )
    sell_back: int = Field(
        default=3,
        ge=0,
        le=60,
        description="Loot a Duckventurer gets for a Funkard it sells (0: it is only thrown away).",
    )


class FallenPrice(ContentModel):
    """What the party pays, at the camp after a quest, to bring back a Duckventurer who fell
    (down when the quest ended); one not brought back is out of the campaign."""

    loot: int = Field(
        default=6,
        ge=0,
        le=60,
        description="Loot paid, by the fallen first and then by the richest of the others.",
    )
    ranks_lost: int = Field(
        default=1,
        ge=0,
        le=5,
        description="Ranks the fallen comes back without (their max STAT raises are undone; "
        "never below Rank 1).",
    )
    keeps_funkards: StrictBool = Field(
        default=True,
        description="Whether the fallen keeps its Funkards (false: it comes back with its "
        "class's starting Funkards).",
    )


class Campaign(ContentModel):
    """A campaign: quests played in order by one party, which keeps its Ranks, Loot and
    Funkards between them and visits the camp's Shop."""

    id: Id
    name: str = Field(min_length=1, max_length=80, description="The campaign's title.")
    flavour: str = Field(default="", max_length=2000, description="The campaign's story.")
    quests: list[Chapter] = Field(
        min_length=1, max_length=12, description="The quests, in the order they are played."
    )
    party: PartyLimits = Field(default_factory=PartyLimits, description="The party's size.")
    shop: CampShop = Field(default_factory=CampShop, description="The camp's Shop.")
    fallen: FallenPrice = Field(
        default_factory=FallenPrice, description="The price of bringing back the fallen."
    )
    default_party: list[Id] = Field(
        default_factory=list,
        description="Class ids of the party the simulator uses by default (none: the first "
        "quest's `default_party`).",
    )

    @model_validator(mode="after")
    def _check(self) -> Campaign:
        size = len(self.default_party)
        if size and not self.party.fewest <= size <= self.party.most:
            raise ValueError(
                f"the `default_party` has {size} Duckventurers; the party has "
                f"{self.party.fewest} to {self.party.most}"
            )
        return self
