"""Play the first turn of Quest 1 with an installed `duckgeon` in a real terminal (tmux).

Usage: python3 app_smoke.py PATH/TO/duckgeon tests/quest_1_first_turn.json. From the title
screen: a new game, the Room Table roll, picking and sharing the dice, a DuckWalk, the end of the
turn, then quit (which autosaves).
Exits non-zero, with the screen printed, if any step does not show what a player would see.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIMEOUT = 30.0
TMUX_KEYS = {"Control+s": "C-s", "Control+q": "C-q"}
"""tmux's names of the keys the steps file names as Playwright does."""


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
    turn = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as scratch:
        status = Path(scratch) / "status"
        command = f"{shlex.quote(str(duckgeon))} play; echo $? > {shlex.quote(str(status))}"
        terminal = Terminal(command)
        try:
            wait_for(terminal, turn["title"])
            for step in turn["steps"]:
                keys = [TMUX_KEYS.get(key, key) for key in step["keys"]]
                terminal.press(*keys)
                wait_for(terminal, step["shows"])
                print(f"app smoke: {' '.join(keys)} -> {step['shows']}")
            terminal.press("C-q")
            wait_for(terminal, "Quit? (the game is saved)")  # ctrl+q asks first
            print("app smoke: C-q -> Quit? (the game is saved)")
            terminal.press("y")
            deadline = time.monotonic() + TIMEOUT
            while terminal.alive() and time.monotonic() < deadline:
                time.sleep(0.2)
            if terminal.alive():
                screen = terminal.screen()
                raise SystemExit(f"app smoke: ctrl+q, y did not quit; the screen:\n{screen}")
        finally:
            terminal.close()
        code = status.read_text().strip() if status.is_file() else "none"
        if code != "0":
            raise SystemExit(f"app smoke: `duckgeon play` exited with status {code}")
    print("app smoke: Quest 1 started, one turn played, quit")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
