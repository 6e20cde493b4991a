"""Fixtures for every test: the player's own data and cache folders are never touched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True, scope="session")
def user_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point the platform's user data and cache folders at a temporary home."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        patch.setenv("XDG_CACHE_HOME", str(home / "cache"))
        yield home
