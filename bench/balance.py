"""The balance lab's speed: the card sweep of a quest (every Funkard out of the deck, and the
full deck) on local worker processes and on an embedded Dask LocalCluster with as many workers,
runs alternated, each on a fresh database; games per second and the Dask path's overhead."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from duckgeon_tui.content.loader import load_content
from duckgeon_tui.lab.backends import Backend
from duckgeon_tui.lab.plan import make_plan
from duckgeon_tui.lab.store import LabStore
from duckgeon_tui.lab.sweep import run_sweep


def main() -> None:
    """Time the sweep on both backends, alternated, and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quest", default="quest-1")
    parser.add_argument("--seeds", type=int, default=10, help="games per variant")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2, help="runs of each backend")
    parser.add_argument("--batch", type=int, default=50)
    args = parser.parse_args()
    content = load_content()
    quest = content.quests[args.quest]
    plan = make_plan(
        content, (args.quest,), {args.quest: tuple(quest.default_party)}, ("cards",), args.seeds, 1
    )
    backends = {
        f"{args.workers} local processes": Backend(args.workers),
        f"Dask LocalCluster, {args.workers} workers": Backend(args.workers, "local"),
    }
    seconds: dict[str, list[float]] = {name: [] for name in backends}
    for _ in range(args.rounds):
        for name, backend in backends.items():
            with tempfile.TemporaryDirectory() as folder:
                store = LabStore(Path(folder) / "lab.sqlite")
                began = time.perf_counter()
                run_sweep(plan, store, content, backend, batch_size=args.batch)
                seconds[name].append(time.perf_counter() - began)
                store.close()
    games = plan.total()
    print(f"{args.quest} card sweep: {len(plan.cells())} variants x {args.seeds} seeds = {games}")
    medians = {name: statistics.median(times) for name, times in seconds.items()}
    for name, median in medians.items():
        runs = ", ".join(f"{s:.1f}" for s in seconds[name])
        print(f"  {name}: median {median:.1f} s ({runs}), {games / median:.1f} games/s")
    local, dask = medians.values()
    print(f"  Dask overhead over local processes: {(dask / local - 1):+.1%}")
    full = len(plan.cells()) * 400
    print(f"  at 400 seeds ({full} games): about {full / (games / local) / 60:.0f} min locally")


if __name__ == "__main__":
    main()
