"""A terminal closed while the game runs (its window shut, no key pressed): the game saves and
quits instead of reading the dead terminal for ever at full speed."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import shlex
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

from duckgeon_tui.tui.terminal_watch import terminal_gone

NEW_GAME = shlex.split("play --new --quest quest-1 --party Plumpy:duckidin --seed 7 --no-animation")
PROMPT = b"Roll the Room Table"


def test_a_terminal_is_gone_once_its_other_end_closes() -> None:
    leader, follower = pty.openpty()
    try:
        assert not terminal_gone(follower)
        os.close(leader)
        assert terminal_gone(follower)
    finally:
        os.close(follower)


def test_a_pipe_is_no_terminal_to_watch() -> None:
    reading, writing = os.pipe()
    try:
        assert terminal_gone(reading)  # so the app never starts watching one
    finally:
        os.close(reading)
        os.close(writing)


def ignore_hangups() -> None:
    # As under `make play`: the hang-up signal goes to make, not to the game.
    signal.signal(signal.SIGHUP, signal.SIG_IGN)


def test_the_game_saves_and_quits_when_its_terminal_closes(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {
        **os.environ,
        "TERM": "xterm-256color",
        "DUCKGEON_SAVES": str(tmp_path / "saves"),
        "DUCKGEON_CACHE": str(tmp_path / "cache"),
    }
    game = subprocess.Popen(
        [sys.executable, "-m", "duckgeon_tui", *NEW_GAME],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        preexec_fn=ignore_hangups,
        start_new_session=True,
    )
    os.close(follower)
    try:
        seen, began = b"", time.monotonic()
        while PROMPT not in seen and time.monotonic() - began < 60:
            if select.select([leader], [], [], 0.1)[0]:
                seen += os.read(leader, 65536).replace(b"\x1b", b"")
        assert PROMPT in seen
        autosave = tmp_path / "saves" / "autosave.json"
        for _ in range(100):  # the first autosave follows the first prompt
            if autosave.is_file():
                break
            time.sleep(0.05)
        saved_before = autosave.stat().st_mtime_ns
        os.close(leader)
        game.wait(timeout=10)
        assert autosave.stat().st_mtime_ns > saved_before  # saved again as it quit
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
