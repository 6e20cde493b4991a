"""`duckgeon replay SAVE_OR_SUMMARY`: watch a finished game again in the app."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from duckgeon_tui import paths
from duckgeon_tui.cli.play_cmd import MOD_HELP


def register(subparsers: Any) -> None:
    """Add the `replay` subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help="watch a game again, from its run summary or its save",
        description="Rebuild a game from its seed and action log and step through it, action "
        "by action or turn by turn, with the map, the dice and the log as they were. Run "
        "summaries are in the runs/ folder beside the saves (`duckgeon paths`).",
    )
    parser.add_argument("file", type=Path, metavar="SAVE_OR_SUMMARY", help="a .json file")
    parser.add_argument(
        "--mod", action="append", default=[], metavar="MOD", type=paths.resolve_mod, help=MOD_HELP
    )
    parser.add_argument("--saves", type=Path, default=None, metavar="DIR", help="folder of saves")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Check the file is there, then open the app on its replay."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import LaunchOptions

    if not args.file.is_file():
        print(f"duckgeon replay: {args.file}: there is no such file", file=sys.stderr)
        return 2
    missing = [str(m) for m in args.mod if not paths.is_mod(m)]
    if missing:
        print(f"duckgeon replay: --mod: no mod.yaml in {', '.join(missing)}", file=sys.stderr)
        return 2
    options = LaunchOptions(
        saves_dir=args.saves if args.saves is not None else default_saves_dir(),
        mod_dirs=tuple(args.mod),
        start="replay",
        replay_path=args.file,
        opening=True,
    )
    from duckgeon_tui.tui.app import DuckgeonApp

    DuckgeonApp(options).run()
    return 0
