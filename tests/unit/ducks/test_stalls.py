"""Games of three or four computer players that stall: hard sees it and builds, not blocks."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import DucksGame, ai
from duckgeon_tui.ducks.ai import choose

# A game of three hard players, stalled: no colour's largest group has grown for a while.
STALLED_START = "RBRWB/W4B/R5R/R6R/W7W/B6W/B5B/W4R/WRWBB w"
STALLED_MOVES = (
    "e4 b2 d6 i5 g6 f1 i2 b4 c6 d2 h1 g7 b5 d2 a1 e9 a4 i5 g2 a1 f8 b4 e1 b4 i3 b6 f8 d8 h6 e1 "
    "d8 f2 a1 d8 i5 c1 f8 g1 h3 b4 i3 h6 a3 e9 f1 a1 b6 i5 h3 e9 f7 a4 f1 h2 a1 e8 g7 h2 c7 i1 "
    "f8 g1 b6 i5 d1 g7 d1 a5 d7 a2 c7 d1 i3 f2 h6 e1 d8 a1 i2 c1 b6 g1 d1 i3 b2 d8 f1 e9 a4 i2 "
    "e9 h1 e2"
)


def stalled_game() -> DucksGame:
    game = DucksGame.from_position(STALLED_START)
    game.play_moves(STALLED_MOVES.split())
    return game


def test_counts_the_placements_since_a_group_last_grew() -> None:
    game = stalled_game()
    assert game.placements_without_growth(ai.STALL_LOOKBACK) >= ai.STALL_PLACEMENTS
    # The same pond without its past: nothing to count.
    fresh = DucksGame.from_position(game.position())
    assert fresh.placements_without_growth(ai.STALL_LOOKBACK) == 0
    # Looking back over fewer placements never counts more of them.
    assert game.placements_without_growth(5) <= 5


def test_hard_plays_another_move_once_the_game_has_stalled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Two placements deep and time enough to finish: the search is the same every time.
    monkeypatch.setattr(ai, "MAX_DEPTH", 2)
    game = stalled_game()
    fresh = DucksGame.from_position(game.position())
    stalled_move = choose(game, "hard", random.Random(0), seconds=30).action
    fresh_move = choose(fresh, "hard", random.Random(0), seconds=30).action
    assert stalled_move != fresh_move
