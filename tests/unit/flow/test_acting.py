"""Whom the keys act for: at a new turn the first Duckventurer holding dice (not the one that
acted last), the one given the keys while it can act, and the next one once it is done (its own
player's first); the hot-seat hand-over follows the keys."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.flow.acting import (
    first_acting,
    hand_over_to,
    keys_now,
    keys_passed,
    keys_restored,
)
from tests.unit.engine.helpers import play, scene

PARTY = """
party:
  - {name: Plumpy, class: duckidin, player: Sam, at: [1, 1], dice: [walk]}
  - {name: Quackers, class: duckwiz, player: Alex, at: [1, 2], dice: [walk]}
  - {name: Pantsy, class: duckwiz, player: Sam, at: [2, 2]}
"""
"""Two players; Pantsy holds no dice and has nothing to take a free Action at."""


def three_ducks() -> Game:
    return scene("room: 1\nphase: act", PARTY)


def test_the_keys_start_a_turn_with_the_first_duck_holding_dice() -> None:
    game = three_ducks()
    assert first_acting(game, None) == "Plumpy"
    play(game, "roll W Plumpy [1]", "walk Plumpy 1,1")
    acting, given_at = keys_now(game, "Quackers", len(game.log))  # Tab: Quackers
    play(game, "roll W Quackers [1]", "walk Quackers 1,2", "end")
    play(game, "pick W W W W F F", "give W Quackers", "give W Plumpy", "go")
    assert game.turn == 2 and game.duck("Quackers").dice == ["walk"]
    new_turn, _ = keys_now(game, acting, given_at)
    assert new_turn == "Plumpy", "the new turn starts with the party's first, not the last actor"
    assert keys_passed(game, acting, new_turn, given_at) == "", "a new turn, not a duck done"
    acting = new_turn
    assert hand_over_to(game, "Quackers", acting) == "Sam"


def test_the_keys_stay_while_the_duck_can_act_then_go_to_the_next_holding_dice() -> None:
    game = three_ducks()
    acting, given_at = keys_now(game, None, None)
    play(game, "roll W Plumpy [1]")
    acting, given_at = keys_now(game, acting, given_at)
    assert acting == "Plumpy", "Plumpy must finish his walk"
    play(game, "walk Plumpy 1,1")
    before = given_at
    acting, given_at = keys_now(game, acting, given_at)
    assert acting == "Quackers", "Plumpy is done; Sam's Pantsy holds no dice: Alex's Quackers"
    assert keys_passed(game, "Plumpy", acting, before) == (
        "Plumpy is done this turn: the keys go to Quackers (tab: another Duckventurer)."
    )
    assert hand_over_to(game, "Plumpy", acting) == "Alex"


def test_the_keys_given_to_a_duck_that_cannot_act_stay_until_something_is_done() -> None:
    game = three_ducks()
    given_at = len(game.log)
    assert first_acting(game, "Pantsy", given_at) == "Pantsy", "Tab to read her Scroll"
    play(game, "roll W Plumpy [1]", "walk Plumpy 1,1")
    assert first_acting(game, "Plumpy", given_at) == "Quackers"
    assert first_acting(game, "Quackers", given_at) == "Quackers", "it still holds its die"


def test_a_game_continued_before_the_dice_starts_the_turn_with_the_first_holding_dice() -> None:
    game = three_ducks()
    play(game, "roll W Plumpy [1]", "walk Plumpy 1,1", "roll W Quackers [1]")
    play(game, "walk Quackers 1,2", "end")
    acting, given_at = keys_restored(game, "Pantsy")  # saved at the dice picker
    assert acting == "Pantsy"
    play(game, "pick W W W W F F", "give W Quackers", "go")
    assert keys_now(game, acting, given_at)[0] == "Quackers", "the only one holding dice"


def test_a_game_continued_while_the_ducks_act_keeps_whom_the_keys_acted_for() -> None:
    game = three_ducks()
    assert keys_restored(game, "Quackers")[0] == "Quackers"
    assert keys_restored(game, None)[0] == "Plumpy"
