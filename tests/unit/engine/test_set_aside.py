"""Funkards set aside: shuffled with the full deck, then taken out, so that the dice of a game
without them fall as in the full game's until a drawn card differs."""

from __future__ import annotations

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine import Game, IllegalAction
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.engine.events import Event, EventKind
from duckgeon_tui.engine.game import Options
from duckgeon_tui.engine.simulation import bot_for, party_names

PARTY = ("duckidin", "duckwiz", "bouncer", "quacker")
SEED = 3


def _played(content: Content, set_aside: tuple[str, ...] = ()) -> tuple[Game, list[Event]]:
    """A whole bot game of quest 1 with these cards set aside, and its events."""
    options = Options(turn_cap=120, set_aside=set_aside)
    game = Game.new(content, "quest-1", party_names(PARTY), seed=SEED, options=options)
    choose = bot_for(SEED).choose
    events: list[Event] = []
    while game.outcome is None:
        events += game.apply(choose(game))
    return game, events


def _rolls(events: list[Event]) -> list[tuple[str, tuple[int, ...]]]:
    return [(e.kind, tuple(e.faces)) for e in events if e.faces]


def test_a_card_never_drawn_when_set_aside_leaves_every_roll_as_in_the_full_game() -> None:
    content = load_content()
    full, full_events = _played(content)
    drawn = {e.card for e in full_events if e.kind == EventKind.DRAW and e.card}
    held = {card for duck in full.ducks for card in duck.hand}
    unseen = [c for c in quest_funkards(content, full.quest) if c not in drawn | held]
    assert unseen, "every card of the deck came up: pick another seed"
    card = unseen[0]
    aside, aside_events = _played(content, (card,))
    assert card not in aside.world.state.deck + aside.world.state.discard
    assert _rolls(full_events)  # the game rolled dice at all
    assert _rolls(aside_events) == _rolls(full_events)
    assert [e.text for e in aside_events] == [e.text for e in full_events]
    assert aside.outcome == full.outcome


def test_a_set_aside_card_is_never_in_the_deck_and_the_others_keep_their_order() -> None:
    content = load_content()
    options = Options(set_aside=("bonk-hammer",))
    full = Game.new(content, "quest-1", party_names(PARTY), seed=SEED)
    aside = Game.new(content, "quest-1", party_names(PARTY), seed=SEED, options=options)
    assert "bonk-hammer" in full.world.state.deck
    assert aside.world.state.deck == [c for c in full.world.state.deck if c != "bonk-hammer"]
    assert aside.rng.getstate() == full.rng.getstate()


def test_a_normal_game_sets_nothing_aside_and_saves_as_before() -> None:
    content = load_content()
    game = Game.new(content, "quest-1", party_names(PARTY), seed=SEED)
    assert Options().set_aside == ()
    assert "set_aside" not in game.to_json()["setup"]["options"]
    assert len(game.world.state.deck) == len(set(quest_funkards(content, game.quest))) + len(
        [s for s in game.quest.snares_in_deck if s in content.snares]
    ) + (len(content.omens) if game.quest.omens == "on" else 0)


def test_a_game_with_cards_set_aside_replays_from_its_data() -> None:
    content = load_content()
    options = Options(set_aside=("bonk-hammer",))
    game = Game.new(content, "quest-1", party_names(PARTY), seed=SEED, options=options)
    game.apply(bot_for(SEED).choose(game))
    data = game.to_json()
    assert data["setup"]["options"]["set_aside"] == ["bonk-hammer"]
    again = Game.replay(content, data["setup"], data["log"])
    assert again.options.set_aside == ("bonk-hammer",)
    assert again.world.state.deck == game.world.state.deck


def test_a_save_whose_set_aside_cards_are_no_list_of_ids_is_refused() -> None:
    content = load_content()
    data = Game.new(content, "quest-1", party_names(PARTY), seed=SEED).to_json()
    data["setup"]["options"]["set_aside"] = "bonk-hammer"
    with pytest.raises(IllegalAction, match="not a list of card ids"):
        Game.from_json(content, data)
