"""Whether the app's terminal is still there: a window closed without quitting leaves the game
reading a terminal that is gone, which Textual's input thread then reads in a busy loop."""

from __future__ import annotations

import sys

try:
    import termios
except ImportError:  # no POSIX terminals (Windows): nothing to watch
    termios = None  # type: ignore[assignment]

WATCH_SECONDS = 1.0
"""How often the app looks (a look costs microseconds)."""


def terminal_gone(fd: int | None = None) -> bool:
    """Whether the terminal on `fd` (standard input by default) has hung up."""
    if termios is None:
        return False
    if fd is None:
        if sys.__stdin__ is None:
            return False
        fd = sys.__stdin__.fileno()
    try:
        termios.tcgetattr(fd)
    except (termios.error, OSError):
        return True
    return False
