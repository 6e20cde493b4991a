"""Time from asking for Help in the dungeon (f1 / ?) to the Help screen wholly drawn: every
widget mounted and laid out, the app idle again. The first open, then the median of repeated
opens, in wall-clock time and in the CPU time the app spent (the two agree on an idle machine;
on a busy one the CPU time says what the app costs). The app runs as `duckgeon play` runs it:
the garbage collector off until the first prompt is drawn, and Help opened once the players
could have read it (what the app prepares meanwhile is ready)."""

from __future__ import annotations

import asyncio
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the game to open Help in comes from the tests' tools

from duckgeon_tui.tui.screens.help import HelpScreen  # noqa: E402
from tests.support.dungeon_app import dungeon_screen, new_game_app  # noqa: E402

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 15


async def measure(saves: Path) -> tuple[list[float], list[float]]:
    app = new_game_app(saves)
    opens: list[float] = []
    cpu: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await dungeon_screen(pilot)
        for worker in list(app.workers):
            if worker.group == "prepare":
                await worker.wait()
        for _ in range(RUNS):
            began, began_cpu = time.perf_counter(), time.process_time()
            app.action_help()
            await pilot.pause()  # every widget of the screen mounted and laid out
            opens.append(time.perf_counter() - began)
            cpu.append(time.process_time() - began_cpu)
            assert isinstance(app.screen, HelpScreen)
            app.pop_screen()
            await pilot.pause(0.1)
    return opens, cpu


def main() -> None:
    gc.disable()  # as `duckgeon play` starts; the app turns it back on
    with tempfile.TemporaryDirectory() as folder:
        opens, cpu = asyncio.run(measure(Path(folder)))
    print(
        f"Help open, first: {opens[0] * 1000:.0f} ms wall-clock, {cpu[0] * 1000:.0f} ms of CPU; "
        f"median of {RUNS}: {statistics.median(opens) * 1000:.0f} ms wall-clock, "
        f"{statistics.median(cpu) * 1000:.0f} ms of CPU (goal < 200 ms)"
    )


if __name__ == "__main__":
    main()
