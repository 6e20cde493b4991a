"""Time to the first painted frame of `duckgeon play --new ...` vs a bare Textual app (same run),
and to the dungeon drawn behind it; keypress -> repaint latency in the dungeon; and peak memory
of a whole game played in the app."""

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


OPENING = b"Opening quest-1"
"""On the opening frame, the first one `duckgeon play --new` paints."""
DUNGEON = b"Roll the Room Table"
"""On the dungeon's first frame: its prompt for the Entry Room's Room Table roll."""


def first_paint(argv: list[str], markers: tuple[bytes, ...], env: dict[str, str]) -> list[float]:
    """Seconds from starting the process to each marker appearing on its (pseudo) terminal."""
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
    found: dict[bytes, float] = {}
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
                        found[marker] = time.perf_counter() - began
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


def startup(saves: Path, bytecode: Path | None) -> tuple[float, float, float]:
    """Median seconds to the game's first frame, to its dungeon, and to the bare app's first
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
    opening, dungeon, bare = [], [], []
    for _ in range(RUNS):
        bare.extend(first_paint(bare_argv, (b"Turn bare app",), env))
        first, drawn = first_paint(game_argv, (OPENING, DUNGEON), env)
        opening.append(first)
        dungeon.append(drawn)
    return statistics.median(opening), statistics.median(dungeon), statistics.median(bare)


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
            print(f"  bare Textual app:                  {bare * 1000:.0f} ms")
            print(
                f"  duckgeon play --new, first frame:  {opening * 1000:.0f} ms"
                f"  ratio {opening / bare:.2f} (goal <= 1.3)"
            )
            print(
                f"  duckgeon play --new, dungeon drawn: {dungeon * 1000:.0f} ms"
                f"  ratio {dungeon / bare:.2f}"
            )
        times, turns, peak = asyncio.run(latency_and_memory(saves / "play"))
        print(f"keypress -> repaint: {times.line()} (goal p95 <= 50 ms)")
        print(f"whole game in the app ({turns} turns): peak memory {peak} MB (goal <= 150 MB)")


if __name__ == "__main__":
    main()
