"""The computer opponents: legal answers in every phase, wins taken, losses avoided, time kept."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import ChooseWinner, Colour, DucksGame, PlaceDuck
from duckgeon_tui.ducks.ai import LEVELS, THINK, Level, choose

TWO_AT_ONCE = "5/2W3/2WWW2/2BWBBW1/1B1WBWW2/*BBWBW2/1BBBW2/1B4/5 b"
THEIRS_NOT_MINE = "3W1/1B4/*WWBBW1/1W2WBB1/2WBBW1W1/1BBB2W1/1WBWB2/6/5 w"


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_legally(level: Level) -> None:
    rng = random.Random(1)
    for players in (2, 3, 4):
        game = DucksGame.new(players, "random", rng)
        for _ in range(3):
            choice = choose(game, level, rng, seconds=0.05)
            assert choice.action in game.legal_actions()
            assert -1.0 <= choice.evaluation <= 1.0 and choice.level == level
            game.apply(choice.action)
            if game.phase != "play":
                break


def test_draft_and_tie_answers() -> None:
    rng = random.Random(2)
    draft = DucksGame.new(2, "draft")
    action = choose(draft, "hard", rng).action
    assert isinstance(action, PlaceDuck) and action in draft.legal_actions()
    tie = DucksGame.from_position(TWO_AT_ONCE)
    tie.apply(tie.parse("d1"))
    choice = choose(tie, "easy", rng)
    assert choice.action == ChooseWinner(Colour.BLACK) and choice.evaluation == 1.0


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_takes_a_win_and_avoids_handing_one_over(level: Level) -> None:
    rng = random.Random(3)
    game = DucksGame.from_position(TWO_AT_ONCE)
    choice = choose(game, level, rng, seconds=0.3)
    assert choice.evaluation == 1.0
    game.apply(choice.action)
    if game.phase == "tie":
        game.apply(choose(game, level, rng).action)
    assert game.winners == (Colour.BLACK,)
    game = DucksGame.from_position(THEIRS_NOT_MINE)
    game.apply(choose(game, level, rng, seconds=0.3).action)
    assert Colour.BLACK not in game.winners + game.tied


def test_hard_answers_within_a_second() -> None:
    game = DucksGame.new(2, "random", random.Random(4))
    choice = choose(game, "hard", random.Random(5))
    assert THINK["hard"] < 1.0 and choice.seconds < 1.0 and choice.depth >= 2


def test_easy_is_beatable() -> None:
    rng = random.Random(6)
    medium_wins = 0
    for n in range(10):
        game = DucksGame.new(2, "random", rng)
        while not game.over:
            level: Level = "medium" if game.to_move.value == n % 2 else "easy"
            game.apply(choose(game, level, rng, seconds=0.05).action)
        medium_wins += game.winners == (Colour(n % 2),)
    assert medium_wins >= 7
