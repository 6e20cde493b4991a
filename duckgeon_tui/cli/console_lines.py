"""Lines typed at the terminal, for a command that serves or follows a table on asyncio."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import threading


def console_lines() -> asyncio.Queue[str | None]:
    """A queue of the lines typed on standard input (None once it is closed), read by a
    thread so that the event loop never waits for the keyboard."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:
        try:
            for line in sys.stdin:
                loop.call_soon_threadsafe(lines.put_nowait, line.rstrip("\n"))
        except (OSError, ValueError):
            pass
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody reads any more
            loop.call_soon_threadsafe(lines.put_nowait, None)

    threading.Thread(target=read, name="console-lines", daemon=True).start()
    return lines
