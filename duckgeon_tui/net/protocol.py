"""The table's wire protocol: every message as a pydantic model, one JSON object per WebSocket
text frame, chosen by its `kind` (docs/TABLE.md describes each one and the seat rules)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    model_validator,
)

PROTOCOL_VERSION = 2
"""Raised when a message changes meaning; a client of another version is refused."""
MAX_CLIENT_MESSAGE = 4096
"""The most bytes (UTF-8) a client's message may have; a bigger one is refused unread."""
MAX_SERVER_MESSAGE = 8 * 1024 * 1024
"""The most bytes a client reads in one message from the host (a long game's welcome)."""
BOT = "bot"
"""The seat name of the party bot, when the host hands it Duckventurers."""


def _printable(text: str) -> str:
    if not text.isprintable():
        raise ValueError("control characters (escapes, newlines, tabs) are not allowed")
    return text


def _named(text: str) -> str:
    if text != text.strip() or not text:
        raise ValueError("a name has no spaces around it and is not empty")
    return text


Line = Annotated[str, Field(min_length=1, max_length=300), AfterValidator(_printable)]
"""A line of text from outside: printable characters only, so it can never drive a terminal."""
Name = Annotated[str, Field(max_length=20), AfterValidator(_printable), AfterValidator(_named)]
"""A player's or a seat's name."""
Code = Annotated[str, Field(min_length=4, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
"""A table or seat code (as `secrets.token_urlsafe` writes them)."""
Notation = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_printable)]
"""An action in the engine's notation, e.g. `roll F Plumpy choppy rat-1`."""


class Message(BaseModel):
    """What every message shares: no field it does not know, nothing changed after reading."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# -- from a client ---------------------------------------------------------------------------


class Hello(Message):
    """The first message of a connection: who joins, with which code, as player or spectator.
    `since`: how many of the table's actions the client already holds (after a reconnect)."""

    kind: Literal["hello"] = "hello"
    version: int
    code: Code
    name: Name
    watch: bool = False
    seat: Name | None = None
    table: Code | None = None
    since: int = Field(default=0, ge=0, le=1_000_000)


class Act(Message):
    """An action for the game, with the state id (the length of the log) the client saw."""

    kind: Literal["act"] = "act"
    action: Notation
    state: int = Field(ge=0, le=1_000_000)


class Say(Message):
    """A line of chat: the players' goes into everyone's log, the spectators' to their own."""

    kind: Literal["say"] = "say"
    text: Line


class Mute(Message):
    """A player stops (or starts again) seeing the spectators' chat."""

    kind: Literal["mute"] = "mute"
    muted: bool


# -- a party-wide step being chosen ------------------------------------------------------------

DieKind = Literal["walk", "fighter", "duck", "loot", "funky", "goose"]
Words = Annotated[str, Field(max_length=600), AfterValidator(_printable)]
"""A question's words (its title, its text, a menu's line): printable, at most 600 characters."""
MAX_LINES = 24
"""The most lines (or Duckventurers) a step's view holds."""


class PickView(Message):
    """The dice picker: how many dice the turn takes, the ones chosen so far."""

    kind: Literal["pick"] = "pick"
    count: int = Field(ge=0, le=12)
    chosen: list[DieKind] = Field(max_length=12)


class ShareView(Message):
    """Sharing the dice (each give is an action of its own): the Duckventurer in sight."""

    kind: Literal["share"] = "share"
    row: Name | None = None


class SplitView(Message):
    """The Loot split: the Loot to share, each Duckventurer's share so far, the one in sight."""

    kind: Literal["split"] = "split"
    total: int = Field(ge=0, le=10_000)
    names: list[Name] = Field(max_length=MAX_LINES)
    shares: list[int] = Field(max_length=MAX_LINES)
    row: int = Field(default=0, ge=0, le=MAX_LINES)

    @model_validator(mode="after")
    def _each_name_a_share(self) -> SplitView:
        if len(self.names) != len(self.shares) or any(s < 0 for s in self.shares):
            raise ValueError("a share for each name, none below 0")
        return self


class ConfirmView(Message):
    """A yes or no asked of the party (escape, leave the room, end the turn)."""

    kind: Literal["confirm"] = "confirm"
    title: Words
    question: Words
    yes: Words
    no: Words


class MenuView(Message):
    """A menu of the party's choices: its title, its lines, the one highlighted."""

    kind: Literal["menu"] = "menu"
    title: Words
    lines: list[Annotated[str, Field(max_length=120), AfterValidator(_printable)]] = Field(
        max_length=MAX_LINES
    )
    highlighted: int | None = Field(default=None, ge=0, le=MAX_LINES)


StepView = Annotated[
    PickView | ShareView | SplitView | ConfirmView | MenuView, Field(discriminator="kind")
]
"""A party-wide step's question and the choices made in it so far, as everyone sees it."""


class Draft(Message):
    """The choices of a party-wide step as they are made, by the seat whose step it is, at the
    state id it saw (`step` None: its question is closed without an answer, for now)."""

    kind: Literal["draft"] = "draft"
    state: int = Field(ge=0, le=1_000_000)
    step: StepView | None


ClientMessage = Annotated[Hello | Act | Say | Mute | Draft, Field(discriminator="kind")]
CLIENT_MESSAGES: TypeAdapter[Hello | Act | Say | Mute | Draft] = TypeAdapter(ClientMessage)


# -- from the host ---------------------------------------------------------------------------


class SeatView(Message):
    """A seat as everyone sees it: its name, its Duckventurers, who holds it, whether they are
    here now (the bot's seat is always here)."""

    name: str
    ducks: list[str]
    holder: str | None = None
    here: bool = False


class Drafting(Message):
    """To everyone but the seat choosing: a party-wide step's choices so far (`step` None:
    its question is closed for now)."""

    kind: Literal["drafting"] = "drafting"
    seat: str
    state: int
    step: StepView | None


class ChatLine(Message):
    """A line of chat from a player (`spectator` False) or a spectator."""

    kind: Literal["chat"] = "chat"
    who: str
    text: str
    spectator: bool = False


class Welcome(Message):
    """The answer to a good hello: the game's setup and its log from `since` on (a mirror
    replays them), the seats, and the seat's own code to come back with."""

    kind: Literal["welcome"] = "welcome"
    version: int = PROTOCOL_VERSION
    table: str
    role: Literal["player", "spectator"]
    seat: str | None = None
    seat_code: str | None = None
    fingerprint: str
    mods: list[str] = Field(default_factory=list)
    setup: dict[str, Any]
    since: int
    log: list[str]
    state: int
    seats: list[SeatView]
    chat: list[ChatLine] = Field(default_factory=list)
    spectators: list[str] = Field(default_factory=list)
    watching: int = 0
    drafting: Drafting | None = None


class Applied(Message):
    """An action the host applied: its notation, the seat that took it, what happened, and the
    state id it leads to."""

    kind: Literal["applied"] = "applied"
    action: str
    seat: str
    events: list[str]
    state: int


class Refused(Message):
    """An action the host did not apply, and why (nothing changed)."""

    kind: Literal["refused"] = "refused"
    action: str
    reason: str
    state: int


class Seats(Message):
    """Who is at the table changed: a seat claimed, left, back, or its Duckventurers handed
    over; a spectator came or went (`spectators`: the first names, `watching`: how many)."""

    kind: Literal["seats"] = "seats"
    seats: list[SeatView]
    spectators: list[str] = Field(default_factory=list)
    watching: int = 0


class Problem(Message):
    """A message the host could not take (malformed, too big, too many), and why."""

    kind: Literal["problem"] = "problem"
    reason: str


class Bye(Message):
    """The host closes this connection, and why (a client may join again)."""

    kind: Literal["bye"] = "bye"
    reason: str


AnyServerMessage = Welcome | Applied | Refused | Seats | ChatLine | Drafting | Problem | Bye
ServerMessage = Annotated[AnyServerMessage, Field(discriminator="kind")]
SERVER_MESSAGES: TypeAdapter[AnyServerMessage] = TypeAdapter(ServerMessage)


class BadMessage(Exception):
    """A message that cannot be read, with the reason for its sender."""


def read_client(raw: str | bytes) -> Hello | Act | Say | Mute | Draft:
    """A client's message from its frame; BadMessage saying why it cannot be taken."""
    if isinstance(raw, bytes):
        raise BadMessage("send JSON in text frames, not binary ones")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_CLIENT_MESSAGE:
        raise BadMessage(f"a message is at most {MAX_CLIENT_MESSAGE} bytes")
    try:
        return CLIENT_MESSAGES.validate_json(raw)
    except ValidationError as exc:
        raise BadMessage(first_error(exc)) from None


def read_server(raw: str | bytes) -> AnyServerMessage:
    """A message from the host; BadMessage saying why it cannot be taken."""
    try:
        return SERVER_MESSAGES.validate_json(raw)
    except ValidationError as exc:
        raise BadMessage(first_error(exc)) from None


def first_error(exc: ValidationError) -> str:
    """The first problem of a message, in a line (its field, what is wrong; no input echoed)."""
    error = exc.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{where}: {error['msg']}" if where else str(error["msg"])


def encode(message: Message) -> str:
    """A message as the JSON text of one frame."""
    return message.model_dump_json()
