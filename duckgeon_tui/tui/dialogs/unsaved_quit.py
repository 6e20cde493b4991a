"""Quitting a game that could not be saved: save it in another folder, quit without saving, or
go back to the game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, Literal

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.dialogs.typed_answer import AnswerRefused, TypedAnswerDialog

QuitAnswer = Literal["elsewhere", "quit"]


class UnsavedQuitDialog(Dialog[QuitAnswer | None]):
    """Says why the game could not be saved; `s` saves elsewhere, `q` quits without saving,
    Escape goes back to the game."""

    AUTO_FOCUS = "#elsewhere"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "answer('elsewhere')", "Save elsewhere"),
        Binding("q", "answer('quit')", "Quit without saving"),
        Binding("escape", "back", "Back to the game"),
    ]

    def __init__(self, reason: str) -> None:
        super().__init__(classes="dialog")
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box error-box"):
            yield Label("The game could not be saved", classes="dialog-title")
            yield Static(
                f"Saving failed: {self.reason}. Quitting now loses the game since its last "
                "autosave.",
                classes="dialog-body",
                markup=False,
            )
            yield Static(
                "Save it in another folder (you can continue it from there with --saves), or "
                "quit without saving.",
                classes="dialog-detail",
                markup=False,
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save elsewhere (s)", id="elsewhere", variant="primary")
                yield Button("Quit without saving (q)", id="quit", variant="error")
                yield Button("Back (esc)", id="back")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "elsewhere":
            self.dismiss("elsewhere")
        elif event.button.id == "quit":
            self.dismiss("quit")
        else:
            self.dismiss(None)

    def action_answer(self, answer: QuitAnswer) -> None:
        self.dismiss(answer)

    def action_back(self) -> None:
        self.dismiss(None)


class SaveElsewhereDialog(TypedAnswerDialog[Path]):
    """Type a folder and press Enter: the game is saved there (the dialog stays open, saying
    why, while it cannot be); Escape goes back."""

    def __init__(self, suggestion: Path, save: Callable[[Path], str | None]) -> None:
        super().__init__(
            "Save elsewhere",
            str(suggestion),
            "A folder to save the game in (it is made if it does not exist):",
        )
        self.save = save

    def check(self, typed: str) -> Path:
        if not typed:
            raise AnswerRefused("Type a folder.")
        folder = Path(typed).expanduser()
        problem = self.save(folder)
        if problem is not None:
            raise AnswerRefused(f"Could not save there: {problem}.")
        return folder
