"""A dialog that says what went wrong, and why, in words a player can act on."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog


class ErrorDialog(Dialog[None]):
    """Shows a title and the reason; any of Enter, Escape or OK closes it."""

    AUTO_FOCUS = "#ok"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "dismiss_dialog", "Close"),
    ]

    def __init__(self, title: str, message: str, detail: str = "") -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.message = message
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box error-box"):
            yield Label(self.title_text, classes="dialog-title")
            yield Static(self.message, classes="dialog-body", markup=False)
            if self.detail:
                yield Static(self.detail, classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK", id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_dismiss_dialog(self) -> None:
        self.dismiss(None)
