"""A DuckDie drawn as a coloured face with its letter (and value once rolled)."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from duckgeon_tui.content.vocabulary import DIE_LETTERS
from duckgeon_tui.tui.colours import GameColours

DIE_ACTION = "die-action"
"""The style meta key naming the action a click on a die runs."""


def die_face(kind: str, pal: GameColours, value: int | None = None, click: str = "") -> Text:
    """` W ` on the die's colour; with a value, ` W6 `; clickable when `click` names an action."""
    fg, bg = pal.dice.get(kind, ("#FFFFFF", "#555555"))
    label = DIE_LETTERS.get(kind, "?")
    body = f" {label}{value} " if value is not None else f" {label} "
    style = Style(color=fg, bgcolor=bg, bold=True)
    if click:
        # Not Textual's "@click": that draws the letter in the theme's link colour, unreadable on
        # a white or amber face. The tray runs the action itself.
        style = style + Style.from_meta({DIE_ACTION: click})
    return Text(body, style=style)


def dice_row(kinds: list[str], pal: GameColours, click_prefix: str = "") -> Text:
    """Faces side by side; with `click_prefix` each is clickable as `prefix(index)`."""
    text = Text()
    for index, kind in enumerate(kinds):
        click = f"{click_prefix}({index})" if click_prefix else ""
        text.append_text(die_face(kind, pal, click=click))
        text.append(" ")
    return text
