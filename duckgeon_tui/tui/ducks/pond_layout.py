"""Where each pond space sits on screen: the hexagon drawn as offset rows of ASCII hexes.

Each space is `| x |` four columns wide (walls shared), rows sit two lines apart with `/ \\`
roofs between them, and each row is indented by half a space per step away from row e.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from duckgeon_tui.ducks.board import ROW_LENGTHS, SPACES, row_col

CELL = 4  # columns per space, counting one shared wall
MARGIN_X = 3  # room for a row's first space's name on the left (its last one's on the right)
MARGIN_Y = 1  # room for the numbers above row a
ROWS = len(ROW_LENGTHS)
WIDEST = max(ROW_LENGTHS)
WIDTH = MARGIN_X * 2 + WIDEST * CELL + 1
HEIGHT = MARGIN_Y * 2 + ROWS * 2 + 1


@dataclass(frozen=True)
class Spot:
    """A space's place on screen: its left wall column and the line its interior is on."""

    x: int
    y: int

    @property
    def centre(self) -> int:
        return self.x + 2


def indent(row: int) -> int:
    """Left margin of a row's first wall, before the letter margin is added."""
    return (WIDEST - ROW_LENGTHS[row]) * CELL // 2


@cache
def spots() -> tuple[Spot, ...]:
    """Screen spot of every space, in board order."""
    result = []
    for index in range(len(SPACES)):
        row, col = row_col(index)
        result.append(Spot(MARGIN_X + indent(row) + col * CELL, MARGIN_Y + 1 + row * 2))
    return tuple(result)


@cache
def labels() -> tuple[tuple[int, int, str], ...]:
    """Where the spaces' names are written (column, line, text): each row's first and last
    space at its two ends (`d1 ... d8`), and the numbers of rows a and i above and below them."""
    result: list[tuple[int, int, str]] = []
    first = 0
    for length in ROW_LENGTHS:
        left, right = spots()[first], spots()[first + length - 1]
        result.append((left.x - 3, left.y, SPACES[first]))
        result.append((right.x + CELL + 2, right.y, SPACES[first + length - 1]))
        first += length
    for index, name in enumerate(SPACES):
        if name[0] in "ai":
            spot = spots()[index]
            result.append((spot.centre, spot.y - 2 if name[0] == "a" else spot.y + 2, name[1:]))
    return tuple(result)


@cache
def _by_centre() -> dict[tuple[int, int], int]:
    return {(spot.centre, spot.y): index for index, spot in enumerate(spots())}


def space_at(x: int, y: int) -> int | None:
    """The space drawn at a screen cell (its interior, or the roof or floor point), if any."""
    best: tuple[int, int] | None = None
    for (cx, cy), index in _by_centre().items():
        dx, dy = abs(x - cx), abs(y - cy)
        if (dx <= 1 and dy == 0) or (dx == 0 and dy == 1):
            distance = dx + dy
            if best is None or distance < best[0]:
                best = (distance, index)
    return None if best is None else best[1]


# Screen steps (columns, lines) for the six hex directions and the key that names each.
STEPS: dict[str, tuple[int, int]] = {
    "up_left": (-2, -2),
    "up_right": (2, -2),
    "left": (-CELL, 0),
    "right": (CELL, 0),
    "down_left": (-2, 2),
    "down_right": (2, 2),
}


def step(index: int, direction: str) -> int:
    """The space one step away in a hex direction, or the same space at the edge."""
    dx, dy = STEPS[direction]
    spot = spots()[index]
    return _by_centre().get((spot.centre + dx, spot.y + dy), index)


def vertical(index: int, down: bool, column: int) -> int:
    """Up or down one row, taking the diagonal that stays nearer a screen column."""
    names = ("down_left", "down_right") if down else ("up_left", "up_right")
    options = [step(index, name) for name in names]
    options = [option for option in options if option != index]
    if not options:
        return index
    return min(options, key=lambda option: abs(spots()[option].centre - column))
