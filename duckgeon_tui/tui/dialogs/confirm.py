"""A yes/no question before something that cannot be taken back."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog


class ConfirmDialog(Dialog[bool]):
    """Asks a question; Y / Enter on Yes answers True, N / Escape answers False."""

    AUTO_FOCUS = "#no"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    EXPLAIN = "A question before something that cannot be taken back: y answers yes, n no."

    def __init__(self, title: str, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label(self.title_text, classes="dialog-title")
            yield Static(self.question, classes="dialog-body", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(self.yes, id="yes", variant="primary")
                yield Button(self.no, id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class QuitDialog(ConfirmDialog):
    """Asked on ctrl+q during a game (already autosaved); ctrl+q again quits."""

    EXPLAIN = "The game is saved: Continue on the title screen picks it up where it was left."

    def __init__(self) -> None:
        super().__init__(
            "Quit? (the game is saved)",
            "Continue on the title screen (or `duckgeon play --continue`) picks the game up "
            "where it was left, its message log too.",
            "Quit (y)",
            "Back to the game (n)",
        )
