"""The seats of a table: who holds which Duckventurers, their codes, and whose each action is
(the seat rules of docs/TABLE.md); kept in a file beside the table's save so that a host that
stopped resumes with the same seats and codes."""

from __future__ import annotations

import secrets
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from duckgeon_tui.engine import Action, Game
from duckgeon_tui.file_reading import UnreadableFile
from duckgeon_tui.net.protocol import BOT, SeatView
from duckgeon_tui.saves.files import atomic_write, read_bounded

SEATS_VERSION = 1
PARTY_STEPS = frozenset(
    {"enter", "pick", "give", "take", "go", "leave", "escape", "end", "loot", "split"}
)
"""The verbs of the steps the whole party takes (entering, picking and sharing the dice,
leaving, ending the turn, nominating the Loot roller, splitting the Loot): they belong to the
seat whose turn it is, whoever they name."""


def new_code() -> str:
    """A code nobody can guess (12 URL-safe characters, 72 bits)."""
    return secrets.token_urlsafe(9)


class Seat(BaseModel):
    """One seat: its name (the party's player), its code, who claimed it."""

    model_config = ConfigDict(extra="forbid")

    name: str
    code: str
    holder: str | None = None


class SeatBook(BaseModel):
    """Every seat of a table, the table's own code, and which seat each Duckventurer is
    played from (a seat's name, or `bot`)."""

    model_config = ConfigDict(extra="forbid")

    version: int = SEATS_VERSION
    table: str = Field(default_factory=new_code)
    """The table's id: a client that saw another table's log starts again from its setup."""
    code: str = Field(default_factory=new_code)
    """The code to join with: claim a free seat, or watch."""
    seats: list[Seat]
    ducks: dict[str, str]

    @classmethod
    def for_game(cls, game: Game) -> SeatBook:
        """A seat per player of the party, in the party's order, each with its own code."""
        players = list(dict.fromkeys(d.player for d in game.ducks))
        return cls(
            seats=[Seat(name=p, code=new_code()) for p in players],
            ducks={d.name: d.player for d in game.ducks},
        )

    # Who is who -----------------------------------------------------------------------------

    def seat(self, name: str) -> Seat | None:
        """The seat of that name (None: there is none)."""
        return next((s for s in self.seats if s.name == name), None)

    def by_code(self, code: str) -> Seat | None:
        """The seat whose code this is (compared in constant time)."""
        found = None
        for seat in self.seats:
            if secrets.compare_digest(seat.code, code):
                found = seat
        return found

    def is_table_code(self, code: str) -> bool:
        """Whether `code` is the table's joining code."""
        return secrets.compare_digest(self.code, code)

    def free_seat(self, wanted: str | None) -> Seat | None:
        """The seat a new player claims: the one asked for if it is free, else the first
        free one that holds Duckventurers (None: no seat is free)."""
        free = [s for s in self.seats if s.holder is None and self.ducks_of(s.name)]
        if wanted is not None:
            return next((s for s in free if s.name == wanted), None)
        return free[0] if free else None

    def ducks_of(self, seat: str) -> list[str]:
        """The Duckventurers played from a seat, in the party's order."""
        return [duck for duck, owner in self.ducks.items() if owner == seat]

    def views(self, here: set[str]) -> list[SeatView]:
        """The seats as everyone sees them (`here`: the seats with a client now)."""
        views = [
            SeatView(name=s.name, ducks=self.ducks_of(s.name), holder=s.holder, here=s.name in here)
            for s in self.seats
        ]
        if self.ducks_of(BOT):
            views.append(SeatView(name=BOT, ducks=self.ducks_of(BOT), holder=BOT, here=True))
        return views

    # Whose turn -----------------------------------------------------------------------------

    def lead(self, game: Game) -> str:
        """The seat whose turn it is."""
        return lead(game, [s.name for s in self.seats], self.ducks)

    def owner(self, game: Game, action: Action) -> str:
        """The seat an action belongs to."""
        return owner(game, action, [s.name for s in self.seats], self.ducks)

    def hand_over(self, seat: str, to: str) -> list[str]:
        """Give every Duckventurer of `seat` to the seat `to` (or the bot); the ones handed.
        ValueError saying why when either seat does not exist."""
        if self.seat(seat) is None and seat != BOT:
            raise ValueError(f"there is no seat {seat!r}")
        if self.seat(to) is None and to != BOT:
            raise ValueError(f"there is no seat {to!r}")
        moved = self.ducks_of(seat)
        for duck in moved:
            self.ducks[duck] = to
        return moved

    # The file -------------------------------------------------------------------------------

    def write(self, path: Path) -> None:
        """Write the seats atomically (OSError when the folder refuses)."""
        atomic_write(path, self.model_dump_json(indent=1).encode())


def lead(game: Game, seats: list[str], ducks: dict[str, str]) -> str:
    """The seat whose turn it is: the seats holding Duckventurers take turns, one game turn
    each, in the party's order (the bot leads only when it holds every one)."""
    holding = [seat for seat in seats if seat in ducks.values()]
    if not holding:
        return BOT
    return holding[(game.turn - 1) % len(holding)]


def owner(game: Game, action: Action, seats: list[str], ducks: dict[str, str]) -> str:
    """The seat an action belongs to: a Duckventurer's own step is its seat's; a step of the
    whole party, the seat whose turn it is."""
    if type(action).VERBS[0] not in PARTY_STEPS:
        duck = action.actor or game.active
        if duck is not None and duck in ducks:
            return ducks[duck]
    return lead(game, seats, ducks)


def seat_map(views: list[SeatView]) -> tuple[list[str], dict[str, str]]:
    """The seats' order and who plays each Duckventurer, from the seats as clients see them."""
    order = [v.name for v in views if v.name != BOT]
    return order, {duck: v.name for v in views for duck in v.ducks}


class SeatsFileError(Exception):
    """The seats file of a table cannot be used, and why."""


def read_seats(path: Path, game: Game) -> SeatBook:
    """The seats kept beside a table's save; SeatsFileError when the file is missing, damaged,
    or names Duckventurers the game does not have."""
    try:
        book = SeatBook.model_validate_json(read_bounded(path, 1024 * 1024))
    except UnreadableFile as exc:
        raise SeatsFileError(f"the table's seats ({path.name}): {exc}") from None
    except ValidationError as exc:
        why = f"the table's seats ({path.name}) are damaged: {exc.error_count()} problem(s)"
        raise SeatsFileError(why) from None
    names = {d.name for d in game.ducks}
    seats = {s.name for s in book.seats} | {BOT}
    if book.version != SEATS_VERSION or set(book.ducks) != names:
        raise SeatsFileError(f"the table's seats ({path.name}) are not this game's")
    if not set(book.ducks.values()) <= seats:
        raise SeatsFileError(f"the table's seats ({path.name}) name a seat they do not have")
    return book
