"""The web server: textual-serve's page and terminal, one game process per browser tab, and a
stop (Ctrl+C) that lets every game autosave and quit before the server ends."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shlex
import signal
from asyncio.subprocess import PIPE, Process
from collections.abc import Callable, Sequence
from typing import Any

from aiohttp import WSCloseCode, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from duckgeon_tui import paths

log = logging.getLogger("duckgeon.serve")

QUIT_GRACE = 5.0
"""Seconds a game has to autosave and quit when its tab closes or the server stops."""
QUIT_KEYS = b"\x11y"
"""ctrl+q, the game's own quit key (which saves the game in play first), then `y` to its
question "Quit? (the game is saved)"."""


class GameProcess(AppService):
    """The game of one browser tab: its own `duckgeon` process, talking over stdin/stdout."""

    def __init__(self, argv: Sequence[str], **kwargs: Any) -> None:
        super().__init__(shlex.join(argv), **kwargs)
        self.argv = tuple(argv)

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        # No shell, and a session of its own: Ctrl+C in the server's terminal reaches the
        # server alone, which then asks each game to quit (and so to autosave).
        process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=PIPE,
            stdout=PIPE,
            stderr=PIPE,
            env=self._build_environment(width=width, height=height),
            start_new_session=True,
        )
        self._process = process
        self._stdin = process.stdin
        return process

    async def on_data(self, payload: bytes) -> None:
        """Relay the game's screen to its tab; once the tab is gone, keep reading it (so
        that the game is never stuck writing) while it saves and quits."""
        with contextlib.suppress(ConnectionError):
            await self.remote_write_bytes(payload)

    @property
    def pid(self) -> int | None:
        """The game's process id, once started."""
        return self._process.pid if self._process is not None else None

    async def end(self, grace: float = QUIT_GRACE) -> None:
        """Quit the game as its player would (ctrl+q and yes, which autosaves), else as
        textual-serve does; kill it if it is still running after that."""
        process, task = self._process, self._task
        if process is not None and process.returncode is None and task is not None:
            await self.send_bytes(QUIT_KEYS)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(task), grace)
        with contextlib.suppress(TimeoutError, ConnectionError):
            await asyncio.wait_for(self.stop(), grace)
        if process is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()


class GameServer(Server):
    """textual-serve's server, with Duckgeon's page and one `GameProcess` per websocket."""

    def __init__(
        self,
        argv: Sequence[str],
        *,
        host: str,
        port: int,
        title: str,
        public_url: str | None = None,
    ) -> None:
        super().__init__(
            shlex.join(argv),
            host=host,
            port=port,
            title=title,
            public_url=public_url,
            templates_path=paths.web_page_dir(),
        )
        self.argv = tuple(argv)
        self.given_url = public_url
        self.games: dict[GameProcess, web.WebSocketResponse] = {}

    def initialize_logging(self) -> None:
        """Only warnings: no line per request."""
        logging.basicConfig(level=logging.WARNING, format="duckgeon serve: %(message)s")

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: the address is printed once the port is bound (see `serve`)."""

    async def on_shutdown(self, app: web.Application) -> None:
        """End every game (each autosaves as it quits) and close its tab's connection."""
        await asyncio.gather(*(self._close(game) for game in list(self.games)))

    async def _close(self, game: GameProcess) -> None:
        await game.end()
        socket = self.games.pop(game, None)
        if socket is not None:
            await socket.close(code=WSCloseCode.GOING_AWAY, message=b"the server stopped")

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """A browser tab connected: start its game and relay keys and screens until it leaves."""
        socket = web.WebSocketResponse(heartbeat=15)
        await socket.prepare(request)
        width = _size(request.query.get("width"), 80)
        height = _size(request.query.get("height"), 24)
        game = GameProcess(
            self.argv,
            write_bytes=socket.send_bytes,
            write_str=socket.send_str,
            close=socket.close,
            download_manager=self.download_manager,
        )
        self.games[game] = socket
        try:
            await game.start(width, height)
            log.info("a game started (process %s)", game.pid)
            await self._process_messages(socket, game)
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            await game.end()
            self.games.pop(game, None)
            log.info("a game ended (process %s)", game.pid)
        return socket

    def serve(self, debug: bool = False, ready: Callable[[str], None] | None = None) -> None:
        """Serve until Ctrl+C (or SIGTERM); `ready` gets the page's address once it is up."""
        self.initialize_logging()
        asyncio.run(self._serve(ready or _announce))

    async def _serve(self, ready: Callable[[str], None]) -> None:
        runner = web.AppRunner(await self._make_app(), access_log=None)
        await runner.setup()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop.set)
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
            if self.given_url is None:
                # With port 0 the system chose the port: the page must name the real one.
                bound = runner.addresses[0][1]
                host = f"[{self.host}]" if ":" in self.host else self.host
                self.public_url = f"http://{host}:{bound}"
            ready(self.public_url)
            await stop.wait()
        finally:
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.remove_signal_handler(signum)
            await runner.cleanup()


def _size(text: str | None, default: int) -> int:
    """A terminal size from the page's query string, within sane bounds."""
    try:
        value = int(text or default)
    except ValueError:
        return default
    return min(max(value, 10), 1000)


def _announce(url: str) -> None:
    print(f"Duckgeon is served on {url} : open it in a browser; each tab plays its own game.")
    print("Press Ctrl+C to stop (every game autosaves as it ends).", flush=True)
