"""The page of Help being read: Markdown drawn once per width and kept, shown a line at a time,
the words searched for picked out where they are drawn."""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.markdown import Markdown
from rich.style import Style as RichStyle
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style
from textual.visual import Visual, visualize

DRAWN: LRUCache[tuple[str, int, Style, tuple[str, ...]], list[Strip]] = LRUCache(64)
"""Pages already drawn, by Markdown, width, style and the words picked out: reading a page again,
or opening Help again, draws nothing."""
FOUND = RichStyle(bold=True, reverse=True)
"""A word searched for, where the page shows it."""


def picked_out(strip: Strip, words: re.Pattern[str]) -> Strip:
    """The line with every match of `words` drawn in `FOUND` (found in the drawn text, so a
    word inside code, a heading or bold text is picked out the same, and the Markdown is left
    as written)."""
    text = strip.text
    spans = [(cell_len(text[: m.start()]), cell_len(text[: m.end()])) for m in words.finditer(text)]
    if not spans:
        return strip
    cuts = sorted({cut for span in spans for cut in span if cut > 0} | {strip.cell_length})
    pieces, start = [], 0
    for piece, end in zip(strip.divide(cuts), cuts, strict=True):
        found = any(low <= start and end <= high for low, high in spans)
        pieces.append(piece.apply_style(FOUND) if found else piece)
        start = end
    return Strip.join(pieces)


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
        self.words: tuple[str, ...] = ()
        """The words searched for, picked out on the page."""
        self.drawn_as: tuple[str, int, Style, tuple[str, ...]] | None = None
        """The Markdown, width, style and words `lines` were drawn for."""
        self.find_when_sized = False
        """Shown before it had a width: scroll to the first word found once it has one."""

    def show(self, markdown: str, words: tuple[str, ...] = ()) -> None:
        """Show this Markdown with these words picked out, from its top, or from a little above
        the first line that has one of them."""
        if (markdown, words) != (self.markdown, self.words):
            self.markdown, self.words = markdown, words
            self.lay_out()
            self.refresh()
        if self.drawn_as is not None and self.drawn_as[0] == markdown and self.drawn_as[3] == words:
            self.start_at_found()
        else:
            self.find_when_sized = True

    def start_at_found(self) -> None:
        """Scroll to where reading starts, at once: the page's next frame (and a search's caller)
        already has it there, even before its scrollbar is shown."""
        self.find_when_sized = False
        self.scroll_to(y=self.first_found(), animate=False, immediate=True, force=True)

    def first_found(self) -> int:
        """Where to start reading: two lines above the first word found below the page's
        heading, or the top."""
        if not self.words:
            return 0
        wanted = [word.lower() for word in self.words]
        for index, line in enumerate(self.lines[1:], start=1):
            if any(word in line.text.lower() for word in wanted):
                return max(0, index - 2)
        return 0

    def on_resize(self) -> None:
        self.lay_out()
        if self.find_when_sized and self.drawn_as is not None:
            self.start_at_found()

    def lay_out(self) -> None:
        """Draw the page at the width there is, in the current colours (or take it as drawn
        before)."""
        width = self.scrollable_content_region.width
        if width <= 0:
            return
        key = (self.markdown, width, self.visual_style, self.words)
        lines = DRAWN.get(key)
        if lines is None:
            visual = visualize(self, Markdown(self.markdown))
            lines = Visual.to_strips(self, visual, width, None, key[2])
            if self.words:
                pattern = re.compile("|".join(map(re.escape, self.words)), re.IGNORECASE)
                lines = [picked_out(line, pattern) for line in lines]
            DRAWN[key] = lines
        self.lines, self.drawn_as = lines, key
        self.virtual_size = Size(width, len(lines))

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if self.drawn_as != (self.markdown, width, self.visual_style, self.words):
            self.lay_out()  # a new theme, or the first line drawn
        index = y + self.scroll_offset.y
        if 0 <= index < len(self.lines):
            return self.lines[index]
        return Strip.blank(width, self.visual_style.rich_style)
