"""The whole message log of the game on one screen, searchable (H in the dungeon)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Input, Label

from duckgeon_tui.tui.colours import GAME_CLASSES
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader
from duckgeon_tui.tui.widgets.message_log import Entry, MessageLog


class MessageHistoryScreen(BackScreen):
    """Every message since the game began (a game continued: told again from its log); typing
    in the box keeps the lines that contain the words."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)
    """The game's colours, styled once here for all the screen's widgets."""

    AUTO_FOCUS = "#history-search"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "search", "Search"),
        Binding("tab", "focus_lines", "The lines", show=False),
    ]

    def __init__(self, entries: list[Entry]) -> None:
        super().__init__()
        self.entries = list(entries)

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield Input(
            placeholder="Search the messages (words, a name, a number)", id="history-search"
        )
        yield Label("", id="history-count")
        yield MessageLog(id="history")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Message history"
        self.show(self.entries)

    def show(self, entries: list[Entry]) -> None:
        """Show these entries, the newest at the bottom."""
        log = self.query_one("#history", MessageLog)
        log.entries = list(entries)
        log.rewrap()
        total = sum(entry.count for entry in self.entries)
        shown = sum(entry.count for entry in entries)
        words = f"{total} messages" if shown == total else f"{shown} of {total} messages match"
        self.query_one("#history-count", Label).update(words + "  (esc: back to the game)")

    def on_input_changed(self, event: Input.Changed) -> None:
        wanted = event.value.strip().lower()
        self.show([e for e in self.entries if wanted in e.text.lower()] if wanted else self.entries)

    def action_search(self) -> None:
        self.query_one("#history-search", Input).focus()

    def action_focus_lines(self) -> None:
        self.query_one("#history", MessageLog).focus()
