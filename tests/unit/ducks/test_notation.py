"""The pond notation: reading, writing, round trips and clear errors."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import BadPosition, DucksGame
from duckgeon_tui.ducks.board import INDEX
from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.ducks.notation import parse_position

START = "WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w"


def test_issue_example_reads_and_writes_back() -> None:
    pos = parse_position(START)
    assert pos.players == 2 and pos.crumb is None and pos.to_move is Colour.WHITE
    assert pos.cells[INDEX["a1"]] is Colour.WHITE and pos.cells[INDEX["a2"]] is Colour.BLACK
    assert pos.cells[INDEX["e5"]] is None
    assert DucksGame.from_position(START).position() == START


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_trips_through_random_games(players: int) -> None:
    rng = random.Random(players)
    for _ in range(20):
        game = DucksGame.new(players, "random", rng)
        while not game.over and game.phase != "tie":
            text = game.position()
            again = DucksGame.from_position(text)
            assert again.position() == text
            assert again.cells() == game.cells() and again.breadcrumb == game.breadcrumb
            assert again.legal_actions() == game.legal_actions()
            game.apply(rng.choice(game.legal_actions()))


def test_breadcrumb_and_colours_give_players() -> None:
    text = "RRBRW/B4W/R5B/B6W/R7B/W6W/B5W/W4R/RRBWB r"
    assert parse_position(text).players == 3
    moved = "1BWB1/B4W/W5B/B2WW2W/3W*B3/B2BB2W/W5B/B4W/1WBW1 b"
    pos = parse_position(moved)
    assert pos.crumb == INDEX["e5"] and pos.to_move is Colour.BLACK


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W w", "9 rows"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB", "colour to move"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB x", "colour to move"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB r", "colour to move"),
        ("WBWBW/B5W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w", "row b has 6 spaces, not 7"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWX w", "unexpected 'X'"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWW w", "12 white ducks, not 13"),
        ("WBWBW/B4W/W5B/B6W/W*2*4B/B6W/W5B/B4W/BWBWB w", "at most one breadcrumb"),
        ("WRWRW/R4W/W5R/R6W/W7R/R6W/W5R/R4W/RWRWR w", "no black"),
        ("WWWWW/W4W/W5W/W6W/W7W/W6W/W5W/W4W/WWWWW w", "white and black"),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(BadPosition, match=problem):
        DucksGame.from_position(text)


def test_draft_positions_need_the_player_count() -> None:
    drafting = "WB3/6/7/8/9/8/7/6/5 w"
    with pytest.raises(BadPosition):
        DucksGame.from_position(drafting)
    game = DucksGame.from_position(drafting, players=2)
    assert game.phase == "draft" and game.position() == drafting
    with pytest.raises(BadPosition, match="black places the next"):
        DucksGame.from_position("W4/6/7/8/9/8/7/6/5 w", players=2)
    with pytest.raises(BadPosition, match="on the edge"):
        DucksGame.from_position("5/1W4/7/8/9/8/7/6/5 b", players=2)
