"""Hosting a table: the game (new, or the autosave continued with the actions its journal kept),
its seats and codes, its journal, and the table server that serves them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Action, Event
from duckgeon_tui.net.journal import Journal, missing_actions, read_journal
from duckgeon_tui.net.limits import Limits
from duckgeon_tui.net.protocol import Drafting, StepView
from duckgeon_tui.net.seats import SeatBook, SeatsFileError, read_seats
from duckgeon_tui.net.server import TableServer
from duckgeon_tui.saves import SaveError, SaveStore
from duckgeon_tui.tui.launch import DUCK_NAMES, NewGameSpec
from duckgeon_tui.tui.session import GameSession


class HostSession(GameSession):
    """The host's own game at its table, played on the host's screen from the first seat:
    `apply` goes through the table (the seat rules, then everyone is told)."""

    server: TableServer
    seat: str
    follower: Callable[[list[Event]], None] | None

    @classmethod
    def of(cls, table: HostedTable, name: str) -> HostSession:
        """The session of a table's host, who takes its first seat."""
        session = table.session
        host = cls(**{f.name: getattr(session, f.name) for f in fields(GameSession)})
        seat = table.book.seats[0]
        seat.holder = name
        host.server, host.seat, host.follower = table.server, seat.name, None
        table.server.keeper = host
        table.server.local.add(seat.name)
        table.server.on_applied = host._followed
        table.session = host
        return host

    def apply(self, action: Any, save: bool = True) -> list[Event]:
        """Take an action of the host's seat (IllegalAction saying why not) at the table,
        which autosaves in its own time (`save` changes nothing)."""
        return self.server.take(self.seat, action if isinstance(action, str) else action.notation())

    def autosave_later(self) -> Callable[[], bool]:
        """The table autosaves its game in its own time (and at once when it ends): the
        screen's autosaves leave it to the table."""
        return lambda: True

    def autosave(self) -> bool:
        """The table's own autosave (the one the screen's leave it to)."""
        return GameSession.autosave_later(self)()

    def whose(self, action: Action | None) -> str:
        """The seat an action is (None: the party's next step, the seat whose turn it is)."""
        book, game = self.server.book, self.game
        return book.lead(game) if action is None else book.owner(game, action)

    def show_choices(self, step: StepView | None) -> None:
        """Show the choices of a party-wide step of this seat's, as they stand, to everyone."""
        self.server.host_drafts(self.seat, step)

    @property
    def drafting(self) -> Drafting | None:
        """The choices of the party-wide step a player is choosing now."""
        return self.server.drafting

    def chat(self, text: str) -> None:
        """Say a line at the table (it shows in everyone's log, the host's too)."""
        holder = self.server.book.seats[0].holder or self.seat
        self.server.host_says(holder, text)
        self.server.say(f"<{holder}> {text}")

    def mute(self, muted: bool) -> None:
        """Stop (or start again) seeing the spectators' chat on the host's screen."""
        self.server.host_muted = muted

    def _followed(self, seat: str, events: list[Event]) -> None:
        if seat != self.seat and self.follower is not None:
            self.follower(events)


@dataclass
class HostedTable:
    """A table ready to serve: its server, and what the host is told about it."""

    server: TableServer
    session: GameSession
    notes: list[str]

    @property
    def book(self) -> SeatBook:
        """The table's seats and codes."""
        return self.server.book


def table_party(content: Content, spec: NewGameSpec) -> NewGameSpec:
    """A table's game: the party asked for, else the quest's party with a player (a seat) for
    each Duckventurer."""
    if spec.party or spec.scenario is not None or spec.quest not in content.quests:
        return spec
    classes = content.quests[spec.quest].default_party
    party = tuple(
        PartyMember(name, class_id, f"Player {n}")
        for n, (name, class_id) in enumerate(zip(DUCK_NAMES, classes, strict=False), start=1)
    )
    return replace(spec, party=party)


def _side_file(store: SaveStore, slot: str, suffix: str) -> Path:
    return store.root / f"{slot}{suffix}"


def was_hosted(store: SaveStore, slot: str) -> bool:
    """Whether a save is a table's, with its seats kept beside it."""
    return _side_file(store, slot, ".seats").is_file()


def new_table(
    content: Content, spec: NewGameSpec, store: SaveStore, limits: Limits | None = None
) -> HostedTable:
    """A table for a new game (ValueError saying what does not fit)."""
    session = GameSession.new(content, table_party(content, spec), store)
    session.autosave()
    return _serve(session, SeatBook.for_game(session.game), [], limits)


def continued_table(
    content: Content, store: SaveStore, limits: Limits | None = None, slot: str | None = None
) -> HostedTable:
    """The table of a save (None: the latest autosave), with its seats and codes, and every
    action its journal kept after the save (SaveError saying why it cannot be continued)."""
    slot = slot or store.latest_autosave()
    session = GameSession.from_save(content, store.load(slot), store, slot)
    notes = [session.slot_note] if session.slot_note else []
    game = session.game
    kept = missing_actions(game.log, read_journal(_side_file(store, slot, ".journal")))
    for action in kept:
        try:
            session.events.extend(game.apply(action))
        except Exception as exc:  # a journal that does not follow the save: keep the save
            raise SaveError(slot, f"its journal does not follow the save: {exc}") from None
    if kept:
        notes.append(f"{len(kept)} action(s) after the last autosave came back from the journal.")
        session.autosave()
    try:
        book = read_seats(_side_file(store, slot, ".seats"), game)
    except SeatsFileError as exc:
        notes.append(f"New seats and codes: {exc}.")
        book = SeatBook.for_game(game)
    return _serve(session, book, notes, limits)


def _serve(
    session: GameSession, book: SeatBook, notes: list[str], limits: Limits | None
) -> HostedTable:
    # Nothing is taken back at a table: everyone has seen it (and the game keeps no copies).
    session.game.options = replace(session.game.options, undo=False)
    store, slot = session.store, session.slot
    journal = Journal(_side_file(store, slot, ".journal"), session.game.log)
    server = TableServer(
        session,
        book,
        seats_path=_side_file(store, slot, ".seats"),
        journal=journal,
        limits=limits,
    )
    return HostedTable(server, session, notes)
