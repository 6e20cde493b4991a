"""The lab's SQLite database: every game's row, keyed by content hash, quest, layout seed,
party, variant and seed, so that an interrupted sweep resumes and a re-run reuses its games."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from duckgeon_tui.lab.games import Row
from duckgeon_tui.lab.plan import Cell, Plan
from duckgeon_tui.paths import user_data_dir

KEY = ("content", "quest", "layout", "party", "variant", "seed")
FIGURES = ("game", "won", "reason", "turns", "last_room", "reached_last", "hole", "detail")
COLUMNS = (*KEY, *FIGURES, "record")

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    content TEXT NOT NULL,
    quest TEXT NOT NULL,
    layout INTEGER NOT NULL,
    party TEXT NOT NULL,
    variant TEXT NOT NULL,
    seed INTEGER NOT NULL,
    game INTEGER NOT NULL,
    won INTEGER NOT NULL,
    reason TEXT NOT NULL,
    turns INTEGER NOT NULL,
    last_room INTEGER NOT NULL,
    reached_last INTEGER NOT NULL,
    hole TEXT NOT NULL,
    detail TEXT NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (content, quest, layout, party, variant, seed)
);
CREATE TABLE IF NOT EXISTS sweeps (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    started TEXT NOT NULL DEFAULT (datetime('now')),
    plan TEXT NOT NULL
);
"""


DB_ENV = "DUCKGEON_LAB_DB"
DB_NAME = "balance.sqlite"


def default_db() -> Path:
    """The lab's database: `$DUCKGEON_LAB_DB`, else `balance.sqlite` in the player's data folder."""
    env = os.environ.get(DB_ENV)
    return Path(env).expanduser() if env else user_data_dir() / DB_NAME


class StoreError(RuntimeError):
    """The database cannot be opened, read or written (an I/O error, not a game's)."""


class LabStore:
    """The games played so far, in one SQLite file (`:memory:` for none)."""

    def __init__(self, path: Path | str) -> None:
        try:
            if isinstance(path, Path):
                path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path))
            self._db.executescript(SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the lab database {str(path)!r}: {exc}") from exc

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def begin(self, plan: Plan) -> None:
        """Note a sweep of this plan (the app's Balance screen shows the last one)."""
        with self._writing():
            self._db.execute("INSERT INTO sweeps (plan) VALUES (?)", (plan.to_json(),))

    def last_plan(self) -> Plan | None:
        """The plan of the last sweep, if any."""
        found = self._read("SELECT plan FROM sweeps ORDER BY id DESC LIMIT 1", ())
        return Plan.from_json(found[0][0]) if found else None

    def played(self, plan: Plan, cell: Cell) -> set[int]:
        """The seeds of the cell's games already in the database."""
        rows = self._read(
            "SELECT seed FROM games WHERE content=? AND quest=? AND party=? AND variant=?",
            (plan.content, cell.quest, ",".join(cell.party), cell.variant),
        )
        return {seed for (seed,) in rows}

    def add(self, rows: Iterable[Row]) -> int:
        """Store games (a game already stored stays as it was): how many were new."""
        marks = ", ".join("?" for _ in COLUMNS)
        values = [tuple(row[c] for c in COLUMNS) for row in rows]
        with self._writing():
            before = self._db.total_changes
            self._db.executemany(
                f"INSERT OR IGNORE INTO games ({', '.join(COLUMNS)}) VALUES ({marks})", values
            )
            return self._db.total_changes - before

    def rows(self, plan: Plan, cell: Cell, record: bool = False) -> dict[tuple[int, int], Row]:
        """The cell's games of the plan, by (layout, seed)."""
        columns = (*KEY, *FIGURES, *(("record",) if record else ()))
        found = self._read(
            f"SELECT {', '.join(columns)} FROM games "
            "WHERE content=? AND quest=? AND party=? AND variant=?",
            (plan.content, cell.quest, ",".join(cell.party), cell.variant),
        )
        wanted = {(g.layout, g.seed) for g in plan.games()}
        out: dict[tuple[int, int], Row] = {}
        for values in found:
            row = dict(zip(columns, values, strict=True))
            if (row["layout"], row["seed"]) in wanted:
                out[(row["layout"], row["seed"])] = row
        return out

    def export(self, plan: Plan) -> Iterator[Row]:
        """Every game of the plan, with its whole record, cell by cell in game order."""
        for cell in plan.cells():
            yield from sorted(self.rows(plan, cell, record=True).values(), key=_game_order)

    def count(self) -> int:
        """How many games the database holds."""
        return int(self._read("SELECT COUNT(*) FROM games", ())[0][0])

    def _read(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        try:
            with closing(self._db.execute(sql, args)) as cursor:
                return cursor.fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"cannot read the lab database: {exc}") from exc

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """One transaction: committed at the end, rolled back on an error."""
        try:
            yield
            self._db.commit()
        except sqlite3.Error as exc:
            self._db.rollback()
            raise StoreError(f"cannot write the lab database: {exc}") from exc


def _game_order(row: Row) -> int:
    return int(row["game"])
