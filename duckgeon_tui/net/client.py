"""A client of a table: joins with a code, keeps a mirror of the host's game (its setup plus
the actions the host applied, replayed here exactly), sends actions and chat."""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine import Action, Event, Game
from duckgeon_tui.net.protocol import (
    MAX_SERVER_MESSAGE,
    PROTOCOL_VERSION,
    Act,
    Applied,
    BadMessage,
    Bye,
    Draft,
    Drafting,
    Hello,
    Message,
    Mute,
    Problem,
    Refused,
    Say,
    Seats,
    SeatView,
    StepView,
    Welcome,
    encode,
    read_server,
)
from duckgeon_tui.net.seats import owner, seat_map

ServerMessage = Any
"""A message from the host (one of the protocol's server messages)."""


class TableError(Exception):
    """The table cannot be joined or followed, and why, in a player's words."""


def ws_address(address: str) -> str:
    """`ws://host:port` from what a player types (`host:port` alone is taken as ws://)."""
    address = address.strip()
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


def mirror_of(content: Content, welcome: Welcome, game: Game | None) -> Game:
    """The game a welcome describes: `game` caught up with the log it sends, or its setup
    replayed (TableError when the host's game cannot be followed here)."""
    if welcome.fingerprint != content.fingerprint:
        mods = ", ".join(welcome.mods) or "no mods"
        raise TableError(f"the host plays with other content ({mods}): join with the same --mod")
    try:
        if game is None or welcome.since != len(game.log):
            setup = dict(welcome.setup)
            setup["options"] = {**setup.get("options", {}), "undo": False}
            game = Game.replay(content, setup, [])
            log = welcome.log if welcome.since == 0 else None
            if log is None:
                raise TableError("the host sent part of a log this client does not hold")
        else:
            log = welcome.log
        for action in log:
            game.apply(action)
    except TableError:
        raise
    except Exception as exc:  # anything the host sent that does not replay
        raise TableError(f"the host's game does not replay here: {exc}") from None
    if len(game.log) != welcome.state:
        raise TableError("the host's log does not match its state")
    return game


class TableClient:
    """One connection to a table, as a player or a spectator; `game` follows the host's."""

    def __init__(self, content: Content, address: str, code: str, name: str) -> None:
        self.content = content
        self.address = ws_address(address)
        self.code = code
        self.name = name
        self.game: Game | None = None
        self.welcome: Welcome | None = None
        self.inbox: asyncio.Queue[ServerMessage] = asyncio.Queue()
        self.closed_because: str | None = None
        self.seats: list[SeatView] = []
        self.spectators: list[str] = []
        """The first spectators' names (`watching`: how many there are)."""
        self.watching = 0
        self.drafting: Drafting | None = None
        """The choices of the party-wide step another seat is choosing now, as they stand."""
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._waiting: asyncio.Future[Applied | Refused] | None = None
        self._sent: tuple[str, int] | None = None
        self._ahead: deque[str] = deque()
        self.lost_thread = False
        """The mirror no longer follows the host (an action taken ahead was refused, or another
        came first): `resync` starts it afresh."""
        self.on_applied: Callable[[Applied, list[Event]], None] | None = None
        """Told of every action the mirror follows from the host (not those taken ahead)."""

    @property
    def seat(self) -> str | None:
        """The seat this client plays (None: it watches)."""
        return None if self.welcome is None else self.welcome.seat

    @property
    def state(self) -> int:
        """The state id this client has seen (the length of its log)."""
        return 0 if self.game is None else len(self.game.log)

    async def join(self, *, watch: bool = False, seat: str | None = None) -> Welcome:
        """Connect and say hello; the welcome (TableError saying why the table refused)."""
        try:
            self._ws = await connect(self.address, max_size=MAX_SERVER_MESSAGE, open_timeout=10)
        except (OSError, ValueError, InvalidURI, WebSocketException, TimeoutError) as exc:
            raise TableError(f"cannot reach {self.address}: {exc}") from None
        table = None if self.welcome is None else self.welcome.table
        hello = Hello(
            version=PROTOCOL_VERSION,
            code=self.code,
            name=self.name,
            watch=watch,
            seat=seat,
            table=table,
            since=self.state if table is not None else 0,
        )
        await self._ws.send(encode(hello))
        welcome = await self._first_answer()
        self.game = mirror_of(self.content, welcome, self.game)
        self.welcome = welcome
        self.seats = welcome.seats
        self.spectators, self.watching = welcome.spectators, welcome.watching
        self.drafting = welcome.drafting
        if welcome.seat_code is not None:
            self.code = welcome.seat_code  # to come back to the same seat
        self.closed_because = None
        self._reader = asyncio.create_task(self._read())
        return welcome

    async def _first_answer(self) -> Welcome:
        assert self._ws is not None
        while True:
            try:
                message = read_server(await self._ws.recv())
            except ConnectionClosed as exc:
                raise TableError(f"the table closed the connection ({exc.rcvd})") from None
            except BadMessage as exc:
                why = f"the host sent a message this client cannot read: {exc}"
                raise TableError(why) from None
            if isinstance(message, Welcome):
                return message
            if isinstance(message, Bye):
                raise TableError(f"the table refused: {message.reason}")

    async def resync(self) -> Welcome:
        """Join again and rebuild the mirror from the host's setup and whole log."""
        self.game, self._ahead, self.lost_thread = None, deque(), False
        return await self.rejoin()

    async def rejoin(self) -> Welcome:
        """Join again with this seat's code, catching up with the actions missed."""
        await self.close()
        return await self.join(watch=self.welcome is not None and self.welcome.seat is None)

    async def close(self) -> None:
        """Leave the table (the seat stays this player's, to come back to)."""
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
        if self._ws is not None:
            await self._ws.close()

    def owner(self, action: Action) -> str | None:
        """The seat an action belongs to, by the seats as they stand (None: not joined)."""
        if self.game is None:
            return None
        order, ducks = seat_map(self.seats)
        return owner(self.game, action, order, ducks)

    def legal_here(self) -> list[str]:
        """The legal actions now that are this client's seat's to take, in notation."""
        if self.game is None or self.seat is None:
            return []
        actions = self.game.legal_actions()
        return [a.notation() for a in actions if self.owner(a) == self.seat]

    # Sending --------------------------------------------------------------------------------

    async def act(self, notation: str) -> Applied | Refused:
        """Send an action and wait for the host's answer: applied (the mirror has it too) or
        refused with the reason (nothing changed)."""
        loop = asyncio.get_running_loop()
        self._waiting = loop.create_future()
        self._sent = (notation, self.state)
        await self._send(Act(action=notation, state=self.state))
        try:
            return await self._waiting
        finally:
            self._waiting = None

    async def send_ahead(self, notation: str, state: int) -> None:
        """Send an action this client has applied to its mirror already (from state id
        `state`): the host's answer is then only checked, and a refusal loses the thread."""
        self._ahead.append(notation)
        await self._send(Act(action=notation, state=state))

    async def draft(self, step: StepView | None, state: int) -> None:
        """Show the choices of a party-wide step of this seat's, made so far at state id
        `state`, to the others (None: its question is closed for now)."""
        await self._send(Draft(state=state, step=step))

    async def say(self, text: str) -> None:
        """A line of chat."""
        await self._send(Say(text=text))

    async def mute(self, muted: bool) -> None:
        """Stop (or start again) seeing the spectators' chat."""
        await self._send(Mute(muted=muted))

    async def _send(self, message: Message) -> None:
        if self._ws is None:
            raise TableError("not joined")
        try:
            await self._ws.send(encode(message))
        except ConnectionClosed:
            raise TableError("the connection to the table is lost") from None

    # Receiving ------------------------------------------------------------------------------

    async def _read(self) -> None:
        assert self._ws is not None
        try:
            async for raw in self._ws:
                self._take(read_server(raw))
        except (ConnectionClosed, BadMessage, TableError) as exc:
            self.closed_because = self.closed_because or str(exc) or "connection lost"
        else:
            self.closed_because = self.closed_because or "the table closed the connection"
        if self._waiting is not None and not self._waiting.done():
            self._waiting.set_exception(TableError(self.closed_because))
        self.inbox.put_nowait(Bye(reason=self.closed_because))

    def _take(self, message: ServerMessage) -> None:
        if isinstance(message, Applied):
            self._follow(message)
        elif isinstance(message, Refused) and self._ahead and message.action == self._ahead[0]:
            self.lost_thread = True
        elif isinstance(message, Seats):
            self.seats = message.seats
            self.spectators, self.watching = message.spectators, message.watching
        elif isinstance(message, Drafting):
            self.drafting = message
        elif isinstance(message, Bye):
            self.closed_because = message.reason
        waiting = self._waiting
        if waiting is not None and not waiting.done() and self._sent is not None:
            notation, state = self._sent
            if isinstance(message, Problem):  # the host could not take the action's message
                waiting.set_result(Refused(action=notation, reason=message.reason, state=state))
            elif self._answers(message):
                waiting.set_result(message)
        self.inbox.put_nowait(message)

    def _follow(self, applied: Applied) -> None:
        assert self.game is not None
        self.drafting = None  # the step is answered
        if self._ahead:
            if applied.seat == self.seat and applied.action == self._ahead[0]:
                self._ahead.popleft()  # taken here already
            else:
                self.lost_thread = True  # another action came first: start afresh
            return
        if self.lost_thread:
            return
        try:
            events = self.game.apply(applied.action)
        except Exception as exc:  # the mirror no longer follows: join again to start afresh
            raise TableError(f"this client lost the thread of the game: {exc}") from None
        if len(self.game.log) != applied.state:
            raise TableError("this client lost the thread of the game: join again")
        if self.on_applied is not None:
            self.on_applied(applied, events)

    def _answers(self, message: ServerMessage) -> bool:
        assert self._sent is not None
        notation, state = self._sent
        if isinstance(message, Refused):
            return message.action == notation
        return isinstance(message, Applied) and message.seat == self.seat and message.state > state
