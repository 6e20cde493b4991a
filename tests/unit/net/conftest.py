"""Fixtures for the table's command-line tests: the app the commands would open, kept instead
of opened."""

from __future__ import annotations

import pytest

from duckgeon_tui.cli import host_cmd, play_cmd
from duckgeon_tui.tui.launch import LaunchOptions


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[LaunchOptions]:
    """The launch options the app would have opened with (kept instead of opening it)."""
    kept: list[LaunchOptions] = []

    def keep(options: LaunchOptions) -> int:
        kept.append(options)
        return 0

    for command in (play_cmd, host_cmd):  # `duckgeon join` opens it through play_cmd's
        monkeypatch.setattr(command, "open_app", keep)
    return kept
