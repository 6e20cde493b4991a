"""A Funkard in full (cost, activation, whom it aims at, effects, modifiers and Resist), and a
Duckventurer's cards as a list that says what its marks mean."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, OptionList, Static

from duckgeon_tui.content.vocabulary import DIE_NAMES, possessive
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.tui.card_words import SHORT, card_text, dice_count
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog


class CardDialog(Dialog[None]):
    """Shows one card; any key in the footer closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter,q", "close", "Close")]

    def __init__(self, card: Any, content: Any = None) -> None:
        super().__init__(classes="dialog")
        self.card = card
        self.content = content

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box card-box"):
            yield Label(self.card.name, classes="dialog-title")
            yield Static(card_text(self.card, self.content), classes="dialog-body", markup=False)
            if self.card.flavour:
                yield Static(self.card.flavour, classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Close", id="close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


def card_kind(card: Any) -> str:
    """A card's kind, how it is used and what it does, for a list of cards: 'Zappy,
    FunkyDuck cost 3: damage', 'Item, passive: a choppy weapon', and what it does with unused
    dice when it is Gobbly or Boosty."""
    use = f"FunkyDuck cost {card.cost}" if card.activation == "activated" else card.activation
    words = f"{type(card).__name__}, {use}"
    does = dict.fromkeys(SHORT.get(effect.kind, effect.kind) for effect in card.effects)
    if does:
        words += ": " + ", ".join(does)
    elif getattr(card, "weapon", None):
        words += f": a {card.weapon} weapon"
    elif card.modifiers:
        words += ": " + ", ".join(dict.fromkeys(f"{m.amount:+d} {m.stat}" for m in card.modifiers))
    if card.gobbly:
        words += f"; Gobbly: stores up to {dice_count(card.gobbly.capacity)}"
    if card.boosty:
        words += f"; Boosty: takes unused DuckDice as charges (+{card.boosty.per_charge} each)"
    return words


def hand_choices(game: Game, duck: DuckState) -> tuple[list[tuple[str, str]], str]:
    """A Duckventurer's Funkards as menu lines (name, marks, kind), and the note that says
    what the list's marks and words mean, only those that appear in it."""
    lines: list[tuple[str, str]] = []
    marks: list[str] = []
    for card_id in duck.hand:
        card = game.content.funkard(card_id)
        label = card.name
        if card_id == duck.wielded:
            label += "*"
            marks.append("*: the weapon it wields (it attacks with it)")
        charges = duck.charges.get(card_id)
        if charges:
            label += f"+{charges}"
            marks.append("+N: Boosty charges for the card's next use")
        stored = duck.stored.get(card_id)
        held = f", holds {' '.join(DIE_NAMES.get(d, d) for d in stored)}" if stored else ""
        lines.append((f"{label}  ({card_kind(card)}{held})", card_id))
    if any(game.content.funkard(c).gobbly or game.content.funkard(c).boosty for _, c in lines):
        marks.append(
            "Gobbly and Boosty cards take the dice left unused at the end of a turn (cash them "
            "before ending it: `.` lists every action)"
        )
    note = "Enter (or the card's number): the card in full. A FunkyDuck die plays a card."
    return lines, "\n".join([note, *dict.fromkeys(marks)])


def show_hand(app: App[Any], game: Game, duck: DuckState, at: int = 0) -> None:
    """Open a Duckventurer's Funkards list; a card chosen opens in full, and closing it comes
    back to the list, on that card."""
    choices, note = hand_choices(game, duck)
    menu = ChooseActionDialog(f"{possessive(duck.name)} Funkards", choices, note, note)
    card_id = ""

    def highlight() -> None:
        for options in menu.query(OptionList):
            options.highlighted = at

    def back_to_list(_: object) -> None:
        show_hand(app, game, duck, next(i for i, (_, c) in enumerate(choices) if c == card_id))

    def open_card(card: object) -> None:
        nonlocal card_id
        if isinstance(card, str):
            card_id = card
            app.push_screen(CardDialog(game.content.funkard(card), game.content), back_to_list)

    app.push_screen(menu, open_card)
    menu.call_after_refresh(highlight)


def drawn_words(game: Game, who: str, hand: list[str], loot: int) -> str:
    """What a Duckventurer drew since its hand was `hand` and its Loot `loot` (a Funkard
    bought): the new cards and what they are, a card that went off at once, or '' (nothing
    was bought)."""
    duck = game.duck(who)
    new = list(duck.hand)
    for card_id in hand:
        if card_id in new:
            new.remove(card_id)
    if new:
        cards = "; ".join(
            f"{game.content.funkard(c).name} ({card_kind(game.content.funkard(c))})" for c in new
        )
        return f"{who} drew {cards}. c on the map shows it in full."
    if duck.loot < loot:
        return f"{who} drew a card that went off at once (the log says what it did)."
    return ""
