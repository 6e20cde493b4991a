"""The `duckgeon` command line: one module per subcommand, registered here."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Each module listed here defines `register(subparsers)`, which adds its parser and sets
# `handler` (a callable taking the parsed namespace and returning an exit code).
COMMAND_MODULES: tuple[str, ...] = (
    "duckgeon_tui.cli.validate_cmd",
    "duckgeon_tui.cli.schema_cmd",
)


def build_parser() -> argparse.ArgumentParser:
    """Build the top-level parser with every registered subcommand."""
    parser = argparse.ArgumentParser(
        prog="duckgeon",
        description="Duckgeon TUI: the duck dungeon crawler and Feed the Ducks, in a terminal.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen subcommand; return the exit code."""
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else sys.argv[1:])
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 0
    try:
        return int(handler(args))
    except KeyboardInterrupt:
        return 130
