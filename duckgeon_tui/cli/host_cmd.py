"""`duckgeon host`: the host's own game with a table served in it, which players join from their
own terminals; with --headless, a table served from a typed console."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from typing import TYPE_CHECKING, Any

from duckgeon_tui.cli.console_lines import console_lines
from duckgeon_tui.cli.play_cmd import (
    DEFAULT_QUEST,
    add_content_options,
    add_dice_options,
    add_new_game_options,
    add_screen_options,
    mods_problem,
    new_game_spec,
    open_app,
    parse_party,
)
from duckgeon_tui.cli.refusals import refuse
from duckgeon_tui.cli.serve_cmd import is_loopback
from duckgeon_tui.net import DEFAULT_PORT
from duckgeon_tui.printable import printable, shown

if TYPE_CHECKING:
    from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
    from duckgeon_tui.tui.table_host import HostedTable

DEFAULT_HOST = "127.0.0.1"
HELP = (
    "Type `seats` to list the seats, `hand SEAT TO` to hand a seat's Duckventurers to another "
    "seat or to `bot` (a seat by its number, e.g. `hand 2 bot`), `quit` to close the table."
)


def register(subparsers: Any) -> None:
    """Add the `host` subcommand."""
    parser = subparsers.add_parser(
        "host",
        help="host a table: friends join your game from their own terminals",
        description="Host a game that players join with `duckgeon join` from their own "
        "terminals (one seat per player of the party), and spectators watch. Your own game "
        "opens with the table in it (you play the first seat); its log shows the address and "
        "the code to join with. With --headless the table is served from a console instead.",
    )
    parser.add_argument(
        "--continue",
        dest="resume",
        nargs="?",
        const="",
        default=None,
        metavar="SAVE",
        help="host a game again, with the same seats and codes: the latest autosave, or the "
        "save named (a slot of `duckgeon play`'s Load list)",
    )
    add_new_game_options(parser, "")
    add_dice_options(parser)
    add_content_options(parser)
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default: {DEFAULT_HOST}, this machine only)",
    )
    parser.add_argument(
        "--port",
        type=int,
        default=None,
        help=f"port (default: {DEFAULT_PORT}, or any free one when it is taken; 0: any)",
    )
    add_screen_options(
        parser,
        "--headless",
        "no game screen: serve the table from a console (`seats`, `hand`, `quit`) and print "
        "its news",
    )
    parser.set_defaults(handler=run)


def table_spec(args: argparse.Namespace) -> NewGameSpec | None:
    """The new game the arguments ask for (None: the autosave, with --continue); ValueError
    saying what does not fit."""
    if args.resume is not None:
        return None
    party = parse_party(args.party)
    players = tuple(dict.fromkeys(p.player for p in party))
    return new_game_spec(
        args,
        quest=args.quest or DEFAULT_QUEST,
        players=players,
        party=party,
        dungeon_seed=args.dungeon_seed,
    )


def open_table(args: argparse.Namespace) -> HostedTable:
    """The new or continued table the arguments ask for (ValueError, SaveError or OSError
    saying why it cannot be)."""
    from duckgeon_tui.saves import SaveStore, default_saves_dir
    from duckgeon_tui.tui.content_source import load
    from duckgeon_tui.tui.table_host import continued_table, new_table

    content = load(args.mod)
    store = SaveStore(args.saves if args.saves is not None else default_saves_dir())
    spec = table_spec(args)
    if spec is None:
        return continued_table(content, store, slot=args.resume or None)
    return new_table(content, spec, store)


def continue_problem(args: argparse.Namespace) -> str | None:
    """Why the save --continue names (or the latest autosave) cannot be hosted again, if so:
    told before any screen opens."""
    from duckgeon_tui.saves import SaveError, SaveStore, default_saves_dir

    store = SaveStore(args.saves if args.saves is not None else default_saves_dir())
    try:
        slot = args.resume or store.latest_autosave()
        store.load(slot)
    except SaveError as exc:
        if args.resume:
            return f"cannot continue {shown(args.resume)}: {exc.reason}"
        return f"cannot continue: {exc.reason} (start a table without --continue)"
    return None


def run(args: argparse.Namespace) -> int:
    """Check the arguments, then open the host's game with its table (or, --headless, serve
    the table until `quit` or Ctrl+C)."""
    if args.port is not None and not 0 <= args.port <= 65535:
        return refuse("host", "--port must be 0-65535 (0: any free port)")
    resume = args.resume is not None
    if resume and (args.party is not None or args.seed is not None or args.quest is not None):
        return refuse("host", "--continue hosts the save's own quest, party and seed")
    problem = mods_problem(args.mod) or (continue_problem(args) if resume else None)
    if problem is not None:
        return refuse("host", problem)
    if not is_loopback(args.host):
        print(
            f"duckgeon host: warning: {printable(args.host)} is not a loopback address: anyone "
            "who can reach this machine on that network can join with the code, or try codes.",
            file=sys.stderr,
        )
    if not args.headless:
        try:
            options = launch_options(args)
        except ValueError as exc:
            return refuse("host", str(exc))
        return open_app(options)
    from duckgeon_tui.saves import SaveError

    port = DEFAULT_PORT if args.port is None else args.port
    try:
        table = open_table(args)
    except SaveError as exc:
        return refuse("host", f"cannot continue: {exc.reason}")
    except (ValueError, OSError) as exc:
        return refuse("host", str(exc))
    try:
        return asyncio.run(serve(table, args.host, port))
    except OSError as exc:
        return refuse("host", f"cannot listen on {args.host}:{port}: {exc.strerror or exc}")


def launch_options(args: argparse.Namespace) -> LaunchOptions:
    """The app's launch options that open the host's game with its table (ValueError saying
    what of the new game does not fit)."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import HostRequest, LaunchOptions

    return LaunchOptions(
        saves_dir=args.saves if args.saves is not None else default_saves_dir(),
        mod_dirs=tuple(args.mod),
        start="host",
        new_game=table_spec(args),
        host=HostRequest(args.host, args.port, slot=args.resume or None),
        animation=not args.no_animation,
        opening=True,
    )


def tell(text: str) -> None:
    """A line for the host (flushed: the host may read it through a pipe)."""
    print(printable(text), flush=True)


async def serve(table: HostedTable, host: str, port: int) -> int:
    """Serve the table until the host types `quit`, closes its input with Ctrl+D after
    `quit`, or stops it (Ctrl+C, SIGTERM)."""
    server = table.server
    server.say = tell
    port = await server.start(host, port)
    game = table.session.game
    where = f"[{host}]" if ":" in host else host
    for note in table.notes:
        tell(note)
    tell(f"Duckgeon table: {game.quest.name}, seed {game.seed}, at action {len(game.log)}.")
    tell(f"Players join with:  duckgeon join ws://{where}:{port} --code {table.book.code}")
    tell("Spectators add --watch. Each player gets a seat code to come back with.")
    show_seats(table)
    tell(HELP)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    lines = console_lines()
    reader = asyncio.create_task(_commands(table, lines, stop))
    await stop.wait()
    reader.cancel()
    await server.close()
    tell("The table is closed; `duckgeon host --continue` opens it again.")
    return 0


async def _commands(
    table: HostedTable, lines: asyncio.Queue[str | None], stop: asyncio.Event
) -> None:
    while (line := await lines.get()) is not None:
        words = line.split()
        if words == ["quit"]:
            stop.set()
            return
        if words == ["seats"]:
            show_seats(table)
        elif len(words) == 3 and words[0] == "hand":
            try:
                table.server.hand_over(seat_named(table, words[1]), seat_named(table, words[2]))
            except ValueError as exc:
                tell(f"Not handed: {exc}.")
        elif words:
            tell(HELP)


def seat_named(table: HostedTable, word: str) -> str:
    """The seat a word names: its number in the list, or its name."""
    seats = table.book.seats
    if word.isdigit() and 1 <= int(word) <= len(seats):
        return seats[int(word) - 1].name
    return word


def show_seats(table: HostedTable) -> None:
    """One line per seat: its Duckventurers, who holds it, whether they are here."""
    views = table.book.views(table.server.here())
    for number, view in enumerate(views, start=1):
        holder = view.holder or "free"
        here = "here" if view.here else "away"
        ducks = ", ".join(view.ducks) or "no one"
        tell(f"  {number}. seat {view.name}: {ducks} ({holder}, {here})")
