"""The game's first frame: the dungeon with its first prompt, painted once."""

from __future__ import annotations

import contextlib
import time
from typing import Any, Protocol

from textual.screen import Screen

POLL = 0.005
"""Seconds between two looks at whether the flow has asked or waits."""
LONGEST = 0.5
"""Seconds the first frame waits at most for the flow's first dialog."""


class Flowing(Protocol):
    """A screen whose turn flow may be working between two dialogs."""

    def holds_keys(self) -> bool:
        """Whether the flow is working (keys typed now are for what it opens next)."""
        ...


class FirstFrame:
    """Holds the app's painting from the dungeon's mount until its flow opens its first dialog
    or waits for the players (at most LONGEST seconds, or until the screen closes). Painted
    as it mounted, the dungeon was drawn alone, then again beneath the dialog a moment later:
    two frames, where the players needed one, before they could answer the first question."""

    def __init__(self, screen: Screen[Any]) -> None:
        self.screen = screen
        self.held = contextlib.ExitStack()
        self.holding = False

    def hold(self, flow: Flowing) -> None:
        """Paint nothing until the first prompt is up (call as the screen mounts)."""
        app = self.screen.app
        self.held.enter_context(app.batch_update())
        self.holding = True
        since = time.monotonic()

        def look() -> None:
            # The app's timer, not the screen's: it looks again after the screen has closed.
            asked = app.screen is not self.screen  # a dialog on top, or the screen gone
            if asked or not flow.holds_keys() or time.monotonic() - since > LONGEST:
                self.release()
            elif self.holding:
                app.set_timer(POLL, look)

        app.set_timer(POLL, look)

    def release(self) -> None:
        """Paint again (the first prompt is up, or the screen closed); later calls do nothing."""
        if self.holding:
            self.holding = False
            self.held.close()
            # What was drawn meanwhile never reached the terminal: all of it is drawn again.
            self.screen.app.refresh(layout=True)
