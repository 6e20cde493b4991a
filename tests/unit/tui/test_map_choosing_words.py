"""Choosing on the map: a heal aims at the most wounded first; a DuckWalk, which cannot be
taken back, does not offer Escape."""

from __future__ import annotations

import random

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.flow.map_choosing import CANCEL, most_wounded, offer
from tests.unit.engine.test_playouts import _new


def test_the_most_wounded_duck_is_chosen_first_and_a_walk_offers_no_escape() -> None:
    game = _new(2)
    bot = PartyBot(random.Random(2))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    first, second, *_ = game.ducks
    assert first.pos is not None and second.pos is not None
    spaces = [(first.pos[0], first.pos[1]), (second.pos[0], second.pos[1])]
    assert most_wounded(game, spaces) == spaces[0], "unhurt: the first in party order"
    second.f -= 2
    assert most_wounded(game, spaces) == spaces[1]
    assert most_wounded(game, [(0, 0)]) is None
    assert CANCEL not in offer("Plumpy walks", {}, "reach", stage="walk").words
    assert CANCEL in offer("Frost-O", {}, "target").words
