"""`duckgeon replay SAVE_OR_SUMMARY`: watch a finished game again in the app."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from duckgeon_tui import paths
from duckgeon_tui.cli.play_cmd import MOD_HELP, mods_problem
from duckgeon_tui.cli.refusals import content_or_problem, file_problem, refuse, saves_problem

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content


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


def replay_content(args: argparse.Namespace) -> Content | str:
    """The content the file named was read with, or why it cannot be watched again (read as
    the app would)."""
    problem = file_problem(args.file) or mods_problem(args.mod) or saves_problem(args.saves)
    if problem is not None:
        return problem
    content = content_or_problem(tuple(args.mod))
    if isinstance(content, str):
        return content
    from duckgeon_tui.tui.replay_open import NotWatchable, from_file

    try:
        from_file(content, args.file)
    except NotWatchable as exc:
        return str(exc)
    return content


def run(args: argparse.Namespace) -> int:
    """Check the file can be watched, then open the app on its replay."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import LaunchOptions

    content = replay_content(args)
    if isinstance(content, str):
        return refuse("replay", content)
    options = LaunchOptions(
        saves_dir=args.saves if args.saves is not None else default_saves_dir(),
        mod_dirs=tuple(args.mod),
        start="replay",
        replay_path=args.file,
        opening=True,
    )
    from duckgeon_tui.tui.app import DuckgeonApp

    DuckgeonApp(options, content).run()
    return 0
