"""Choose the turn's DuckDice: any mix of the six kinds, exactly as many as the turn allows."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.common import DIE_LETTERS
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.themes import Palette
from duckgeon_tui.tui.widgets.dice_face import DIE_NAMES, dice_row, die_face
from duckgeon_tui.tui.widgets.tap_button import TapButton

KINDS = ("walk", "fighter", "duck", "loot", "funky", "goose")
OTHER = "other"
"""Returned instead of dice when the player wants the turn's other actions (shop, leave ...)."""


class PickDiceDialog(Dialog[tuple[str, ...] | str | None]):
    """Letters W F D L K G add a die, Backspace removes the last, Enter picks them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *[
            Binding(letter.lower(), f"add('{kind}')", DIE_NAMES[kind], show=False)
            for kind, letter in DIE_LETTERS.items()
        ],
        Binding("backspace", "remove_last", "Remove last"),
        Binding("enter", "done", "Pick these"),
        Binding("o", "other", "Other actions"),
        Binding("escape", "cancel", "Close"),
    ]

    def __init__(
        self, count: int, palette: Palette, start: tuple[str, ...] = (), note: str = ""
    ) -> None:
        super().__init__(classes="dialog")
        self.count = count
        self.palette = palette
        self.chosen: list[str] = list(start)[:count]
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="pick-box"):
            yield Label(f"Choose {self.count} DuckDice for this turn", classes="dialog-title")
            if self.note:
                yield Static(self.note, classes="dialog-detail", markup=False)
            for kind in KINDS:
                with Horizontal(classes="pick-row"):
                    yield Static(self.face(kind), classes="pick-face")
                    yield TapButton("-", id=f"minus-{kind}", classes="pick-btn")
                    yield Static("0", id=f"count-{kind}", classes="pick-count")
                    yield TapButton("+", id=f"plus-{kind}", classes="pick-btn")
            yield Static("", id="pick-chosen")
            with Horizontal(classes="dialog-buttons"):
                yield TapButton("Other actions (o)", id="other")
                yield TapButton("Pick (enter)", id="done", variant="primary")

    def face(self, kind: str) -> Text:
        """A kind's face and name."""
        text = die_face(kind, self.palette)
        text.append(f" {DIE_NAMES[kind]}")
        return text

    def on_mount(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        """Draw the dialog's state (keys may arrive while it is still being built or closed)."""
        try:
            self.draw()
        except NoMatches:
            return

    def draw(self) -> None:
        """Show the counts and the dice chosen so far."""
        for kind in KINDS:
            self.query_one(f"#count-{kind}", Static).update(str(self.chosen.count(kind)))
        text = dice_row(self.chosen, self.palette)
        text.append(f"  {len(self.chosen)}/{self.count}")
        self.query_one("#pick-chosen", Static).update(text)
        self.query_one("#done", Button).disabled = len(self.chosen) != self.count

    def action_add(self, kind: str) -> None:
        if len(self.chosen) < self.count:
            self.chosen.append(kind)
            self.redraw()

    def action_remove_last(self) -> None:
        if self.chosen:
            self.chosen.pop()
            self.redraw()

    def drop(self, kind: str) -> None:
        """Take one die of a kind out."""
        if kind in self.chosen:
            index = len(self.chosen) - 1 - self.chosen[::-1].index(kind)
            del self.chosen[index]
            self.redraw()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        if button.startswith("plus-"):
            self.action_add(button[5:])
        elif button.startswith("minus-"):
            self.drop(button[6:])
        elif button == "done":
            self.action_done()
        elif button == "other":
            self.action_other()

    def action_done(self) -> None:
        if len(self.chosen) == self.count:
            order = {kind: i for i, kind in enumerate(KINDS)}
            self.dismiss(tuple(sorted(self.chosen, key=order.__getitem__)))
        else:
            self.notify(f"Choose exactly {self.count} dice ({len(self.chosen)} so far).")

    def action_other(self) -> None:
        self.dismiss(OTHER)

    def action_cancel(self) -> None:
        self.dismiss(None)
