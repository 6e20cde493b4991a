"""A Cleared room whose doors are all shut: the quest map says the doors are what keeps the
party in, and how to open one, instead of only "at the start of a turn"."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Leave
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.room_states import why_not_leave
from tests.unit.engine.test_playouts import _new


def test_shut_doors_are_named_as_the_reason_the_party_cannot_leave() -> None:
    game = _new(4)
    bot = PartyBot(random.Random(4))
    while not (game.room_view().cleared and str(game.phase) == "pick") and game.outcome is None:
        game.apply(bot.choose(game))
    assert game.room_number == 1 and game.room_view().cleared, "room 1 Cleared, dice not picked"
    game.world.room_state.open_doors.clear()
    assert not any(isinstance(a, Leave) for a in game.legal_actions())
    text = why_not_leave(game)
    door, room = next(iter(sorted(game.room_view().exits.items())))
    assert f"the {door} door to room {room}" in text
    assert "Interact" in text and "DuckWalk" in text
    # A walk that stops beside the door leaves it shut: the words say where the walk must end.
    assert "DuckWalk that ends on the door's own space" in text
