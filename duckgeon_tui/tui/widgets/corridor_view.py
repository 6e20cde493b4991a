"""The party walking a corridor: its glyphs moving space by space, each Strolling check as it
comes (Line API); stepped by a timer when animation is on, shown whole when it is off."""

from __future__ import annotations

import asyncio

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.message import Message
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.colours import GameColours, restyle_after_refresh
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.widgets.map_view import CELL, duck_cell

Line = list[tuple[str, Style]]
"""One line of the view: its pieces of text and their styles."""
INDENT = "   "
"""The start of a wrapped line's continuation."""
GRID_START = 3
"""The index of the corridor's top wall among the built lines (after the heading lines); the
walls, the rows of spaces and the line of check marks follow it."""

STEP_SECONDS = 0.08
"""How long the party takes per space when animation is on."""
SIX_PAUSE_STEPS = 5
"""Extra ticks the party stands still when a check rolls a six."""


class CorridorView(Widget, can_focus=True):
    """The corridor as a strip of spaces between two doors; any key ends the walk at once."""

    class Stepped(Message):
        """The party is one space further along (or at the far door)."""

        def __init__(self, walk: CorridorWalk, step: int) -> None:
            super().__init__()
            self.walk = walk
            self.step = step

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game = game
        self.walk: CorridorWalk | None = None
        self.step = 0
        self.pause = 0
        self.timer: Timer | None = None
        self.finished = asyncio.Event()
        self.finished.set()
        self.lines: list[Line] = []
        self.colours: GameColours | None = None
        """The colours the lines were built with."""

    @property
    def walking(self) -> bool:
        """Whether the party is still on its way (the timer is stepping)."""
        return not self.finished.is_set()

    def play(self, game: Game, walk: CorridorWalk, animate: bool) -> None:
        """Show a walk: step by step on a timer, or straight to its end."""
        self.game, self.walk = game, walk
        self.stop_timer()
        if animate and walk.length > 0:
            self.step, self.pause = 0, 0
            self.finished.clear()
            self.timer = self.set_interval(STEP_SECONDS, self.tick)
        else:
            self.step = walk.length
            self.finished.set()
        self.redraw()

    def tick(self) -> None:
        """One space further (or a moment's pause after a six)."""
        walk = self.walk
        if walk is None:
            self.finish()
            return
        if self.pause:
            self.pause -= 1
            return
        self.step += 1
        if any(walk.check_at(i) == self.step and f == 6 for i, f in enumerate(walk.checks)):
            self.pause = SIX_PAUSE_STEPS
        if self.step >= walk.length:
            self.finish()
        else:
            self.redraw()

    def finish(self) -> None:
        """The party is at the far door: stop the timer, show everything."""
        self.stop_timer()
        if self.walk is not None:
            self.step = self.walk.length
        self.finished.set()
        self.redraw()

    def stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def on_key(self, event: events.Key) -> None:
        if self.walking:
            event.stop()
            self.finish()

    def on_click(self) -> None:
        if self.walking:
            self.finish()

    # Drawing -------------------------------------------------------------------------------

    def redraw(self) -> None:
        """Build the lines of the walk as it stands; the words wrap to the view's width (the
        corridor itself does not: a long one is cut at the edge)."""
        if self.walk is not None:
            self.post_message(self.Stepped(self.walk, self.step))
        built = self.build() if self.walk is not None else []
        grid = range(GRID_START, GRID_START + self.grid_rows() + 3)
        width = self.size.width or 80
        self.lines = [
            piece
            for index, line in enumerate(built)
            for piece in ([line] if index in grid else wrap(line, width - 1))
        ]
        self.refresh()

    def on_resize(self) -> None:
        self.redraw()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        restyle_after_refresh(self, self.restyle)

    def restyle(self) -> None:
        """Draw the walk again in the theme's colours, if they changed."""
        if self.walk is not None and GameColours.of(self) != self.colours:
            self.redraw()

    def grid_rows(self) -> int:
        """The corridor's rows of spaces."""
        return max(self.walk.width, 1) if self.walk is not None else 0

    def build(self) -> list[Line]:
        walk = self.walk
        assert walk is not None
        pal = self.colours = GameColours.of(self)
        plain = Style()
        head = Style(bold=True)
        wall = Style(color=pal.wall, bold=True)
        floor = Style(color=pal.floor)
        door = Style(color=pal.door, bold=True)
        lines: list[Line] = [
            [
                (f" Room {walk.from_room} {walk.from_name} ({walk.from_door} door)", head),
                ("  ->  ", plain),
                (f"Room {walk.to_room} {walk.to_name} ({walk.to_door} door)", head),
            ],
            [(f" The corridor: {walk.length} spaces, {walk.width} wide", Style(dim=True))],
            [],
        ]
        span = walk.length * CELL
        lines.append([(" ##", wall), ("#" * span, wall), ("##", wall)])
        party = [duck_cell(self.game, i, d, pal) for i, d in enumerate(self.game.ducks)]
        per_row = max(1, -(-len(party) // max(walk.width, 1)))
        for row in range(self.grid_rows()):
            cells: Line = [(" ' ", door)]
            mine = party[row * per_row : (row + 1) * per_row]
            for space in range(1, walk.length + 1):
                behind = self.step - space
                if 0 <= behind < len(mine):
                    cell = mine[behind]
                    cells.append((cell.text, cell.style))
                else:
                    cells.append((". ", floor))
            cells.append(("'", door))
            lines.append(cells)
        lines.append([(" ##", wall), ("#" * span, wall), ("##", wall)])
        marks: Line = [("   ", plain)]
        column = 0
        for index, face in enumerate(walk.checks):
            at = walk.check_at(index)
            if at > self.step:
                break
            gap = (at - 1) * CELL - column
            style = Style(color=pal.bad if face == 6 else pal.roll, bold=True)
            marks += [(" " * max(gap, 0), plain), (f"^{face}", style)]
            column += max(gap, 0) + 2
        lines.append(marks)
        lines.append([])
        sixes = 0
        for index, face in enumerate(walk.checks):
            at = walk.check_at(index)
            if at > self.step:
                lines.append([(f" Space {at}: a Strolling check is still to come ...", floor)])
                continue
            words = f" Space {at}: Strolling check {face}"
            if face != 6:
                lines.append([(words + ": all quiet.", Style(color=pal.roll))])
                continue
            lines.append([(words + "! Something strolls this way ...", Style(color=pal.bad))])
            if sixes < len(walk.strolling):
                lines.append([("   " + walk.strolling[sixes], Style(color=pal.bad, bold=True))])
            sixes += 1
        if self.step >= walk.length:
            lines.append([])
            end = " The party reaches the door" + (
                ": the Strolling Beasties follow it in." if sixes else "."
            )
            lines.append([(end, head), ("  Roll the Room Table to enter.", Style(dim=True))])
        return lines

    def render_line(self, y: int) -> Strip:
        width, base = self.size.width, self.rich_style  # the theme's background, not the terminal's
        if not 0 <= y < len(self.lines):
            return Strip.blank(width, base)
        segments = [Segment(text, style) for text, style in self.lines[y]]
        return Strip(segments).apply_style(base).crop_extend(0, width, base)


def wrap(line: Line, width: int) -> list[Line]:
    """A line broken at spaces into lines of at most `width` cells, the later ones indented."""
    if sum(len(text) for text, _ in line) <= width or width <= len(INDENT) + 8:
        return [line]
    out: list[Line] = []
    current: Line = []
    used = 0
    for text, style in line:
        for index, word in enumerate(text.split(" ")):
            piece = word if index == 0 else " " + word
            if used + len(piece) > width and used > len(INDENT):
                out.append(current)
                current, used = [(INDENT, Style())], len(INDENT)
                piece = piece.lstrip(" ")
            current.append((piece, style))
            used += len(piece)
    out.append(current)
    return out
