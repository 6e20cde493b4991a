"""Run a sweep: the plan's games not yet in the database, in batches, on a backend, each batch
stored as it ends (so an interrupted sweep loses at most the batches under way)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.lab.backends import Backend, play
from duckgeon_tui.lab.games import Batch
from duckgeon_tui.lab.plan import Plan
from duckgeon_tui.lab.store import LabStore

DEFAULT_BATCH = 100
"""Games per task: enough that sending one costs little beside playing it."""


@dataclass
class Tally:
    """How far a sweep has come: games of the plan in the database, and how many this run
    played (the others were there already)."""

    total: int
    done: int = 0
    played: int = 0


def pending(plan: Plan, store: LabStore, batch_size: int = DEFAULT_BATCH) -> list[Batch]:
    """The batches of the plan's games that the database does not hold yet."""
    games = plan.games()
    out = []
    for cell in plan.cells():
        have = store.played(plan, cell)
        missing = [g for g in games if g.seed not in have]
        for start in range(0, len(missing), batch_size):
            out.append(
                Batch(
                    content=plan.content,
                    cell=cell,
                    games=tuple(missing[start : start + batch_size]),
                    turn_cap=plan.turn_cap,
                    dungeon=plan.dungeon,
                    mods=plan.mods,
                )
            )
    return out


def run_sweep(
    plan: Plan,
    store: LabStore,
    content: Content,
    backend: Backend,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Callable[[Tally], None] | None = None,
    on_started: Callable[[Any], None] | None = None,
) -> Tally:
    """Play what the database lacks of the plan and store it; the tally at the end."""
    store.begin(plan)
    batches = pending(plan, store, batch_size)
    tally = Tally(plan.total())
    tally.done = tally.total - sum(len(b.games) for b in batches)
    if progress is not None:
        progress(tally)
    for rows in play(batches, backend, content, on_started):
        added = store.add(rows)
        tally.done += added
        tally.played += added
        if progress is not None:
            progress(tally)
    return tally
