"""The lab's variants: their keys, and the content and party each one plays with."""

from __future__ import annotations

import json

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.engine.simulation import DEFAULT_TURN_CAP, SimSetup, game_seed, new_game
from duckgeon_tui.lab.games import Batch, play_batch
from duckgeon_tui.lab.plan import OWN_LAYOUT, Cell, Game
from duckgeon_tui.lab.variants import (
    Variant,
    parse_variant,
    variant_content,
    variant_party,
    variant_set_aside,
)
from tests.unit.lab.conftest import PARTY


@pytest.mark.parametrize(
    "variant",
    [
        Variant("full"),
        Variant("random"),
        Variant("card", "bonk-hammer"),
        Variant("class", "duckwiz"),
        Variant("stat", "duckidin", "Q", 1),
        Variant("stat", "bouncer", "F", -1),
    ],
)
def test_a_key_reads_back_as_its_variant(variant: Variant) -> None:
    assert parse_variant(variant.key) == variant


@pytest.mark.parametrize("key", ["", "no-card:", "stat:duckidin:X+1", "stat:duckidin:F+2", "x"])
def test_a_key_that_is_no_variant_is_refused(key: str) -> None:
    with pytest.raises(ValueError, match="is not a variant"):
        parse_variant(key)


def test_a_card_out_of_the_deck_is_set_aside_from_the_same_content(content: Content) -> None:
    variant = Variant("card", "bonk-hammer")
    assert "bonk-hammer" in quest_funkards(content, content.quests["quest-1"])
    assert variant_set_aside(variant) == ("bonk-hammer",)
    assert variant_content(content, variant) is content
    assert (
        variant_set_aside(Variant("full")) == variant_set_aside(Variant("class", "duckwiz")) == ()
    )


def test_a_stat_change_moves_one_stat_of_one_class(content: Content) -> None:
    changed = variant_content(content, Variant("stat", "duckidin", "Q", 1))
    before, after = content.classes["duckidin"].stats, changed.classes["duckidin"].stats
    assert (after.F, after.Q, after.P) == (before.F, before.Q + 1, before.P)
    assert changed.classes["duckwiz"] == content.classes["duckwiz"]


def test_a_class_out_of_the_party_takes_one_duck_of_it() -> None:
    assert variant_party(PARTY, Variant("class", "duckwiz")) == ("duckidin", "bouncer", "quacker")
    assert variant_party(PARTY, Variant("full")) == PARTY


def test_a_card_out_of_the_deck_shares_the_full_games_luck_until_it_would_be_drawn(
    content: Content,
) -> None:
    seed = game_seed(11, 0)
    deck = new_game(content, SimSetup("quest-1", PARTY), seed).world.state.deck
    last = next(card for card in deck if ":" not in card)  # drawn last: past the game's end
    game = Game(0, seed, OWN_LAYOUT)

    def row(variant: str) -> dict[str, object]:
        batch = Batch("c", Cell("quest-1", PARTY, variant), (game,), DEFAULT_TURN_CAP, "own")
        (played,) = play_batch(batch, content)
        record = json.loads(played.pop("record"))
        del record["seconds"], played["variant"]
        return {**played, **record}

    assert row(f"no-card:{last}") == row("full")
