"""The `duckgeon` command line: one module per subcommand, registered here."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from duckgeon_tui import __version__

# Each module listed here defines `register(subparsers)`, which adds its parser and sets
# `handler` (a callable taking the parsed namespace and returning an exit code).
COMMAND_MODULES: tuple[str, ...] = (
    "duckgeon_tui.cli.validate_cmd",
    "duckgeon_tui.cli.schema_cmd",
    "duckgeon_tui.cli.play_cmd",
    "duckgeon_tui.cli.ducks_cmd",
    "duckgeon_tui.cli.simulate_cmd",
    "duckgeon_tui.cli.balance_cmd",
    "duckgeon_tui.cli.paths_cmd",
    "duckgeon_tui.cli.serve_cmd",
    "duckgeon_tui.cli.campaign_cmd",
    "duckgeon_tui.cli.replay_cmd",
)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Build the top-level parser with every registered subcommand (or just the module `only`,
    so that `duckgeon play` starts without importing every other command)."""
    parser = argparse.ArgumentParser(
        prog="duckgeon",
        description="Duckgeon TUI: the duck dungeon crawler and Feed the Ducks, in a terminal.",
    )
    parser.add_argument("--version", action="version", version=f"duckgeon {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        if only is None or name == only:
            importlib.import_module(name).register(subparsers)
    return parser


def module_for(words: Sequence[str]) -> str | None:
    """The command module named like the first word (`play` -> `...play_cmd`), if any."""
    if not words:
        return None
    name = f"duckgeon_tui.cli.{words[0]}_cmd"
    return name if name in COMMAND_MODULES else None


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen subcommand; return the exit code."""
    words = list(argv) if argv is not None else sys.argv[1:]
    parser = build_parser(only=module_for(words))
    args = parser.parse_args(words)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 0
    try:
        return int(handler(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader (e.g. `| head`) went away: stop quietly, as command-line tools do.
        sys.stderr.close()
        return 141
