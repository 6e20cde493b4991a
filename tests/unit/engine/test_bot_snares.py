"""The party bot (the hint) never loops: it clears a room a known Snare holds, and it only
proposes what the rules allow in any state a player left the game in."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.state import SnareState
from tests.unit.engine.test_playouts import _new

TURNS = 6
"""Turns the bot may take to walk up to a Frost Rune (it freezes who ends beside it) and
disarm it (P + d6 >= 8)."""


@pytest.mark.parametrize("seed", [1, 11, 13, 14])
def test_the_bot_disarms_a_frost_rune_that_keeps_a_room_from_clearing(seed: int) -> None:
    game = _new(seed)
    bot = PartyBot(random.Random(seed))
    while str(game.phase) != "pick":
        game.apply(bot.choose(game))
    state = game.state
    state.beasties.clear()  # the Beasties are dead: only the Snare holds the room
    view = game.room_view()
    taken = {d.pos for d in game.ducks}
    floor = [
        (col, row)
        for row, line in enumerate(view.rows)
        for col, glyph in enumerate(line)
        if glyph == "." and (col, row) not in taken
    ]
    state.rooms[state.room_index].snares.append(SnareState("frost-rune", floor[len(floor) // 2]))
    start = game.turn
    while game.outcome is None and not game.room_view().cleared and game.turn <= start + TURNS:
        game.apply(bot.choose(game))
    assert game.room_view().cleared, f"still held after {game.turn - start} turns"


@pytest.mark.parametrize("seed", [2, 3])
def test_the_bot_stays_in_a_cleared_room_while_released_dice_are_in_the_pool(seed: int) -> None:
    game = _new(seed)
    bot = PartyBot(random.Random(seed))
    while not (str(game.phase) == "pick" and game.room_view().cleared and game.room_number == 1):
        game.apply(bot.choose(game))
    game.state.pool.append("walk")  # released from a card that stored it: play it here first
    choice = bot.choose(game)
    assert game.is_legal(choice), f"{choice} is refused: the hint would do nothing"
