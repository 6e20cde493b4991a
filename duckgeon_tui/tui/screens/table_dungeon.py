"""The dungeon of a game played at an online table: the same screen, with the table's own
commands (say a line; the host hands an away seat over; a player mutes the spectators) and no
'pass the keyboard' stop between players, who each sit at their own terminal."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual.app import SystemCommand
from textual.binding import Binding, BindingType

from duckgeon_tui.net.protocol import BOT
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.say import SayDialog
from duckgeon_tui.tui.dialogs.table_people import People, TablePeopleDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.table_host import HostSession
from duckgeon_tui.tui.table_seat import TableSeat
from duckgeon_tui.tui.table_session import TableSession

LEFT_OUT = frozenset({"Undo", "Hand-overs on/off"})
"""The game's commands that mean nothing at a table (nothing is taken back; no hand-overs)."""


class TableDungeonScreen(DungeonScreen):
    """The dungeon screen of a hosted or joined table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("T", "say", "Say"),
        Binding("P", "people", "At the table"),
    ]
    FOOTER_FIRST = ("question_mark", "e", "1", "P", "T", "tab", "x", "g", "s", "full_stop")
    """The table's keys (who is at it, say a line) come right after the dice's."""
    muted = False

    def __init__(self, session: HostSession | TableSession) -> None:
        super().__init__(session)
        self.seat = self.table_seat = TableSeat(self, session)
        self.flow.seat = self.seat

    def watch_acting(self, old: str | None, new: str | None) -> None:
        """Another player's Duckventurer acting needs no hand-over: they have their own
        screen."""

    def action_say(self) -> None:
        session = self.session
        if isinstance(session, (HostSession, TableSession)):
            self.app.push_screen(SayDialog(), lambda text: text and session.chat(text))

    def people(self) -> People:
        """Who is at the table now, as this player sees it."""
        session = self.session
        if isinstance(session, HostSession):
            server = session.server
            seats = server.book.views(server.here())
            names, count = server.spectator_names(), len(server.spectators)
            return People(seats, names, count, session.seat, self.muted)
        assert isinstance(session, TableSession)
        client = session.client
        return People(client.seats, client.spectators, client.watching, client.seat, self.muted)

    def action_people(self) -> None:
        self.app.push_screen(TablePeopleDialog(self.people()))

    def people_changed(self) -> None:
        """Someone came, went, or was handed Duckventurers: the list shows it, if open."""
        for screen in self.app.screen_stack:
            if isinstance(screen, TablePeopleDialog):
                screen.show(self.people())

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The game's commands that mean something at a table, and the table's own."""
        yield from (c for c in super().palette_commands() if c.title not in LEFT_OUT)
        yield SystemCommand("Say", "A line of chat at the table (T)", self.action_say)
        yield SystemCommand(
            "At the table", "The seats, who is away, the spectators (P)", self.action_people
        )
        if isinstance(self.session, HostSession):
            yield SystemCommand(
                "Hand a seat over", "Its Duckventurers to another seat or the bot", self.hand
            )
        session = self.session
        if isinstance(session, HostSession) or (
            isinstance(session, TableSession) and session.seat is not None
        ):
            words = "Show the spectators' chat" if self.muted else "Mute the spectators"
            yield SystemCommand(words, "Their chat in your log, or not", self.toggle_mute)

    def toggle_mute(self) -> None:
        """Stop (or start again) seeing the spectators' chat."""
        session = self.session
        assert isinstance(session, (HostSession, TableSession))
        self.muted = not self.muted
        session.mute(self.muted)
        self.notify("The spectators' chat is " + ("muted." if self.muted else "shown again."))

    def hand(self) -> None:
        """The host hands a seat's Duckventurers to another seat or the bot."""
        session = self.session
        assert isinstance(session, HostSession)
        server = session.server
        here = server.here()
        names = [s.name for s in server.book.seats]
        choices: list[tuple[str, object]] = [
            (f"{seat}'s Duckventurers ({'here' if seat in here else 'away'}) to {to}", (seat, to))
            for seat in [*names, BOT]
            if server.book.ducks_of(seat)
            for to in [*names, BOT]
            if to != seat
        ]

        def chosen(answer: object) -> None:
            if isinstance(answer, tuple):
                moved = server.hand_over(*answer)
                self.notify(f"{', '.join(moved)}: now played by {answer[1]}.")

        note = "An away seat's turn waits: hand its Duckventurers over to play on."
        self.app.push_screen(ChooseActionDialog("Hand a seat over", choices, note), chosen)
