"""Funkards (Items, Zappies, Feats), Omens, Snares and Conditions."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool, model_validator

from duckgeon_tui.content.common import ContentModel, Id, Modifier
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.content.vocabulary import DieKind, Stat

Activation = Literal["activated", "triggered", "passive"]
"""Activated cards need a FunkyDuck (rolled against the cost, or just discarded when the cost
is 0); triggered cards go off by themselves when their trigger happens; passive cards always
work while held."""

Trigger = Literal[
    "room_enter",
    "turn_start",
    "turn_end",
    "damage_taken",
    "beastie_killed",
    "ally_down",
    "snare",
    "room_cleared",
    "targeted",
]
"""What sets off a triggered card or ability."""

TargetKind = Literal["self", "ally", "enemy", "any", "all_enemies", "all_allies"]
"""Whom a card may be aimed at: its user, one Duckventurer (self included), one Beastie,
anyone, every Beastie in range, every Duckventurer in range."""

Resist = Stat | Literal["none"]
"""The STAT a target adds to its Resist Roll, or `none`: the card denies the Resist Roll."""


class Targeting(ContentModel):
    """Whom a card or ability may be aimed at, and how far."""

    kind: TargetKind = Field(default="self", description="Whom it may be aimed at.")
    range: int = Field(
        default=0,
        ge=0,
        le=24,
        description="Reach in spaces (diagonals count 1); 0 means base contact (adjacent).",
    )
    line_of_sight: StrictBool = Field(
        default=True, description="Whether the target must be in line of sight."
    )


class Gobbly(ContentModel):
    """The Gobbly special effect: the card stores unused DuckDice for a later turn."""

    capacity: int = Field(ge=1, le=6, description="How many DuckDice it can hold at once.")
    dice: list[DieKind] | Literal["any"] = Field(
        default="any", description="Which kinds of DuckDice it accepts."
    )


class Boosty(ContentModel):
    """The Boosty special effect: unused DuckDice cashed into the card power its next use."""

    max_charges: int = Field(ge=1, le=6, description="The most dice it can be boosted with.")
    per_charge: int = Field(
        default=1,
        ge=1,
        le=6,
        description="Added per charge to the card's score and to each amount it deals, heals "
        "or wards.",
    )


class FunkardBase(ContentModel):
    """What every Funkard has: an id, a name, the opal cost, how it activates, its effects."""

    id: Id
    name: str = Field(min_length=1, max_length=60, description="The name printed on the card.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    cost: int = Field(
        ge=0,
        le=15,
        description="The opal: P + FunkyDuck must be higher than this to activate the card.",
    )
    activation: Activation = Field(description="activated, triggered or passive.")
    trigger: Trigger | None = Field(
        default=None, description="What sets a triggered card off (triggered cards only)."
    )
    target: Targeting = Field(
        default_factory=Targeting, description="Whom the card is aimed at, and how far."
    )
    effects: list[Effect] = Field(
        default_factory=list, description="What the card does when it takes effect."
    )
    modifiers: list[Modifier] = Field(
        default_factory=list,
        description="Bonuses that count only while the card is used (e.g. a sword in Choppy "
        "Combat), or always for passive cards that say `always`.",
    )
    consumable: StrictBool = Field(
        default=False, description="Discarded after one use (a dinner is eaten once)."
    )
    prepare: StrictBool = Field(
        default=False, description="Needs a Prepare free action before it can be activated."
    )
    gobbly: Gobbly | None = Field(default=None, description="Stores DuckDice (Gobbly).")
    boosty: Boosty | None = Field(default=None, description="Takes cashed DuckDice (Boosty).")
    expansion: Id | None = Field(
        default=None,
        description="The expansion set the card belongs to: it is shuffled into the deck only "
        "of the quests that name the set in `expansions`; none: a card of the Easy-Peasy deck "
        "(and of a mod's, in every quest).",
    )

    @model_validator(mode="after")
    def _check_trigger(self) -> FunkardBase:
        if (self.activation == "triggered") != (self.trigger is not None):
            raise ValueError("a `trigger` is required for triggered cards and only for them")
        if not (self.effects or self.modifiers or self.gobbly or self.boosty):
            raise ValueError("a card needs effects, modifiers, gobbly or boosty")
        return self


class Item(FunkardBase):
    """An Item: gear, snacks and gadgets; its Resist STAT is printed on it."""

    weapon: Literal["choppy", "shooty"] | None = Field(
        default=None, description="A weapon used for Choppy or Shooty attacks, if it is one."
    )
    range: int = Field(default=0, ge=0, le=24, description="Shooty weapons: the range in spaces.")
    resist: Resist | None = Field(
        default=None,
        description="The STAT a target resists with (`none`: no Resist Roll, so the target "
        "counts its flat current P). Required when the Item can be aimed at someone else.",
    )

    @model_validator(mode="after")
    def _check_resist(self) -> Item:
        aimed = self.target.kind not in ("self", "ally", "all_allies")
        if aimed and self.effects and self.resist is None:
            raise ValueError("an Item aimed at others must state its `resist` STAT")
        if self.weapon == "shooty" and self.range < 2:
            raise ValueError("a shooty weapon needs a `range` of at least 2")
        return self


class Zappy(FunkardBase):
    """A Zappy: a spell, resisted with Peanut Brain unless it denies the Resist Roll."""

    resist: Literal["P", "none"] = Field(
        default="P",
        description="`P`, or `none` when the Zappy denies the Resist Roll (the target counts "
        "its flat current P).",
    )


class Feat(FunkardBase):
    """A Feat: a daring deed, resisted with Quack unless it denies the Resist Roll."""

    resist: Literal["Q", "none"] = Field(
        default="Q",
        description="`Q`, or `none` when the Feat denies the Resist Roll (the target counts "
        "its flat current Q).",
    )


class Omen(ContentModel):
    """An Omen: crazy randomness shuffled into the deck; it goes off when drawn."""

    id: Id
    name: str = Field(min_length=1, max_length=60, description="The name on the card.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    effects: list[Effect] = Field(
        min_length=1,
        description="What happens when it is drawn; `target` means the Duckventurer who drew it.",
    )


class Disarm(ContentModel):
    """A test: d6 + the STAT must reach the target number (an Interact disarming a Snare or
    using an object, a Look working out a riddle)."""

    stat: Stat = Field(description="The STAT added to the d6.")
    target: int = Field(ge=2, le=20, description="The total needed to pass it.")


class Snare(ContentModel):
    """A Snare: a trap that comes up from the deck and catches the Duckventurer who drew it."""

    id: Id
    name: str = Field(min_length=1, max_length=60, description="The name on the card.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    trigger: Literal["drawn", "room_enter", "step"] = Field(
        default="drawn",
        description="drawn: springs on the drawer at once; room_enter: is set in the room and "
        "springs on the next Duckventurer to enter a room; step: lies in the room and springs "
        "on whoever ends a DuckWalk next to it.",
    )
    resist: Resist = Field(
        description="The STAT resisted with, or `none`: no Resist Roll (the victim counts its "
        "flat current Q)."
    )
    difficulty: int = Field(
        ge=2, le=20, description="The score the Resist Roll must match or beat."
    )
    effects: list[Effect] = Field(min_length=1, description="What it does to its victim.")
    disarm: Disarm = Field(description="The Interact test that disarms it.")
    lingers: StrictBool = Field(
        default=False,
        description="Stays in the room after springing (the room is not Cleared until it is "
        "disarmed) and springs again at the start of each turn.",
    )


class Condition(ContentModel):
    """A Condition: a lingering state on a character; First Aid lifts every Condition."""

    id: Id
    name: str = Field(min_length=1, max_length=40, description="Its name.")
    flavour: str = Field(default="", max_length=400, description="Flavour text (no rules).")
    glyph: str = Field(
        min_length=1, max_length=1, description="One ASCII letter shown on the Scroll and map."
    )
    modifiers: list[Modifier] = Field(
        default_factory=list, description="STAT changes while the Condition lasts."
    )
    damage_each_turn: int = Field(
        default=0, ge=0, le=10, description="Fatty lost at the end of each turn."
    )
    walk_limit: int | None = Field(
        default=None, ge=0, le=12, description="The most spaces a DuckWalk may move."
    )
    wobbly_walk: StrictBool = Field(
        default=False, description="Each DuckWalk step may veer: a 1 on a d6 wastes the step."
    )
    no_actions: StrictBool = Field(
        default=False, description="The character cannot use DuckDice or free Actions."
    )
    denies_resist: StrictBool = Field(
        default=False, description="The character gets no Resist Rolls (flat STAT instead)."
    )
    no_free_action: StrictBool = Field(default=False, description="No free Action while it lasts.")
    wears_off: int | None = Field(
        default=None,
        ge=1,
        le=12,
        description="Turns until it ends by itself; none: lasts until First Aid.",
    )
