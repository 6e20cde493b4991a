"""Balance figures of bot games on dungeons built from the room pool: how much the win rate
moves from one layout to the next, the hardest and easiest layouts, and each pool room's danger."""

from __future__ import annotations

import hashlib
import math
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.engine.dungeon import BOSS_ROOM
from duckgeon_tui.engine.game_record import GameRecord

DEFAULT_LAYOUTS = 20
"""Dungeons a simulation on built dungeons spreads its games over."""
LISTED = 3
"""Hardest and easiest layouts listed."""
SEED_RANGE = 1_000_000
"""Layout seeds stay short, so that a player can type one in to play that dungeon."""

Spread = Callable[[Sequence[float]], dict[str, float]]


def layout_seed(master: int, index: int) -> int:
    """The dungeon seed of layout `index` of a run with this master seed."""
    digest = hashlib.blake2b(f"duckgeon-layout/{master}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % SEED_RANGE


def room_label(content: Content, quest: Quest, built: bool, number: int) -> tuple[str, str]:
    """The id and name a figures table shows for a room number (0: a corridor). On built
    dungeons only the pinned rooms have one room; the others are drawn anew for each layout."""
    if built and quest.build is not None:
        pinned = {r.number: r.room for r in quest.build.rooms}
        if number > BOSS_ROOM:
            return "side", f"Side room {number} (drawn from the pool)"
        if number in pinned:
            room = pinned[number]
            if room is None:
                return "drawn", f"Room {number} (drawn from the pool)"
            return room, content.rooms[room].name
        return "corridor", "Corridor"
    own = {r.number: r.room for r in quest.rooms}
    if number in own:
        return own[number], content.rooms[own[number]].name
    return "corridor", "Corridor"


def layout_summary(
    content: Content, layouts: int, records: Sequence[GameRecord], spread: Spread
) -> dict[str, Any]:
    """The figures only built dungeons have: `layouts` (the spread of win rates and turns over
    the layouts, with the spread that chance alone would give) and `pool` (danger per room)."""
    by_layout: dict[int, list[GameRecord]] = defaultdict(list)
    for record in records:
        if record.dungeon_seed is not None:
            by_layout[record.dungeon_seed].append(record)
    rates = {seed: sum(r.won for r in games) / len(games) for seed, games in by_layout.items()}
    turns = [statistics.fmean(r.turns for r in games) for games in by_layout.values()]
    games_each = [len(games) for games in by_layout.values()]
    overall = sum(r.won for r in records) / len(records) if records else 0.0
    mean_games = statistics.fmean(games_each) if games_each else 1.0
    ranked = sorted(rates.items(), key=lambda item: (item[1], item[0]))

    def listed(items: list[tuple[int, float]]) -> list[list[float]]:
        return [[seed, round(rate, 4), len(by_layout[seed])] for seed, rate in items[:LISTED]]

    return {
        "layouts": {
            "count": len(by_layout),
            "asked": layouts,
            "games_each": [min(games_each, default=0), max(games_each, default=0)],
            "win_rate": spread(list(rates.values())),
            "win_rate_chance_stdev": round(math.sqrt(overall * (1 - overall) / mean_games), 4),
            "mean_turns": spread(turns),
            "hardest": listed(ranked),
            "easiest": listed(ranked[::-1]),
        },
        "pool": _pool_rows(content, records),
    }


def _pool_rows(content: Content, records: Sequence[GameRecord]) -> list[dict[str, Any]]:
    """Per room of the pool (whatever its number): visits, damage, knockouts and turns per
    visit, defeats there; the most damaging first."""
    rows: dict[str, dict[str, Any]] = {}

    def row(room: str) -> dict[str, Any]:
        if room not in rows:
            name = content.rooms[room].name if room in content.rooms else room
            rows[room] = {"id": room, "name": name, "entered": 0, "damage": 0, "knockouts": 0}
            rows[room].update({"turns": 0, "defeats": 0})
        return rows[room]

    for record in records:
        ids = record.room_ids
        for number in dict.fromkeys(record.rooms_entered):
            if number in ids:
                row(ids[number])["entered"] += 1
        for key, figures in (
            ("damage", record.room_damage),
            ("knockouts", record.room_knockouts),
            ("turns", record.room_turns),
        ):
            for number, value in figures.items():
                if number in ids:
                    row(ids[number])[key] += value
        if not record.won and record.last_room in ids:
            row(ids[record.last_room])["defeats"] += 1
    for data in rows.values():
        visits = max(1, data["entered"])
        data["damage_per_visit"] = round(data["damage"] / visits, 2)
        data["knockouts_per_visit"] = round(data["knockouts"] / visits, 3)
        data["turns_per_visit"] = round(data["turns"] / visits, 2)
    return sorted(rows.values(), key=lambda d: (-d["damage_per_visit"], d["id"]))
