"""`duckgeon join`: take a seat at a table (or watch it) from this terminal: the dungeon screen
following the table, or with --lines the table's news in lines of text."""

from __future__ import annotations

import argparse
import asyncio
from typing import TYPE_CHECKING, Any

from duckgeon_tui.cli.console_lines import console_lines
from duckgeon_tui.cli.refusals import refuse
from duckgeon_tui.printable import printable

if TYPE_CHECKING:
    from duckgeon_tui.net.client import TableClient
    from duckgeon_tui.tui.launch import LaunchOptions

REJOIN_TRIES = 5
SHOWN = 40
"""The most legal actions `legal` lists (picking dice has hundreds)."""
HELP = (
    "Type an action in the game's notation (e.g. `pick F W`, `end`), `legal` for yours now, "
    "`say TEXT` to chat, `mute`/`unmute` the spectators' chat, `quit` to leave (your seat "
    "stays yours: join again with its code)."
)


def register(subparsers: Any) -> None:
    """Add the `join` subcommand."""
    from duckgeon_tui import paths
    from duckgeon_tui.cli.play_cmd import MOD_HELP, add_screen_options

    parser = subparsers.add_parser(
        "join",
        help="join a table someone hosts with `duckgeon host`",
        description="Join a table: with the table's code you take a free seat (and get its "
        "own code, to come back with); with a seat's code you come back to it; with --watch "
        "you watch, and chat with the other spectators.",
    )
    parser.add_argument("address", help="the table's address, e.g. ws://127.0.0.1:8765")
    parser.add_argument("--code", required=True, help="the table's code, or your seat's")
    parser.add_argument("--name", default="Player", help="your name at the table")
    parser.add_argument("--seat", default=None, help="the free seat to take (default: any)")
    parser.add_argument("--watch", action="store_true", help="watch the game as a spectator")
    add_screen_options(
        parser,
        "--lines",
        "follow the table in lines of text (type actions in the game's notation) instead of "
        "the dungeon screen",
    )
    parser.add_argument(
        "--mod", action="append", default=[], metavar="MOD", type=paths.resolve_mod, help=MOD_HELP
    )
    parser.set_defaults(handler=run)


def tell(text: str) -> None:
    """A line for the player, every character from the table made safe to show."""
    print(printable(text), flush=True)


def run(args: argparse.Namespace) -> int:
    """Check the arguments, join, then follow the table until the player leaves or the table
    closes (a refused join: one line and return code 2)."""
    from pydantic import ValidationError

    from duckgeon_tui.cli.play_cmd import mods_problem
    from duckgeon_tui.net.protocol import PROTOCOL_VERSION, Hello, first_error

    try:
        Hello(version=PROTOCOL_VERSION, code=args.code, name=args.name, seat=args.seat)
    except ValidationError as exc:
        return refuse("join", first_error(exc))
    problem = address_problem(args.address) or mods_problem(args.mod)
    if problem is not None:
        return refuse("join", problem)
    if args.lines:
        return follow_in_lines(args)
    from duckgeon_tui.cli.play_cmd import open_app

    return open_app(launch_options(args))


def address_problem(address: str) -> str | None:
    """What is wrong with a table's address, if anything (before any screen opens)."""
    from websockets.exceptions import InvalidURI
    from websockets.uri import parse_uri

    from duckgeon_tui.net.client import ws_address

    try:
        parse_uri(ws_address(address))
    except (InvalidURI, ValueError) as exc:
        return f"{address} is not a table's address (ws://HOST:PORT, as the host prints it): {exc}"
    return None


def launch_options(args: argparse.Namespace) -> LaunchOptions:
    """The app's launch options that open the table's dungeon screen straight away."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import JoinRequest, LaunchOptions

    request = JoinRequest(args.address, args.code, args.name, args.watch, args.seat)
    return LaunchOptions(
        saves_dir=default_saves_dir(),
        mod_dirs=tuple(args.mod),
        start="join",
        join=request,
        animation=not args.no_animation,
        opening=True,
    )


def follow_in_lines(args: argparse.Namespace) -> int:
    """--lines: join, then print the table's news and send what is typed."""
    from duckgeon_tui.net.client import TableClient, TableError
    from duckgeon_tui.tui.content_source import load

    client = TableClient(load(args.mod), args.address, args.code, args.name)
    try:
        return asyncio.run(follow(client, args.watch, args.seat))
    except TableError as exc:
        refuse("join", str(exc))
        return 1


async def follow(client: TableClient, watch: bool, seat: str | None) -> int:
    """Join, show the table's news and send what is typed, until `quit` (2: refused)."""
    from duckgeon_tui.net.client import TableError

    try:
        welcome = await client.join(watch=watch, seat=seat)
    except TableError as exc:
        return refuse("join", str(exc))
    if welcome.role == "player":
        tell(f"You play the seat {welcome.seat}; come back to it with --code {client.code}")
    else:
        tell("You watch this table.")
    for line in welcome.chat:
        tell(f"<{line.who}> {line.text}")
    tell(f"The game is at action {welcome.state}. {HELP}")
    lines = console_lines()
    while True:
        news = asyncio.create_task(show_news(client))
        typed = asyncio.create_task(type_lines(client, lines))
        done, _ = await asyncio.wait({news, typed}, return_when=asyncio.FIRST_COMPLETED)
        news.cancel()
        typed.cancel()
        if typed in done:
            await client.close()
            return 0
        if not await rejoin(client):
            return 1


async def rejoin(client: TableClient) -> bool:
    """After a lost connection: join again with the seat's code, a few times."""
    from duckgeon_tui.net.client import TableError

    tell(f"Lost the table: {client.closed_because}. Joining again...")
    for attempt in range(REJOIN_TRIES):
        await asyncio.sleep(1 + attempt)
        try:
            welcome = await client.rejoin()
        except TableError as exc:
            tell(f"Not yet: {exc}")
            continue
        tell(f"Back at the table, at action {welcome.state}.")
        return True
    return False


async def show_news(client: TableClient) -> None:
    """Print what the table sends, until the connection ends."""
    from duckgeon_tui.net.protocol import Applied, Bye, ChatLine, Problem, Refused, Seats

    while True:
        message = await client.inbox.get()
        if isinstance(message, Applied):
            tell(f"[{message.seat}] {message.action}")
            for text in message.events:
                tell(f"  {text}")
        elif isinstance(message, Refused):
            tell(f"Refused `{message.action}`: {message.reason}")
        elif isinstance(message, ChatLine):
            tell(f"{'(watching) ' if message.spectator else ''}<{message.who}> {message.text}")
        elif isinstance(message, Seats):
            here = [f"{s.name}{'' if s.here else ' (away)'}" for s in message.seats]
            watching = f"; {message.watching} watching" if message.watching else ""
            tell(f"Seats: {', '.join(here)}{watching}")
        elif isinstance(message, Problem):
            tell(f"The table says: {message.reason}")
        elif isinstance(message, Bye):
            return


async def type_lines(client: TableClient, lines: asyncio.Queue[str | None]) -> None:
    """Send what the player types, until `quit` or the end of the input."""
    from duckgeon_tui.net.client import TableError

    while (line := await lines.get()) is not None:
        text = line.strip()
        if text == "quit":
            return
        try:
            await command(client, text)
        except TableError as exc:
            tell(str(exc))
            await asyncio.sleep(3600)  # the news task ends with the connection: rejoin


async def command(client: TableClient, text: str) -> None:
    """Carry out one typed line."""
    if not text:
        return
    if text in ("mute", "unmute"):
        await client.mute(text == "mute")
        tell(f"The spectators' chat is {'muted' if text == 'mute' else 'shown'}.")
    elif text.startswith("say "):
        await client.say(text[4:].strip())
    elif text == "legal":
        legal = client.legal_here()
        more = f" ... and {len(legal) - SHOWN} more" if len(legal) > SHOWN else ""
        tell(" | ".join(legal[:SHOWN]) + more if legal else "Nothing is yours to do now.")
    elif text == "help":
        tell(HELP)
    else:
        await client.act(text)  # the news shows what happened, or why it was refused
