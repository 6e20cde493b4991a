"""Name a save slot."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from duckgeon_tui.saves import SaveError
from duckgeon_tui.saves.store import check_slot_name
from duckgeon_tui.tui.dialogs.base import Dialog


class SaveSlotDialog(Dialog[str | None]):
    """Type a name and press Enter; Escape cancels."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, suggestion: str) -> None:
        super().__init__(classes="dialog")
        self.suggestion = suggestion

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label("Save the game", classes="dialog-title")
            yield Input(self.suggestion, id="slot", max_length=40)
            yield Static("", id="slot-error", classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save", id="save", variant="primary")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "save":
            self.submit()
        else:
            self.dismiss(None)

    def submit(self) -> None:
        """Check the name and answer it."""
        name = self.query_one(Input).value.strip()
        try:
            check_slot_name(name)
        except SaveError as exc:
            self.query_one("#slot-error", Static).update(exc.reason)
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)
