"""Benchmark: loading and validating data/ against a bare libyaml parse of the same files."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml

from duckgeon_tui.content.loader import DATA_DIR, load_content

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def bare_load(files: list[Path]) -> None:
    """What the game cannot do faster: libyaml parsing every file, no checks."""
    for path in files:
        with path.open("rb") as handle:
            yaml.load(handle, Loader=LOADER)  # CSafeLoader: the safe loader


def median_seconds(work: Callable[[], object], repeats: int) -> float:
    """The median wall time of `repeats` runs (after one warm-up run)."""
    work()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    """Print the medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=21, help="runs per figure (default 21)")
    parser.add_argument("--data", type=Path, default=DATA_DIR, help="content folder")
    args = parser.parse_args()
    files = sorted(p for p in args.data.glob("*/*.yaml"))
    size = sum(p.stat().st_size for p in files)
    print(f"{len(files)} files, {size / 1024:.0f} KB, yaml loader {LOADER.__name__}")
    # Interleave the two measurements' runs so machine noise hits both alike.
    full: list[float] = []
    bare: list[float] = []
    load_content(args.data)
    bare_load(files)
    for _ in range(args.repeats):
        start = time.perf_counter()
        load_content(args.data)
        full.append(time.perf_counter() - start)
        start = time.perf_counter()
        bare_load(files)
        bare.append(time.perf_counter() - start)
    full_median = statistics.median(full)
    bare_median = statistics.median(bare)
    with tempfile.TemporaryDirectory() as cache_dir:
        cached = median_seconds(
            lambda: load_content(args.data, cache_dir=Path(cache_dir)), args.repeats
        )
    print(f"load + validate data/ : {full_median * 1000:8.1f} ms (median of {args.repeats})")
    print(f"bare yaml.load        : {bare_median * 1000:8.1f} ms (median of {args.repeats})")
    print(f"ratio                 : {full_median / bare_median:8.2f} (goal <= 1.3)")
    print(f"from the JSON cache   : {cached * 1000:8.1f} ms (median of {args.repeats})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
