"""Words that explain the screen: a die that cannot be used says the engine's reason, the
Choppy-or-Shooty menu says what each is and how far it reaches, the Funkards list says what
each card is and what its marks mean, the end-turn question names the cards dice could go
into, and a long recruit name is cut in the camp roster."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.card_words import cash_words
from duckgeon_tui.tui.dialogs.card import hand_choices
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.fight_words import cannot_use, fight_explanation, reach_words
from duckgeon_tui.tui.flow.prompts import unused_dice_text
from duckgeon_tui.tui.screens.camp import ROSTER_NAME, roster_name
from tests.unit.engine.test_playouts import _new


def _far_from_the_beasties() -> Game:
    """Turn 1 of seed 7: Duck1 (a Duckwiz at 2,1) holds F, K and D, every Beastie 7+ away."""
    game = _new(7)
    for action in ("enter", "pick F F F F K D", "give F Duck1", "give K Duck1", "give D Duck1"):
        game.apply(action)
    game.apply("go")
    return game


def test_a_die_that_cannot_be_used_says_why_as_the_engine_does() -> None:
    game = _far_from_the_beasties()
    assert game.why_illegal("roll F Duck1 choppy hordling-2") == (
        "Hordling #2 is not in base contact of Duck1"
    )
    assert game.why_illegal("roll F Duck1 shooty hordling-2") is not None
    assert game.why_illegal("roll W Duck1") == "Duck1 holds no DuckWalk"
    fight = cannot_use(game, "Duck1", "fighter")
    assert "?" not in fight  # it once guessed: '(nothing in reach?)'
    assert "Choppy: Hordling #2 is not in base contact of Duck1" in fight
    assert "Shooty: Hordling #2 is not within 3 and in sight of Duck1" in fight
    assert "Shooty range 3 in sight" in fight
    funky = cannot_use(game, "Duck1", "funky")
    assert funky.startswith("Duck1 cannot use the FunkyDuck now: Frost-O: ")


def test_the_fight_menu_says_what_choppy_and_shooty_are_and_their_reach() -> None:
    game = _far_from_the_beasties()
    words = fight_explanation(game, "Duck0")  # a Duckidin: the Plain 'Ol Sword
    assert "base contact (one of the 8 spaces around Duck0)" in words
    assert "Choppy reaches base contact (Plain 'Ol Sword)" in words
    assert "Shooty range 3 in sight (a thrown stone or stale bun)" in words
    assert reach_words(game, "Duck0", short=True) == "Choppy: base contact, Shooty: range 3"
    assert "d6 + Q" in words
    menu = ChooseActionDialog("Duck0's DuckFighter: which one?", [("choppy", 1)], "", words)
    assert menu.explanation().startswith(words), "the menu's ? says it before the menu's keys"


def test_no_beastie_to_attack_is_one_reason_for_both_styles() -> None:
    game = _far_from_the_beasties()
    game.world.state.beasties.clear()
    fight = cannot_use(game, "Duck1", "fighter")
    assert fight.startswith("Duck1 cannot use the DuckFighter now: there is no Beastie to attack.")


def test_the_card_list_says_what_each_card_is_and_what_its_marks_mean() -> None:
    game = _far_from_the_beasties()
    lines, note = hand_choices(game, game.duck("Duck1"))
    assert "Enter (or the card's number): the card in full" in note
    assert [label for label, _ in lines][2] == (
        "Nest of Holding  (Item, passive; Gobbly: stores up to 2 unused DuckDice)"
    )
    assert "Gobbly and Boosty cards take the dice left unused" in note
    sword = game.duck("Duck0")
    sword.wielded = "plain-ol-sword"
    lines, note = hand_choices(game, sword)
    assert lines[0][0].startswith("Plain 'Ol Sword*  (Item, passive: a choppy weapon)")
    assert "*: the weapon it wields" in note and "Gobbly" not in note


def test_the_end_turn_question_names_the_cards_to_cash_dice_into() -> None:
    game = _far_from_the_beasties()
    words = unused_dice_text(3, cash_words(game))
    assert words.startswith("3 DuckDice are still unused and will be lost (unless cashed first")
    assert "Duck1's Nest of Holding: a Gobbly card stores dice for a later turn" in words
    game.duck("Duck1").dice.clear()
    assert cash_words(game).startswith("no Duckventurer holding dice has a Gobbly or Boosty")


def test_a_twenty_letter_recruit_name_is_cut_in_the_camp_roster() -> None:
    """The roster's Name column took the longest name whole, and a 20-letter recruit pushed
    the roster past 80 columns; the full name stays on the line of cards beneath."""
    assert roster_name("Plumpy") == "Plumpy"
    assert roster_name("Abcdefghijkl") == "Abcdefghijkl"
    cut = roster_name("Abcdefghijklmnopqrst")
    assert cut == "Abcdefghij.." and len(cut) == ROSTER_NAME
