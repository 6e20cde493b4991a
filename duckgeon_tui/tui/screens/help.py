"""Help: How to play, the keys and the rules, one page at a time from a list of contents that a
search narrows down."""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from duckgeon_tui.tui.help_text import (
    HOW_TO_PLAY,
    Section,
    keys_markdown,
    rules_sections,
    search_sections,
)
from duckgeon_tui.tui.launch import RULES_PATH
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.screens.help_page import HelpPage
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader

HANGING = 2
"""How much further in a contents title goes on when it wraps."""
SEARCH_DELAY = 0.25
"""Seconds of no typing before the contents are narrowed down."""
HOW_TO_PLAY_PAGE = Section("How to play", 1, HOW_TO_PLAY)
KEYS_PAGE = Section("Keys", 1, keys_markdown())


class ContentsTitle:
    """A page's title in the contents, indented by its depth; a title too long for the pane
    goes on under itself, two columns further in, never back at the pane's left edge."""

    def __init__(self, title: str, indent: int) -> None:
        self.title = title
        self.indent = indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        room = max(1, options.max_width - self.indent - HANGING)
        lines = Text(self.title).wrap(console, room)
        for number, line in enumerate(lines):
            yield Text(" " * (self.indent + (HANGING if number else 0))) + line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(self.indent + HANGING + 1, self.indent + len(self.title))


@cache
def contents_entry(page: Section) -> Option:
    """A page's line in the contents, indented by its depth (made once: its drawing is kept
    with it, so Help opens again without drawing its contents anew)."""
    return Option(ContentsTitle(page.title, 2 * (page.level - 1)))


STACKED_BELOW = 100
"""Terminals narrower than this show the contents above the page, not beside it."""


class HelpScreen(BackScreen):
    """The contents on the left (How to play, Keys, every rules section), the page chosen on the
    right: only that page is drawn, so Help opens at once however long the rules are."""

    AUTO_FOCUS = "#help-contents"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("slash", "search", "Search the rules"),
        Binding("tab,shift+tab", "switch_pane", "Contents / page"),
        Binding("down", "contents", "Contents", show=False),  # from the search box
        Binding("right,l", "read", "Read the page", show=False),
        Binding("left,h", "contents", "Contents", show=False),
        Binding("j", "move(1)", "Down", show=False),
        Binding("k", "move(-1)", "Up", show=False),
        # The page being read scrolls, whichever pane has the keys (in the contents they
        # turned a page of sections, and the reader lost the place).
        Binding("pagedown", "page(1)", "Page down", show=False, priority=True),
        Binding("pageup", "page(-1)", "Page up", show=False, priority=True),
    ]

    def __init__(self, page: str = KEYS_PAGE.title) -> None:
        super().__init__()
        self.sections = rules_sections(RULES_PATH)
        self.first = page
        self.shown: list[Section] = []
        """The pages the contents list, in order."""
        self.query_text = ""
        self.page = ""
        """The Markdown of the page shown."""
        self.search_timer: Timer | None = None

    def first_pages(self) -> list[Section]:
        """The contents when Help opens: How to play, Keys and every rules section."""
        return [HOW_TO_PLAY_PAGE, KEYS_PAGE, *self.sections]

    def first_index(self) -> int:
        """Where the contents start: the page asked for, else the first."""
        titles = [page.title for page in self.first_pages()]
        return titles.index(self.first) if self.first in titles else 0

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield Input(placeholder="Search the rules (press / )", id="rules-search")
        yield Label("", id="rules-count")
        with Horizontal(id="help-body"):
            yield OptionList(id="help-contents")
            # The first page is known before the first frame: it is drawn in that frame.
            yield HelpPage(self.first_pages()[self.first_index()].text, id="help-scroll")
        yield GameFooter()

    def on_resize(self, event: events.Resize) -> None:
        # Narrow: the contents above the page, so that the page (its key tables) is drawn
        # as wide as the terminal.
        self.set_class(event.size.width < STACKED_BELOW, "-stacked")

    def on_mount(self) -> None:
        self.title = "Duckgeon - Help"
        self.list_pages(self.first_pages())
        self.query_one(OptionList).highlighted = self.first_index()

    def list_pages(self, pages: list[Section]) -> None:
        """Fill the contents (rules sections indented by their depth)."""
        self.shown = pages
        contents = self.query_one(OptionList)
        contents.clear_options()
        contents.add_options(contents_entry(page) for page in pages)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "help-contents":
            self.show_page(event.option_index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_read()

    def show_page(self, index: int) -> None:
        """Show one page, the search's words picked out, from its top or its first match (Rich
        draws the Markdown in one widget: Textual's Markdown widget builds one per block, too
        slow to open at once)."""
        self.page = self.shown[index].text if 0 <= index < len(self.shown) else ""
        self.query_one(HelpPage).show(self.page, tuple(self.query_text.split()))

    def on_input_changed(self, event: Input.Changed) -> None:
        # Narrow down once typing pauses, not on every key.
        if self.search_timer is not None:
            self.search_timer.stop()
        self.search_timer = self.set_timer(SEARCH_DELAY, lambda: self.search(event.value))

    def on_input_submitted(self) -> None:
        self.action_contents()

    def search(self, query: str) -> None:
        """Keep only the rules sections that match the query, and show the first."""
        self.search_timer = None
        if not self.query("#help-contents"):
            return
        self.query_text = query.strip()
        count = self.query_one("#rules-count", Label)
        if not self.query_text:
            count.update("")
            self.list_pages(self.first_pages())
        else:
            found = search_sections(self.sections, self.query_text)
            count.update(
                f"{len(found)} section(s) match '{self.query_text}'"
                if found
                else f"Nothing in the rules matches '{self.query_text}'."
            )
            self.list_pages(found)
        contents = self.query_one(OptionList)
        contents.highlighted = 0 if self.shown else None
        self.show_page(0)

    def action_search(self) -> None:
        for box in self.query("#rules-search"):
            box.focus()

    def action_read(self) -> None:
        for page in self.query("#help-scroll"):
            page.focus()

    def action_contents(self) -> None:
        for contents in self.query("#help-contents"):
            contents.focus()

    def action_switch_pane(self) -> None:
        """Tab: from the contents to the page and back (the search box is `/`)."""
        if isinstance(self.focused, OptionList):
            self.action_read()
        else:
            self.action_contents()

    def action_page(self, step: int) -> None:
        page = self.query_one(HelpPage)
        if step > 0:
            page.scroll_page_down(animate=False)
        else:
            page.scroll_page_up(animate=False)

    def action_move(self, step: int) -> None:
        focused = self.focused
        if isinstance(focused, OptionList) and step > 0:
            focused.action_cursor_down()
        elif isinstance(focused, OptionList):
            focused.action_cursor_up()
        elif isinstance(focused, HelpPage):
            focused.scroll_relative(y=step * 3)
