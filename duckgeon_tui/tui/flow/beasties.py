"""The Beasties' turn told apart: the events of an ended turn that the Beasties did, or that
hit a Duckventurer, shown before the flow asks anything else."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.engine import Event, Game
from duckgeon_tui.engine.events import EventKind

HITS = (EventKind.DAMAGE, EventKind.KNOCKOUT, EventKind.SOAK)
"""What a Beastie's attack did to a Duckventurer (told with the Beasties' turn)."""


def beasties_turn(game: Game, turn_events: Sequence[Event]) -> list[Event]:
    """The events of the Beasties' part of an ended turn (up to the next turn's start): what
    Beasties did, and what it did to the Duckventurers."""
    ducks = {d.name for d in game.ducks}
    out: list[Event] = []
    for event in turn_events:
        if event.kind == EventKind.TURN:
            break
        by_beastie = event.actor is not None and event.actor not in ducks
        if (by_beastie and event.actor != "The party") or (
            event.kind in HITS and event.target in ducks
        ):
            out.append(event)
    return out
