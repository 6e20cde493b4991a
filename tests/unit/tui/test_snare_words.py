"""A known Snare that keeps a room from clearing is seen and named: its own glyph on the map,
the banner says what holds the room and how, the free-action menu says 'Disarm', Look says
what it does."""

from __future__ import annotations

import random

from duckgeon_tui.engine import FreeAction, Game
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.state import SnareState
from duckgeon_tui.tui.describe import describe_action, look_text, room_holds
from duckgeon_tui.tui.flow.menus import free_kind
from duckgeon_tui.tui.flow.prompts import free_group_label
from duckgeon_tui.tui.widgets.map_view import SNARE, terrain_glyphs
from tests.unit.engine.test_playouts import _new


def held_by_a_frost_rune() -> tuple[Game, tuple[int, int]]:
    """A game whose room has no Beastie left, only a Frost Rune beside the first duck."""
    game = _new(3)
    bot = PartyBot(random.Random(3))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    game.state.beasties.clear()
    duck = game.ducks[0]
    assert duck.pos is not None
    rune = (duck.pos[0] + 1, duck.pos[1] + 1)
    game.state.rooms[game.state.room_index].snares.append(SnareState("frost-rune", rune))
    return game, rune


def test_a_room_held_by_a_snare_says_so_and_draws_it() -> None:
    game, rune = held_by_a_frost_rune()
    assert not game.room_view().cleared
    holds = room_holds(game)
    assert f"Not cleared: Frost Rune at {rune[0]},{rune[1]}" in holds and "Interact" in holds
    assert terrain_glyphs(game)[rune[1]][rune[0]] == SNARE
    disarm = FreeAction(game.ducks[0].name, "interact", at=rune)
    assert describe_action(game, disarm).startswith(f"{game.ducks[0].name}: disarm Frost Rune")
    assert free_group_label(game, free_kind(game, disarm), 1).startswith("Disarm Frost Rune")
    game.state.rooms[game.state.room_index].snares.clear()
    assert room_holds(game) == ""


def test_looking_at_a_known_snare_says_what_it_does() -> None:
    game, rune = held_by_a_frost_rune()
    seen = look_text(game, rune)
    assert "Snare: Frost Rune" in seen
    assert "springs on whoever ends a DuckWalk next to it" in seen
    assert "Disarm it with Interact (a free Action, next to it): d6 + P must reach 8." in seen
