"""The closed vocabulary of effects that cards, abilities, Omens, Snares and features use."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from duckgeon_tui.content.common import ContentModel, Id, Situation
from duckgeon_tui.content.vocabulary import DieKind, Stat

Recipient = Literal["target", "self", "party", "allies", "room_beasties", "drawer"]
"""Who an effect lands on: the card's target (default), its user, every Duckventurer,
every other Duckventurer, every Beastie in the room, or whoever drew the card."""

Duration = Literal["use", "turn", "room", "quest"]
"""How long a change lasts: this one use, until the end of the turn, until the room is left,
or for the rest of the quest."""


class EffectBase(ContentModel):
    """Fields every effect has."""

    to: Recipient = Field(default="target", description="Who the effect lands on.")


class Damage(EffectBase):
    """Wounds: lowers Fatty by `amount`, plus a STAT of the user, plus d6s; Duck! dice soak it."""

    kind: Literal["damage"] = "damage"
    amount: int = Field(default=0, ge=0, le=30, description="Flat damage.")
    stat: Stat | None = Field(
        default=None, description="Add the user's current value of this STAT to the damage."
    )
    dice: int = Field(default=0, ge=0, le=6, description="Add this many exploding d6 rolls.")


class Heal(EffectBase):
    """Restores Fatty, never above its max (the rest is wasted)."""

    kind: Literal["heal"] = "heal"
    amount: int = Field(ge=1, le=30, description="Fatty restored, capped at the max.")


def _always() -> list[Situation]:
    return ["always"]


class ChangeStat(EffectBase):
    """Changes a current STAT for a while; a bonus counts only in the situations listed."""

    kind: Literal["change_stat"] = "change_stat"
    stat: Stat = Field(description="The STAT changed.")
    amount: int = Field(ge=-20, le=20, description="How much it changes (negative lowers).")
    duration: Duration = Field(default="turn", description="How long the change lasts.")
    when: list[Situation] = Field(
        default_factory=_always,
        description="Situations in which the change counts (default: always).",
    )


class RaiseMax(EffectBase):
    """Raises a max STAT for the rest of the quest (only Ranks and a few cards can)."""

    kind: Literal["raise_max"] = "raise_max"
    stat: Stat = Field(description="The max STAT raised.")
    amount: int = Field(ge=1, le=3, description="How much the max goes up.")


class ApplyCondition(EffectBase):
    """Puts a Condition on the recipient."""

    kind: Literal["apply_condition"] = "apply_condition"
    condition: Id = Field(description="Id of the Condition applied.")


class RemoveCondition(EffectBase):
    """Lifts one Condition, or all of them."""

    kind: Literal["remove_condition"] = "remove_condition"
    condition: Id | Literal["all"] = Field(
        default="all", description="Id of the Condition lifted, or `all`."
    )


class Move(EffectBase):
    """Moves the recipient: a push away from the user, a pull toward it, or a free step."""

    kind: Literal["move"] = "move"
    mode: Literal["push", "pull", "step", "teleport_entry"] = Field(
        description="push: away from the user; pull: toward the user; step: the recipient "
        "walks (its controller picks where); teleport_entry: back to an arrival space of the "
        "room."
    )
    spaces: int = Field(default=1, ge=0, le=12, description="How many spaces.")


class DenyResist(EffectBase):
    """The recipient gets no Resist Rolls for a while: it counts its flat STAT instead."""

    kind: Literal["deny_resist"] = "deny_resist"
    duration: Duration = Field(default="turn", description="How long it lasts.")


class Draw(EffectBase):
    """The recipient draws Funkards from the deck (Snares and Omens drawn go off)."""

    kind: Literal["draw"] = "draw"
    count: int = Field(default=1, ge=1, le=6, description="How many cards.")


class Redraw(EffectBase):
    """The recipient discards up to `count` Funkards from hand and draws as many."""

    kind: Literal["redraw"] = "redraw"
    count: int = Field(default=6, ge=1, le=12, description="The most cards swapped.")


class BoosterWooster(EffectBase):
    """Moves Duckthulhu up (positive) or down (negative) his Booster-Wooster track."""

    kind: Literal["booster_wooster"] = "booster_wooster"
    steps: int = Field(ge=-6, le=6, description="Steps; negative retreats him.")


class ClockMarks(EffectBase):
    """Moves the quest's clock on (positive) or back (negative); in a quest without a clock it
    does nothing."""

    kind: Literal["clock"] = "clock"
    marks: int = Field(ge=-20, le=20, description="Marks; negative winds the clock back.")

    @model_validator(mode="after")
    def _check(self) -> ClockMarks:
        if self.marks == 0:
            raise ValueError("`marks` must not be 0")
        return self


class Summon(EffectBase):
    """Brings Beasties into the current room, next to the user or at spawn points."""

    kind: Literal["summon"] = "summon"
    beastie: Id = Field(description="Id of the Beastie summoned.")
    count: int = Field(default=1, ge=1, le=6, description="How many.")
    near: Literal["user", "spawn"] = Field(
        default="spawn", description="Where they appear: next to the user, or at spawn points."
    )


class AddDice(EffectBase):
    """Adds DuckDice of one kind to the current turn's pool (or next turn's, if between)."""

    kind: Literal["add_dice"] = "add_dice"
    die: DieKind = Field(description="The kind of DuckDie added.")
    count: int = Field(default=1, ge=1, le=6, description="How many dice.")


class LoseDice(EffectBase):
    """Takes unrolled DuckDice of one kind out of the current turn's pool."""

    kind: Literal["lose_dice"] = "lose_dice"
    die: DieKind | Literal["any"] = Field(description="The kind of DuckDie lost, or `any`.")
    count: int = Field(default=1, ge=1, le=6, description="How many dice.")


class GainLoot(EffectBase):
    """Gives Loot to the recipient (a negative amount takes Loot away, never below 0)."""

    kind: Literal["gain_loot"] = "gain_loot"
    amount: int = Field(ge=-30, le=30, description="Loot gained or lost.")


class Ward(EffectBase):
    """Soaks damage like a Duck! die: the next `amount` damage this turn is ignored."""

    kind: Literal["ward"] = "ward"
    amount: int = Field(ge=1, le=20, description="Damage soaked.")


class ExtraAttack(EffectBase):
    """The user makes one attack at once, as if with a DuckFighter die rolled for `amount`
    (exploding d6 when `amount` is 0)."""

    kind: Literal["extra_attack"] = "extra_attack"
    style: Literal["choppy", "shooty"] = Field(description="Choppy (adjacent) or Shooty.")
    amount: int = Field(default=0, ge=0, le=12, description="Fixed roll; 0 rolls a d6.")


Effect = Annotated[
    Damage
    | Heal
    | ChangeStat
    | RaiseMax
    | ApplyCondition
    | RemoveCondition
    | Move
    | DenyResist
    | Draw
    | Redraw
    | BoosterWooster
    | ClockMarks
    | Summon
    | AddDice
    | LoseDice
    | GainLoot
    | Ward
    | ExtraAttack,
    Field(discriminator="kind"),
]
"""One effect, chosen by its `kind`."""
