"""The base of every dialog: answering twice (two keys queued at once) closes only the dialog."""

from __future__ import annotations

from typing import Any, TypeVar

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

T = TypeVar("T")


class DismissOnce:
    """Mixin for screens: only the first `dismiss` counts (Textual would otherwise pop whatever
    screen is on top, and answer a waiting caller twice)."""

    is_current: bool
    answered = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self.answered or not self.is_current:
            return AwaitComplete.nothing()
        self.answered = True
        return super().dismiss(result)  # type: ignore[misc]


class Dialog(DismissOnce, ModalScreen[T]):
    """A modal dialog answering a `T`."""
