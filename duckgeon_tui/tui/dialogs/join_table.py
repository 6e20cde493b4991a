"""Join a table: its address, the code, the player's name, and whether to watch."""

from __future__ import annotations

from typing import ClassVar

from pydantic import ValidationError
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Checkbox, Input, Label, Static

from duckgeon_tui.net.protocol import PROTOCOL_VERSION, Hello, first_error
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.launch import JoinRequest


class JoinTableDialog(Dialog[JoinRequest | None]):
    """Type the table's address and code (as the host's `duckgeon host` printed them), your
    name; tick Watch to be a spectator. Enter joins, Escape goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Back")]
    EXPLAIN = (
        "The host's `duckgeon host` prints an address (ws://...) and a code. With the table's "
        "code you take a free seat and are told your seat's own code, which brings you back to "
        "it; with Watch ticked you are a spectator."
    )

    def __init__(self, name: str = "Player") -> None:
        super().__init__(classes="dialog")
        self.player = name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="join-box"):
            yield Label("Join a table", classes="dialog-title")
            yield Input(placeholder="address, e.g. ws://127.0.0.1:8765", id="join-address")
            yield Input(placeholder="code", id="join-code", max_length=64)
            yield Input(self.player, placeholder="your name", id="join-name", max_length=20)
            yield Checkbox("Watch (a spectator)", id="join-watch")
            yield Static("", id="join-error", classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Join", id="join", variant="primary")
                yield Button("Back", id="back")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#join-address", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "join":
            self.submit()
        else:
            self.dismiss(None)

    def submit(self) -> None:
        """Answer with what was typed, or say under the form what does not fit."""
        address = self.query_one("#join-address", Input).value.strip()
        code = self.query_one("#join-code", Input).value.strip()
        name = self.query_one("#join-name", Input).value.strip()
        error = self.query_one("#join-error", Static)
        if not address:
            error.update("Type the table's address (the host's `duckgeon host` prints it).")
            return
        try:
            Hello(version=PROTOCOL_VERSION, code=code, name=name)
        except ValidationError as exc:
            error.update(first_error(exc))
            return
        watch = self.query_one("#join-watch", Checkbox).value
        self.dismiss(JoinRequest(address, code, name, watch))

    def action_cancel(self) -> None:
        self.dismiss(None)
