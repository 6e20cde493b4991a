"""The app as its games, flows and screens see it: the run's options, the save store, the
hot-seat setting, and the two things they ask of it (show an error, run once the screen on top
is settled). `DuckgeonApp` (`tui/app.py`) is this app with its screens and commands; the modules
below it name this class, never `tui/app.py`, so that no import runs back up to the app."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App

from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui import dialogs
from duckgeon_tui.tui.held_keys import HeldKeys
from duckgeon_tui.tui.launch import LaunchOptions

SETTLE_POLL = 0.01
"""Seconds between two looks at whether the screen on top takes keys yet (see `when_settled`)."""


class GameApp(App[None]):
    """The run's options and saves, and the services every game and screen may ask for."""

    def __init__(self, options: LaunchOptions) -> None:
        super().__init__()
        self.options = options
        self.store = SaveStore(options.saves_dir)
        self.mod_dirs = options.mod_dirs
        self.hand_over = options.hand_over
        """Hot-seat hand-over screens between players (the command palette turns them off)."""
        self.held_keys = HeldKeys(self)
        self.starting = True
        """Until the first screen that takes keys is drawn: the screens paint as soon as they
        can (`PaintsAtOnce`), not at the next tick of their 60-a-second update timer."""

    def show_error(self, title: str, message: str, detail: str = "") -> None:
        """Open the error dialog."""
        self.push_screen(dialogs.ErrorDialog(title, message, detail))

    def when_settled(self, callback: Callable[[], object]) -> None:
        """Run `callback` once the screen on top takes keys and is drawn: work that can wait
        for the game's first prompt (its first autosave) runs after the players see it."""

        def look() -> None:
            if self.held_keys.ready() or self.return_code is not None:
                self.call_after_refresh(callback)  # after the screen on top is drawn
            else:
                self.set_timer(SETTLE_POLL, look)

        self.call_after_refresh(look)
