"""Content errors: one problem in one file at one line, and the exception that carries them all."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field

from duckgeon_tui.printable import printable
from duckgeon_tui.quick_dataclasses import dataclass

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Content files above this size are refused (the whole base game is a few hundred KB)."""
MAX_REPORTED = 200
"""Reports list the first this many errors, then say how many more there are."""
MAX_LOCATED = 1000
"""The most errors of one file given a line and column; the others are only counted."""


@dataclass(frozen=True, order=True)
class ContentError:
    """One problem in a content file, at a 1-based line and column, under a field path."""

    file: str
    line: int
    column: int
    path: str
    message: str
    unlisted: int = field(default=0, compare=False)
    """How many more errors of the file this one stands for (counted, not located)."""

    def __str__(self) -> str:
        # File names, keys and values come from the mod: control characters are escaped, so
        # that an error line can neither drive the terminal nor forge another line.
        where = f"{printable(self.file)}:{self.line}:{self.column}"
        message = printable(self.message)
        return f"{where}: {printable(self.path)}: {message}" if self.path else f"{where}: {message}"

    def to_dict(self) -> dict[str, str | int]:
        """The error as the JSON object `duckgeon validate --json` prints."""
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "path": self.path,
            "message": self.message,
        }


def count(errors: Iterable[ContentError]) -> int:
    """How many errors these are, the unlisted ones included."""
    return sum(1 + error.unlisted for error in errors)


def report_lines(errors: Sequence[ContentError], limit: int = MAX_REPORTED) -> list[str]:
    """The errors as lines for a reader: the first `limit`, then how many more there are."""
    lines = [str(error) for error in errors[:limit]]
    more = count(errors) - len(lines)
    if more > 0:
        lines.append(f"... and {more} more errors (fix these first)")
    return lines


def sort_errors(errors: Iterable[ContentError]) -> list[ContentError]:
    """Sort by file and line, and fold errors at the same place (union alternatives) into one."""
    merged: dict[tuple[str, int, int, str], tuple[list[str], int]] = {}
    for error in errors:
        key = (error.file, error.line, error.column, error.path)
        messages, unlisted = merged.get(key, ([], 0))
        if error.message not in messages:
            messages.append(error.message)
        merged[key] = (messages, unlisted + error.unlisted)
    return [
        ContentError(file, line, column, path, "; or ".join(messages), unlisted)
        for (file, line, column, path), (messages, unlisted) in sorted(merged.items())
    ]


class ContentErrors(Exception):
    """Raised by the loader with every error of every file, sorted by file and line, and the
    counts of what could be read despite them."""

    def __init__(
        self, errors: Iterable[ContentError], counts: dict[str, int] | None = None
    ) -> None:
        self.errors: list[ContentError] = sort_errors(errors)
        self.counts: dict[str, int] = dict(counts or {})
        self.total = count(self.errors)
        """How many errors there are, the unlisted ones of very broken files included."""
        super().__init__("\n".join(report_lines(self.errors)))


def too_big(display: str, size: int) -> ContentError:
    """The error for a file over the size cap."""
    megabytes = size / (1024 * 1024)
    limit = MAX_FILE_BYTES // (1024 * 1024)
    return ContentError(
        display,
        1,
        1,
        "",
        f"the file is {megabytes:.1f} MB; content files may be at "
        f"most {limit} MB (split it into several files)",
    )
