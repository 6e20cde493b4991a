"""The game's shared words, in plain Python: the three STATS and the six DuckDice kinds."""

from __future__ import annotations

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
