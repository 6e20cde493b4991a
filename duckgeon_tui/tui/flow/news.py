"""What the turn flow tells the players without waiting for an answer: a notice, a line of the
log, the events an action brought, the game changed, what to choose on the map, a save that
failed, the way back from an engine error, and where to go once the game is over. Plain frozen
data, like the questions."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Literal

from duckgeon_tui.engine import Event
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.flow.map_choosing import Choice

if TYPE_CHECKING:
    from duckgeon_tui.saves.models import RunSummary

Severity = Literal["information", "warning", "error"]


class Signal(Enum):
    """News that carries nothing but itself."""

    CHANGED = "changed"
    """The game changed (an action, an undo, a game restored): show it as it stands."""
    SAVING = "saving"
    """An autosave was written or failed: show whether saving fails, and why."""
    HISTORY = "history"
    """Open the message history (the flow goes on once it is closed)."""
    CLOSE = "close"
    """The game is over: back to the title screen (or the camp)."""
    QUIT = "quit"
    """The game is over and the players quit."""
    HALL = "hall"
    """Open the Hall of Ducks (the game is over)."""


@dataclass(frozen=True)
class Notice:
    """A short notice (a refusal, a hint, a save done), gone by itself after `timeout`."""

    text: str
    title: str = ""
    severity: Severity = "information"
    timeout: float | None = None


@dataclass(frozen=True)
class LogLine:
    """A line of the message log (`kind`: an event's kind, or info, hint, error, room);
    `kept`: kept with the game, so a game continued shows it again (a hint)."""

    kind: str
    text: str
    kept: bool = False


@dataclass(frozen=True)
class Applied:
    """The events an action brought, for the log (and the dice tray: the latest roll)."""

    events: tuple[Event, ...]


@dataclass(frozen=True)
class SaveFailed:
    """A file could not be written or read: the game goes on as it is."""

    reason: str


@dataclass(frozen=True)
class Offer:
    """Choose on the map (the empty Choice: nothing is chosen now)."""

    choice: Choice


@dataclass(frozen=True)
class WentBack:
    """An unexpected engine error: the game went back to the last autosave (or stayed as it
    was, `note` says which); the walk and the choice are left, the error shown."""

    title: str
    detail: str
    note: str


@dataclass(frozen=True)
class OpenLesson:
    """Open a lesson of Learn to play by its place in the list (None: the list of lessons)."""

    index: int | None


@dataclass(frozen=True)
class WatchRun:
    """Open the replay of a finished game (its run summary, as the Hall of Ducks keeps it)."""

    summary: RunSummary


News = Notice | LogLine | Applied | SaveFailed | Offer | WentBack | OpenLesson | WatchRun | Signal
"""Everything the flow tells the players."""
