"""The files of the saves folder: bounded reads, atomic writes, readable reasons for every
failed write, and the clean-up of temporary files a killed game left behind."""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from duckgeon_tui.file_reading import UnreadableFile, read_regular
from duckgeon_tui.printable import printable

MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A save file above this size is refused unread (a long game's save is a few hundred KB)."""

STALE_AFTER = 60.0
"""A temporary file older than the game's start by this many seconds is left over from a
game that was killed while writing (a live game's write takes milliseconds)."""

STARTED = time.time()
"""When this game started (module import is part of start-up)."""

# `tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")` names: ".autosave.json.k3j_9x2a.tmp".
TEMP_NAME = re.compile(r"^\.[A-Za-z0-9][A-Za-z0-9 _.-]*\.json(\.bak)?\.[A-Za-z0-9_]{8}\.tmp$")


def read_bounded(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a save file: a regular file of at most `limit` bytes (UnreadableFile
    saying why not; `missing` when there is no file)."""
    try:
        return read_regular(path, limit)
    except UnreadableFile as exc:
        if exc.size is None:
            raise
        mb, cap = exc.size / 1024 / 1024, limit // 1024 // 1024
        raise UnreadableFile(f"the file is {mb:.1f} MB; a save is at most {cap} MB") from None


def write_failure(exc: OSError, folder: Path) -> str:
    """Why a write in the saves folder failed, in words for a player."""
    where = printable(str(folder))
    code = exc.errno
    if code in (errno.EACCES, errno.EPERM):
        return f"the saves folder {where} is read-only (permission denied)"
    if code == errno.EROFS:
        return f"the saves folder {where} is on a read-only disk"
    if code == errno.ENOSPC:
        return "the disk is full"
    if code == getattr(errno, "EDQUOT", -1):
        return "the disk quota is used up"
    if code in (errno.ENOENT, errno.ENOTDIR):
        return f"the saves folder {where} cannot be made (part of its path is missing or a file)"
    if code == errno.EISDIR:
        return "a folder stands where the save file goes"
    if code == errno.EIO:
        return "the disk reported an input/output error"
    if code == errno.ENAMETOOLONG:
        return f"the path of the saves folder {where} is too long"
    if code in (errno.EMFILE, errno.ENFILE):
        return "too many files are open"
    return f"the file could not be written ({printable(exc.strerror or str(exc))})"


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Write bytes to path so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def remove_stale_temp_files(folder: Path, started: float = STARTED) -> int:
    """Delete the temporary files of this game's writes (`.<name>.json.XXXXXXXX.tmp`) that are
    older than this game's start; return how many went. Nothing else is touched."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not TEMP_NAME.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < started - STALE_AFTER:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
