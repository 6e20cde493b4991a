"""Schools, Duckventurer classes, Ranks and the Beastie-ary."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool, field_validator, model_validator

from duckgeon_tui.content.cards import Targeting, Trigger
from duckgeon_tui.content.common import ContentModel, Id, Modifier, Stats
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.content.rooms import PILLAR, TABLE
from duckgeon_tui.content.vocabulary import Stat


class Ability(ContentModel):
    """A class or Beastie ability: a triggered, passive or activated power with effects."""

    name: str = Field(min_length=1, max_length=60, description="The ability's name.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    activation: Literal["activated", "triggered", "passive"] = Field(
        description="activated: costs a FunkyDuck like a card (cost below); triggered: goes off "
        "on its trigger; passive: its modifiers always count."
    )
    trigger: Trigger | None = Field(default=None, description="For triggered abilities.")
    cost: int = Field(default=0, ge=0, le=15, description="Activated abilities: the opal cost.")
    resist: Stat | Literal["none"] = Field(
        default="none",
        description="The STAT a target resists with, or `none`: no Resist Roll (a target counts "
        "its flat current P, what the ability's score is made of).",
    )
    target: Targeting = Field(default_factory=Targeting, description="Whom it is aimed at.")
    effects: list[Effect] = Field(default_factory=list, description="What it does.")
    modifiers: list[Modifier] = Field(
        default_factory=list, description="Bonuses that count in their situations."
    )
    chance: int = Field(
        default=6,
        ge=1,
        le=6,
        description="Triggered Beastie abilities: goes off on a d6 roll of this or higher "
        "(6 = only on a six; 1 = always).",
    )

    @model_validator(mode="after")
    def _check(self) -> Ability:
        if (self.activation == "triggered") != (self.trigger is not None):
            raise ValueError("a `trigger` is required for triggered abilities and only for them")
        if not (self.effects or self.modifiers):
            raise ValueError("an ability needs effects or modifiers")
        return self


class School(ContentModel):
    """A School of Duckventuring: a perk shared by its classes."""

    id: Id
    name: str = Field(min_length=1, max_length=60, description="The School's name.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    modifiers: list[Modifier] = Field(
        min_length=1, description="The School's perk: bonuses in their situations."
    )


class DuckClass(ContentModel):
    """A Duckventurer class: starting max STATS, a School, an ability, starting Funkards."""

    id: Id
    name: str = Field(min_length=1, max_length=40, description="The class name.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    school: Id = Field(description="Id of the class's School.")
    stats: Stats = Field(description="Starting max STATS (current STATS start at max).")
    ability: Ability = Field(description="The class ability.")
    starting_funkards: list[Id] = Field(
        default_factory=list, max_length=6, description="Ids of the Funkards it starts with."
    )
    glyph: str = Field(
        min_length=1, max_length=1, description="One ASCII letter used for it on the map."
    )


class Rank(ContentModel):
    """One of the six Ranks: its Loot cost and the max STAT it raises."""

    rank: int = Field(ge=1, le=6, description="The Rank number, 1 (start) to 6.")
    name: str = Field(min_length=1, max_length=40, description="The Rank's title.")
    cost: int = Field(ge=0, le=99, description="Loot spent to reach this Rank (0 for Rank 1).")
    raises: list[Stat] = Field(
        default_factory=list,
        description="Max STATS the Duckventurer may choose from to raise by `amount`.",
    )
    amount: int = Field(default=1, ge=0, le=3, description="How much the chosen max rises.")


class Attack(ContentModel):
    """A Beastie attack: Choppy (adjacent) or Shooty (range and line of sight)."""

    name: str = Field(min_length=1, max_length=40, description="What the attack is called.")
    style: Literal["choppy", "shooty"] = Field(description="Choppy or Shooty.")
    range: int = Field(default=1, ge=1, le=24, description="Reach in spaces (Choppy: 1).")
    bonus: int = Field(default=0, ge=-5, le=10, description="Added to the attack score.")
    effects: list[Effect] = Field(
        default_factory=list, description="Extra effects on a target that fails to resist."
    )

    @model_validator(mode="after")
    def _check_range(self) -> Attack:
        if self.style == "choppy" and self.range != 1:
            raise ValueError("a choppy attack has range 1")
        return self


Tactic = Literal["approach", "attack", "shoot", "guard", "flee", "swarm", "wander"]
"""Beastie behaviour: approach and attack the nearest Duckventurer; keep at range and shoot;
guard its spawn space; flee when hurt; swarm the weakest; wander at random."""


class Beastie(ContentModel):
    """A Beastie of the Beastie-ary."""

    id: Id
    name: str = Field(min_length=1, max_length=60, description="Its name.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    stats: Stats = Field(description="Its STATS (Fatty is its max).")
    move: int = Field(ge=0, le=12, description="Spaces it moves each Beastie turn.")
    footprint: list[tuple[int, int]] = Field(
        default_factory=lambda: [(0, 0)],
        min_length=1,
        max_length=16,
        description="Spaces it covers, as (column, row) offsets from its anchor; most Beasties "
        "take [[0, 0]], long ones two spaces, giants more.",
    )
    attacks: list[Attack] = Field(min_length=1, description="Its attacks.")
    abilities: list[Ability] = Field(default_factory=list, description="Its abilities.")
    tactics: list[Tactic] = Field(
        min_length=1, description="Behaviour in order of preference (see Tactic)."
    )
    flee_below: int = Field(
        default=0, ge=0, le=20, description="With `flee`: runs when Fatty drops below this."
    )
    glyph: str = Field(
        min_length=1,
        max_length=1,
        description="One ASCII letter on the map, not `T` or `O` (tables and pillars).",
        json_schema_extra={"pattern": "^[A-NP-SU-Za-z]$"},
    )
    colour: str = Field(default="red", description="A colour name for its glyph.")
    boss: StrictBool = Field(default=False, description="A boss, fed by the Booster-Wooster.")

    @field_validator("glyph")
    @classmethod
    def _letter(cls, value: str) -> str:
        # Letters are the Beasties' own on the map: rooms draw everything else as symbols,
        # except tables and pillars.
        if not (value.isascii() and value.isalpha()) or value in (TABLE, PILLAR):
            raise ValueError(
                f"a Beastie's glyph is one ASCII letter other than {TABLE} and {PILLAR} (the "
                f"map's tables and pillars); found {value!r}"
            )
        return value

    @model_validator(mode="after")
    def _check_footprint(self) -> Beastie:
        if (0, 0) not in self.footprint:
            raise ValueError("the footprint must include the anchor [0, 0]")
        if len(set(self.footprint)) != len(self.footprint):
            raise ValueError("the footprint lists a space twice")
        return self
