"""The figures of one bot game of the balance simulator, as plain data."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GameRecord:
    """The figures of one bot game (plain data: it crosses to and from worker processes as is)."""

    index: int
    seed: int
    won: bool
    reason: str
    """Why the game ended: a `Reason` value (e.g. party_down)."""
    turns: int
    actions: int
    booster_final: int
    booster_at_boss: int | None
    ducks_down: int
    knockouts: int
    last_room: int
    one_shot_knockouts: int = 0
    rooms_entered: list[int] = field(default_factory=list)
    room_damage: dict[int, int] = field(default_factory=dict)
    room_knockouts: dict[int, int] = field(default_factory=dict)
    room_turns: dict[int, int] = field(default_factory=dict)
    card_uses: dict[str, int] = field(default_factory=dict)
    cards_held: list[str] = field(default_factory=list)
    seconds: float = 0.0
    dungeon_seed: int | None = None
    room_ids: dict[int, str] = field(default_factory=dict)
