"""The phases of a turn in a player's words, for the banner, the dice tray and the menus."""

from __future__ import annotations

PHASE_WORDS = {
    "room_table": "entering the room",
    "goose_sign": "DuckDuckGoose: add or subtract",
    "pick": "choose the dice",
    "share": "share the dice",
    "act": "Duckventurers act",
    "walk": "walking",
    "roll": "after the roll",
    "loot_roll": "roll the Loot",
    "loot_split": "share the Loot",
    "over": "game over",
}


def phase_words(phase: str) -> str:
    """A phase in words for the banner."""
    return PHASE_WORDS.get(phase, phase)
