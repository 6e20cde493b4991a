"""`duckgeon host --headless` in a process of its own, on a free port of 127.0.0.1: for the
tests of a host killed mid-game and for the table's benchmark."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

JOIN_LINE = re.compile(r"duckgeon join ws://127\.0\.0\.1:(\d+) --code ([A-Za-z0-9_-]+)")
"""The line the host prints for its players, with its port and code."""


def start_host(saves: Path, *args: str) -> tuple[subprocess.Popen[str], int, str]:
    """`duckgeon host` saving in `saves` (more arguments after), and the port and code it
    prints once it listens."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "duckgeon_tui",
            "host",
            "--headless",
            "--saves",
            str(saves),
            "--port",
            "0",
            *args,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    for line in process.stdout:
        found = JOIN_LINE.search(line)
        if found:
            return process, int(found.group(1)), found.group(2)
    raise AssertionError(f"the host did not start: {process.wait()}")
