"""Play the first turn of Quest 1 with an installed `duckgeon` in a real terminal (tmux).

Usage: python3 app_smoke.py PATH/TO/duckgeon. From the title screen: a new game, the Room Table
roll, picking and sharing the dice, a DuckWalk, the end of the turn, then quit (which autosaves).
Exits non-zero, with the screen printed, if any step does not show what a player would see.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIMEOUT = 30.0
STEPS: tuple[tuple[tuple[str, ...], str], ...] = (
    ((), "New game  [n]"),
    (("n",), "Duckgeon - New game"),
    (("C-s",), "Roll the Room Table"),
    (("1",), "Choose 6 DuckDice"),
    (("Enter",), "Share out the DuckDice"),
    (("w", "Enter"), "The Duckventurers act"),
    (("1",), "walks: choose where to end"),
    (("Enter",), "stays put"),
    (("e",), "Turn 2 begins"),
)
"""Keys to press, then the words the screen must show."""


class Terminal:
    """A tmux session of its own (a private server socket) running one command."""

    def __init__(self, command: str, width: int = 120, height: int = 40) -> None:
        self.socket = f"duckgeon-smoke-{os.getpid()}"
        self.name = "smoke"
        size = ("-x", str(width), "-y", str(height))
        self._tmux("new-session", "-d", "-s", self.name, *size, command)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=False
        )
        return done.stdout

    def screen(self) -> str:
        """The text on the terminal now."""
        return self._tmux("capture-pane", "-t", self.name, "-p")

    def press(self, *keys: str) -> None:
        """Send keys, one at a time as a player types."""
        for key in keys:
            self._tmux("send-keys", "-t", self.name, key)
            time.sleep(0.2)

    def alive(self) -> bool:
        """Whether the command is still running."""
        return self.name in self._tmux("list-sessions", "-F", "#{session_name}").split()

    def close(self) -> None:
        """End the tmux server of this terminal."""
        self._tmux("kill-server")


def wait_for(terminal: Terminal, words: str) -> None:
    """Wait until the screen shows the words; fail with the screen otherwise."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if words in terminal.screen():
            return
        time.sleep(0.2)
    raise SystemExit(f"app smoke: '{words}' never appeared; the screen:\n{terminal.screen()}")


def main() -> int:
    """Play the turn; 0 when every step showed what it should and the app quit cleanly."""
    duckgeon = Path(sys.argv[1]).resolve()
    with tempfile.TemporaryDirectory() as scratch:
        status = Path(scratch) / "status"
        command = f"{shlex.quote(str(duckgeon))} play; echo $? > {shlex.quote(str(status))}"
        terminal = Terminal(command)
        try:
            for keys, words in STEPS:
                terminal.press(*keys)
                wait_for(terminal, words)
                print(f"app smoke: {' '.join(keys) or '(start)'} -> {words}")
            terminal.press("C-q")
            deadline = time.monotonic() + TIMEOUT
            while terminal.alive() and time.monotonic() < deadline:
                time.sleep(0.2)
            if terminal.alive():
                screen = terminal.screen()
                raise SystemExit(f"app smoke: ctrl+q did not quit; the screen:\n{screen}")
        finally:
            terminal.close()
        code = status.read_text().strip() if status.is_file() else "none"
        if code != "0":
            raise SystemExit(f"app smoke: `duckgeon play` exited with status {code}")
    print("app smoke: Quest 1 started, one turn played, quit")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
