"""Four hard players: hard foresees the colours between it and the player before it, and plays
the move that leaves that player no way to stop it."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import DucksGame, PlaceBreadcrumb, ai, maxn
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.ai import choose
from duckgeon_tui.ducks.board import INDEX, spaces_of
from duckgeon_tui.ducks.evaluation import Scorer
from tests.unit.ducks.test_stalls import STALLED_MOVES, STALLED_START

# Four players, white to move, from a game of four hard players.
FORCING = "*4/1BB1W1/1BWUR2/1BUUURB1/2RRUWW2/1RR2WW1/3B3/2U3/5 w"
WHITE, BLACK, RED, BLUE = range(4)


def stalled_scorer() -> Scorer:
    return Scorer(4, maxn.CROWDING)


def wins_next(pond: list[int], crumb: int, colour: int, need: int) -> bool:
    """Whether `colour`, placing next after a breadcrumb on `crumb`, can gather its group."""
    for space in spaces_of(rules.legal_mask(pond, crumb)):
        if colour in rules.place(list(pond), space, need):
            return True
    return False


def test_hard_plays_the_move_that_leaves_the_player_before_it_no_way_to_stop_it() -> None:
    game = DucksGame.from_position(FORCING)
    # Time enough to weigh every move: the choice is the same whatever the random draws.
    for seed in range(3):
        move = choose(game, "hard", random.Random(seed), seconds=30).action
        assert isinstance(move, PlaceBreadcrumb) and move.notation() == "e8"
    pond, crumb = list(game.pond), INDEX["e8"]
    assert not rules.place(pond, crumb, game.need)
    # Black and red move as a stalled hard player would ...
    for colour in (BLACK, RED):
        space = maxn._likely(pond, crumb, colour, game.need, stalled_scorer())
        assert space is not None
        assert not rules.place(pond, space, game.need)
        crumb = space
    # ... and then wherever blue puts the breadcrumb, white gathers its group next (or at once).
    blue = spaces_of(rules.legal_mask(pond, crumb))
    assert blue
    for space in blue:
        after = list(pond)
        done = rules.place(after, space, game.need)
        assert WHITE in done or (not done and wins_next(after, space, WHITE, game.need))


def test_a_likely_move_takes_a_win_and_else_hands_the_follower_none() -> None:
    game = DucksGame.from_position(FORCING)
    need = game.need
    pond = list(game.pond)
    crumb = INDEX["e8"]
    rules.place(pond, crumb, need)
    assert maxn._foreseen(pond, crumb, WHITE, need, stalled_scorer()) == 1.0
    for colour in (BLACK, RED):
        space = maxn._likely(pond, crumb, colour, need, stalled_scorer())
        assert space is not None
        after = list(pond)
        assert not rules.place(after, space, need)
        assert not wins_next(after, space, (colour + 1) % 4, need)
        pond, crumb = after, space
    # Blue has no move that does not lose: none is likely.
    assert maxn._likely(pond, crumb, BLUE, need, stalled_scorer()) is None
    # Wherever blue goes, white's likely move takes its win.
    space = spaces_of(rules.legal_mask(pond, crumb))[0]
    rules.place(pond, space, need)
    win = maxn._likely(pond, space, WHITE, need, stalled_scorer())
    assert win is not None
    assert WHITE in rules.place(list(pond), win, need)


def test_with_three_players_hard_does_not_foresee(monkeypatch: pytest.MonkeyPatch) -> None:
    # Three hard players already end their games: a stalled game of three is played as before.
    game = DucksGame.from_position(STALLED_START)
    game.play_moves(STALLED_MOVES.split())
    assert game.placements_without_growth(ai.STALL_LOOKBACK) >= ai.STALL_PLACEMENTS

    def foreseen(*_: object) -> float:
        raise AssertionError("foreseen with three players")

    monkeypatch.setattr(maxn, "_foreseen", foreseen)
    assert isinstance(choose(game, "hard", random.Random(0), seconds=0.5).action, PlaceBreadcrumb)
