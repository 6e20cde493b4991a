"""A party in words: class names from the content, or made from the ids when it lacks them."""

from __future__ import annotations

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.tui.party_words import class_name, party_words
from tests.support.content import game_content


def test_a_class_is_named_by_the_content_or_from_its_id() -> None:
    classes = game_content().classes
    assert class_name("duckidin", classes) == "Duckidin"
    for class_id, duck_class in classes.items():  # the base ids give the base names
        assert class_name(class_id, {}) == duck_class.name
    assert class_name("giant-goose", classes) == "Giant Goose"  # a mod not loaded now
    assert class_name("big_beak", {}) == "Big Beak"


def test_a_party_in_words() -> None:
    party = [PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Old", "", "Sam")]
    assert party_words(party, {}) == "Plumpy (Duckidin), Old"
