"""The room's ways out and its shut doors, asked directly, agree with the room as it is drawn."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Game, Options
from duckgeon_tui.engine.bot import PartyBot
from tests.support.content import game_content


def test_shut_doors_and_exits_match_the_room_view_all_game_long() -> None:
    c = game_content()
    party = [(f"Duck{i}", k, "Sam") for i, k in enumerate(c.quests["quest-1"].default_party)]
    game = Game.new(c, "quest-1", party, seed=3, options=Options(turn_cap=40))
    bot = PartyBot(random.Random(3))
    seen_open = seen_shut = 0
    while game.outcome is None:
        view = game.room_view()
        shut = {d: at for d, at in view.doors.items() if view.glyph(*at) == "+"}
        assert game.shut_doors() == shut
        assert game.exits() == view.exits
        seen_shut += bool(shut)
        seen_open += len(shut) < len(view.doors)
        game.apply(bot.choose(game))
    assert seen_shut and seen_open  # doors were seen shut and opened
