"""Text from files made safe to show: control characters escaped as `repr` escapes them."""

from __future__ import annotations


def printable(text: str) -> str:
    """The text with every character that is not printable (escape sequences, newlines, bells)
    written as `repr` writes it (`\\x1b`, `\\n`), so a file cannot drive the terminal."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def shown(text: str, most: int = 40) -> str:
    """Text from outside as a message quotes it: printable, and cut to `most` characters
    (with an ellipsis) so that a name of thousands of characters never fills the screen."""
    safe = printable(text)
    return safe if len(safe) <= most else safe[: most - 1] + "\u2026"


def short_date(iso: str) -> str:
    """'2024-05-01 10:00' from a save's ISO 8601 time, escaped like any text from a file."""
    return printable(iso.replace("T", " ")[:16])
