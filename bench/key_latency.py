"""Cursor keypress -> repaint latency in the dungeon, as a player feels it: the game reached
by answering its first dialog, keys sent the way the terminal driver sends them, and a key
counted as repainted only once a frame draws the cursor on the space it moved to."""

from __future__ import annotations

import asyncio
import codecs
import fcntl
import os
import pty
import re
import select
import shlex
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.style import Style
from textual import events
from textual._compositor import ChopsUpdate, LayoutUpdate

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Phase
from duckgeon_tui.tui.widgets.map_view import MapView

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the tests' new game of Quest 1

from tests.support.dungeon_app import PLUMPY, glyph_offset, new_game_app  # noqa: E402

if TYPE_CHECKING:
    from textual.pilot import Pilot

    from duckgeon_tui.tui.app import DuckgeonApp
    from duckgeon_tui.tui.screens.dungeon import DungeonScreen

MOVES = {
    "h": (-1, 0),
    "j": (0, 1),
    "k": (0, -1),
    "l": (1, 0),
    "y": (-1, -1),
    "u": (1, -1),
    "b": (-1, 1),
    "n": (1, 1),
}
WALK = "lljjhhkknybu"
"""From the Entry Room's first space (1, 1) every key moves the cursor, and the walk ends there."""
WAIT = 2.0
"""Seconds a key may take to be drawn before it counts as never repainted."""


@dataclass
class KeyTimes:
    """Milliseconds from each key sent to the frame that drew the cursor where it moved."""

    samples: list[float] = field(default_factory=list)
    not_drawn: int = 0
    """Keys that moved the cursor but no frame drew it there within `WAIT`."""
    not_moved: int = 0
    """Keys after which the cursor was not where the key should have put it."""

    def percentile(self, share: float) -> float:
        ordered = sorted(self.samples)
        return ordered[min(len(ordered) - 1, int(len(ordered) * share))]

    def line(self) -> str:
        keys = len(self.samples) + self.not_drawn + self.not_moved
        return (
            f"p50 {self.percentile(0.5):.1f} ms, p95 {self.percentile(0.95):.1f} ms;"
            f" {len(self.samples)} of {keys} keys repainted the cursor"
            f" ({self.not_drawn} moved it but were not drawn within {WAIT:.0f} s,"
            f" {self.not_moved} did not move it)"
        )


def style_at(update: object, x: int, y: int) -> Style | None:
    """The style a frame update draws the screen cell (x, y) with, or None if it leaves it."""
    if isinstance(update, LayoutUpdate):
        region = update.region
        if not (region.y <= y < region.bottom):
            return None
        return strip_style(region.x, update.strips[y - region.y], x)
    if isinstance(update, ChopsUpdate):
        if not any(line == y and x1 <= x < x2 for line, x1, x2 in update.spans):
            return None
        chops = update.chops[y]
        starts = sorted(start for start, strip in chops.items() if strip is not None)
        start = max((s for s in starts if s <= x), default=None)
        return None if start is None else strip_style(start, [chops[start]], x)
    return None


def strip_style(start: int, strips: Any, x: int) -> Style | None:
    """The style of the character at screen column `x` in strips drawn from column `start`."""
    column = start
    for strip in strips:
        for segment in strip:
            width = cell_len(segment.text)
            if column <= x < column + width:
                return segment.style
            column += width
    return None


async def cursor_keys(
    app: DuckgeonApp,
    pilot: Pilot[Any],
    screen: DungeonScreen,
    keys: int,
    busy: Callable[[], object] = lambda: None,
) -> KeyTimes:
    """Send `keys` cursor keys to the dungeon's map (on top, its flow idle), one at a time;
    `busy` sets the app to work just before each key (the hint bot thinking)."""
    frames: list[tuple[float, object]] = []
    display = app._display

    def spy(on: object, renderable: object) -> None:
        if renderable is not None:
            frames.append((time.perf_counter(), renderable))
        display(on, renderable)  # type: ignore[arg-type]

    app._display = spy  # type: ignore[method-assign]
    driver = app._driver
    assert driver is not None
    view = screen.query_one(MapView)
    times = KeyTimes()
    try:
        for index in range(keys):
            key = WALK[index % len(WALK)]
            dx, dy = MOVES[key]
            target = (view.cursor[0] + dx, view.cursor[1] + dy)
            where = view.content_region.offset + glyph_offset(view, target)
            seen = len(frames)
            event = events.Key(key, key)
            busy()
            began = time.perf_counter()
            driver.process_message(event)  # as the driver's input thread does
            drawn: float | None = None
            while drawn is None and time.perf_counter() - began < WAIT:
                await asyncio.sleep(0.0005)
                for at, update in frames[seen:]:
                    style = style_at(update, where.x, where.y)
                    if style is not None and style.reverse and view.cursor == target:
                        drawn = at
                        break
                seen = len(frames)
            if view.cursor != target:
                times.not_moved += 1
            elif drawn is None:
                times.not_drawn += 1
            else:
                times.samples.append((drawn - began) * 1000)
            await pilot.pause()
    finally:
        app._display = display  # type: ignore[method-assign]
    return times


async def reach_the_map(app: DuckgeonApp, pilot: Pilot[Any]) -> DungeonScreen:
    """Answer the game's first dialog as a player does (Escape: the map first), and wait until
    the dungeon is on top with its turn's flow idle."""
    from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
    from duckgeon_tui.tui.screens.dungeon import DungeonScreen

    began = time.perf_counter()
    while not isinstance(app.screen, ChooseActionDialog):
        if time.perf_counter() - began > 30:
            raise RuntimeError(f"the first dialog never opened: {app.screen_stack}")
        await pilot.pause(0.01)
    await pilot.press("escape")
    screen = app.screen
    while not (isinstance(screen, DungeonScreen) and not screen.holds_keys()):
        if time.perf_counter() - began > 30:
            raise RuntimeError(f"the map never took keys: {app.screen_stack}")
        await pilot.pause(0.01)
        screen = app.screen
    await pilot.pause()
    return screen


def new_game(saves: Path) -> DuckgeonApp:
    """The app opening a new game of Quest 1 (seed 7) for Plumpy and Pantsy."""
    return new_game_app(saves, (PLUMPY, PartyMember("Pantsy", "duckwiz", "Sam")))


async def in_the_app(keys: int) -> tuple[KeyTimes, tuple[int, int]]:
    """The keys' times in the app run headless at 120x40, and where its map draws the Entry
    Room's space (0, 0)."""
    with tempfile.TemporaryDirectory() as folder:
        app = new_game(Path(folder))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await reach_the_map(app, pilot)
            view = screen.query_one(MapView)
            origin = view.content_region.offset + glyph_offset(view, (0, 0))
            return await cursor_keys(app, pilot, screen, keys), (origin.x, origin.y)


async def while_the_bot_thinks(keys: int) -> KeyTimes:
    """The keys' times in the app run headless at 120x40 while the Duckventurers act, each
    key sent just after `i` (the hint: the party bot thinks afresh each time)."""
    from tests.support.dungeon_app import played_to

    with tempfile.TemporaryDirectory() as folder:
        app = new_game(Path(folder))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await played_to(pilot, lambda game: game.phase == Phase.ACT)
            while screen.holds_keys() or app.screen is not screen:
                await pilot.pause(0.01)
            driver = app._driver
            assert driver is not None

            def ask_for_a_hint() -> None:
                screen.flow.hint = None  # not the one worked out for the key before
                driver.process_message(events.Key("i", "i"))

            return await cursor_keys(app, pilot, screen, keys, ask_for_a_hint)


GAME = shlex.split(
    "play --new --quest quest-1 --party Plumpy:duckidin,Pantsy:duckwiz --seed 7 --no-animation"
)
CSI = re.compile(
    r"\x1b\[([0-?]*)[ -/]*([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Za-z0-9]"
    r"|\x1b[^\[\]()]|[\r\n]|[^\x1b\r\n]+"
)
"""What a terminal reads: an escape sequence (CSI, OSC or two characters), a line feed or
carriage return, or characters to draw."""
COLOUR_ARGUMENTS = {"5": 2, "2": 4}
"""How many numbers follow 38/48/58 in a colour: `5;n` or `2;r;g;b`."""


class Terminal:
    """`duckgeon play` in a pseudo terminal, and what it has drawn where: each cell's
    character and whether it is drawn reversed (the map's cursor), as a terminal shows it."""

    def __init__(self, width: int, height: int) -> None:
        leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(width), "LINES": str(height)}
        self.saves = tempfile.TemporaryDirectory()
        env["DUCKGEON_SAVES"] = self.saves.name
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "duckgeon_tui", *GAME],
            stdin=follower,
            stdout=follower,
            stderr=follower,
            env=env,
            start_new_session=True,
        )
        os.close(follower)
        os.set_blocking(leader, False)
        self.leader = leader
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.cells: dict[tuple[int, int], tuple[str, bool]] = {}
        self.row = self.column = 0
        self.reverse = False
        self.text = ""
        self.pending = ""

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()
        os.close(self.leader)
        self.saves.cleanup()

    def send(self, data: bytes) -> None:
        os.write(self.leader, data)

    def read(self, seconds: float) -> bool:
        """Take in what the game draws within `seconds`; whether it drew anything."""
        ready, _, _ = select.select([self.leader], [], [], seconds)
        if not ready:
            return False
        try:
            data = os.read(self.leader, 65536)
        except OSError:
            return False
        self.pending += self.decoder.decode(data)
        at = 0
        while token := CSI.match(self.pending, at):
            self.take(token)
            at = token.end()
        self.pending = self.pending[at:]  # an escape sequence cut in two by the read
        if len(self.pending) > 256:  # not one this terminal knows: skip its escape
            self.pending = self.pending[1:]
        return True

    def quiet(self, seconds: float, limit: float = 30.0) -> None:
        """Read until the game has drawn nothing for `seconds`."""
        began = time.perf_counter()
        while self.read(seconds):
            if time.perf_counter() - began > limit:
                raise RuntimeError("the game never stopped drawing")

    def take(self, token: re.Match[str]) -> None:
        text, final = token.group(0), token.group(2)
        if final == "H":
            row, _, column = (token.group(1) or "1;1").partition(";")
            self.row, self.column = int(row or 1) - 1, int(column or 1) - 1
        elif final == "m":
            self.style(token.group(1).split(";"))
        elif text == "\n":
            self.row += 1
        elif text == "\r":
            self.column = 0
        elif not text.startswith("\x1b"):
            self.text = (self.text + text)[-4000:]
            for character in text:
                self.cells[(self.column, self.row)] = (character, self.reverse)
                self.column += cell_len(character)

    def style(self, numbers: list[str]) -> None:
        skip = 0
        for index, number in enumerate(numbers):
            if skip:
                skip -= 1
            elif number in ("38", "48", "58"):
                skip = COLOUR_ARGUMENTS.get(
                    numbers[index + 1] if index + 1 < len(numbers) else "", 0
                )
            elif number in ("", "0", "27"):
                self.reverse = False
            elif number == "7":
                self.reverse = True

    def reversed_at(self, x: int, y: int) -> bool:
        return self.cells.get((x, y), (" ", False))[1]


def in_a_terminal(keys: int, origin: tuple[int, int]) -> KeyTimes:
    """The keys' times in `duckgeon play --new` in a pseudo terminal of 120x40: each key's
    bytes written, then its time until the terminal has the cursor drawn on the space it
    moved to (the Entry Room's space (0, 0) is drawn at `origin`, two columns a space)."""
    terminal = Terminal(120, 40)
    times = KeyTimes()
    try:
        began = time.perf_counter()
        while "Roll the Room Table" not in terminal.text:
            if time.perf_counter() - began > 30 or not terminal.read(30):
                raise RuntimeError(f"the first dialog never opened: {terminal.text[-400:]}")
        terminal.quiet(1.0)
        terminal.send(b"\x1b")  # Escape: the map first, as in the app above
        terminal.quiet(1.0)
        cursor = (1, 1)

        def on_screen(pos: tuple[int, int]) -> tuple[int, int]:
            return origin[0] + 2 * pos[0], origin[1] + pos[1]

        if not terminal.reversed_at(*on_screen(cursor)):
            raise RuntimeError("the map's cursor is not drawn where the app draws it")
        for index in range(keys):
            key = WALK[index % len(WALK)]
            dx, dy = MOVES[key]
            cursor = (cursor[0] + dx, cursor[1] + dy)
            x, y = on_screen(cursor)
            terminal.cells.pop((x, y), None)
            sent = time.perf_counter()
            terminal.send(key.encode())
            drawn = False
            while not drawn and time.perf_counter() - sent < WAIT:
                terminal.read(0.005)
                drawn = terminal.reversed_at(x, y)
            if drawn:
                times.samples.append((time.perf_counter() - sent) * 1000)
            else:
                times.not_drawn += 1
            terminal.quiet(0.05)
    finally:
        terminal.close()
    return times


def main() -> None:
    keys = int(sys.argv[1]) if len(sys.argv) > 1 else 240
    times, origin = asyncio.run(in_the_app(keys))
    print(f"keypress -> repaint in the app (headless): {times.line()}")
    print(f"keypress -> repaint in a pseudo terminal: {in_a_terminal(keys, origin).line()}")
    thinking = asyncio.run(while_the_bot_thinks(keys // 4))
    print(f"keypress -> repaint while the hint bot thinks (headless): {thinking.line()}")


if __name__ == "__main__":
    main()
