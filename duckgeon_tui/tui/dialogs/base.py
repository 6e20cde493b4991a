"""The base of every dialog: answering twice (two keys queued at once) closes only the dialog."""

from __future__ import annotations

from typing import Any, TypeVar

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

from duckgeon_tui.tui.textual_fixes import StyledOnce

T = TypeVar("T")


class DismissOnce:
    """Mixin for screens: only the first `dismiss` counts (Textual would otherwise pop whatever
    screen is on top, and answer a waiting caller twice)."""

    is_current: bool
    is_mounted: bool
    answered = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self.answered or not self.is_current:
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
        if self.is_current:
            super().dismiss(result)  # type: ignore[misc]
        else:  # another screen opened on top meanwhile: this one can be answered again
            self.answered = False


class Dialog(DismissOnce, StyledOnce, ModalScreen[T]):
    """A modal dialog answering a `T`."""
