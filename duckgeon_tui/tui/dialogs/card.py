"""A Funkard in full: cost, activation, whom it aims at, effects, modifiers and Resist."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog


def effect_text(effect: Any) -> str:
    """An effect in words from its fields: 'damage 2 + Q + 1d6 to target'."""
    data = effect.model_dump(exclude_defaults=True)
    kind = str(data.pop("kind", effect.kind)).replace("_", " ")
    to = data.pop("to", None)
    rest = ", ".join(f"{k} {v}" for k, v in data.items())
    return f"{kind}" + (f" ({rest})" if rest else "") + (f" to {to}" if to else "")


def card_text(card: Any) -> str:
    """Everything printed on a card."""
    kind = type(card).__name__
    lines = [
        f"{kind}   cost {card.cost}   {card.activation}"
        + (f" on {card.trigger}" if card.trigger else "")
    ]
    target = card.target
    reach = "base contact" if target.range == 0 else f"range {target.range}"
    lines.append(
        f"Target: {target.kind}, {reach}"
        + (", needs line of sight" if target.line_of_sight else "")
    )
    resist = getattr(card, "resist", None)
    if resist:
        lines.append(
            "Resist: none (denies the Resist Roll)"
            if resist == "none"
            else f"Resist: d6 + {resist}"
        )
    weapon = getattr(card, "weapon", None)
    if weapon:
        lines.append(f"Weapon: {weapon}" + (f", range {card.range}" if card.range else ""))
    for effect in card.effects:
        lines.append("Effect: " + effect_text(effect))
    for mod in card.modifiers:
        lines.append(f"Bonus: {mod.amount:+d} {mod.stat} when {', '.join(mod.when)}")
    if card.gobbly:
        lines.append(f"Gobbly: stores up to {card.gobbly.capacity} DuckDice")
    if card.boosty:
        lines.append(
            f"Boosty: up to {card.boosty.max_charges} charges, +{card.boosty.per_charge} each"
        )
    if card.prepare:
        lines.append("Needs a Prepare free action first.")
    if card.consumable:
        lines.append("Used up after one use.")
    return "\n".join(lines)


class CardDialog(Dialog[None]):
    """Shows one card; any key in the footer closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter,q", "close", "Close")]

    def __init__(self, card: Any) -> None:
        super().__init__(classes="dialog")
        self.card = card

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box card-box"):
            yield Label(self.card.name, classes="dialog-title")
            yield Static(card_text(self.card), classes="dialog-body", markup=False)
            if self.card.flavour:
                yield Static(self.card.flavour, classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Close", id="close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
