"""The lab's variants: their keys, and the content and party each one plays with."""

from __future__ import annotations

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.deck import quest_funkards
from duckgeon_tui.lab.variants import Variant, parse_variant, variant_content, variant_party
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


def test_a_card_out_of_the_deck_is_in_no_deck_but_still_known(content: Content) -> None:
    quest = content.quests["quest-1"]
    changed = variant_content(content, Variant("card", "bonk-hammer"))
    assert "bonk-hammer" in quest_funkards(content, quest)
    assert "bonk-hammer" not in quest_funkards(changed, quest)
    assert len(quest_funkards(changed, quest)) == len(quest_funkards(content, quest)) - 1
    assert changed.funkard("bonk-hammer").name == content.funkard("bonk-hammer").name
    assert changed.fingerprint != content.fingerprint


def test_a_stat_change_moves_one_stat_of_one_class(content: Content) -> None:
    changed = variant_content(content, Variant("stat", "duckidin", "Q", 1))
    before, after = content.classes["duckidin"].stats, changed.classes["duckidin"].stats
    assert (after.F, after.Q, after.P) == (before.F, before.Q + 1, before.P)
    assert changed.classes["duckwiz"] == content.classes["duckwiz"]


def test_a_class_out_of_the_party_takes_one_duck_of_it() -> None:
    assert variant_party(PARTY, Variant("class", "duckwiz")) == ("duckidin", "bouncer", "quacker")
    assert variant_party(PARTY, Variant("full")) == PARTY
