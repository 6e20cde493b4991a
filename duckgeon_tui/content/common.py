"""Shared building blocks of the content models: ids, STATS, modifiers."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from duckgeon_tui.content.vocabulary import Stat

Situation = Literal[
    "choppy_attack",
    "choppy_resist",
    "shooty_attack",
    "shooty_resist",
    "zappy_resist",
    "feat_resist",
    "item_resist",
    "snare_resist",
    "activation",
    "interact",
    "look",
    "damage_taken",
    "walk",
    "always",
]
"""When a modifier counts: a bonus applies only in the situations it names."""

Id = Annotated[
    str,
    Field(
        pattern=r"^[a-z0-9][a-z0-9-]*$",
        max_length=64,
        description="Lower-case id: letters, digits and dashes, e.g. `pesky-rat-head`.",
    ),
]


class ContentModel(BaseModel):
    """Base of every content model: unknown fields are errors, models are immutable."""

    # Validators are built on first validation, not at import: the game starts from the
    # content cache, which needs none (see `content.trusted`).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Stats(ContentModel):
    """A set of the three STATS."""

    F: int = Field(ge=0, le=99, description="Fatty: armour; it goes down with wounds.")
    Q: int = Field(ge=0, le=99, description="Quack: how well the character fights.")
    P: int = Field(ge=0, le=99, description="Peanut Brain: spells, wits and Resist vs Zappies.")

    def get(self, stat: Stat) -> int:
        """Return the value of one STAT."""
        return int(getattr(self, stat))


class StatDelta(ContentModel):
    """Changes to some STATS; a STAT left out changes by 0."""

    F: int = Field(default=0, ge=-20, le=20, description="Change to Fatty.")
    Q: int = Field(default=0, ge=-20, le=20, description="Change to Quack.")
    P: int = Field(default=0, ge=-20, le=20, description="Change to Peanut Brain.")

    def get(self, stat: Stat) -> int:
        """Return the change to one STAT."""
        return int(getattr(self, stat))


class Modifier(ContentModel):
    """A bonus (or malus) to one STAT that counts only in the situations listed."""

    stat: Stat = Field(description="The STAT the modifier adds to.")
    amount: int = Field(ge=-20, le=20, description="How much is added (negative subtracts).")
    when: list[Situation] = Field(
        min_length=1,
        description="The situations in which the modifier counts, e.g. `[choppy_attack, "
        "choppy_resist]` for a sword; `always` counts everywhere.",
    )
