"""Time to the first painted frame of `duckgeon play --new ...` vs a bare Textual app (same run),
and to the dungeon drawn behind it; what the bare app costs with each of the game's layers
imported first (the floor of each layer); keypress -> repaint latency in the dungeon; and peak
memory of a whole game played in the app."""

from __future__ import annotations

import asyncio
import os
import pty
import random
import re
import resource
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from key_latency import GAME, KeyTimes, cursor_keys, new_game, reach_the_map

RUNS = 9
KEYS = 240
TIMEOUT = 30.0
ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>]")
BARE_APP = """
from textual.app import App
from textual.widgets import Footer, Static

class Bare(App):
    def compose(self):
        yield Static("Turn bare app")
        yield Footer()

Bare().run()
"""


LAYERS = (
    ("pydantic", "import pydantic.main, pydantic.fields"),
    ("+ the content models", "import duckgeon_tui.content.bundle"),
    ("+ the engine", "import duckgeon_tui.engine.game"),
    (
        "+ the app and the dungeon's screens",
        "import duckgeon_tui.tui.games, duckgeon_tui.tui.screens.dungeon",
    ),
)
"""What the game imports before its dungeon can be drawn, layer by layer: the bare app with a
layer and those above it imported first costs at least what the game pays for them."""

OPENING = b"Opening quest-1"
"""On the opening frame, the first one `duckgeon play --new` paints."""
DUNGEON = b"Roll the Room Table"
"""On the dungeon's first frame: its prompt for the Entry Room's Room Table roll."""


class Timing(NamedTuple):
    """Wall-clock seconds from starting a process to a frame, and the CPU seconds it had used."""

    wall: float
    cpu: float

    def ratio(self, bare: Timing) -> str:
        """This timing against the bare app's, wall-clock and CPU."""
        return f"ratio {self.wall / bare.wall:.2f} ({self.cpu / bare.cpu:.2f} in CPU)"

    def ms(self) -> str:
        """The timing in milliseconds."""
        return f"{self.wall * 1000:4.0f} ms ({self.cpu * 1000:.0f} ms CPU)"


def median(timings: list[Timing]) -> Timing:
    """The median wall-clock time and the median CPU time of several runs."""
    return Timing(
        statistics.median(t.wall for t in timings), statistics.median(t.cpu for t in timings)
    )


def cpu_seconds(pid: int) -> float:
    """CPU time of every thread of a running process so far (the kernel's scheduler counts it
    in nanoseconds: steadier than wall-clock time on a busy machine)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def first_paint(argv: list[str], markers: tuple[bytes, ...], env: dict[str, str]) -> list[Timing]:
    """Seconds from starting the process to each marker appearing on its (pseudo) terminal,
    and the CPU it had used by then."""
    leader, follower = pty.openpty()
    os.set_blocking(leader, False)
    began = time.perf_counter()
    proc = subprocess.Popen(
        argv,
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        cwd=tempfile.gettempdir(),
        start_new_session=True,
    )
    os.close(follower)
    seen = b""
    found: dict[bytes, Timing] = {}
    try:
        while time.perf_counter() - began < TIMEOUT:
            ready, _, _ = select.select([leader], [], [], 0.05)
            if ready:
                try:
                    seen += os.read(leader, 65536)
                except OSError:
                    break
                plain = ANSI.sub(b"", seen)
                for marker in markers:
                    if marker not in found and marker in plain:
                        found[marker] = Timing(time.perf_counter() - began, cpu_seconds(proc.pid))
                if len(found) == len(markers):
                    return [found[m] for m in markers]
            if proc.poll() is not None:
                break
        missing = [m for m in markers if m not in found]
        tail = ANSI.sub(b"", seen)[-400:].decode("utf-8", "replace")
        raise RuntimeError(f"{argv[1:3]} never painted {missing!r}; output ends: {tail}")
    finally:
        proc.kill()
        proc.wait()
        os.close(leader)


def startup(saves: Path, bytecode: Path | None) -> tuple[Timing, Timing, Timing]:
    """Median timings to the game's first frame, to its dungeon, and to the bare app's first
    frame, run alternately. With
    `bytecode`, compiled modules are kept in that folder between runs, as on a player's
    machine (an installed package has them); without it nothing is kept and every run of the
    game compiles its own modules again (the installed Textual keeps its compiled files)."""
    env = {
        **os.environ,
        "TERM": "xterm-256color",
        "COLUMNS": "120",
        "LINES": "40",
        "DUCKGEON_SAVES": str(saves),
        # A content cache of its own: another checkout of the game on the machine (other
        # content models) would replace the shared one between runs.
        "DUCKGEON_CACHE": str(saves / "content-cache"),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if bytecode is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    game_argv = [sys.executable, "-m", "duckgeon_tui", *GAME]
    bare_argv = [sys.executable, "-c", BARE_APP]
    # Warm the content cache, the compiled modules and the file cache once for both.
    first_paint(game_argv, (OPENING, DUNGEON), env)
    first_paint(bare_argv, (b"Turn bare app",), env)
    opening: list[Timing] = []
    dungeon: list[Timing] = []
    bare: list[Timing] = []
    for _ in range(RUNS):
        bare.extend(first_paint(bare_argv, (b"Turn bare app",), env))
        first, drawn = first_paint(game_argv, (OPENING, DUNGEON), env)
        opening.append(first)
        dungeon.append(drawn)
    return median(opening), median(dungeon), median(bare)


def layer_floors(saves: Path) -> list[tuple[str, Timing]]:
    """Each layer's median timing of the bare app's first frame with it (and the layers above
    it) imported first, and the bare app's own, run alternately, compiled modules kept."""
    env = {
        **os.environ,
        "TERM": "xterm-256color",
        "COLUMNS": "120",
        "LINES": "40",
        "PYTHONPYCACHEPREFIX": str(saves),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    marker = (b"Turn bare app",)
    argvs = [[sys.executable, "-c", BARE_APP]]
    imports = ""
    for _, statement in LAYERS:
        imports += statement + "\n"
        argvs.append([sys.executable, "-c", imports + BARE_APP])
    for argv in argvs:
        first_paint(argv, marker, env)  # compile and cache once
    times: list[list[Timing]] = [[] for _ in argvs]
    for _ in range(RUNS):
        for argv, seen in zip(argvs, times, strict=True):
            seen.extend(first_paint(argv, marker, env))
    names = ["bare Textual app", *(name for name, _ in LAYERS)]
    return [(name, median(seen)) for name, seen in zip(names, times, strict=True)]


async def latency_and_memory(saves: Path) -> tuple[KeyTimes, int, int]:
    """Cursor keypress -> repaint in the dungeon (bench/key_latency.py), then a whole bot
    game's turns and peak memory (MB) with the screen redrawn after every action."""
    from duckgeon_tui.engine.bot import PartyBot

    app = new_game(saves)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await reach_the_map(app, pilot)
        times = await cursor_keys(app, pilot, screen, KEYS)
        bot = PartyBot(random.Random(7))
        game = screen.game
        actions = 0
        while game.outcome is None and actions < 20_000:
            events = screen.session.apply(bot.choose(game))
            screen.record(events)
            screen.game_changed()
            actions += 1
            if actions % 25 == 0:
                await pilot.pause()
        turns = game.turn
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return times, turns, peak_mb


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        saves = Path(folder)
        for label, bytecode in (
            ("compiled modules kept", saves / "bytecode"),
            ("nothing compiled kept", None),
        ):
            opening, dungeon, bare = startup(saves / "startup", bytecode)
            print(f"first paint ({label}), median of {RUNS}:")
            print(f"  bare Textual app:                   {bare.ms()}")
            print(
                f"  duckgeon play --new, first frame:   {opening.ms()}"
                f"  {opening.ratio(bare)} (goal <= 1.3)"
            )
            print(f"  duckgeon play --new, dungeon drawn: {dungeon.ms()}  {dungeon.ratio(bare)}")
        print(f"the bare app with the game's layers imported first, median of {RUNS}:")
        floors = layer_floors(saves / "layers")
        for name, timing in floors:
            print(f"  {name + ':':37s} {timing.ms()}  {timing.ratio(floors[0][1])}")
        times, turns, peak = asyncio.run(latency_and_memory(saves / "play"))
        print(f"keypress -> repaint: {times.line()} (goal p95 <= 50 ms)")
        print(f"whole game in the app ({turns} turns): peak memory {peak} MB (goal <= 150 MB)")


if __name__ == "__main__":
    main()
