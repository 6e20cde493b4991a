"""10,000 random keys and clicks against running games of the app: prints how far they got."""

from __future__ import annotations

import asyncio
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the random-input player lives with the tests' tools

from tests.support.monkey import run_monkey  # noqa: E402

INPUTS = 10_000


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    with tempfile.TemporaryDirectory() as folder:
        began = time.perf_counter()
        report = asyncio.run(run_monkey(Path(folder), inputs=INPUTS, seed=seed))
        seconds = time.perf_counter() - began
    print(f"random input, seed {seed}: no crash")
    print(report.summary())
    print(f"{seconds:.1f} s ({report.inputs / seconds:.0f} inputs/s)")
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"peak memory {peak_mb} MB (every app run in one process)")


if __name__ == "__main__":
    main()
