"""A screen that Escape (or q) closes, going back to the one beneath."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen

from duckgeon_tui.tui.dialogs.base import DismissOnce
from duckgeon_tui.tui.textual_fixes import StyledOnce


class BackScreen(DismissOnce, StyledOnce, Screen[None]):
    """Escape / q go back; a key that arrives once the screen is no longer on top is ignored."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "back", "Back")]

    def on_screen_resume(self) -> None:
        # Shown again: an app's installed screen (Help) is opened again after it closed.
        self.answered = False

    def action_back(self) -> None:
        if self.is_current:
            self.dismiss(None)
