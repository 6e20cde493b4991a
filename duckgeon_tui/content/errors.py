"""Content errors: one problem in one file at one line, and the exception that carries them all."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Content files above this size are refused (the whole base game is a few hundred KB)."""


@dataclass(frozen=True, order=True)
class ContentError:
    """One problem in a content file, at a 1-based line and column, under a field path."""

    file: str
    line: int
    column: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"

    def to_dict(self) -> dict[str, str | int]:
        """The error as the JSON object `duckgeon validate --json` prints."""
        return asdict(self)


def sort_errors(errors: Iterable[ContentError]) -> list[ContentError]:
    """Sort by file and line, and fold errors at the same place (union alternatives) into one."""
    merged: dict[tuple[str, int, int, str], list[str]] = {}
    for error in errors:
        messages = merged.setdefault((error.file, error.line, error.column, error.path), [])
        if error.message not in messages:
            messages.append(error.message)
    return [
        ContentError(file, line, column, path, "; or ".join(messages))
        for (file, line, column, path), messages in sorted(merged.items())
    ]


class ContentErrors(Exception):
    """Raised by the loader with every error of every file, sorted by file and line, and the
    counts of what could be read despite them."""

    def __init__(
        self, errors: Iterable[ContentError], counts: dict[str, int] | None = None
    ) -> None:
        self.errors: list[ContentError] = sort_errors(errors)
        self.counts: dict[str, int] = dict(counts or {})
        super().__init__("\n".join(str(error) for error in self.errors))


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
