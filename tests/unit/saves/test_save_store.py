"""Save slots: round trips, atomic writes with a backup, and refusals that say why."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import AUTOSAVE, SaveError, SaveStore, SaveWriteError, default_saves_dir
from duckgeon_tui.saves.models import (
    SAVE_VERSION,
    ModRef,
    RunSummary,
    SaveFile,
    SaveHeader,
)
from duckgeon_tui.saves.store import check_content


def make_save(turn: int = 3, saved_at: str = "2024-05-01T10:00:00+00:00") -> SaveFile:
    return SaveFile(
        header=SaveHeader(
            quest="quest-1",
            quest_name="The Lair of Duckthulhu",
            party=[PartyMember(name="Plumpy", class_id="duckidin", player="Sam")],
            players=["Sam"],
            turn=turn,
            seed=7,
            created_at="2024-05-01T09:00:00+00:00",
            saved_at=saved_at,
        ),
        content_fingerprint="abc123",
        mods=[ModRef(id="more-rats", version="1.0.0")],
        state={
            "turn": turn,
            "rng": [3, [1, 2, 3], None],
            "log": ["pick W F F D L K", "give F Plumpy"],
        },
    )


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def test_round_trip_keeps_everything(store: SaveStore) -> None:
    save = make_save()
    store.write("slot-1", save)
    loaded = store.load("slot-1")
    assert loaded.state == save.state
    assert loaded.state["log"] == save.state["log"]
    assert loaded.header == save.header
    assert loaded.checksum and loaded.version == SAVE_VERSION


def test_second_write_keeps_previous_as_backup(store: SaveStore) -> None:
    store.write(AUTOSAVE, make_save(turn=3))
    store.write(AUTOSAVE, make_save(turn=4))
    assert store.load(AUTOSAVE).header.turn == 4
    assert store.load(AUTOSAVE, backup=True).header.turn == 3
    assert not list(store.root.glob("*.tmp")), "no temporary file is left behind"


def test_failed_write_leaves_old_file(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    store.write("slot-1", make_save(turn=3))

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveWriteError, match="the disk is full"):
        store.write("slot-1", make_save(turn=9))
    monkeypatch.undo()
    assert store.load("slot-1").header.turn == 3
    assert not list(store.root.glob(".*.tmp"))


@pytest.mark.parametrize(
    ("mangle", "reason"),
    [
        (lambda text: "", "empty"),
        (lambda text: text[: len(text) // 2], "truncated or corrupt"),
        (lambda text: "[1, 2]", "not a saved game"),
        (lambda text: json.dumps({"hello": 1}), "no version"),
        (lambda text: text.replace(f'"version": {SAVE_VERSION}', '"version": 99'), "newer version"),
        (lambda text: text.replace(f'"version": {SAVE_VERSION}', '"version": 0'), "not supported"),
        (lambda text: text.replace('"turn": 3', '"turn": 30'), "checksum"),
        (lambda text: text.replace('"quest": "quest-1"', '"quest": 5'), "damaged"),
    ],
)
def test_bad_files_are_refused_with_a_reason_and_kept(
    store: SaveStore, mangle: object, reason: str
) -> None:
    path = store.write("slot-1", make_save())
    bad = mangle(path.read_text(encoding="utf-8"))  # type: ignore[operator]
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        store.load("slot-1")
    assert reason in caught.value.reason
    assert path.read_text(encoding="utf-8") == bad, "the file is left untouched"


def test_binary_garbage_is_refused(store: SaveStore) -> None:
    store.root.mkdir(parents=True)
    store.path_for("junk").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not text"):
        store.load("junk")


def test_missing_slot(store: SaveStore) -> None:
    with pytest.raises(SaveError, match="no such save"):
        store.load("nothing-here")


def test_bad_slot_names_are_refused(store: SaveStore) -> None:
    for name in ("", "../escape", "a/b", " lead", "x" * 41):
        with pytest.raises(SaveError):
            store.path_for(name)


def test_missing_and_changed_mods_and_content() -> None:
    save = make_save()
    check_content(save, "abc123", [ModRef(id="more-rats", version="1.0.0")])
    with pytest.raises(SaveError, match=r"not loaded: more-rats 1\.0\.0"):
        check_content(save, "abc123", [])
    with pytest.raises(SaveError, match="other versions"):
        check_content(save, "abc123", [ModRef(id="more-rats", version="2.0.0")])
    with pytest.raises(SaveError, match="content"):
        check_content(save, "different", [ModRef(id="more-rats", version="1.0.0")])


def test_slots_list_newest_first_with_problems(store: SaveStore) -> None:
    store.write("older", make_save(saved_at="2024-05-01T10:00:00+00:00"))
    store.write("newer", make_save(saved_at="2024-06-01T10:00:00+00:00"))
    store.path_for("broken").write_text("{", encoding="utf-8")
    infos = store.slots()
    names = [i.slot for i in infos]
    assert names.index("newer") < names.index("older")
    broken = next(i for i in infos if i.slot == "broken")
    assert not broken.ok and broken.problem and "truncated" in broken.problem
    assert all(i.ok for i in infos if i.slot != "broken")
    assert SaveStore(store.root / "none").slots() == []


def test_delete_removes_slot_and_backup(store: SaveStore) -> None:
    store.write("slot-1", make_save())
    store.write("slot-1", make_save())
    store.delete("slot-1")
    assert not store.exists("slot-1") and not store.backup_path("slot-1").exists()


def won_run() -> RunSummary:
    """A won run of Quest 1, started at 10:00 and finished at 11:00."""
    return RunSummary(
        quest="quest-1",
        party=[PartyMember(name="Plumpy", class_id="duckidin")],
        outcome="victory",
        cause="Duckthulhu was defeated and King Goscock is free",
        turns=31,
        kills=14,
        loot=40,
        seed=7,
        started_at="2024-05-01T10:00:00+00:00",
        finished_at="2024-05-01T11:00:00+00:00",
    )


def test_run_summaries_written_and_listed(store: SaveStore) -> None:
    summary = won_run()
    other = summary.model_copy(update={"seed": 8})  # another game, ended the same second
    first = store.write_run_summary(summary)
    second = store.write_run_summary(other)
    assert first != second and first.parent.name == "runs"
    assert sorted(store.run_summaries(), key=lambda r: r.seed) == [summary, other]


def test_a_run_told_again_is_recorded_once(store: SaveStore) -> None:
    summary = won_run()
    first = store.write_run_summary(summary)
    later = summary.model_copy(update={"finished_at": "2024-05-02T09:00:00+00:00"})
    assert store.write_run_summary(later) == first
    assert store.run_summaries() == [summary]
    lost = summary.model_copy(update={"outcome": "defeat", "turns": 33})  # undone, ended again
    assert store.write_run_summary(lost) != first
    assert len(store.run_summaries()) == 2


def test_default_dir_follows_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DUCKGEON_SAVES", str(tmp_path / "elsewhere"))
    assert default_saves_dir() == tmp_path / "elsewhere"
    monkeypatch.delenv("DUCKGEON_SAVES")
    assert default_saves_dir().name == "saves"
