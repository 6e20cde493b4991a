"""Benchmark: building dungeons from the room pool (the rulebook's setup) and the quest each
makes, per dungeon; the 1,000-seed test builds each dungeon twice."""

from __future__ import annotations

import argparse
import statistics
import time

from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine.dungeon import quest_for
from duckgeon_tui.engine.dungeon_build import build_dungeon


def main() -> int:
    """Print the median time per dungeon, built alone and with its quest."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quest", default="quest-1", help="quest id (default quest-1)")
    parser.add_argument("--seeds", type=int, default=1000, help="dungeons per run (default 1000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (default 5)")
    args = parser.parse_args()
    content = load_content()
    build_dungeon(content, args.quest, 0)

    def per_dungeon(with_quest: bool) -> float:
        times = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            for seed in range(args.seeds):
                dungeon = build_dungeon(content, args.quest, seed)
                if with_quest:
                    quest_for(content, args.quest, dungeon)
            times.append((time.perf_counter() - start) / args.seeds)
        return statistics.median(times)

    built = per_dungeon(False)
    both = per_dungeon(True)
    print(f"{args.quest}: {args.seeds} seeds, median of {args.repeats} runs")
    print(f"  build a dungeon:            {built * 1e3:.3f} ms ({1 / built:,.0f} dungeons/s)")
    print(f"  build it and its quest:     {both * 1e3:.3f} ms ({1 / both:,.0f} dungeons/s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
