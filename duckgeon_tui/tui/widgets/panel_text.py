"""Lines of the side panel that fit its width: short pieces (a STAT, a card, a Condition)
laid out in a row, the row going on under its own indent when the next piece would not fit,
so that no line starts at the panel's edge and no word is cut in two."""

from __future__ import annotations

from collections.abc import Iterator

from rich.text import Text
from textual.widget import Widget


def panel_width(widget: Widget) -> int:
    """The width a panel's lines fit in: the panel's own less its padding and border.
    (`Widget.content_size` looks the widget up in the screen's map of every widget, which a
    screen drawn beneath a dialog has not made: it arranged the whole dungeon again, twice,
    before the game's first prompt.)"""
    return max(0, widget.outer_size.width - widget.styles.gutter.width)


def _words(piece: Text, room: int, gap: str) -> Iterator[tuple[str, Text]]:
    """A piece as `(gap before it, text)`: whole, or word by word when it is longer than
    `room` (each word after the first one space after the one before)."""
    if room <= 0 or piece.cell_len <= room or " " not in piece.plain:
        yield gap, piece
        return
    for number, word in enumerate(piece.split(" ", include_separator=False)):
        yield (gap if number == 0 else " "), word


def flowed(pieces: list[Text | str], width: int, indent: int = 2, gap: str = "  ") -> Text:
    """The pieces in one row from `indent`, `gap` between them, ending in a newline; a piece
    that would pass `width` starts a new row at `indent` + 2 (a width of 0: one row)."""
    text = Text(" " * indent)
    column = indent
    room = width - indent - 2
    first = True
    for piece in pieces:
        for before, part in _words(Text(piece) if isinstance(piece, str) else piece, room, gap):
            if not first:
                if width > 0 and column + len(before) + part.cell_len > width:
                    text.append("\n" + " " * (indent + 2))
                    column = indent + 2
                else:
                    text.append(before)
                    column += len(before)
            first = False
            text.append_text(part)
            column += part.cell_len
    text.append("\n")
    return text
