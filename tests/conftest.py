"""Fixtures for every test: the player's own data and cache folders are never touched, and
permissions can be taken away from a path as a player would meet them."""

from __future__ import annotations

import builtins
import errno
import io
import os
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


@pytest.fixture(autouse=True, scope="session")
def user_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point the platform's user data and cache folders at a temporary home."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        patch.setenv("XDG_CACHE_HOME", str(home / "cache"))
        yield home


class _Denial:
    """Paths whose reading or writing fails with EACCES.

    Root ignores permissions (chmod 000 still reads), so when the tests run as root the
    system calls on those paths are refused here instead; otherwise chmod does the work."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.patch = monkeypatch
        self.unreadable: list[str] = []
        self.unwritable: list[str] = []
        self.modes: list[tuple[Path, int]] = []
        self.patched = False

    @staticmethod
    def _inside(path: Any, roots: list[str], itself: bool = True) -> bool:
        try:
            text = os.path.abspath(os.fsdecode(path))
        except TypeError:  # a file descriptor
            return False
        return any((itself and text == r) or text.startswith(r + os.sep) for r in roots)

    def deny(self, path: Path, write_only: bool) -> None:
        if os.geteuid() != 0:
            self.modes.append((path, path.stat().st_mode))
            path.chmod(0o555 if write_only else 0)
            return
        if not write_only:
            self.unreadable.append(os.path.abspath(path))
        self.unwritable.append(os.path.abspath(path))
        if not self.patched:
            self._patch()

    def _refuse(self, path: Any) -> OSError:
        return PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))

    def _patch(self) -> None:
        self.patched = True
        real_open, real_io_open = os.open, io.open
        real_stat, real_lstat = os.stat, os.lstat
        real_scandir, real_listdir = os.scandir, os.listdir
        denial = self

        def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if denial._inside(path, denial.unreadable) or (
                flags & WRITING and denial._inside(path, denial.unwritable, itself=False)
            ):
                raise denial._refuse(path)
            return real_open(path, flags, *args, **kwargs)

        def file_open(path: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            writing = any(c in mode for c in "wax+")
            if denial._inside(path, denial.unreadable) or (
                writing and denial._inside(path, denial.unwritable, itself=False)
            ):
                raise denial._refuse(path)
            return real_io_open(path, mode, *args, **kwargs)

        def listing(real: Callable[..., Any]) -> Callable[..., Any]:
            def call(path: Any = ".", *args: Any, **kwargs: Any) -> Any:
                if denial._inside(path, denial.unreadable):
                    raise denial._refuse(path)
                return real(path, *args, **kwargs)

            return call

        def status(real: Callable[..., Any]) -> Callable[..., Any]:
            def call(path: Any, *args: Any, **kwargs: Any) -> Any:
                if denial._inside(path, denial.unreadable, itself=False):
                    raise denial._refuse(path)
                return real(path, *args, **kwargs)

            return call

        def changing(real: Callable[..., Any]) -> Callable[..., Any]:
            def call(*paths: Any, **kwargs: Any) -> Any:
                if any(denial._inside(p, denial.unwritable, itself=False) for p in paths[:2]):
                    raise denial._refuse(paths[0])
                return real(*paths, **kwargs)

            return call

        self.patch.setattr(os, "open", os_open)
        self.patch.setattr(io, "open", file_open)
        self.patch.setattr(builtins, "open", file_open)
        self.patch.setattr(os, "stat", status(real_stat))
        self.patch.setattr(os, "lstat", status(real_lstat))
        self.patch.setattr(os, "scandir", listing(real_scandir))
        self.patch.setattr(os, "listdir", listing(real_listdir))
        for name in ("mkdir", "rename", "replace", "unlink", "rmdir"):
            self.patch.setattr(os, name, changing(getattr(os, name)))

    def restore(self) -> None:
        for path, mode in reversed(self.modes):
            path.chmod(mode)


@pytest.fixture
def deny(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """`deny(path)`: reading (and writing) the file or folder fails with permission denied;
    `deny(path, write_only=True)`: it can be read but not written (a read-only folder)."""
    denial = _Denial(monkeypatch)
    yield lambda path, write_only=False: denial.deny(Path(path), write_only)
    monkeypatch.undo()
    denial.restore()


class Overtime(BaseException):
    """A test ran past its deadline (a BaseException: the game's `except Exception` that
    turns errors into messages must not swallow it)."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail with Overtime instead of hanging (a read that waits on a FIFO forever)."""

    def expired(*_: object) -> None:
        raise Overtime(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def within() -> Callable[[float], Any]:
    """`with within(5): ...` fails the test after 5 seconds instead of hanging it."""
    return deadline


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked `heavy` (many seconds each) run first: spread over the workers of
    `pytest -n 2` from the start, they no longer leave one worker running alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)
