"""The deck (Omens, Snares), Prepare and Look, triggered cards, Conditions, limits and undo."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import Game, IllegalAction, Options, PartyMember

from .helpers import has, play, tiny_game
from .tiny_content import make_content


def _game(**kw: object) -> Game:
    omens = kw.pop("omens", None)
    undo = bool(kw.pop("undo", False))
    return Game.new(
        make_content([], **kw),
        "tiny",  # type: ignore[arg-type]
        [PartyMember("Plumpy", "duckidin"), PartyMember("Pantsy", "duckwiz")],
        seed=3,
        options=Options(omens=omens, undo=undo),
    )  # type: ignore[arg-type]


def test_omens_are_shuffled_in_only_when_chosen() -> None:
    assert not any(c.startswith("omen:") for c in _game().state.deck)
    assert any(c.startswith("omen:") for c in _game(omens=True).state.deck)


def test_an_omen_goes_off_on_the_drawer_who_draws_again() -> None:
    game = _game(omens=True)
    play(game, "enter")
    game.state.deck.append("omen:golden-egg")
    pantsy = game.duck("Pantsy")
    pantsy.loot = 6
    events = play(game, "buy Pantsy")
    assert has(events, "draws an Omen: The Golden Egg") and pantsy.loot == 4
    assert len(pantsy.hand) == 5  # the Omen took no place; a Funkard came instead


def test_a_snare_from_the_deck_springs_on_the_drawer() -> None:
    game = _game(deck_snares=("sticky-web",))
    play(game, "enter")
    game.state.deck.remove("snare:sticky-web")
    game.state.deck.append("snare:sticky-web")
    game.duck("Plumpy").loot = 6
    events = play(game, "buy Plumpy")
    assert has(events, "Snare! Sticky Web (drawn from the deck) catches Plumpy")
    assert game.duck("Plumpy").targeted


def test_prepare_then_use_a_card_that_needs_it() -> None:
    game = tiny_game([("pesky-rat-head", 1)], physical=False)
    play(game, "enter", "pick K W W W W W", "go")
    pantsy = game.duck("Pantsy")
    pantsy.hand.append("big-zap")
    pantsy.dice.append("funky")
    with pytest.raises(IllegalAction, match="Prepared first"):
        game.apply("roll K Pantsy big-zap pesky-rat-head-1")
    pantsy.dice.remove("funky")
    pantsy.got_dice = False
    play(game, "prepare Pantsy big-zap", "end")
    assert pantsy.prepared == ["big-zap"]


def test_look_reveals_a_clue_and_its_effect_once() -> None:
    game = _game()
    play(game, "enter", "leave east", "enter")
    boss = next(b for b in game.state.beasties if b.boss)
    game.state.beasties.remove(boss)
    pantsy = game.duck("Pantsy")
    pantsy.pos = (7, 2)
    play(game, "pick W W W W W W", "go", "look Pantsy 8,1")
    events = play(game, "end")
    assert has(events, "Tentacle marks") and pantsy.loot == 2


def test_triggered_card_goes_off_without_a_funkyduck() -> None:
    game = tiny_game([("hordling", 1)], physical=False, seed=2)
    play(game, "enter", "pick W W W W W W", "go")
    pantsy = game.duck("Pantsy")
    pantsy.hand.append("zap-back")
    game.duck("Plumpy").pos = (1, 6)
    pantsy.pos = (6, 1)
    game.state.beasties[0].pos = (7, 1)
    pantsy.resisting = False  # make sure the Hordling's bite lands
    events = play(game, "end")
    assert has(events, "Zap Back goes off for Pantsy")


def test_conditions_wear_off_after_their_turns() -> None:
    game = tiny_game([], physical=False)
    play(game, "enter")
    plumpy = game.duck("Plumpy")
    plumpy.conditions["dizzy"] = 2
    play(game, "pick W W W W W W", "go", "end")
    assert plumpy.conditions == {"dizzy": 1}
    play(game, "pick W W W W W W", "go", "end")
    assert plumpy.conditions == {}


def test_the_quest_turn_limit_is_a_defeat() -> None:
    game = _game(turn_limit=2)
    play(game, "enter", "pick W W W W W W", "go", "end", "pick W W W W W W", "go", "end")
    assert game.outcome is not None and game.outcome.reason == "the quest's 2 turns are over"


def test_undo_takes_back_choices_but_never_a_roll() -> None:
    game = _game(undo=True)
    play(game, "enter")
    assert not game.can_undo  # the Room Table was rolled
    play(game, "pick W F F D D K", "give W Plumpy")
    game.undo()
    assert game.duck("Plumpy").dice == [] and "walk" in game.pool
    play(game, "give W Plumpy", "go", "roll W Plumpy")
    assert not game.can_undo
    with pytest.raises(IllegalAction, match="never"):
        game.undo()
