"""The table server: the host's authoritative game behind a WebSocket, on asyncio. It checks
every action's seat and rules, applies it, autosaves (through its keeper), and sends it to every
player and spectator, each through a bounded queue so that no one slow holds anyone up."""

from __future__ import annotations

import asyncio
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine import Event, Game, IllegalAction, NotationError, RollNeeded
from duckgeon_tui.engine.actions import parse_action
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.net.drafts import draft_problem
from duckgeon_tui.net.journal import Journal
from duckgeon_tui.net.limits import Limits, RateLimit
from duckgeon_tui.net.protocol import (
    BOT,
    PROTOCOL_VERSION,
    Act,
    Applied,
    BadMessage,
    Bye,
    ChatLine,
    Draft,
    Drafting,
    Hello,
    Message,
    Mute,
    Problem,
    Refused,
    Say,
    Seats,
    StepView,
    Welcome,
    encode,
    read_client,
)
from duckgeon_tui.net.seats import SeatBook

SPECTATORS_NAMED = 50
"""The spectators named in the list of who is at the table (the others are counted)."""
WEBSOCKET_MAX_SIZE = 64 * 1024
"""Frames above this close the connection unread (the protocol's own cap, far lower, is
answered with a reason)."""


class Keeper(Protocol):
    """What holds the table's game, its story so far and its autosave (the app's game session
    is one)."""

    content: Content
    events: list[Event]

    @property
    def game(self) -> Game:
        """The game being played."""
        ...

    def autosave(self) -> bool:
        """Write the autosave (and the run summary of a game over); False when it failed."""
        ...


@dataclass(eq=False)
class Client:
    """One connection: a player's seat or a spectator, and its bounded send queue."""

    ws: ServerConnection
    name: str
    seat: str | None
    queue: asyncio.Queue[str | None]
    rate: RateLimit
    muted: bool = False
    strikes: int = 0
    writer: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def spectator(self) -> bool:
        """Whether this client watches (it holds no seat)."""
        return self.seat is None


class TableServer:
    """One table: its seats, its clients, and the game its keeper holds."""

    def __init__(
        self,
        keeper: Keeper,
        book: SeatBook,
        *,
        seats_path: Path | None = None,
        journal: Journal | None = None,
        limits: Limits | None = None,
        say: Callable[[str], None] | None = None,
    ) -> None:
        self.keeper = keeper
        self.book = book
        self.seats_path = seats_path
        self.journal = journal
        self.limits = limits or Limits()
        self.say = say or (lambda _text: None)
        self.players: dict[str, Client] = {}
        self.spectators: set[Client] = set()
        self.chat: deque[ChatLine] = deque(maxlen=self.limits.chat_kept)
        self.bot = PartyBot(random.Random(keeper.game.seed))
        self._server: Server | None = None
        self.port = 0
        """The port the table listens on, once started."""
        self._closing: set[asyncio.Task[None]] = set()
        self._bot_task: asyncio.Task[None] | None = None
        self._save_task: asyncio.Task[None] | None = None
        self.local: set[str] = set()
        """The seats played on the host's own screen (always here)."""
        self.on_applied: Callable[[str, list[Event]], None] | None = None
        """Told of every action applied (the seat that took it, its events): the host's own
        screen follows the table with it."""
        self._unsaved = 0
        self.drafting: Drafting | None = None
        """The choices of the party-wide step being chosen now, as they stand."""
        self.on_draft: Callable[[Drafting], None] | None = None
        """Told of a client's choices in a party-wide step (the host's screen shows them)."""
        self.host_muted = False
        """The host does not see the spectators' chat."""
        self.on_seats: Callable[[], None] | None = None
        """Told whenever who is at the table changed (the host's list of them follows)."""

    # Starting and stopping ------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on `host:port` (0: any free port); the port listened on."""
        self._server = server = await serve(
            self._connection,
            host,
            port,
            max_size=WEBSOCKET_MAX_SIZE,
            max_queue=self.limits.read_queue,
            write_limit=self.limits.write_buffer,
            close_timeout=2,
            ping_interval=20,
            ping_timeout=20,
        )
        self.write_seats()
        self.run_bot()
        self.port = int(next(iter(server.sockets)).getsockname()[1])
        return self.port

    async def close(self) -> None:
        """Say goodbye to every client, stop listening, and wait until it has stopped."""
        self.stop()
        if self._server is not None:
            await self._server.wait_closed()
        for task in list(self._closing):  # goodbyes not read by now never will be
            task.cancel()

    def stop(self) -> None:
        """Say goodbye to every client and stop listening, now, without waiting (the app's
        screen closing as the app ends)."""
        for client in [*self.players.values(), *self.spectators]:
            self._drop(client, "the host closed the table")
        if self._server is not None:
            self._server.close()
        if self._bot_task is not None:
            self._bot_task.cancel()
        if self._save_task is not None:
            self._save_task.cancel()
        if self._unsaved:
            self.save()
        if self.journal is not None:
            self.journal.close()

    def here(self) -> set[str]:
        """The seats with a player now: a client's, or the host's own."""
        return set(self.players) | self.local

    @property
    def game(self) -> Game:
        """The table's game."""
        return self.keeper.game

    @property
    def state(self) -> int:
        """The state id: how many actions the game has taken."""
        return len(self.game.log)

    # A connection ---------------------------------------------------------------------------

    async def _connection(self, ws: ServerConnection) -> None:
        try:
            hello = await asyncio.wait_for(self._hello(ws), self.limits.hello_timeout)
        except TimeoutError:
            await self._refuse(ws, "no hello came: a client says who it is first")
            return
        except ConnectionClosed:
            return
        if hello is None:
            return
        client = self._admit(ws, hello)
        if isinstance(client, str):
            await self._refuse(ws, client)
            return
        client.writer = asyncio.create_task(self._write(client))
        try:
            async for raw in ws:
                self._take(client, raw)
        except ConnectionClosed:
            pass
        finally:
            self._gone(client)

    async def _hello(self, ws: ServerConnection) -> Hello | None:
        """The connection's hello (None: it was refused, with the reason sent)."""
        for _ in range(self.limits.hello_tries):
            try:
                message = read_client(await ws.recv())
            except BadMessage as exc:
                await ws.send(encode(Problem(reason=str(exc))))
                continue
            if isinstance(message, Hello):
                return message
            await ws.send(encode(Problem(reason="say hello first (with a code)")))
        await self._refuse(ws, "too many messages before a hello")
        return None

    async def _refuse(self, ws: ServerConnection, reason: str) -> None:
        """Say goodbye and close; a client that does not read even that is cut off."""
        try:
            async with asyncio.timeout(self.limits.goodbye_timeout):
                await ws.send(encode(Bye(reason=reason)))
                await ws.close(1008, reason[:100])
        except ConnectionClosed:
            pass
        except TimeoutError:
            ws.transport.abort()

    def _admit(self, ws: ServerConnection, hello: Hello) -> Client | str:
        """The client a hello makes, or why it is refused."""
        reason = self._admission_problem(hello)
        if reason is not None:
            return reason
        seat = self.book.by_code(hello.code)
        if hello.watch:
            seat = None
        elif seat is None:
            seat = self.book.free_seat(hello.seat)
            if seat is None:
                return self._no_free_seat(hello.seat)
            seat.holder = hello.name
            self.say(f"{hello.name} takes the seat of {seat.name}.")
            self.write_seats()
        size = self.limits.spectator_queue if seat is None else self.limits.player_queue
        client = Client(
            ws,
            hello.name,
            None if seat is None else seat.name,
            asyncio.Queue(size),
            RateLimit(self.limits.rate, self.limits.burst),
        )
        if seat is None:
            self.spectators.add(client)
        else:
            old = self.players.pop(seat.name, None)
            if old is not None:
                self._drop(old, "your seat joined again from somewhere else")
            self.players[seat.name] = client
        self._send(client, self._welcome(client, hello, None if seat is None else seat.code))
        self._seats_changed(f"{hello.name} {'watches' if seat is None else 'is here'}.")
        return client

    def _admission_problem(self, hello: Hello) -> str | None:
        if hello.version != PROTOCOL_VERSION:
            return (
                f"this table speaks protocol {PROTOCOL_VERSION}, your game {hello.version}: "
                "play the same version of Duckgeon as the host"
            )
        known = self.book.by_code(hello.code) is not None or self.book.is_table_code(hello.code)
        if not known:
            return "unknown code: ask the host for the table's code"
        if hello.watch and len(self.spectators) >= self.limits.max_spectators:
            return f"the table has its {self.limits.max_spectators} spectators: try again later"
        return None

    def _no_free_seat(self, wanted: str | None) -> str:
        free = [s.name for s in self.book.seats if s.holder is None and self.book.ducks_of(s.name)]
        if wanted is not None:
            if free:
                return f"the seat {wanted!r} is not free (free seats: {', '.join(free)})"
            return f"the seat {wanted!r} is not free"
        return "every seat is taken: join with your seat's code, or with --watch to watch"

    def _welcome(self, client: Client, hello: Hello, seat_code: str | None) -> Welcome:
        log = self.game.log
        since = hello.since if hello.table == self.book.table and hello.since <= len(log) else 0
        content = self.keeper.content
        return Welcome(
            table=self.book.table,
            role="spectator" if client.spectator else "player",
            seat=client.seat,
            seat_code=seat_code,
            fingerprint=content.fingerprint,
            mods=[m.id for m in content.mods],
            setup=self.game.to_json()["setup"],
            since=since,
            log=log[since:],
            state=len(log),
            seats=self.book.views(self.here()),
            chat=list(self.chat),
            spectators=self.spectator_names(),
            watching=len(self.spectators),
            drafting=self.drafting,
        )

    def _gone(self, client: Client) -> None:
        if client.writer is not None:
            client.writer.cancel()
        if client.spectator:  # (one dropped for falling behind is gone from the list already)
            self.spectators.discard(client)
            self._seats_changed(f"{client.name} stops watching.")
        elif self.players.get(client.seat or "") is client:
            del self.players[client.seat or ""]
            self._seats_changed(f"{client.name} ({client.seat}) is away.")

    # Sending --------------------------------------------------------------------------------

    async def _write(self, client: Client) -> None:
        try:
            while (text := await client.queue.get()) is not None:
                await client.ws.send(text)
        except ConnectionClosed:
            pass

    def _send(self, client: Client, message: Message | str) -> None:
        """Queue a message; a client whose queue is full is too far behind and is dropped (it
        may join again and catch up)."""
        text = message if isinstance(message, str) else encode(message)
        try:
            client.queue.put_nowait(text)
        except asyncio.QueueFull:
            self._drop(client, "your connection fell behind the table: join again to catch up")

    def _broadcast(self, message: Message, to_muted: bool = True) -> None:
        text = encode(message)
        for client in list(self.players.values()):
            if to_muted or not client.muted:
                self._send(client, text)
        for client in list(self.spectators):
            self._send(client, text)

    def _drop(self, client: Client, reason: str) -> None:
        """Close a client's connection now, saying why if it still reads."""
        if client.spectator:
            self.spectators.discard(client)
        elif self.players.get(client.seat or "") is client:
            del self.players[client.seat or ""]
        if client.writer is not None:
            client.writer.cancel()
        self._close_later(client.ws, reason)

    def _close_later(self, ws: ServerConnection, reason: str) -> None:
        task = asyncio.create_task(self._refuse(ws, reason))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    def _seats_changed(self, note: str) -> None:
        self.say(note)
        self._broadcast(self.seats_message())
        if self.on_seats is not None:
            self.on_seats()

    def seats_message(self) -> Seats:
        """Who is at the table: the seats, and the spectators (the first of them by name)."""
        return Seats(
            seats=self.book.views(self.here()),
            spectators=self.spectator_names(),
            watching=len(self.spectators),
        )

    def spectator_names(self) -> list[str]:
        """The first spectators' names, in name order."""
        return sorted(client.name for client in self.spectators)[:SPECTATORS_NAMED]

    # Taking a message -----------------------------------------------------------------------

    def _take(self, client: Client, raw: str | bytes) -> None:
        if not client.rate.take():
            client.strikes += 1
            if client.strikes > self.limits.flood_strikes:
                self._drop(client, "too many messages: the table closed this connection")
            elif client.strikes == 1:
                per_second = self.limits.rate
                self._send(client, Problem(reason=f"too many messages: {per_second:g} a second"))
            return
        client.strikes = 0
        try:
            message = read_client(raw)
        except BadMessage as exc:
            self._send(client, Problem(reason=str(exc)))
            return
        if isinstance(message, Act):
            self._act(client, message)
        elif isinstance(message, Say):
            self._chat(client, message.text)
        elif isinstance(message, Mute):
            client.muted = message.muted
        elif isinstance(message, Draft):
            self._draft(client, message)
        else:
            self._send(client, Problem(reason="you have joined already"))

    def host_says(self, name: str, text: str) -> None:
        """A line of chat from the host's own screen (a player's: everyone sees it)."""
        line = ChatLine(who=name, text=text)
        self.chat.append(line)
        self._broadcast(line)

    def _chat(self, client: Client, text: str) -> None:
        line = ChatLine(who=client.name, text=text, spectator=client.spectator)
        self.chat.append(line)
        if not (client.spectator and self.host_muted):
            self.say(f"{'(watching) ' if client.spectator else ''}<{client.name}> {text}")
        self._broadcast(line, to_muted=not client.spectator)

    # A party-wide step being chosen ---------------------------------------------------------

    def _draft(self, client: Client, draft: Draft) -> None:
        if client.seat is None:
            self._send(client, Problem(reason="spectators watch: they cannot choose"))
            return
        if draft.state != self.state:
            reason = f"the game has moved on (you saw state {draft.state}, it is at {self.state})"
            self._send(client, Problem(reason=reason))
            return
        why = self._draft_problem(client.seat, draft.step)
        if why is not None:
            self._send(client, Problem(reason=why))
            return
        self._drafted(client.seat, draft.step, client)

    def _draft_problem(self, seat: str, step: StepView | None) -> str | None:
        seats = [s.name for s in self.book.seats]
        return draft_problem(self.game, seats, self.book.ducks, seat, step)

    def host_drafts(self, seat: str, step: StepView | None) -> None:
        """The choices of a party-wide step made so far on the host's own screen (ignored
        when the step is not that seat's now)."""
        if self._draft_problem(seat, step) is None:
            self._drafted(seat, step, None)

    def _drafted(self, seat: str, step: StepView | None, sender: Client | None) -> None:
        """Keep the choices so far (a client joining now sees them) and show them to everyone
        but the seat choosing."""
        self.drafting = drafting = Drafting(seat=seat, state=self.state, step=step)
        text = encode(drafting)
        for other in [*self.players.values(), *self.spectators]:
            if other is not sender:
                self._send(other, text)
        if sender is not None and self.on_draft is not None:
            self.on_draft(drafting)

    def _act(self, client: Client, act: Act) -> None:
        if client.seat is None:
            self._send(client, self._refused(act.action, "spectators watch: they cannot act"))
            return
        if act.state != self.state:
            reason = f"the game has moved on (you saw state {act.state}, it is at {self.state})"
            self._send(client, self._refused(act.action, reason))
            return
        why = self._why_not(client.seat, act.action)
        if why is not None:
            self._send(client, self._refused(act.action, why))
            return
        self._apply(act.action, client.seat)
        self.run_bot()

    def _why_not(self, seat: str, notation: str) -> str | None:
        try:
            action = parse_action(notation)
        except NotationError as exc:
            return str(exc)
        if self.game.outcome is not None:
            return "the game is over"
        owner = self.book.owner(self.game, action)
        if owner != seat:
            whose = "the bot's" if owner == BOT else f"{owner}'s"
            return f"that is {whose} to do, not yours"
        return self.game.why_illegal(action)

    def _refused(self, notation: str, reason: str) -> Refused:
        return Refused(action=notation, reason=reason, state=self.state)

    def _apply(self, notation: str, seat: str) -> bool:
        """Apply a client's (or the bot's) action (False: the engine refused it, and the client
        is told why)."""
        try:
            events = self._applied(notation, seat)
        except (IllegalAction, RollNeeded) as exc:
            client = self.players.get(seat)
            if client is not None:
                self._send(client, self._refused(notation, str(exc)))
            return False
        self.keeper.events.extend(events)
        return True

    def _applied(self, notation: str, seat: str) -> list[Event]:
        """Apply an action for a seat, journal it, send it to everyone, and autosave in time;
        its events (IllegalAction, RollNeeded: nothing changed)."""
        events = self.game.apply(notation)
        done = self.game.log[-1]
        self.drafting = None  # the step is answered (a give: its dialog shows the next choice)
        self._journal(done)
        texts = [event.text for event in events]
        self._broadcast(Applied(action=done, seat=seat, events=texts, state=self.state))
        if self.on_applied is not None:
            self.on_applied(seat, events)
        self._unsaved += 1
        if self.game.outcome is not None:
            self.say(f"The quest is over: {self.game.outcome.text}")
            self.save()  # into the Hall of Ducks at once
        elif self._unsaved >= self.limits.save_every:
            self.save()
        elif self._save_task is None or self._save_task.done():
            self._save_task = asyncio.create_task(self._save_when_quiet())
        return events

    def _journal(self, notation: str) -> None:
        if self.journal is None:
            return
        try:
            self.journal.append(notation)
        except OSError as exc:
            self.say(f"The journal could not be written: {exc.strerror or exc}.")

    async def _save_when_quiet(self) -> None:
        """Autosave once no action has come for a moment (the journal holds them meanwhile)."""
        while True:
            seen = self._unsaved
            await asyncio.sleep(self.limits.save_delay)
            if self._unsaved == seen:
                self.save()
                return

    def save(self) -> None:
        """Autosave the game now (a failure is told to the host; the journal keeps the actions
        and the next autosave tries again)."""
        self._unsaved = 0
        if not self.keeper.autosave():
            self.say("The game could not be autosaved: the journal keeps its actions.")

    # The host's part ------------------------------------------------------------------------

    def take(self, seat: str, notation: str) -> list[Event]:
        """An action of the host's own seat, played on the host's screen: checked by the same
        rules as a client's, applied and sent to everyone; its events (IllegalAction saying
        why it is refused, or RollNeeded)."""
        why = self._why_not(seat, notation)
        if why is not None:
            raise IllegalAction(why)
        before = len(self.keeper.events)
        self.keeper.events.extend(self._applied(notation, seat))
        self.run_bot()
        return self.keeper.events[before:]

    def hand_over(self, seat: str, to: str) -> list[str]:
        """Hand every Duckventurer of a seat to another seat or the bot (ValueError saying
        why when a seat does not exist); the bot then plays the steps that are its own."""
        moved = self.book.hand_over(seat, to)
        self.write_seats()
        self._seats_changed(f"{', '.join(moved) or 'No one'}: from {seat} to {to}.")
        self.run_bot()
        return moved

    def write_seats(self) -> None:
        """Keep the seats beside the save (a failed write is told, the table goes on)."""
        if self.seats_path is None:
            return
        try:
            self.book.write(self.seats_path)
        except OSError as exc:
            self.say(f"The seats could not be saved: {exc.strerror or exc}.")

    def run_bot(self) -> None:
        """Let the bot take the steps that are its own, one at a time, between messages."""
        if self._bot_task is None or self._bot_task.done():
            self._bot_task = asyncio.create_task(self._bot_steps())

    async def _bot_steps(self) -> None:
        for _ in range(self.limits.bot_steps):
            await asyncio.sleep(0)
            game = self.game
            if game.outcome is not None or BOT not in self.book.ducks.values():
                return
            action = self.bot.choose(game)
            if self.book.owner(game, action) != BOT or not self._apply(action.notation(), BOT):
                return
