"""A class ability is named as the log names it, in menus and refusals alike."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.card_words import use_name
from duckgeon_tui.tui.flow.prompts import card_group_label
from tests.support.content import game_content


def party_game() -> Game:
    return Game.new(game_content(), "quest-1", [("Plumpy", "duckidin", "Sam")], seed=7)


def test_the_ability_line_names_the_ability_and_counts_one_choice_as_one() -> None:
    game = party_game()
    assert card_group_label(game, "Plumpy", "ability", 1) == (
        "Laying on of Wings (class ability): choose on the map (1 choice)"
    )
    assert card_group_label(game, "Plumpy", "ability", 3).endswith("(3 choices)")
    assert card_group_label(game, "Plumpy", "ability") == "Laying on of Wings (class ability)"


def test_a_funkard_keeps_its_printed_name() -> None:
    game = party_game()
    assert use_name(game, "Plumpy", "plain-ol-sword") == "Plain 'Ol Sword"
