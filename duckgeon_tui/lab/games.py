"""Play a batch of lab games (in this process, a worker process or a Dask worker) and give
back each game's row for the database."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import DATA_DIR, load_content
from duckgeon_tui.engine.dungeon import BOSS_ROOM
from duckgeon_tui.engine.simulation import SimSetup, SimulationError, boss_room, play_game
from duckgeon_tui.lab.plan import OWN_LAYOUT, Cell, Game
from duckgeon_tui.lab.players import NoLegalAction, RandomParty, WatchedBot, where
from duckgeon_tui.lab.variants import (
    parse_variant,
    variant_content,
    variant_party,
    variant_set_aside,
)

Row = dict[str, Any]
"""One game's row: the key columns, the figures and the whole record as JSON."""


@dataclass(frozen=True)
class Batch:
    """Some games of one cell, sent to a worker as one task."""

    content: str
    cell: Cell
    games: tuple[Game, ...]
    turn_cap: int
    dungeon: str
    mods: tuple[str, ...] = ()
    data: str = str(DATA_DIR)


_loaded: dict[tuple[str, tuple[str, ...]], Content] = {}


def _content(batch: Batch) -> Content:
    """The content of the batch's files, loaded once per process."""
    key = (batch.data, batch.mods)
    if key not in _loaded:
        _loaded[key] = load_content(Path(batch.data), [Path(m) for m in batch.mods])
    return _loaded[key]


def play_batch(batch: Batch, content: Content | None = None) -> list[Row]:
    """Play the batch's games, on `content` when given (else on its files): their rows."""
    base = content if content is not None else _content(batch)
    variant = parse_variant(batch.cell.variant)
    played = variant_content(base, variant)
    party = variant_party(batch.cell.party, variant)
    setup = SimSetup(
        batch.cell.quest,
        party,
        turn_cap=batch.turn_cap,
        dungeon=batch.dungeon,  # type: ignore[arg-type]
        set_aside=variant_set_aside(variant),
    )
    quest = played.quests[batch.cell.quest]
    last = BOSS_ROOM if batch.dungeon == "random" else _last_room(quest)
    return [
        _play(played, setup, batch, game, variant.kind == "random", last) for game in batch.games
    ]


def _last_room(quest: Any) -> int:
    found = boss_room(quest)
    return found if found is not None else max(r.number for r in quest.rooms)


def _play(
    content: Content, setup: SimSetup, batch: Batch, game: Game, randomly: bool, last: int
) -> Row:
    layout = None if game.layout == OWN_LAYOUT else game.layout
    bot = None if randomly else WatchedBot(game.seed)
    choose = RandomParty(game.seed).choose if bot is None else bot.choose
    row: Row = {
        "content": batch.content,
        "quest": batch.cell.quest,
        "layout": game.layout,
        "party": ",".join(batch.cell.party),
        "variant": batch.cell.variant,
        "seed": game.seed,
        "game": game.index,
    }
    try:
        record = play_game(content, setup, game.index, game.seed, layout, choose)
    except NoLegalAction as exc:
        return {**row, **_broken("no_legal_action", str(exc))}
    except SimulationError as exc:
        stuck = bot.game if bot is not None else None
        if stuck is not None and not stuck.legal_actions():
            return {**row, **_broken("no_legal_action", f"no legal action at {where(stuck)}")}
        return {**row, **_broken("refused", str(exc))}
    hole = detail = ""
    if record.reason == "turn_cap":
        hole = "turn_cap"
        rooms = ", ".join(map(str, record.rooms_entered))
        detail = f"still going after turn {record.turns} in room {record.last_room} (rooms {rooms})"
    return {
        **row,
        "won": int(record.won),
        "reason": record.reason,
        "turns": record.turns,
        "last_room": record.last_room,
        "reached_last": int(last in record.rooms_entered),
        "hole": hole,
        "detail": detail,
        "record": json.dumps(asdict(record), sort_keys=True),
    }


def _broken(hole: str, detail: str) -> Row:
    """The figures of a game the rules could not finish: a defeat, with why."""
    return {
        "won": 0,
        "reason": hole,
        "turns": 0,
        "last_room": 0,
        "reached_last": 0,
        "hole": hole,
        "detail": detail[:500],
        "record": "{}",
    }
