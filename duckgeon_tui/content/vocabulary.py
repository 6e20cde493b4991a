"""The game's shared words, in plain Python: the three STATS, the six DuckDice kinds and the
situations a modifier counts in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

Stat = Literal["F", "Q", "P"]
"""Fatty (armour and wounds), Quack (fighting), Peanut Brain (spells and thinking)."""

DieKind = Literal["walk", "fighter", "duck", "loot", "funky", "goose"]
"""The six DuckDice: DuckWalk, DuckFighter, Duck!, LootCounter, FunkyDuck, DuckDuckGoose."""

DIE_KINDS: tuple[DieKind, ...] = ("walk", "fighter", "duck", "loot", "funky", "goose")
"""The DuckDice kinds in the order the game lists them."""

DIE_LETTERS: dict[str, str] = {
    "walk": "W",
    "fighter": "F",
    "duck": "D",
    "loot": "L",
    "funky": "K",
    "goose": "G",
}
"""Each kind's letter, as the notation and the dice faces write it."""

DIE_NAMES: dict[str, str] = {
    "walk": "DuckWalk",
    "fighter": "DuckFighter",
    "duck": "Duck!",
    "loot": "LootCounter",
    "funky": "FunkyDuck",
    "goose": "DuckDuckGoose",
}
"""Each kind's name, as the rulebook writes it."""

KIND_OF: dict[str, str] = {letter: kind for kind, letter in DIE_LETTERS.items()}
"""The kind of each letter (the inverse of DIE_LETTERS)."""

SITUATIONS: dict[str, str] = {
    "choppy_attack": "Choppy attacks",
    "choppy_resist": "Resist Rolls against Choppy attacks",
    "shooty_attack": "Shooty attacks",
    "shooty_resist": "Resist Rolls against Shooty attacks",
    "zappy_resist": "Resist Rolls against Zappies",
    "feat_resist": "Resist Rolls against Feats",
    "item_resist": "Resist Rolls against Items",
    "snare_resist": "Resist Rolls against Snares",
    "activation": "activation rolls (P + FunkyDuck)",
    "interact": "Interact tests",
    "look": "Look tests",
    "damage_taken": "taking damage",
    "walk": "DuckWalks",
    "always": "everything",
}
"""When a modifier counts, as the rules say it."""


def situations(when: Sequence[str]) -> str:
    """A modifier's situations: 'Choppy attacks and Resist Rolls against Choppy attacks'."""
    words = [SITUATIONS.get(w, w) for w in when]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def counts_in(when: Sequence[str]) -> str:
    """Where a modifier counts, after its amount: ' in Choppy attacks', or '' everywhere."""
    return "" if list(when) == ["always"] else f" in {situations(when)}"


def counted(count: int, word: str) -> str:
    """A count and its word, plural unless one: '1 LootCounter', '3 LootCounters'."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def possessive(name: str) -> str:
    """A name's possessive as the game writes it: "Plumpy's", but "Quackers'" (a name that
    ends in s takes the apostrophe alone)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
