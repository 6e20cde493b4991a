"""The end of a Learn to play lesson: what it taught, and where to go next."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.scenario import Lesson
from duckgeon_tui.tui.dialogs.base import Dialog

NEXT, AGAIN, LESSONS, TITLE = "next", "again", "lessons", "title"
"""The answers: the next lesson, this one again, the list of lessons, the title screen."""


class LessonDoneDialog(Dialog[str]):
    """Won: the lesson's closing words, then the next lesson (Enter). Lost: try it again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", f"answer('{NEXT}')", "Next lesson", show=False),
        Binding("a", f"answer('{AGAIN}')", "Again"),
        Binding("l", f"answer('{LESSONS}')", "Lessons"),
        Binding("t,escape", f"answer('{TITLE}')", "Title screen"),
    ]

    def __init__(self, lesson: Lesson, won: bool, cause: str, next_title: str | None) -> None:
        super().__init__(classes="dialog")
        self.lesson = lesson
        self.won = won
        self.cause = cause
        self.next_title = next_title

    def compose(self) -> ComposeResult:
        box = "dialog-box " + ("victory-box" if self.won else "error-box")
        with Vertical(classes=box, id="lesson-done"):
            verdict = "Lesson learnt!" if self.won else "Not this time"
            yield Label(f"{verdict}  {self.lesson.title}", classes="dialog-title")
            if self.won:
                body = self.lesson.done
            else:
                body = f"{self.cause[:1].upper()}{self.cause[1:]}. Try the lesson again: its dice "
                body += "come out the same, so following the prompts wins it."
            yield Static(body, classes="dialog-body", markup=False)
            with Horizontal(classes="dialog-buttons"):
                if self.won and self.next_title is not None:
                    yield Button(f"Next: {self.next_title} \\[n]", id=NEXT, variant="primary")
                yield Button("Again \\[a]", id=AGAIN, variant="default" if self.won else "primary")
                yield Button("Lessons \\[l]", id=LESSONS)
                yield Button("Title \\[t]", id=TITLE)

    def on_mount(self) -> None:
        self.query_one(Button).focus()  # the first button: the next lesson, or again

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer" and parameters == (NEXT,):
            return self.won and self.next_title is not None
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or TITLE)

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)
