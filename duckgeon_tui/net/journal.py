"""The table's journal: every action the host accepts, one notation a line, appended before
anyone hears of it, so that a host killed between two autosaves loses no action."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.saves.files import atomic_write, read_bounded

MAX_JOURNAL_BYTES = 8 * 1024 * 1024


class Journal:
    """An open journal: the game's log so far, then each action as it is accepted."""

    def __init__(self, path: Path, log: Sequence[str]) -> None:
        self.path = path
        atomic_write(path, "".join(f"{line}\n" for line in log).encode())
        self._fd: int | None = os.open(path, os.O_WRONLY | os.O_APPEND)

    def append(self, notation: str) -> None:
        """Add an action (written to the system at once: it outlives this process)."""
        if self._fd is not None:
            os.write(self._fd, f"{notation}\n".encode())

    def close(self) -> None:
        """Close the file (it stays, for the next `--continue`)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def read_journal(path: Path) -> list[str]:
    """The actions of a journal (none when there is no journal; a line cut short by a kill
    while it was written is left out)."""
    try:
        raw = read_bounded(path, MAX_JOURNAL_BYTES)
    except UnreadableFile:
        return []
    text = raw.decode("utf-8", "replace")
    lines = text.split("\n")
    return [line for line in lines[:-1] if line]


def missing_actions(log: Sequence[str], journal: Sequence[str]) -> list[str]:
    """The journal's actions after those of the saved log (none when the journal is of another
    game: it does not start with the saved log)."""
    if len(journal) <= len(log) or list(journal[: len(log)]) != list(log):
        return []
    return list(journal[len(log) :])
