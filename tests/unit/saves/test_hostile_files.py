"""Whatever sits in the saves folder is refused with a reason, never a crash or a hang; broken
files are moved aside and good backups kept; stale temporary files are cleaned up."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.saves import AUTOSAVE, SaveError, SaveStore
from duckgeon_tui.saves.files import MAX_SAVE_BYTES

from .test_save_store import make_save

BAD_FILES: dict[str, tuple[Callable[[Path], Any], str]] = {
    "a folder": (lambda p: p.mkdir(), "it is a folder, not a file"),
    "a dangling link": (lambda p: p.symlink_to(p.parent / "gone"), "a link to a file that is not"),
    "a looping link": (lambda p: p.symlink_to(p), "a link that leads back to itself"),
    "a FIFO": (os.mkfifo, "it is a pipe (FIFO), not a file"),
    "a link to /dev/zero": (lambda p: p.symlink_to("/dev/zero"), "it is a device, not a file"),
    "JSON 100k deep": (
        lambda p: p.write_bytes(b"[" * 100_000 + b"]" * 100_000),
        "nested too deeply",
    ),
    "JSON 60 deep": (lambda p: p.write_bytes(b"[" * 60 + b"]" * 60), "nested too deeply"),
    "a 4,400-digit version": (
        lambda p: p.write_text('{"version": ' + "7" * 4400 + "}"),
        "a number too long",
    ),
    "a file over the cap": (
        lambda p: p.write_bytes(b" " * (MAX_SAVE_BYTES + 1)),
        "a save is at most 8 MB",
    ),
}


@pytest.mark.parametrize("what", sorted(BAD_FILES))
def test_a_bad_file_is_a_row_with_its_reason(
    what: str, tmp_path: Path, within: Callable[[float], Any]
) -> None:
    make, reason = BAD_FILES[what]
    store = SaveStore(tmp_path)
    make(tmp_path / "x.json")
    with within(5):
        (row,) = store.slots()
        with pytest.raises(SaveError) as refused:
            store.load("x")
    assert row.slot == "x" and row.problem is not None and reason in row.problem
    assert reason in refused.value.reason


def test_an_unreadable_file_and_folder(tmp_path: Path, deny: Callable[..., None]) -> None:
    store = SaveStore(tmp_path / "saves")
    store.write("x", make_save())
    deny(store.path_for("x"))
    (row,) = store.slots()
    assert row.problem == "the file cannot be read (permission denied)"
    deny(store.root)
    with pytest.raises(SaveError, match=r"saves folder .* cannot be read \(permission denied\)"):
        store.slots()
    assert not store.exists(AUTOSAVE) and not store.can_continue()


def test_writing_over_a_broken_slot_moves_it_aside_and_keeps_the_good_backup(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    store.write(AUTOSAVE, make_save(turn=3))
    store.write(AUTOSAVE, make_save(turn=4))
    broken = store.path_for(AUTOSAVE)
    broken.write_bytes(broken.read_bytes()[:100])  # truncated by a crash
    info = store.info(AUTOSAVE)
    assert info.problem is not None and "truncated" in info.problem
    assert info.backup is not None and info.backup.turn == 3, "the good backup is offered"
    fresh = SaveStore(tmp_path)  # another run of the game
    fresh.write(AUTOSAVE, make_save(turn=1))
    assert fresh.load(AUTOSAVE, backup=True).header.turn == 3, "the good backup is kept"
    (aside,) = tmp_path.glob("autosave.broken-*.json")
    assert len(aside.read_bytes()) == 100, "the broken file is kept, not deleted"
    assert [i.slot for i in fresh.slots()] == [AUTOSAVE], "a file set aside is not a slot"


def test_restoring_a_backup_and_setting_a_slot_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write(AUTOSAVE, make_save(turn=3))
    store.write(AUTOSAVE, make_save(turn=4))
    store.path_for(AUTOSAVE).write_text("{", encoding="utf-8")
    store.restore_backup(AUTOSAVE)
    assert store.load(AUTOSAVE).header.turn == 3
    assert len(list(tmp_path.glob("autosave.broken-*.json"))) == 1
    store.path_for(AUTOSAVE).write_text("{", encoding="utf-8")
    kept = store.set_aside(AUTOSAVE)
    assert len(kept) == 2 and not store.path_for(AUTOSAVE).exists()
    (restored,) = [i for i in store.slots() if i.slot.startswith("autosave-backup-")]
    assert restored.header is not None and restored.header.turn == 3
    assert len(list(tmp_path.glob("autosave.broken-*.json"))) == 2


def test_stale_temporary_files_are_cleaned_and_nothing_else(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write(AUTOSAVE, make_save())
    (tmp_path / "runs").mkdir()
    an_hour_ago = time.time() - 3600
    stale = [
        tmp_path / ".autosave.json.a1b2c3d4.tmp",
        tmp_path / ".autosave.json.bak.x_9y8z7w.tmp",
        tmp_path / "runs" / ".20240501T1000Z-quest-1.json.qqqqqqqq.tmp",
    ]
    kept = [
        tmp_path / ".autosave.json.fresh123.tmp",  # another game is writing it right now
        tmp_path / "notes.tmp",
        tmp_path / ".hidden.tmp",
    ]
    for path in stale + kept:
        path.write_bytes(b"{")
    for path in [*stale, *kept[1:]]:
        os.utime(path, (an_hour_ago, an_hour_ago))
    assert store.remove_stale_temp_files() == 3
    assert not any(p.exists() for p in stale) and all(p.exists() for p in kept)
    assert store.load(AUTOSAVE).header.turn == 3
