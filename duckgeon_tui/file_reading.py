"""Reading a file that comes from outside: only a regular file, never more than a limit, and
never waiting on a FIFO or a device; every failure is a reason in words."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from duckgeon_tui.printable import printable


class UnreadableFile(Exception):
    """A file that cannot be read; the message says why, in words for a player."""

    def __init__(self, reason: str, missing: bool = False, size: int | None = None) -> None:
        super().__init__(reason)
        self.missing = missing
        self.size = size
        """The file's size, when it is over the limit."""


def _not_a_file(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe (FIFO), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    return "it is not a regular file"


def _open_failure(path: Path, exc: OSError) -> UnreadableFile:
    if exc.errno == errno.ENOENT:
        if os.path.islink(path):
            return UnreadableFile("it is a link to a file that is not there")
        return UnreadableFile("there is no such file", missing=True)
    if exc.errno == errno.ELOOP:
        return UnreadableFile("it is a link that leads back to itself")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return UnreadableFile("the file cannot be read (permission denied)")
    return UnreadableFile(f"the file cannot be read ({printable(exc.strerror or str(exc))})")


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; UnreadableFile saying why not
    (with `missing` set when there is no file). A FIFO or a device is never waited on or read."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise _open_failure(path, exc) from None
    try:
        info = os.fstat(fd)
        problem = _not_a_file(info.st_mode)
        if problem is not None:
            raise UnreadableFile(problem)
        if info.st_size > limit:
            raise UnreadableFile("the file is too big", size=info.st_size)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1024 * 1024, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UnreadableFile("the file is too big", size=size)
        return b"".join(chunks)
    except OSError as exc:
        raise _open_failure(path, exc) from None
    finally:
        os.close(fd)
