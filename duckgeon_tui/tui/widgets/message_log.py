"""The message log: every event with its arithmetic, colour-coded, repeats folded as xN."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.colours import GameColours

GOOD = frozenset({"heal", "loot", "cleared", "objective", "clue", "rank", "buy", "arrive", "soak"})
BAD = frozenset(
    {
        "damage",
        "knockout",
        "death",
        "condition",
        "snare",
        "free_lost",
        "lost_dice",
        "strolling",
        "omen",
    }
)
LOUD = frozenset(
    {EventKind.TURN, EventKind.ROOM, EventKind.OVER, EventKind.BOOSTER, EventKind.CLOCK}
)
ROLLS = frozenset({"roll", "room_table", "goose", "resist", "attack", "loot_counter"})


@dataclass
class Entry:
    """One line of the log and how many times in a row it happened."""

    kind: str
    text: str
    count: int = 1


class MessageLog(ScrollView, can_focus=True):
    """Keeps the newest line in view unless the player scrolled back."""

    # The scrollbar's room is kept from the start: lines wrapped before it showed would lose
    # their last characters under it.
    DEFAULT_CSS = """
    MessageLog {
        scrollbar-gutter: stable;
        overflow-x: hidden;
        border-title-align: right;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("k", "scroll_up", "Scroll up", show=False),
        Binding("j", "scroll_down", "Scroll down", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.colours: GameColours | None = None
        """The colours of the lines: a new theme's recolours them all."""
        self.entries: list[Entry] = []
        self.lines: list[Strip] = []
        self.wrapped: list[list[Strip]] = []
        """Each entry's lines, at `wrap_width`."""
        self.wrap_width = 0
        self.known: dict[tuple[str, str, int], list[Strip]] = {}
        """The lines of the entries shown, by (kind, text, count), at `wrap_width` in
        `colours`."""
        self.end_pending = False
        """A scroll to the newest line is on its way (lines added meanwhile still follow)."""
        self.unseen = 0
        """Messages added while the player has the log scrolled back (shown on its edge)."""
        self.scrolled_back = False
        """The player scrolled up: new lines no longer pull the log down to them (a log made
        shorter by the screen's layout still follows)."""

    def add(self, kind: str, text: str) -> None:
        """Add a line (or count one more of the same)."""
        if self.entries and self.entries[-1].kind == kind and self.entries[-1].text == text:
            self.entries[-1].count += 1
            self.wrapped.pop()
        else:
            self.entries.append(Entry(kind, text))
        if self.wrap_width != self.width_now() or len(self.wrapped) != len(self.entries) - 1:
            self.rewrap()
            return
        self.wrapped.append(self.wrap(self.entries[-1]))  # only the newest entry is new
        self.show_lines()

    def reset(self, lines: Iterable[tuple[str, str]]) -> None:
        """Show these lines (kind, text) in place of everything before (a replay's step)."""
        self.entries = []
        for kind, text in lines:
            if self.entries and self.entries[-1].kind == kind and self.entries[-1].text == text:
                self.entries[-1].count += 1
            else:
                self.entries.append(Entry(kind, text))
        self.rewrap()

    def style_of(self, kind: str) -> Style:
        """The colour of an event kind."""
        if self.colours is None:
            self.colours = GameColours.of(self)
        pal = self.colours
        if kind in BAD:
            return Style(color=pal.bad)
        if kind in GOOD:
            return Style(color=pal.good)
        if kind in LOUD:
            return Style(color=pal.info, bold=True)
        if kind in ROLLS:
            return Style(color=pal.roll)
        if kind == "error":
            return Style(color=pal.bad, bold=True, reverse=True)
        return Style()

    def width_now(self) -> int:
        """The width entries are wrapped to (the scrollbar's room left out)."""
        return max(self.scrollable_content_region.width - 1, 20)

    def wrap(self, entry: Entry) -> list[Strip]:
        """One entry's lines at the wrap width."""
        suffix = f"  x{entry.count}" if entry.count > 1 else ""
        text = Text(entry.text + suffix, style=self.style_of(entry.kind))
        lines: list[Strip] = []
        for part in text.wrap(self.app.console, self.wrap_width):
            segments = [Segment(s.text, s.style) for s in part.render(self.app.console)]
            lines.append(Strip(segments).simplify())
        return lines

    def rewrap(self) -> None:
        """Wrap every entry to the widget's width and keep the bottom in view. An entry
        wrapped before at this width and in these colours keeps its lines: a replay's step
        shows the same few hundred lines as the step before, one or two more."""
        width, colours = self.width_now(), GameColours.of(self)
        known = self.known if (width, colours) == (self.wrap_width, self.colours) else {}
        self.wrap_width, self.colours = width, colours
        wrapped = []
        for entry in self.entries:
            key = (entry.kind, entry.text, entry.count)
            lines = known.get(key)
            if lines is None:
                lines = known[key] = self.wrap(entry)
            wrapped.append(lines)
        self.wrapped = wrapped
        # Only the lines shown now are kept, so what is kept never outgrows the log.
        self.known = {
            (e.kind, e.text, e.count): lines for e, lines in zip(self.entries, wrapped, strict=True)
        }
        self.show_lines()

    def show_lines(self) -> None:
        """Show the wrapped entries and keep the bottom in view."""
        at_bottom = self.end_pending or not self.scrolled_back or self.scroll_y >= self.max_scroll_y
        lines = [line for entry_lines in self.wrapped for line in entry_lines]
        self.lines = lines
        self.virtual_size = Size(self.wrap_width, len(lines))
        if at_bottom:
            self.end_pending = True
            self.call_after_refresh(self.follow)
        elif lines:
            self.unseen += 1
            self.retitle()
        self.refresh()

    def retitle(self, focused: bool | None = None) -> None:
        """The log's edge: the messages the player has not scrolled down to, and the keys
        while it has them."""
        focused = self.has_focus if focused is None else focused
        keys = "Up/Down, PageUp: scroll  End: the newest  m: back to the map"
        if self.unseen:
            new = f"{self.unseen} new messages v"
            self.border_title = f"{new}  {keys}" if focused else f"{new} (End: the newest)"
        else:
            self.border_title = f"The log: {keys}" if focused else ""

    def on_focus(self) -> None:
        self.retitle(focused=True)

    def on_blur(self) -> None:
        self.retitle(focused=False)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if new_value < min(old_value, self.max_scroll_y):
            self.end_pending = False  # the player scrolled back: a follow on its way is dropped
            self.scrolled_back = True
        if new_value >= self.max_scroll_y:
            self.scrolled_back = False  # back at the newest line: the log follows again
            if self.unseen:
                self.unseen = 0
                self.retitle()

    def follow(self) -> None:
        """Scroll to the newest line (unless the player scrolled back meanwhile)."""
        if self.end_pending:
            self.scroll_end(animate=False, on_complete=self.followed)

    def followed(self) -> None:
        """The newest line is in view."""
        if self.end_pending and self.scroll_y < self.max_scroll_y:
            # Lines came in while the scroll was on its way (their size was not laid out yet).
            self.call_after_refresh(self.follow)
            return
        self.end_pending = False
        if self.screen is not self.app.screen:
            # Under a dialog opened meanwhile: the scroll shows once the dialog's screen,
            # which draws the one under it, is drawn again.
            self.app.screen.refresh()

    def on_resize(self) -> None:
        if self.width_now() != self.wrap_width:
            self.rewrap()
        elif not self.scrolled_back and self.scroll_y < self.max_scroll_y:
            self.end_pending = True  # made shorter: the newest line stays in view
            self.call_after_refresh(self.follow)

    def render_line(self, y: int) -> Strip:
        top = self.scroll_offset.y
        if self.end_pending:
            # The scroll to the newest line is on its way (a long log told again on Continue
            # is laid out first): show the newest lines now, never the oldest meanwhile.
            top = max(top, len(self.lines) - self.scrollable_content_region.height)
        row = y + top
        width, base = self.size.width, self.rich_style  # the theme's background, not the terminal's
        if 0 <= row < len(self.lines):
            return self.lines[row].apply_style(base).crop_extend(0, width, base)
        return Strip.blank(width, base)
