"""Where the party has been: each quest room's state (explored, Cleared, rolling its Room Table
again on the way back in), for the quest map, the menus and the questions before leaving."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckgeon_tui.engine import Phase

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


def why_not_leave(game: Game) -> str:
    """Why the party may not leave the room now, and what to do about it."""
    if not game.room_view().cleared:
        return "The party may leave once this room is Cleared."
    if game.phase == Phase.PICK and (shut := shut_in(game)):
        return shut
    return "The party may leave at the start of a turn, before the dice are picked."


def shut_in(game: Game) -> str:
    """A Cleared room whose every way on is shut: which doors, and how to open one ('' when
    the room is not Cleared, or a way on is open)."""
    view = game.room_view()
    if not view.cleared or not view.exits or game.phase in (Phase.ROOM_TABLE, Phase.OVER):
        return ""
    shut = [
        f"the {door} door to room {room} at {view.doors[door][0]},{view.doors[door][1]}"
        for door, room in sorted(view.exits.items())
        if view.glyph(*view.doors[door]) == "+"
    ]
    if len(shut) < len(view.exits):
        return ""
    return (
        f"Every way out is shut ({', '.join(shut)}): open a door first, with a DuckWalk "
        "that ends on the door's own space, or an Interact (a free action) next to it."
    )
