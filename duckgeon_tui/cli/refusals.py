"""What the commands that open the app refuse before its screen opens: each check names the
argument and says why in one line, quoting what came from outside printable and cut short."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui.printable import shown

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content

MOST = 300
"""The longest refusal printed: a problem quoting a file or a name is cut there."""
PATH_MOST = 120
"""The longest path quoted."""


def one_line(problem: str) -> str:
    """A problem on one printable line: its first line (saying how many more there are), after
    the words that lead to it (a line ending in a colon)."""
    lines = [line.strip() for line in problem.splitlines() if line.strip()] or [""]
    while len(lines) > 1 and lines[0].endswith(":"):
        lines[:2] = [f"{lines[0]} {lines[1]}"]
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    return shown(lines[0], MOST - len(more)) + more


def refuse(command: str, problem: str, code: int = 2) -> int:
    """Print `duckgeon COMMAND: problem` on one line to stderr; the exit code (2 by default:
    the arguments are at fault; 1: they were fine and the work failed)."""
    print(f"duckgeon {command}: {one_line(problem)}", file=sys.stderr)
    return code


def saves_problem(saves: Path | None) -> str | None:
    """What is wrong with a --saves folder (the game makes one that is missing)."""
    if saves is not None and saves.exists() and not saves.is_dir():
        return f"--saves: {shown(str(saves), PATH_MOST)} is a file, not a folder"
    return None


def file_problem(path: Path) -> str | None:
    """Why `path` is not a file the game can read, if it is not."""
    where = shown(str(path), PATH_MOST)
    if path.is_dir():
        return f"{where} is a folder, not a file"
    if not path.exists():
        return f"{where}: there is no such file"
    if not path.is_file():
        return f"{where} is not a plain file (a pipe or a device)"
    return None


def content_or_problem(mods: tuple[Path, ...]) -> Content | str:
    """The content the app would play with, or why it does not load (in one line)."""
    from duckgeon_tui.content.errors import ContentErrors
    from duckgeon_tui.tui.content_source import load

    try:
        return load(mods)
    except ContentErrors as exc:
        first = str(exc.errors[0]) if exc.errors else str(exc)
        return (
            f"the content has {exc.total} error(s), first {first}; `duckgeon validate` lists them"
        )
    except OSError as exc:  # a folder of the content that cannot be read
        return f"the content cannot be read: {exc.strerror or exc}"
