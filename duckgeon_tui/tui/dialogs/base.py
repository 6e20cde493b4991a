"""The base of every dialog: its own keys in its footer, `?` to explain it, a line of the keys
it names (checked against its bindings), and answering twice (two keys queued at once) closes
only the dialog."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.textual_fixes import GameFooter, PaintsAtOnce, StyledOnce, TintOnce

T = TypeVar("T")


class DismissOnce:
    """Mixin for screens: only the first `dismiss` counts, and only while the screen is on top
    (Textual pops whatever screen is on top, and would answer a waiting caller twice). An
    answer that arrives once another screen covers this one (a click queued before that screen
    opened) closes nothing: Textual counts a screen under a dialog as current, and popping the
    one on top would leave this one open, answered, deaf to every key."""

    is_active: bool
    is_mounted: bool
    answered = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self.answered or not self.is_active:
            return AwaitComplete.nothing()
        self.answered = True
        if not self.is_mounted:
            # Answered by a key queued before it was built: popping a screen that is still
            # mounting its widgets cancels its task, and Textual's removal then raises that
            # CancelledError in the app's own task, which stops the app without a word.
            self.call_later(self.dismiss_later, result)  # type: ignore[attr-defined]
            return AwaitComplete.nothing()
        return super().dismiss(result)  # type: ignore[misc]

    def dismiss_later(self, result: Any) -> None:
        """Close the screen with the answer given while it was being built."""
        if self.is_active:
            super().dismiss(result)  # type: ignore[misc]
        else:  # another screen opened on top meanwhile: this one can be answered again
            self.answered = False


@dataclass(frozen=True)
class KeyHint:
    """Keys a dialog names in its line of keys, what they do in words, and the action they
    are bound to (a test holds each dialog's line to its bindings)."""

    keys: tuple[str, ...]
    words: str
    action: str
    """The action's name; `a|b` when the keys are bound to one of two actions."""
    shown: str = ""
    """How the keys are written, when not one by one (`1-9`)."""

    def text(self) -> str:
        """'up/down: choose a Duckventurer'."""
        shown = self.shown or "/".join(KEY_NAMES.get(key, key) for key in self.keys)
        return f"{shown}: {self.words}"


KEY_NAMES = {
    "question_mark": "?",
    "plus": "+",
    "minus": "-",
    "escape": "esc",
    "backspace": "backspace",
    "equals_sign": "=",
}
"""How a key is written in a line of keys."""


class Dialog(DismissOnce, PaintsAtOnce, StyledOnce, TintOnce, ModalScreen[T]):
    """A modal dialog answering a `T`, with its own footer of keys."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "explain", "What is this?"),
    ]
    EXPLAIN: ClassVar[str] = ""
    """What the dialog is for and how to answer it, in a player's words (`?`)."""
    KEY_HINTS: ClassVar[tuple[KeyHint, ...]] = ()
    """The keys the dialog's line of keys names (besides its footer's)."""

    def on_mount(self) -> None:
        self.mount(GameFooter())

    def keys_line(self) -> Static:
        """The line that names the dialog's keys the footer does not show."""
        words = "  ".join(hint.text() for hint in self.KEY_HINTS)
        return Static(words, classes="dialog-keys", markup=False)

    def explanation(self) -> str:
        """What `?` says about this dialog (a dialog may say more about what it shows now)."""
        return self.EXPLAIN or "Answer with the keys in the footer below (F1: the rules)."

    def action_explain(self) -> None:
        # A small dialog of its own, closed by Escape or `?`: a toast stayed over the log and
        # the side for seconds after, and Escape went to the dialog beneath.
        self.app.push_screen(ExplainDialog(self.explanation()))


class ExplainDialog(Dialog[None]):
    """What a dialog is for, over it; Escape, Enter or `?` closes it and the dialog beneath
    has the keys again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "explain", "Close"),
        Binding("escape,enter,q", "close", "Close", show=False),
    ]

    def __init__(self, words: str) -> None:
        super().__init__(classes="dialog")
        self.words = words

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="explain-box"):
            yield Label("What is this?", classes="dialog-title")
            yield Static(self.words, classes="dialog-body", markup=False)
            yield Static("esc or ?: back to the dialog", classes="dialog-detail")

    def action_explain(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
