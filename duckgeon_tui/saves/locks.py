"""Per-slot locks, so that two games on one saves folder never write over each other's slot.

A lock is `fcntl.flock` on a small `.<slot>.lock` file beside the slot: the system lets it go
when the game ends, however it ends (a killed game leaves no stale lock). Locks belong to the
process: every store of one game shares them, only another game is kept out. Where `fcntl` is
missing the locks do nothing."""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # not a POSIX system: no locks
    fcntl = None  # type: ignore[assignment]

_HELD: dict[tuple[str, str], list[int]] = {}
"""(real folder path, slot) -> [file descriptor, how many stores use it], for this process."""


def lock_path(root: Path, slot: str) -> Path:
    """The lock file of a slot."""
    return root / f".{slot}.lock"


def _key(root: Path, slot: str) -> tuple[str, str]:
    return (os.path.realpath(root), slot)


class SlotLocks:
    """The slot locks one store took in one folder (held until `release_all` or the end)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._taken: set[str] = set()

    def take(self, slot: str) -> bool:
        """Hold the slot's lock; False when another game holds it. OSError when the lock file
        cannot be made (a folder that cannot be written)."""
        if slot in self._taken or fcntl is None:
            return True
        key = _key(self.root, slot)
        held = _HELD.get(key)
        if held is None:
            self.root.mkdir(parents=True, exist_ok=True)
            flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC
            fd = os.open(lock_path(self.root, slot), flags, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                return False
            except OSError:
                os.close(fd)
                raise
            held = _HELD[key] = [fd, 0]
        held[1] += 1
        self._taken.add(slot)
        return True

    def held_elsewhere(self, slot: str) -> bool:
        """Whether another game holds the slot now (False when it cannot be told)."""
        if fcntl is None or _key(self.root, slot) in _HELD:
            return False
        try:
            fd = os.open(lock_path(self.root, slot), os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        finally:
            os.close(fd)
        return False

    def release_all(self) -> None:
        """Let go of every slot this store took (another store of this game may keep it)."""
        for slot in self._taken:
            key = _key(self.root, slot)
            held = _HELD.get(key)
            if held is None:
                continue
            held[1] -= 1
            if held[1] <= 0:
                os.close(held[0])
                del _HELD[key]
        self._taken.clear()
