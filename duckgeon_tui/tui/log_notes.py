"""The message log's lines that are no event of the game (a hint, a hint played): kept with
the game's save, each after the events it followed, so that a game continued shows its log as
it was left. A save is data from outside: what does not read as notes is left out."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from duckgeon_tui.engine import Event
from duckgeon_tui.quick_dataclasses import dataclass

MAX_NOTES = 100
"""The notes a save keeps (the latest)."""
MAX_TEXT = 400
NOTE_KINDS = frozenset({"hint"})
"""The kinds of line kept: the others (a save that failed, an undo) tell of the moment only."""


@dataclass(frozen=True)
class LogNote:
    """A line of the log written after the game's first `after` events."""

    after: int
    kind: str
    text: str


def notes_data(notes: Sequence[LogNote]) -> list[list[Any]]:
    """The latest notes as a save keeps them: `[after, kind, text]`."""
    return [[n.after, n.kind, n.text] for n in notes[-MAX_NOTES:]]


def notes_from(data: Any, events: int) -> list[LogNote]:
    """The notes a save keeps, in a game of `events` events (none when the data is not a list
    of notes; a note that does not read as one is left out)."""
    if not isinstance(data, list):
        return []
    notes = []
    for item in data[-MAX_NOTES:]:
        if not (isinstance(item, list) and len(item) == 3):
            continue
        after, kind, text = item
        if (
            isinstance(after, int)
            and not isinstance(after, bool)
            and after >= 0
            and kind in NOTE_KINDS
            and isinstance(text, str)
            and len(text) <= MAX_TEXT
            and text.isprintable()
        ):
            # An undo's events are not replayed: a note after them comes at the end.
            notes.append(LogNote(min(after, events), kind, text))
    return sorted(notes, key=lambda n: n.after)


def story(events: Sequence[Event], notes: Sequence[LogNote]) -> Iterator[tuple[str, str]]:
    """The log's lines, `(kind, text)`: the events with the notes among them."""
    waiting = list(notes)
    for index, event in enumerate(events):
        while waiting and waiting[0].after <= index:
            note = waiting.pop(0)
            yield note.kind, note.text
        yield event.kind, event.text
    for note in waiting:
        yield note.kind, note.text
