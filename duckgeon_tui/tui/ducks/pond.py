"""The pond widget: the 61-space hexagon drawn line by line, with a cursor to place on."""

from __future__ import annotations

from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from duckgeon_tui.ducks.board import INDEX
from duckgeon_tui.ducks.game import Colour
from duckgeon_tui.tui.ducks import pond_layout as layout
from duckgeon_tui.tui.ducks.picture import PondPicture

DUCK_CLASSES = {
    Colour.WHITE: "pond--white",
    Colour.BLACK: "pond--black",
    Colour.RED: "pond--red",
    Colour.BLUE: "pond--blue",
}
DUCK_GLYPH = "@"
CENTRE = INDEX["e5"]

Cell = tuple[str, Style]


class PondView(Widget, can_focus=True):
    """Draws a `PondPicture` as a hexagon with coordinates; arrows, q/e/a/d/z/c move the cursor."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "pond--frame",
        "pond--label",
        "pond--water",
        "pond--forbidden",
        "pond--legal",
        "pond--breadcrumb",
        "pond--cursor",
        "pond--hint",
        *DUCK_CLASSES.values(),
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "step('up_left')", "Move", key_display="arrows/q e a d z c"),
        Binding("e", "step('up_right')", show=False),
        Binding("a", "step('left')", show=False),
        Binding("d", "step('right')", show=False),
        Binding("z", "step('down_left')", show=False),
        Binding("c", "step('down_right')", show=False),
        Binding("left", "step('left')", show=False),
        Binding("right", "step('right')", show=False),
        Binding("up", "vertical(False)", show=False),
        Binding("down", "vertical(True)", show=False),
        Binding("enter,space", "choose", "Place"),
    ]

    DEFAULT_CSS = f"""
    PondView {{
        width: {layout.WIDTH};
        height: {layout.HEIGHT};
    }}
    """

    cursor: reactive[int] = reactive(CENTRE)
    letters: reactive[bool] = reactive(False)

    class Chosen(Message):
        """The player picked a space (Enter, Space or a click)."""

        def __init__(self, space: int) -> None:
            self.space = space
            super().__init__()

    class CursorMoved(Message):
        """The cursor went to another space."""

        def __init__(self, space: int) -> None:
            self.space = space
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._picture = PondPicture.empty()
        self._column: int | None = None
        self._lines: list[Strip] | None = None

    @property
    def picture(self) -> PondPicture:
        return self._picture

    def show(self, picture: PondPicture) -> None:
        """Draw another picture of the pond."""
        if picture != self._picture:
            self._picture = picture
            self._invalidate()

    def watch_cursor(self, old: int, new: int) -> None:
        if old != new:
            self.post_message(self.CursorMoved(new))
        self._invalidate()

    def watch_letters(self) -> None:
        self._invalidate()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._lines = None

    def _invalidate(self) -> None:
        self._lines = None
        self.refresh()

    def action_step(self, direction: str) -> None:
        self._column = None
        self.cursor = layout.step(self.cursor, direction)

    def action_vertical(self, down: bool) -> None:
        if self._column is None:
            self._column = layout.spots()[self.cursor].centre
        self.cursor = layout.vertical(self.cursor, down, self._column)

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self.cursor))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        space = layout.space_at(event.x, event.y)
        if space is not None:
            self._column = None
            self.cursor = space

    def on_click(self, event: events.Click) -> None:
        space = layout.space_at(event.x, event.y)
        if space is not None:
            self.cursor = space
            self.post_message(self.Chosen(space))

    def render_line(self, y: int) -> Strip:
        if self._lines is None:
            self._lines = self._draw()
        if 0 <= y < len(self._lines):
            return self._lines[y]
        return Strip.blank(self.size.width, self.rich_style)

    def _draw(self) -> list[Strip]:
        base = self.rich_style
        grid: list[list[Cell]] = [[(" ", base)] * layout.WIDTH for _ in range(layout.HEIGHT)]
        frame = base + self.get_component_rich_style("pond--frame", partial=True)
        label = base + self.get_component_rich_style("pond--label", partial=True)
        spots = layout.spots()
        for spot in spots:
            self._draw_walls(grid, spot, frame)
        for index, spot in enumerate(spots):
            self._draw_space(grid, index, spot, base)
        self._draw_labels(grid, label)
        return [Strip([Segment(char, style) for char, style in row]).simplify() for row in grid]

    @staticmethod
    def _draw_walls(grid: list[list[Cell]], spot: layout.Spot, frame: Style) -> None:
        x, y = spot.x, spot.y
        grid[y][x] = ("|", frame)
        grid[y][x + 4] = ("|", frame)
        grid[y - 1][x + 1] = ("/", frame)
        grid[y - 1][x + 3] = ("\\", frame)
        grid[y + 1][x + 1] = ("\\", frame)
        grid[y + 1][x + 3] = ("/", frame)

    def _draw_space(
        self, grid: list[list[Cell]], index: int, spot: layout.Spot, base: Style
    ) -> None:
        picture = self._picture
        style = self._style
        fill = base + style("pond--forbidden" if index in picture.forbidden else "pond--water")
        glyph = " "
        duck = picture.cells[index]
        if duck is not None:
            fill = base + style(DUCK_CLASSES[duck])
            glyph = duck.letter if self.letters else DUCK_GLYPH
        elif index == picture.breadcrumb:
            fill = base + style("pond--breadcrumb")
            glyph = "*"
        elif index == picture.hint:
            fill = fill + style("pond--hint")
            glyph = "+"
        elif index in picture.legal:
            fill = fill + style("pond--legal")
            glyph = "."
        x, y = spot.x, spot.y
        left = right = (" ", fill)
        if index == self.cursor:
            mark = fill + style("pond--cursor")
            left, right = ("[", mark), ("]", mark)
        grid[y][x + 1] = left
        grid[y][x + 2] = (glyph, fill)
        grid[y][x + 3] = right

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name, partial=True)

    @staticmethod
    def _draw_labels(grid: list[list[Cell]], label: Style) -> None:
        for x, y, text in layout.labels():
            for offset, char in enumerate(text):
                grid[y][x + offset] = (char, label)
