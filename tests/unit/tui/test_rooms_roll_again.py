"""A Cleared room the party left rolls its Room Table again on the way back: the quest map
says so, and so does the way out toward it, before the party walks in."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Leave
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.room_states import AGAIN, room_status
from duckgeon_tui.tui.widgets.quest_map import corridor_list
from tests.unit.engine.test_playouts import _new


def test_a_cleared_room_behind_the_party_is_marked_as_rolling_again() -> None:
    game = _new(4)
    bot = PartyBot(random.Random(4))
    while game.room_number == 1 and game.outcome is None:
        game.apply(bot.choose(game))
    assert game.state.rooms[0].cleared, "the party left room 1 Cleared"
    assert room_status(game, 1) == "cleared*"
    assert room_status(game, game.room_number) != "cleared*"
    assert AGAIN in corridor_list(game).plain
    back = next(door for door, room in game.room_view().exits.items() if room == 1)
    assert describe_action(game, Leave(door=back)).endswith(f"(to room 1, {AGAIN})")
