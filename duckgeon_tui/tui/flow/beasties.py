"""The Beasties' turn told apart: the events of an ended turn that the Beasties did, or that
hit a Duckventurer, shown before the flow asks anything else; a turn in which none of them did
anything, said in a line with why."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.engine import Event, Game
from duckgeon_tui.engine.beasties import GUARD_RADIUS
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.queries import BeastieView

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


def quiet_turn(game: Game) -> str | None:
    """The line that says the Beasties' turn passed with none of them doing anything, and why
    (None when no Beastie is in the room, or the game is over)."""
    if game.outcome is not None or not game.beasties:
        return None
    why = "; ".join(idle_words(game, b) for b in game.beasties)
    return f"The Beasties' turn passed and none of them moved: {why}."


def idle_words(game: Game, beastie: BeastieView) -> str:
    """Why a Beastie did nothing on its turn: held by a Condition, guarding its place with no
    Duckventurer near, or waiting for one to come in reach."""
    conditions = game.content.conditions
    held = [
        conditions[c].name
        for c in beastie.conditions
        if c in conditions and conditions[c].no_actions
    ]
    if held:
        return f"{beastie.name} is {' and '.join(held)} and cannot act"
    if "guard" in game.content.beasties[beastie.beastie_id].tactics:
        return (
            f"{beastie.name} guards its place (it comes out only for a Duckventurer within "
            f"{GUARD_RADIUS + 1} spaces of where it appeared)"
        )
    return f"{beastie.name} waits for a Duckventurer to come in reach"
