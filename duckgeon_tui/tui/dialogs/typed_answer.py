"""A line the player types, checked as it is submitted: the answer, or why not, under it."""

from __future__ import annotations

from typing import ClassVar, Generic, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog

T = TypeVar("T")


class AnswerRefused(Exception):
    """Why a typed answer cannot be used, in words for the player."""


class TypedAnswerDialog(Dialog[T | None], Generic[T]):
    """Type and press Enter (or Save): the answer `check` makes of the line, or, when it refuses
    it, why not under the line (the dialog stays open); Escape or Cancel answers None."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self, title: str, start: str, prompt: str = "", max_length: int = 0, ok: str = "Save"
    ) -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.start = start
        self.prompt = prompt
        self.max_length = max_length
        self.ok = ok

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label(self.title_text, classes="dialog-title")
            if self.prompt:
                yield Static(self.prompt, classes="dialog-body", markup=False)
            yield Input(self.start, id="answer", max_length=self.max_length)
            yield Static("", id="answer-error", classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(self.ok, id="save", variant="primary")
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
        """Check the line and answer it, or say why not."""
        try:
            answer = self.check(self.query_one(Input).value.strip())
        except AnswerRefused as why:
            self.query_one("#answer-error", Static).update(str(why))
            return
        self.dismiss(answer)

    def check(self, typed: str) -> T:
        """The answer the typed line makes; AnswerRefused saying why it cannot be used."""
        raise NotImplementedError

    def action_cancel(self) -> None:
        self.dismiss(None)
