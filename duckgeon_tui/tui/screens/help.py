"""Help: the key bindings and the full rules, searchable."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.timer import Timer
from textual.widgets import Input, Label, Markdown

from duckgeon_tui.tui.help_text import keys_markdown, rules_sections, search_sections
from duckgeon_tui.tui.launch import RULES_PATH
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader

SEARCH_DELAY = 0.25
"""Seconds of no typing before the rules are filtered."""


class HelpScreen(BackScreen):
    """The keys, then the rules; a search box keeps only the rules sections that match."""

    AUTO_FOCUS = "#help-scroll"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "search", "Search the rules"),
        Binding("r", "rules", "Rules"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.sections = rules_sections(RULES_PATH)
        self.search_timer: Timer | None = None

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield Input(placeholder="Search the rules (press / )", id="rules-search")
        yield Label("", id="rules-count")
        with VerticalScroll(id="help-scroll"):
            yield Markdown(keys_markdown(), id="keys")
            yield Markdown("\n".join(self.sections), id="rules")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Help"

    def on_input_changed(self, event: Input.Changed) -> None:
        # The rules are long: redraw once typing pauses, not on every key.
        if self.search_timer is not None:
            self.search_timer.stop()
        self.search_timer = self.set_timer(SEARCH_DELAY, lambda: self.search(event.value))

    async def search(self, query: str) -> None:
        """Show only the sections that match the query."""
        self.search_timer = None
        if not self.query("#rules"):
            return
        found = search_sections(self.sections, query)
        count = self.query_one("#rules-count", Label)
        if query.strip():
            count.update(f"{len(found)} section(s) match '{query.strip()}'")
        else:
            count.update("")
        body = "\n".join(found) if found else "_Nothing in the rules matches that._"
        await self.query_one("#rules", Markdown).update(body)
        self.action_rules()

    def action_search(self) -> None:
        for box in self.query("#rules-search"):
            box.focus()

    def action_rules(self) -> None:
        for rules in self.query("#rules"):
            self.query_one("#help-scroll", VerticalScroll).scroll_to_widget(rules, top=True)

    def action_scroll(self, lines: int) -> None:
        for scroll in self.query("#help-scroll"):
            scroll.scroll_relative(y=lines * 3)
