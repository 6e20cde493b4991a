"""The page of Help being read: Markdown drawn once per width and kept, shown a line at a time."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, visualize

DRAWN: LRUCache[tuple[str, int, Style], list[Strip]] = LRUCache(64)
"""Pages already drawn, by Markdown, width and style: reading a page again, or opening Help
again, draws nothing."""


class HelpPage(ScrollView, can_focus=True):
    """One page of Markdown, scrolled by the keys, the wheel or its scrollbar; only the lines in
    view go to the screen, and a page is drawn once for each width it is read at."""

    DEFAULT_CSS = """
    HelpPage {
        scrollbar-gutter: stable;
    }
    """

    def __init__(self, markdown: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.markdown = markdown
        """The Markdown shown (drawn at the first line asked for, once the width is known)."""
        self.lines: list[Strip] = []
        self.drawn_as: tuple[str, int, Style] | None = None
        """The Markdown, width and style `lines` were drawn for."""

    def show(self, markdown: str) -> None:
        """Show this Markdown from its top."""
        if markdown == self.markdown:
            self.scroll_home(animate=False)  # the page shown already: nothing to draw again
            return
        self.markdown = markdown
        self.lay_out()
        self.scroll_home(animate=False)
        self.refresh()

    def on_resize(self) -> None:
        self.lay_out()

    def lay_out(self) -> None:
        """Draw the page at the width there is, in the current colours (or take it as drawn
        before)."""
        width = self.scrollable_content_region.width
        if width <= 0:
            return
        key = (self.markdown, width, self.visual_style)
        lines = DRAWN.get(key)
        if lines is None:
            visual = visualize(self, Markdown(self.markdown))
            lines = Visual.to_strips(self, visual, width, None, key[2])
            DRAWN[key] = lines
        self.lines, self.drawn_as = lines, key
        self.virtual_size = Size(width, len(lines))

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if self.drawn_as != (self.markdown, width, self.visual_style):
            self.lay_out()  # a new theme, or the first line drawn
        index = y + self.scroll_offset.y
        if 0 <= index < len(self.lines):
            return self.lines[index]
        return Strip.blank(width, self.visual_style.rich_style)
