"""Where the party has been: each quest room's state (explored, Cleared, rolling its Room Table
again on the way back in), for the quest map, the menus and the questions before leaving."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game


def room_states(game: Game) -> dict[int, tuple[bool, bool]]:
    """Room number → (explored, cleared)."""
    return {r.number: (r.entries > 0, r.cleared) for r in game.state.rooms}


AGAIN = "cleared, will roll again"
"""A Cleared room the party is not in: its Room Table is rolled again when it walks back in."""


def rolls_again(game: Game, number: int) -> bool:
    """Whether a room was Cleared but rolls its Room Table again on the way back in (the
    rulebook rolls it each time the party enters a room)."""
    return number != game.room_number and room_states(game).get(number, (False, False))[1]


def room_status(game: Game, number: int) -> str:
    """A room's state in a word: here, cleared, explored or unexplored ('cleared*': Cleared,
    and it will roll its Room Table again)."""
    explored, cleared = room_states(game).get(number, (False, False))
    if number == game.room_number:
        return "cleared" if cleared else "party here"
    if cleared:
        return "cleared*"
    return "explored" if explored else "unexplored"
