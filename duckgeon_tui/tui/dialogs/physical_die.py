"""Physical-dice mode: the player rolls a real die and types the face."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import Dialog, KeyHint
from duckgeon_tui.tui.widgets.tap_button import TapButton


class PhysicalDieDialog(Dialog[int | None]):
    """Keys 1-6 (or the buttons) give the face; Escape takes the action back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *[Binding(str(n), f"face({n})", str(n), show=False) for n in range(1, 7)],
        Binding("escape", "cancel", "Cancel the action"),
    ]
    EXPLAIN = (
        "Physical-dice mode: roll a real six-sided die and type the face it shows (1-6). A 6 "
        "explodes: roll again and type that one too. Escape takes the action back."
    )
    KEY_HINTS = (KeyHint(tuple("123456"), "the face rolled", "face", shown="1-6"),)

    def __init__(self, prompt: str, chain: tuple[int, ...]) -> None:
        super().__init__(classes="dialog")
        self.prompt = prompt
        self.chain = chain

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label("Roll a real die", classes="dialog-title")
            yield Static(self.prompt, classes="dialog-body", markup=False)
            if self.chain:
                so_far = " + ".join(map(str, self.chain))
                yield Static(
                    f"It exploded: {so_far} so far, roll again and add.",
                    classes="dialog-detail",
                    markup=False,
                )
            yield self.keys_line()
            with Horizontal(classes="dialog-buttons"):
                for n in range(1, 7):
                    yield TapButton(str(n), id=f"face-{n}", classes="face-btn")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(int((event.button.id or "face-1")[5:]))

    def action_face(self, face: int) -> None:
        self.dismiss(face)

    def action_cancel(self) -> None:
        self.dismiss(None)
