"""The map legend names every glyph drawn on the room: the party, the Beasties, the room's
objects and clues, its terrain."""

from __future__ import annotations

import random

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.widgets.map_legend import legend_entries
from duckgeon_tui.tui.widgets.map_view import terrain_glyphs
from tests.support.colours import plain_colours
from tests.unit.engine.test_playouts import _new


def test_the_legend_names_each_glyph_of_the_room() -> None:
    game = _new(7)
    bot = PartyBot(random.Random(7))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    entries = legend_entries(game, plain_colours())
    glyphs = {cell.glyph for cell, _ in entries}
    drawn = {glyph for row in terrain_glyphs(game) for glyph in row}
    assert drawn <= glyphs | {"S", "@"}, "every terrain glyph drawn is explained"
    names = " ".join(name for _, name in entries)
    for duck in game.ducks:
        assert duck.name in names
    for beastie in game.beasties:
        assert beastie.name.split(" #")[0] in names
