"""The map legend names every glyph drawn on the room: the party, the Beasties, the room's
objects and clues, its terrain."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pydantic import ValidationError
from rich.console import Console

from duckgeon_tui.content.characters import Beastie
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.widgets.map_legend import LegendText, legend_entries
from duckgeon_tui.tui.widgets.map_view import (
    SEALED,
    SNARE,
    room_glyph,
    seen_spaces,
    terrain_cell,
    terrain_glyphs,
)
from tests.support.colours import plain_colours
from tests.support.content import game_content
from tests.unit.engine.test_playouts import _new

EXAMPLE_MOD = Path(__file__).parents[3] / "mods" / "rubber-duck-rampage"


def test_the_legend_names_each_glyph_of_the_room() -> None:
    game = _new(7)
    bot = PartyBot(random.Random(7))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    entries = legend_entries(game, plain_colours())
    glyphs = {entry.cell.glyph for entry in entries}
    drawn = {glyph for row in terrain_glyphs(game) for glyph in row}
    assert drawn <= glyphs | {"S", "@"}, "every terrain glyph drawn is explained"
    names = " ".join(entry.name for entry in entries)
    for duck in game.ducks:
        assert duck.name in names
    for beastie in game.beasties:
        assert beastie.name.split(" #")[0] in names


def test_no_glyph_of_a_room_is_a_beasties_letter() -> None:
    """A clue `h` beside Hordlings `h` read as a third Hordling: every feature and terrain
    glyph the map draws differs from every Beastie's letter, in the base content and the
    example mod."""
    content = load_content(mods=[EXAMPLE_MOD])
    letters = {beastie.glyph: beastie.name for beastie in content.beasties.values()}
    pal = plain_colours()
    clashes = []
    for room in content.rooms.values():
        for glyph in sorted({g for row in room.map for g in row} | {SEALED, SNARE}):
            drawn = terrain_cell(room_glyph(room, glyph), pal, True, True).glyph
            if drawn in letters:
                clashes.append(f"{room.id} `{glyph}` is drawn `{drawn}` like {letters[drawn]}")
    assert clashes == []


@pytest.mark.parametrize("glyph", ["T", "O", "?", "7"])
def test_a_beastie_letter_is_never_a_map_symbol(glyph: str) -> None:
    rat = game_content().beasties["pesky-rat-head"]
    with pytest.raises(ValidationError, match="glyph is one ASCII letter other than T and O"):
        Beastie.model_validate({**rat.model_dump(), "glyph": glyph})


def test_the_legend_fits_a_narrow_side_by_short_names_and_counts_hidden_beasties() -> None:
    """At 80x24 the legend has about 35 columns and 16 lines beside the room: the short names
    keep each entry on one line, and a Beastie out of sight is counted as such."""
    game = _new(7)
    bot = PartyBot(random.Random(7))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    entries = legend_entries(game, plain_colours())
    console = Console(width=35, record=True, color_system=None)
    console.print(LegendText(entries))
    lines = console.export_text().splitlines()
    assert len(lines) <= 16, lines
    assert all(len(line) <= 35 for line in lines)
    assert all(entry.text(True).cell_len <= 35 for entry in entries), "each entry one line"
    seen = seen_spaces(game)
    hidden = [b for b in game.beasties if not any(tuple(c) in seen for c in b.cells)]
    assert ("out of sight" in " ".join(e.name for e in entries)) == bool(hidden)
