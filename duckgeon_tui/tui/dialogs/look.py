"""Look: what is on a space of the room, in full (a Beastie's STATS and abilities, a feature,
a door, a Snare), as information, not as an error."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.describe import look_text
from duckgeon_tui.tui.dialogs.base import Dialog

Pos = tuple[int, int]


class LookDialog(Dialog[None]):
    """The space's coordinates as the title and everything on it below; Enter, Escape, `x` or
    OK close it."""

    AUTO_FOCUS = "#ok"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,x", "close", "Close"),
    ]

    def __init__(self, game: Game, pos: Pos) -> None:
        super().__init__(classes="dialog")
        self.pos = pos
        self.title_text = f"Look: {pos[0]},{pos[1]}"
        self.text = look_text(game, pos)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label(self.title_text, classes="dialog-title")
            yield Static(self.text, classes="dialog-body", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK", id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
