"""A failed autosave never stops or rolls back the game: it says why, and tries again."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from duckgeon_tui.saves import AUTOSAVE, SaveStore, SaveWriteError
from duckgeon_tui.tui.session import GameSession

Play = Callable[[GameSession, int], None]


def test_a_read_only_folder_mid_game_does_not_stop_the_game(
    tmp_path: Path,
    new_session: Callable[[Path], GameSession],
    deny: Callable[..., None],
    play_until: Play,
) -> None:
    saves = tmp_path / "saves"
    session = new_session(saves)
    deny(saves, write_only=True)
    play_until(session, 3)  # two new turns: two autosaves that fail, and nothing raised
    assert session.game.turn == 3, "the game moved on"
    failure = session.save_failure
    assert isinstance(failure, SaveWriteError)
    assert failure.reason == f"the saves folder {saves} is read-only (permission denied)"
    assert SaveStore(saves).load(AUTOSAVE).header.turn == 1, "the old autosave is intact"


def test_a_full_disk_is_told_and_the_next_autosave_tries_again(
    tmp_path: Path,
    new_session: Callable[[Path], GameSession],
    monkeypatch: pytest.MonkeyPatch,
    play_until: Play,
) -> None:
    saves = tmp_path / "saves"
    session = new_session(saves)

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as full:
        full.setattr(os, "fsync", no_space)
        play_until(session, 2)
        assert session.save_failure is not None
        assert session.save_failure.reason == "the disk is full"
    assert not list(saves.glob(".*.tmp")), "a failed write leaves no temporary file"
    play_until(session, 3)  # space again: the next autosave works and the failure is gone
    assert session.save_failure is None
    assert SaveStore(saves).load(AUTOSAVE).header.turn == 3


def test_saving_elsewhere_moves_the_autosave(
    tmp_path: Path,
    new_session: Callable[[Path], GameSession],
    deny: Callable[..., None],
    play_until: Play,
) -> None:
    session = new_session(tmp_path / "saves")
    deny(tmp_path / "saves", write_only=True)
    play_until(session, 2)
    assert session.save_failure is not None
    path = session.save_elsewhere(tmp_path / "elsewhere")
    assert session.save_failure is None and path.parent == tmp_path / "elsewhere"
    assert SaveStore(tmp_path / "elsewhere").load(AUTOSAVE).header.turn == 2
