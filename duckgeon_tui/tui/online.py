"""Playing online from the app: hosting a table (a new game or the autosave) on this machine,
or joining one with the Join form; either way the dungeon screen follows the table's game
while this player plays their seat (or watches)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from duckgeon_tui.engine import Event
from duckgeon_tui.net import DEFAULT_PORT
from duckgeon_tui.net.client import TableClient, TableError
from duckgeon_tui.net.protocol import Bye, ChatLine, Drafting, Problem, Refused, Seats
from duckgeon_tui.printable import printable
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui import screens
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.join_table import JoinTableDialog
from duckgeon_tui.tui.launch import HostRequest, JoinRequest
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.table_dungeon import TableDungeonScreen
from duckgeon_tui.tui.table_host import HostSession, continued_table, new_table, was_hosted
from duckgeon_tui.tui.table_session import TableSession

if TYPE_CHECKING:
    from duckgeon_tui.net.server import TableServer
    from duckgeon_tui.tui.app import DuckgeonApp
    from duckgeon_tui.tui.launch import NewGameSpec

REJOIN_TRIES = 5
SAVES_LISTED = 30
HOST_NEW, HOST_CONTINUE, JOIN = "host-new", "host-continue", "join"


class OnlinePlay:
    """The app's ways to a table, each run in the app's online worker: the Play online menu,
    the Join form, and `duckgeon host` or `duckgeon join` opening the app at a table."""

    def __init__(self, app: DuckgeonApp) -> None:
        self.app = app

    async def menu(self) -> None:
        """The Play online menu: host a new game, host the autosave again, or join a table."""
        app = self.app
        choices: list[tuple[str, object]] = [
            ("Host a table: a new game", HOST_NEW),
            ("Host a table: a saved game again, with its seats and codes", HOST_CONTINUE),
            ("Join a table", JOIN),
        ]
        note = (
            "A table is served from this machine (127.0.0.1; `duckgeon host --host` serves a "
            "network): players join with `duckgeon join` or Join a table, a seat each."
        )
        answer = await app.push_screen_wait(ChooseActionDialog("Play online", choices, note))
        if answer == JOIN:
            await self.join_form()
        elif answer in (HOST_NEW, HOST_CONTINUE):
            await host_table(app, resume=answer == HOST_CONTINUE)

    async def join_form(self) -> None:
        """Ask where to join, join, and open the table's dungeon (or say why it cannot)."""
        app = self.app
        request = await app.push_screen_wait(JoinTableDialog())
        if request is None:
            return
        try:
            await open_joined(app, request)
        except TableError as exc:
            app.show_error("The table could not be joined", printable(str(exc)))

    async def host_at_launch(self, request: HostRequest) -> None:
        """`duckgeon host`: open the host's own game with its table at once; a table that cannot
        be opened ends the app with one line and return code 2."""
        app = self.app
        if app.games.content_or_error() is None:
            return
        problem = await open_hosted(app, app.options.new_game, request)
        if problem is not None:
            app.farewell = f"duckgeon host: {problem}"
            app.exit(return_code=2)

    async def join_at_launch(self, request: JoinRequest) -> None:
        """`duckgeon join`: open the table's dungeon at once; a refusal ends the app with one
        line and return code 2, so no screen is left waiting for a table that is not there."""
        app = self.app
        try:
            await open_joined(app, request)
        except TableError as exc:
            app.farewell = f"duckgeon join: {printable(str(exc))}"
            app.exit(return_code=2)


async def host_table(app: DuckgeonApp, resume: bool) -> None:
    """Open a table of a new game (the New game form) or of the autosave, serve it while its
    dungeon is open, and play its first seat here."""
    content = app.games.content_or_error()
    if content is None:
        return
    spec, where = None, HostRequest()
    if resume:
        slot = await choose_save(app)
        if slot is None:
            return
        where = HostRequest(slot=slot)
    else:
        spec = await app.push_screen_wait(screens.NewGameScreen(content))
        if spec is None:
            return
    problem = await open_hosted(app, spec, where)
    if problem is not None:
        app.show_error("The table could not be opened", problem)


async def choose_save(app: DuckgeonApp) -> str | None:
    """The saved game to host again, newest first, the tables hosted before marked (their
    seats and codes come back); None: none chosen, or none to choose (told)."""
    try:
        slots = [info for info in app.store.slots() if info.header is not None][:SAVES_LISTED]
    except SaveError as exc:
        app.show_error("The saves cannot be read", exc.reason)
        return None
    if not slots:
        app.notify("There is no saved game to host yet.", severity="warning")
        return None
    choices: list[tuple[str, object]] = []
    for info in slots:
        assert info.header is not None
        head = info.header
        seats = was_hosted(app.store, info.slot)
        words = f"{info.slot}: {head.quest_name or head.quest}, turn {head.turn}"
        choices.append((printable(words + (" (a table: its seats)" if seats else "")), info.slot))
    note = "A table's save brings back its seats and codes; any other gets new ones."
    answer = await app.push_screen_wait(ChooseActionDialog("Host which game?", choices, note))
    return answer if isinstance(answer, str) else None


async def open_hosted(app: DuckgeonApp, spec: NewGameSpec | None, where: HostRequest) -> str | None:
    """Open a table of a new game (or of the autosave when `spec` is None), serve it while its
    dungeon is open, and play its first seat here; None, or why the table could not be."""
    content = app.games.content
    try:
        if spec is None:
            table = continued_table(content, app.store, slot=where.slot)
        else:
            table = new_table(content, spec, app.store)
    except (SaveError, ValueError, OSError) as exc:
        reason = exc.reason if isinstance(exc, SaveError) else str(exc)
        return printable(reason)
    asked = DEFAULT_PORT if where.port is None else where.port
    try:
        try:
            port = await table.server.start(where.address, asked)
        except OSError:
            if where.port is not None:
                raise
            port = await table.server.start(where.address, 0)  # the usual port is taken
    except OSError as exc:
        return printable(f"cannot listen on {where.address}:{asked}: {exc.strerror or exc}")
    host = HostSession.of(table, "Host")
    screen = TableDungeonScreen(host)
    host.follower = lambda events: followed(screen, events)
    table.server.on_draft = screen.table_seat.drafted
    table.server.on_seats = screen.people_changed
    table.server.say = lambda text: screen.write_log("info", printable(text))
    await app.push_screen(screen)
    at = f"[{where.address}]" if ":" in where.address else where.address
    join = f"duckgeon join ws://{at}:{port} --code {table.book.code}"
    for note in [*table.notes, f"Players join with: {join}", f"You play the seat {host.seat}."]:
        screen.write_log("info", printable(note))
    app.notify(printable(join), title="The table is open", timeout=20)
    screen.run_worker(serving(table.server), name="table", group="table")
    return None


async def serving(server: TableServer) -> None:
    """Keep the table open while its dungeon screen is (the screen's workers end with it)."""
    try:
        await asyncio.Event().wait()
    finally:
        server.stop()  # nothing awaited: the worker is being cancelled


async def open_joined(app: DuckgeonApp, request: JoinRequest) -> None:
    """Join the table and open its dungeon (TableError saying why the table refused)."""
    content = app.games.content_or_error()
    if content is None:
        return
    client = TableClient(content, request.address, request.code, request.name)
    welcome = await client.join(watch=request.watch, seat=request.seat)
    session = TableSession.joined(client, app.store)
    screen = TableDungeonScreen(session)
    session.follower = lambda events: followed(screen, events)
    await app.push_screen(screen)
    seat = f"the seat {welcome.seat}" if welcome.seat else "as a spectator"
    code = f" Your seat's code: {client.code}" if welcome.seat else ""
    app.notify(printable(f"You joined {seat}.{code}"), title="At the table", timeout=10)
    screen.run_worker(follow_table(screen, session, request), name="table", group="table")


def followed(screen: TableDungeonScreen, events: list[Event]) -> None:
    """Show an action the host applied for another seat, and go on from where it leads."""
    screen.table_seat.moved_on()
    screen.record(events)
    screen.game_changed()
    screen.flow.run()


async def follow_table(
    screen: TableDungeonScreen, session: TableSession, request: JoinRequest
) -> None:
    """Read the table's news for the screen: chat into the log, refusals as warnings; after a
    lost thread or connection, join again and show the game as the host has it."""
    client = session.client
    while True:
        message = await client.inbox.get()
        if isinstance(message, ChatLine):
            who = f"{'(watching) ' if message.spectator else ''}{message.who}"
            screen.write_log("info", printable(f"<{who}> {message.text}"))
        elif isinstance(message, Drafting):
            screen.table_seat.drafted(message)
        elif isinstance(message, Seats):
            screen.people_changed()
        elif isinstance(message, (Refused, Problem)):
            screen.notify(printable(message.reason), title="The host says", severity="warning")
        elif isinstance(message, Bye) and not await _back(screen, session, request):
            return
        if client.lost_thread:
            await client.resync()
            _caught_up(screen, session)


async def _back(screen: DungeonScreen, session: TableSession, request: JoinRequest) -> bool:
    """Join again after a lost connection (a few tries); False when the table is gone."""
    client = session.client
    screen.write_log("error", printable(f"Lost the table: {client.closed_because}."))
    for attempt in range(REJOIN_TRIES):
        await asyncio.sleep(1 + attempt)
        try:
            await client.rejoin()
        except TableError as exc:
            screen.write_log("error", printable(f"Not back yet: {exc}"))
            continue
        _caught_up(screen, session)
        return True
    screen.notify("The table is gone.", title=request.address, severity="error")
    return False


def _caught_up(screen: DungeonScreen, session: TableSession) -> None:
    assert session.client.game is not None
    session.game = session.client.game
    screen.write_log("info", f"At the table again, at action {len(session.game.log)}.")
    screen.game_changed()
    screen.flow.run()
