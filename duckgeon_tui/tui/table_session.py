"""A game followed at someone else's table: the session the dungeon screen plays, whose actions
go to the host (checked here first by the same seat rules and engine), and which follows every
action the host applies."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from duckgeon_tui.engine import Event, IllegalAction
from duckgeon_tui.engine.actions import Action, parse_action
from duckgeon_tui.net.client import TableClient
from duckgeon_tui.net.protocol import BOT, Applied, Drafting, StepView
from duckgeon_tui.net.seats import lead, seat_map
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.store import now_iso
from duckgeon_tui.tui.session import GameSession

SENDING: set[asyncio.Task[None]] = set()
"""The actions on their way to the host."""
Follower = Callable[[list[Event]], None]
"""Told the events of each action the host applied for another seat (the screen shows them)."""


class TableSession(GameSession):
    """The mirror of a table's game: `apply` takes the action on the mirror and sends it to the
    host; nothing is saved here (the host keeps the game)."""

    client: TableClient
    follower: Follower | None

    @classmethod
    def joined(cls, client: TableClient, store: SaveStore) -> TableSession:
        """The session of a client that has joined its table."""
        assert client.game is not None
        players = tuple(dict.fromkeys(d.player for d in client.game.ducks))
        session = cls(client.content, client.game, store, now_iso(), True, players)
        session.client, session.follower = client, None
        session.summary_written = True  # the host writes the game's end into its Hall of Ducks
        client.on_applied = session._followed
        return session

    @property
    def seat(self) -> str | None:
        """This player's seat (None: watching)."""
        return self.client.seat

    def apply(self, action: Any, save: bool = True) -> list[Event]:
        """Take an action that is this seat's (IllegalAction saying whose it is, or why the
        rules refuse it), and send it to the host (who saves it: `save` changes nothing)."""
        if isinstance(action, str):
            action = parse_action(action)
        assert isinstance(action, Action)
        if self.seat is None:
            raise IllegalAction("you are watching this table: the players act")
        owner = self.client.owner(action)
        if owner != self.seat:
            whose = "the bot's" if owner == "bot" else f"{owner}'s"
            raise IllegalAction(f"that is {whose} to do, not yours")
        state = self.client.state
        events = self.game.apply(action)
        self.events.extend(events)
        self._later(self.client.send_ahead(self.game.log[-1], state))
        return events

    def whose(self, action: Action | None) -> str:
        """The seat an action is (None: the party's next step, the seat whose turn it is)."""
        if action is not None:
            return self.client.owner(action) or BOT
        order, ducks = seat_map(self.client.seats)
        return lead(self.game, order, ducks)

    def show_choices(self, step: StepView | None) -> None:
        """Show the choices of a party-wide step of this seat's, as they stand, to everyone."""
        self._later(self.client.draft(step, self.client.state))

    @property
    def drafting(self) -> Drafting | None:
        """The choices of the party-wide step another seat is choosing now."""
        return self.client.drafting

    def chat(self, text: str) -> None:
        """Say a line at the table (the host sends it back to everyone, this log too)."""
        self._later(self.client.say(text))

    def mute(self, muted: bool) -> None:
        """Stop (or start again) seeing the spectators' chat."""
        self._later(self.client.mute(muted))

    def _later(self, sending: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(sending)
        SENDING.add(task)  # kept until it is sent
        task.add_done_callback(SENDING.discard)

    def _followed(self, _applied: Applied, events: list[Event]) -> None:
        self.events.extend(events)
        if self.follower is not None:
            self.follower(events)

    def autosave(self) -> bool:
        """Nothing to write: the host autosaves the table's game."""
        return True

    def autosave_later(self) -> Callable[[], bool]:
        """Nothing to write later either (the host's table keeps the game)."""
        return self.autosave

    def last_good(self) -> GameSession:
        """After an error: the game as the host has it (the mirror, followed afresh)."""
        return self
