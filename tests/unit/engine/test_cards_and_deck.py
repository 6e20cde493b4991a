"""The deck (Omens, Snares), Prepare and Look, triggered cards, Conditions, limits and undo."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import IllegalAction
from duckgeon_tui.engine.state import Reason

from .helpers import PAIR, play, scene, the

IN_THE_HALL = "room: 1\n" + PAIR


def test_omens_are_shuffled_in_only_when_chosen() -> None:
    def omens(game: object) -> bool:
        return any(c.startswith("omen:") for c in game.world.state.deck)  # type: ignore[attr-defined]

    assert not omens(scene(IN_THE_HALL))
    assert omens(scene(IN_THE_HALL, "omens: true"))


def test_an_omen_goes_off_on_the_drawer_who_draws_again() -> None:
    game = scene(
        "room: 1\nomens: true\ndeck_top: [golden-egg]",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 2], loot: 6}",
        physical=False,
    )
    events = play(game, "buy Pantsy")
    assert the(events, "omen").card == "golden-egg" and the(events, "loot").loot == 4
    pantsy = game.duck("Pantsy")
    assert pantsy.loot == 4 and len(pantsy.hand) == 5  # the Omen took no place; a Funkard came


def test_a_snare_from_the_deck_springs_on_the_drawer() -> None:
    game = scene(
        "room: 1\ndeck_top: [sticky-web]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], loot: 6}",
        physical=False,
    )
    snare = the(play(game, "buy Plumpy"), "snare", card="sticky-web", target="Plumpy")
    assert snare.target == "Plumpy" and "(drawn from the deck)" in snare.text
    assert game.duck("Plumpy").targeted


def test_prepare_then_use_a_card_that_needs_it() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 2], hand: [frost-o, big-zap]}\n"
        "  - {name: Plumpy, class: duckidin, at: [1, 1], dice: [funky], hand: [big-zap]}",
        "beasties:\n  - {kind: pesky-rat-head, at: [7, 5]}",
    )
    with pytest.raises(IllegalAction, match="Prepared first"):
        game.apply("roll K Plumpy big-zap pesky-rat-head-1")
    play(game, "prepare Pantsy big-zap")
    assert the(play(game, "end"), "free_action", actor="Pantsy").card == "big-zap"
    assert game.duck("Pantsy").prepared == ["big-zap"]


def test_look_reveals_a_clue_and_its_effect_once() -> None:
    game = scene("room: 6\nphase: act", "party:\n  - {name: Pantsy, class: duckwiz, at: [7, 2]}")
    play(game, "look Pantsy 8,1")
    events = play(game, "end")
    look = the(events, "free_action", actor="Pantsy", success=True)
    assert look.at == (8, 1) and look.text.endswith("Tentacle marks. Lots of them.")
    assert the(events, "loot").loot == 2 and game.duck("Pantsy").loot == 2


def test_triggered_card_goes_off_without_a_funkyduck() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [6, 1], hand: [zap-back]}",
        "beasties:\n  - {kind: hordling, at: [7, 1]}",
    )
    events = play(game, "end [6,1,1,2,1]")  # 9 vs 4: 5 damage; Zap Back: P 4 + 2 vs P 1 + 1
    assert the(events, "card", card="zap-back").actor == "Pantsy"
    assert the(events, "damage", target="hordling-1").damage == 1


def test_conditions_wear_off_after_their_turns() -> None:
    game = scene(
        "room: 1", "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], conditions: [dizzy]}"
    )
    play(game, "pick W W W W W W", "go", "end")
    assert game.duck("Plumpy").conditions == {"dizzy": 1}
    events = play(game, "pick W W W W W W", "go", "end")
    assert the(events, "condition", condition="dizzy").value == 0
    assert game.duck("Plumpy").conditions == {}


def test_the_quest_turn_limit_is_a_defeat() -> None:
    game = scene("quest: tiny-clock\nroom: 1", PAIR)
    play(game, "pick W W W W W W", "go", "end", "pick W W W W W W", "go", "end")
    assert game.outcome is not None and game.outcome.reason == Reason.TURN_LIMIT
    assert game.outcome.text == "the quest's 2 turns are over"


def test_undo_takes_back_choices_but_never_a_roll() -> None:
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}\n  - {name: Pantsy, class: duckwiz}",
        physical=False,
        undo=True,
    )
    play(game, "enter")
    assert not game.can_undo  # the Room Table was rolled
    play(game, "pick W F F D D K", "give W Plumpy")
    game.undo()
    assert game.duck("Plumpy").dice == [] and "walk" in game.pool
    play(game, "give W Plumpy", "go", "roll W Plumpy")
    assert not game.can_undo
    with pytest.raises(IllegalAction, match="never"):
        game.undo()
