"""`duckgeon serve`: the game in a web browser, one game process per browser tab."""

from __future__ import annotations

import argparse
import ipaddress
import socket
import sys
from collections.abc import Sequence
from typing import Any

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
GAMES = ("play", "ducks")
"""The commands a tab can run: Duckgeon (the default) or Feed the Ducks."""


def register(subparsers: Any) -> None:
    """Add the `serve` subcommand."""
    parser = subparsers.add_parser(
        "serve",
        help="play in a web browser: serve the app, one game per browser tab",
        usage="%(prog)s [-h] [--host HOST] [--port PORT] [--public-url URL] [-- ARGS ...]",
        description="Serve the game on a web page: each browser tab that opens it plays its "
        "own game, in its own process, with the same saves folder. Arguments after `--` are "
        "those of `duckgeon play` (e.g. `-- --mod rubber-duck-rampage`), or `-- ducks` for "
        "Feed the Ducks. Everything the page needs is served from the installed game: it "
        "works with no internet connection.",
    )
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default: {DEFAULT_HOST}, this machine only; "
        "0.0.0.0 lets anyone on your network play)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default: {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--public-url",
        default=None,
        metavar="URL",
        help="the address browsers reach the server at, when it is behind a proxy "
        "(default: http://HOST:PORT)",
    )
    parser.add_argument(
        "game",
        nargs=argparse.REMAINDER,
        metavar="-- ARGS",
        help="the arguments of `duckgeon play` for every tab, or `ducks` (default: none)",
    )
    parser.set_defaults(handler=run)


def game_command(words: Sequence[str]) -> list[str]:
    """The command line each tab runs: `play ARGS` unless it names `ducks` (or `play`)."""
    words = list(words)
    if words[:1] == ["--"]:
        words = words[1:]
    return words if words[:1] and words[0] in GAMES else ["play", *words]


def is_loopback(host: str) -> bool:
    """Whether the address only serves this machine."""
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        pass
    try:
        found = socket.getaddrinfo(host, None)
    except OSError:
        return False
    return bool(found) and all(ipaddress.ip_address(f[4][0]).is_loopback for f in found)


def _fail(text: str) -> int:
    print(f"duckgeon serve: {text}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    """Check the arguments and the game's, then serve until Ctrl+C."""
    if not 0 <= args.port <= 65535:
        return _fail("--port must be 0-65535 (0: any free port)")
    if args.public_url is not None and not args.public_url.startswith(("http://", "https://")):
        return _fail("--public-url must start with http:// or https://")
    game = game_command(args.game)
    if game[0] == "ducks" and len(game) > 1:
        return _fail("`-- ducks` serves the Feed the Ducks app; it takes no other arguments")
    from duckgeon_tui.cli import build_parser, module_for

    # A mistake in the game's arguments is reported now, not in every tab.
    build_parser(only=module_for(game)).parse_args(game)
    if not is_loopback(args.host):
        print(
            f"duckgeon serve: warning: {args.host} is not a loopback address: anyone who can "
            "reach this machine on that network can play, and see and change the saves.",
            file=sys.stderr,
        )
    from duckgeon_tui.serve.server import GameServer

    title = "Feed the Ducks" if game[0] == "ducks" else "Duckgeon"
    server = GameServer(
        [sys.executable, "-m", "duckgeon_tui", *game],
        host=args.host,
        port=args.port,
        title=title,
        public_url=args.public_url,
    )
    try:
        server.serve()
    except OSError as exc:
        print(
            f"duckgeon serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
            file=sys.stderr,
        )
        return 1
    return 0
