"""The browser tests: `duckgeon serve` played in Debian's Chromium, driven by Playwright.

They run with `pytest -m browser tests/browser` (CI does); they are skipped where Playwright or
Chromium is not installed. `DUCKGEON_COMMAND` names the `duckgeon` to serve (CI: the installed
wheel's); by default it is this checkout's.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("DUCKGEON_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
START_TIMEOUT = 30.0

# Keeps every xterm.js Terminal that textual-serve's page makes (`this.terminal = new
# Terminal(...)`), so the test can read the screen from its buffer.
KEEP_TERMINALS = """
(() => {
  const found = [];
  window.__terminals = found;
  Object.defineProperty(Object.prototype, "terminal", {
    configurable: true,
    set(value) {
      Object.defineProperty(this, "terminal", {
        value, writable: true, configurable: true, enumerable: true,
      });
      if (value && value.buffer) found.push(value);
    },
  });
})();
"""
SCREEN_TEXT = """
() => {
  const term = (window.__terminals || [])[0];
  if (!term) return "";
  const buffer = term.buffer.active, lines = [];
  for (let row = 0; row < term.rows; row++) {
    const line = buffer.getLine(buffer.viewportY + row);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
}
"""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Skip the browser tests where there is no browser to drive."""
    reason = None
    if shutil.which(CHROMIUM) is None:
        reason = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    else:
        try:
            import playwright  # noqa: F401
        except ImportError:
            reason = "Playwright is not installed (pip install playwright)"
    for item in items:
        if reason and item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.skip(reason=reason))


def children_of(pid: int) -> list[int]:
    """The processes whose parent is `pid` (read from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


@dataclass
class Served:
    """A running `duckgeon serve`: its process, the page's address and its saves folder."""

    process: subprocess.Popen[str]
    url: str
    saves: Path

    def games(self) -> list[int]:
        """The game processes it runs now (one per open tab)."""
        return children_of(self.process.pid)

    def wait_for_games(self, count: int, timeout: float = 20.0) -> list[int]:
        """Wait until it runs exactly `count` games."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            games = self.games()
            if len(games) == count:
                return games
            time.sleep(0.1)
        raise AssertionError(f"expected {count} game process(es), found {self.games()}")

    def stop(self, timeout: float = 20.0) -> int:
        """Ctrl+C, and its exit code."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout)


def duckgeon_command() -> list[str]:
    """The `duckgeon` to serve."""
    given = os.environ.get("DUCKGEON_COMMAND")
    return shlex.split(given) if given else [sys.executable, "-m", "duckgeon_tui"]


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Any]:
    """Start `duckgeon serve` on a free loopback port, with saves and user folders of its own."""
    started: list[Served] = []

    def start(*game: str) -> Served:
        saves = tmp_path / f"saves-{len(started)}"
        env = {
            **os.environ,
            "DUCKGEON_SAVES": str(saves),
            "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_CACHE_HOME": str(tmp_path / "cache"),
        }
        argv = [*duckgeon_command(), "serve", "--host", "127.0.0.1", "--port", "0"]
        process = subprocess.Popen(
            [*argv, *(("--", *game) if game else ())],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
            cwd=tmp_path,
        )
        served = Served(process, _wait_for_url(process), saves)
        started.append(served)
        return served

    yield start
    for served in started:
        if served.process.poll() is None:
            served.process.kill()
            served.process.wait()


def _wait_for_url(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    deadline = time.monotonic() + START_TIMEOUT
    seen = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        seen.append(line)
        if " served on " in line:
            return line.split(" served on ", 1)[1].split()[0]
    raise AssertionError("`duckgeon serve` did not start:\n" + "".join(seen))


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Headless Chromium with a fresh profile, driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),
            executable_path=CHROMIUM,
            headless=True,
            args=list(CHROMIUM_FLAGS),
            viewport={"width": 1280, "height": 800},
        )
        context.add_init_script(KEEP_TERMINALS)
        yield context
        context.close()


class Tab:
    """A browser tab on the served page: keys in, the terminal's text out."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.requests: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))

    def screen(self) -> str:
        """The text on the terminal now, read from xterm.js's buffer."""
        text: str = self.page.evaluate(SCREEN_TEXT)
        return text

    def wait_for(self, words: str, timeout: float = 30.0) -> str:
        """Wait until the terminal shows the words; return the screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if words in screen:
                return screen
            time.sleep(0.2)
        raise AssertionError(f"'{words}' never appeared; the screen:\n{self.screen()}")

    def wait_for_closed(self, timeout: float = 20.0) -> None:
        """Wait until the page says its game has ended."""
        self.page.wait_for_selector("body.-closed", state="attached", timeout=timeout * 1000)

    def press(self, *keys: str) -> None:
        """Type keys into the terminal, as a player does."""
        self.page.focus(".xterm-helper-textarea")
        for key in keys:
            self.page.keyboard.press(key)
            time.sleep(0.15)


@pytest.fixture
def open_tab(browser: Any) -> Iterator[Any]:
    """Open the served page in a new tab."""
    pages: list[Any] = []

    def open_page(url: str) -> Tab:
        page = browser.new_page()
        pages.append(page)
        tab = Tab(page)
        page.goto(url)
        return tab

    yield open_page
    for page in pages:
        if not page.is_closed():
            page.close()
