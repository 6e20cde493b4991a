"""What `apply` reports: one small event per thing that happened, with a readable text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

EventKind = Literal[
    "turn",
    "room",
    "room_table",
    "spawn",
    "arrive",
    "booster",
    "pick",
    "give",
    "roll",
    "goose",
    "move",
    "attack",
    "card",
    "resist",
    "damage",
    "soak",
    "heal",
    "knockout",
    "death",
    "condition",
    "free_action",
    "free_lost",
    "loot_counter",
    "loot",
    "cash",
    "lost_dice",
    "draw",
    "omen",
    "snare",
    "rank",
    "buy",
    "corridor",
    "strolling",
    "beastie",
    "cleared",
    "objective",
    "clue",
    "clock",
    "info",
    "over",
]


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; `text` carries any roll's arithmetic."""

    kind: EventKind
    text: str
    who: str | None = None
    target: str | None = None
    at: tuple[int, int] | None = None
    value: int | None = None
    faces: tuple[int, ...] = ()
