"""`duckgeon validate`: check the base content plus mods and print the counts or every error."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import MAX_REPORTED, ContentErrors, report_lines
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.content.sources import DATA_DIR, display_path
from duckgeon_tui.paths import resolve_mod
from duckgeon_tui.printable import printable

COUNT_KEYS = tuple(Content().counts())
"""The kinds `validate` counts, in the order of its table and its JSON."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `validate` subcommand."""
    parser = subparsers.add_parser(
        "validate",
        help="validate the base content plus mods; print counts or every error",
        description="Load and check the game's content (data/) with the given mods layered on "
        "top, in order. Prints a table of counts and exits 0, or one line per error "
        "(file:line:column: path: message) and exits 1. What the rulebook's setup does not do "
        "but a mod may (rooms under 8x8, quests of fewer than 6 rooms, an Entry Room that may "
        "be empty) is a warning: printed, and the content is still sound.",
    )
    parser.add_argument(
        "mods",
        nargs="*",
        type=resolve_mod,
        metavar="MOD",
        help="mod folders, or names of mods in the game's or your mods folder",
    )
    parser.add_argument(
        "--data",
        type=Path,
        default=DATA_DIR,
        metavar="DIR",
        help="the base content folder (default: the game's data/; the 50/50/50 deck check "
        "applies to the game's own data/ only)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(handler=run)


def _emit(text: str) -> None:
    """Write to stdout; a reader that stops early (`| head`) is not an error."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _counts(counts: dict[str, int]) -> dict[str, int]:
    return {key: counts.get(key, 0) for key in COUNT_KEYS}


def _print_table(content: Content, mods: list[Path]) -> None:
    table = Table(title="Duckgeon content", title_justify="left")
    table.add_column("kind")
    table.add_column("count", justify="right")
    for key, count in _counts(content.counts()).items():
        table.add_row(key, str(count))
    console = Console()
    console.print(table)
    layered = ", ".join(f"{m.id} {m.version}" for m in content.mods) or "no mods"
    console.print(f"OK: base content with {layered} ({len(mods)} mod folder(s))")


def run(args: argparse.Namespace) -> int:
    """Validate and report; 0 when the content is sound, 1 on errors."""
    mods: list[Path] = list(args.mods)
    result: dict[str, Any]
    try:
        content = load_content(args.data, mods)
    except ContentErrors as exc:
        if args.json:
            result = {
                "ok": False,
                "counts": _counts(exc.counts),
                "errors": [error.to_dict() for error in exc.errors[:MAX_REPORTED]],
                "more_errors": max(0, exc.total - MAX_REPORTED),
            }
            _emit(json.dumps(result, indent=2) + "\n")
        else:
            _emit("".join(f"{line}\n" for line in report_lines(exc.errors)))
            plural = "s" if exc.total != 1 else ""
            where = printable(", ".join(display_path(p) for p in [args.data, *mods]))
            print(f"{exc.total} error{plural} in {where}", file=sys.stderr)
        return 1
    warnings = content.warnings
    if args.json:
        result = {
            "ok": True,
            "counts": _counts(content.counts()),
            "errors": [],
            "more_errors": 0,
            "warnings": [warning.to_dict() for warning in warnings],
        }
        _emit(json.dumps(result, indent=2) + "\n")
    else:
        _print_table(content, mods)
        _emit("".join(f"warning: {line}\n" for line in report_lines(warnings, len(warnings))))
        if warnings:
            plural = "s" if len(warnings) != 1 else ""
            print(
                f"{len(warnings)} warning{plural}: the rulebook's setup does not do this, but a "
                "mod may (house rules for mods, see docs/MODDING.md)",
                file=sys.stderr,
            )
    return 0
