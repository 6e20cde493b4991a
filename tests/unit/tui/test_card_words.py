"""A Funkard reads in a player's words: no code word of the content files in what the card
dialog and the Funkards list show, a passive card says when it counts rather than a target,
Escape on a card goes back to the list, an object says what an Interact with it needs, the
shop names the card bought, the New game form says what each class does, and a Snare says
what it does and how to disarm it."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from duckgeon_tui.content.loader import load_content
from duckgeon_tui.content.rooms import QuestObject
from duckgeon_tui.tui.card_words import snare_words
from duckgeon_tui.tui.describe import object_words
from duckgeon_tui.tui.dialogs.card import CardDialog, card_kind, card_text, drawn_words, show_hand
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.screens.new_game import class_line
from tests.support.content import game_content
from tests.support.styled_app import StyledApp
from tests.unit.engine.test_playouts import _new

EXAMPLE_MOD = Path(__file__).parents[3] / "mods" / "rubber-duck-rampage"


def _raw_fields(card: object) -> list[str]:
    """'name value' pairs as the content files write them ('stat Q', 'mode push')."""
    pairs = []
    for model in [*card.effects, *card.modifiers, card.target]:  # type: ignore[attr-defined]
        for name, value in model.model_dump().items():
            if not isinstance(value, list):
                pairs.append(f"{name} {value}")
    return pairs


def test_every_card_reads_in_player_words() -> None:
    content = load_content(mods=[EXAMPLE_MOD])
    cards = [*content.items.values(), *content.zappies.values(), *content.feats.values()]
    bad = []
    for card in cards:
        shown = card_text(card, content) + "\n" + card_kind(card)
        if "_" in shown:
            bad.append(f"{card.name}: {shown!r}")
        bad += [f"{card.name}: {raw!r}" for raw in _raw_fields(card) if raw in shown]
        if card.activation == "passive" and ("Target" in shown or "Aimed at" in shown):
            bad.append(f"{card.name} is passive, yet names a target: {shown!r}")
    assert bad == []
    sword = card_text(content.items["plain-ol-sword"], content)
    assert "Choppy weapon: it counts only when its holder attacks or resists with it" in sword
    assert "Q +1 in Choppy attacks and Resist Rolls against Choppy attacks" in sword


async def test_escape_on_a_card_goes_back_to_the_list_on_that_card() -> None:
    game = _new(7)
    duck = game.ducks[1]
    assert len(duck.hand) >= 2
    app = StyledApp()
    async with app.run_test(size=(80, 24)) as pilot:
        show_hand(app, game, duck)
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, CardDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ChooseActionDialog), "back to the list"
        assert app.screen.query_one(OptionList).highlighted == 1
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, (ChooseActionDialog, CardDialog))


def test_an_object_says_before_an_interact_what_it_needs_and_gives() -> None:
    content = game_content()
    counter = content.rooms["doctor-fantabulous-emporium"].features["d"]
    assert isinstance(counter, QuestObject)
    assert object_words(counter, content) == (
        "d6 + P must reach 6 (a failure does nothing: try again on a later turn); then it "
        "takes 2 Loot from the user; gives the user 2 Funkards from the deck (once only)"
    )


def test_a_funkard_bought_is_named_where_it_was_bought() -> None:
    game = _new(7)
    duck = game.ducks[1]
    card = game.content.funkard(duck.hand[-1])
    words = drawn_words(game, duck.name, list(duck.hand[:-1]), duck.loot)
    assert words.startswith(f"{duck.name} drew {card.name} (")
    assert drawn_words(game, duck.name, list(duck.hand), duck.loot) == ""
    assert "went off at once" in drawn_words(game, duck.name, list(duck.hand), duck.loot + 6)


def test_the_new_game_form_says_what_each_class_does() -> None:
    content = game_content()
    lines = [class_line(content, duck_class) for duck_class in content.classes.values()]
    assert all("_" not in line for line in lines)
    duckidin = class_line(content, content.classes["duckidin"])
    assert duckidin == (
        "Duckidin (D): F 9 Q 5 P 2; Laying on of Wings (activated): heals a Duckventurer beside "
        "it 3 Fatty; starts with Plain 'Ol Sword, Crusty Loaf Shield"
    )


def test_looking_at_a_snare_says_what_it_does_and_how_to_disarm_it() -> None:
    content = load_content(mods=[EXAMPLE_MOD])
    for snare in content.snares.values():
        words = snare_words(snare, content)
        assert "_" not in words and "its user" not in words, words
        assert f"{snare.difficulty}" in words and f"must reach {snare.disarm.target}" in words
        assert ("springs again" in words) == snare.lingers, words
    glue = content.snares["sticky-glue-floor"]
    assert snare_words(glue, content).startswith(
        "It springs on whoever ends a DuckWalk next to it (its victim resists with d6 + Q, "
        "matching or beating 8); if not resisted, it puts the Condition Stuck on its victim"
    )
