"""The pond notation: rows `a` to `i` joined by `/`, then the colour to move.

In a row `W` `B` `R` `U` are white, black, red and blue ducks, `*` the breadcrumb and a digit a
run of empty spaces, e.g. `WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from duckgeon_tui.ducks.board import COUNT, EDGE, ROW_LENGTHS, ROW_LETTERS, SPACES
from duckgeon_tui.ducks.colours import DUCKS_PER_PLAYER, Colour
from duckgeon_tui.ducks.errors import BadPosition

CRUMB = "*"
_DUCK_LETTERS = {c.letter: c for c in Colour}


@dataclass(frozen=True)
class Position:
    """A read position: what stands on each space, the breadcrumb, who moves, how many play."""

    cells: tuple[Colour | None, ...]
    crumb: int | None
    to_move: Colour
    players: int


def format_position(cells: Sequence[Colour | None], crumb: int | None, to_move: Colour) -> str:
    """Write a position in the notation."""
    rows: list[str] = []
    start = 0
    for length in ROW_LENGTHS:
        text, empty = "", 0
        for i in range(start, start + length):
            cell = cells[i]
            mark = CRUMB if i == crumb else (cell.letter if cell is not None else "")
            if not mark:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += mark
        if empty:
            text += str(empty)
        rows.append(text)
        start += length
    return "/".join(rows) + " " + to_move.to_move_letter


def _parse_rows(board: str) -> tuple[list[Colour | None], int | None]:
    rows = board.split("/")
    if len(rows) != len(ROW_LENGTHS):
        raise BadPosition(f"a position has 9 rows (a to i) joined by '/', not {len(rows)}")
    cells: list[Colour | None] = []
    crumb: int | None = None
    for letter, length, row in zip(ROW_LETTERS, ROW_LENGTHS, rows, strict=True):
        count = 0
        for ch in row:
            if ch in "123456789":
                cells.extend([None] * int(ch))
                count += int(ch)
            elif ch in _DUCK_LETTERS:
                cells.append(_DUCK_LETTERS[ch])
                count += 1
            elif ch == CRUMB:
                if crumb is not None:
                    raise BadPosition("a position has at most one breadcrumb '*'")
                crumb = len(cells)
                cells.append(None)
                count += 1
            else:
                raise BadPosition(
                    f"row {letter}: unexpected {ch!r} (use W B R U, '*' or a digit 1-9)"
                )
        if count != length:
            raise BadPosition(f"row {letter} has {length} spaces, not {count}")
    return cells, crumb


def _check_colours(cells: list[Colour | None], players: int | None) -> int:
    present = {c for c in cells if c is not None}
    if players is None:
        players = max((c.value for c in present), default=-1) + 1
        if players < 2:
            raise BadPosition("a position needs white and black ducks at least")
        for colour in Colour:
            if colour.value < players and colour not in present:
                raise BadPosition(
                    f"there are {Colour(players - 1).name_lower} ducks "
                    f"but no {colour.name_lower} ones"
                )
    elif any(c.value >= players for c in present):
        raise BadPosition(f"a {players}-player game has no such ducks")
    return players


def _check_counts(
    cells: list[Colour | None], crumb: int | None, players: int, to_move: Colour, drafting: bool
) -> None:
    counts = [sum(1 for c in cells if c is colour) for colour in Colour][:players]
    ducks = DUCKS_PER_PLAYER[players]
    placed = sum(counts)
    if placed == ducks * players or not drafting or crumb is not None:
        for colour, count in zip(Colour, counts, strict=False):
            if count != ducks:
                raise BadPosition(
                    f"a {players}-player game has {ducks} {colour.name_lower} ducks, not {count}"
                )
        return
    # A pond still being filled in the draft: every duck on the edge, placed in turn order.
    off_edge = [SPACES[i] for i, c in enumerate(cells) if c is not None and i not in EDGE]
    if off_edge:
        raise BadPosition(f"during the draft every duck is on the edge, not on {off_edge[0]}")
    for colour, count in zip(Colour, counts, strict=False):
        expected = placed // players + (1 if colour.value < placed % players else 0)
        if count != expected:
            raise BadPosition(
                f"after {placed} ducks of the draft, {colour.name_lower} has "
                f"{expected} ducks, not {count}"
            )
    if to_move.value != placed % players:
        raise BadPosition(
            f"after {placed} ducks of the draft, "
            f"{Colour(placed % players).name_lower} places the next"
        )


def parse_position(text: str, players: int | None = None) -> Position:
    """Read a position; with `players` given it may also be a pond still being drafted."""
    parts = text.split()
    if len(parts) != 2:
        raise BadPosition("a position is the 9 rows, a space, then the colour to move (w b r u)")
    board, mover = parts
    cells, crumb = _parse_rows(board)
    drafting = players is not None
    players = _check_colours(cells, players)
    movers = {c.to_move_letter: c for c in Colour if c.value < players}
    if mover not in movers:
        raise BadPosition(f"colour to move must be one of {' '.join(movers)}, not {mover!r}")
    to_move = movers[mover]
    _check_counts(cells, crumb, players, to_move, drafting)
    assert len(cells) == COUNT
    return Position(tuple(cells), crumb, to_move, players)
