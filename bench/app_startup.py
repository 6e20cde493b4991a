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

RUNS = 9
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
    game_argv = [
        sys.executable,
        "-m",
        "duckgeon_tui",
        "play",
        "--new",
        "--quest",
        "quest-1",
        "--party",
        "Plumpy:duckidin,Pantsy:duckwiz",
        "--seed",
        "7",
        "--no-animation",
    ]
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


async def latency_and_memory(saves: Path) -> tuple[float, float, int, int]:
    """Cursor keypress -> repaint p50/p95 (ms) in the dungeon (from posting the key to the
    screen update being handed to the terminal driver), then a whole bot game's turns and
    peak memory (MB) with the screen redrawn after every action."""
    from textual import events

    from duckgeon_tui.content.party import PartyMember
    from duckgeon_tui.engine.bot import PartyBot
    from duckgeon_tui.tui.app import DuckgeonApp
    from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
    from duckgeon_tui.tui.screens.dungeon import DungeonScreen

    spec = NewGameSpec(
        quest="quest-1",
        players=("Sam",),
        seed=7,
        animation=False,
        party=(PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam")),
    )
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, start="new", new_game=spec, animation=False))
    samples: list[float] = []
    painted: list[float] = []
    display = app._display

    def spy(screen: object, renderable: object) -> None:
        if renderable is not None:
            painted.append(time.perf_counter())
        display(screen, renderable)  # type: ignore[arg-type]

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        while app.screen is not screen:
            app.pop_screen()
            await pilot.pause()
        screen.query_one("#map").focus()
        await pilot.pause()
        for index in range(200):
            key = "hjklyubn"[index % 8]
            before = len(painted)
            began = time.perf_counter()
            app.post_message(events.Key(key, key))
            while len(painted) == before and time.perf_counter() - began < 2:
                await asyncio.sleep(0.0005)
            if len(painted) > before:
                samples.append((painted[before] - began) * 1000)
            await pilot.pause()
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
    samples.sort()
    p50 = samples[len(samples) // 2]
    p95 = samples[int(len(samples) * 0.95)]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return p50, p95, turns, peak_mb


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
        p50, p95, turns, peak = asyncio.run(latency_and_memory(saves / "play"))
        print(f"keypress -> repaint: p50 {p50:.1f} ms, p95 {p95:.1f} ms (goal p95 <= 50 ms)")
        print(f"whole game in the app ({turns} turns): peak memory {peak} MB (goal <= 150 MB)")


if __name__ == "__main__":
    main()
