"""The phases of a turn in a player's words, for the banner, the dice tray and the menus."""

from __future__ import annotations

from typing import assert_never

from duckgeon_tui.engine import Phase


def phase_words(phase: Phase) -> str:
    """A phase in words for the banner."""
    match phase:
        case Phase.ROOM_TABLE:
            return "entering the room"
        case Phase.GOOSE_SIGN:
            return "DuckDuckGoose: add or subtract"
        case Phase.PICK:
            return "choose the dice"
        case Phase.SHARE:
            return "share the dice"
        case Phase.ACT:
            return "Duckventurers act"
        case Phase.WALK:
            return "walking"
        case Phase.ROLL:
            return "after the roll"
        case Phase.LOOT_ROLL:
            return "roll the Loot"
        case Phase.LOOT_SPLIT:
            return "share the Loot"
        case Phase.OVER:
            return "game over"
        case _:
            assert_never(phase)
