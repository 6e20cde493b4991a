"""The app with a hostile or broken saves folder: Load lists every file with its reason, the
title survives a folder it cannot read, a good backup is offered, and nothing is destroyed."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path

from textual.widgets import Button, DataTable, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import AUTOSAVE, SaveStore
from duckgeon_tui.saves.models import SaveFile, SaveHeader
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.load import LoadScreen
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content
from tests.support.dungeon_app import until


def words(screen: object) -> str:
    """Every Static and Button text on a screen."""
    statics = [str(w.render()) for w in screen.query(Static)]  # type: ignore[attr-defined]
    buttons = [str(b.label) for b in screen.query(Button)]  # type: ignore[attr-defined]
    return " | ".join(statics + buttons)


def broken_autosave_with_good_backup(saves: Path) -> bytes:
    """A real game autosaved at turns 1 and 2, its autosave then truncated; the backup's bytes."""
    spec = NewGameSpec("quest-1", ("Player 1",), (), seed=9, animation=False)
    session = GameSession.new(game_content(), spec, SaveStore(saves))
    session.autosave()
    bot = PartyBot(random.Random(1))
    while session.game.turn < 2:
        session.apply(bot.choose(session.game))
    path = saves / "autosave.json"
    path.write_bytes(path.read_bytes()[:300])
    return (saves / "autosave.json.bak").read_bytes()


async def test_load_lists_every_bad_file_with_its_reason(
    make_app: Callable[..., DuckgeonApp], saves: Path, write_save: Callable[..., Path]
) -> None:
    store = SaveStore(saves)
    write_save(store, "good")
    escaped = SaveFile(
        header=SaveHeader(
            quest="quest-1",
            quest_name="Quest \x1b]0;pwned\x07",
            party=[PartyMember(name="Plumpy\x1b[2J", class_id="duckidin")],
            players=["Sam\r\nforged line"],
            created_at="2024-05-01T09:00:00+00:00",
            saved_at="2024-05-01T10:00:00\x1b[31m",
        ),
        content_fingerprint="x",
        state={},
    )
    store.write("escaped", escaped)
    (saves / "folder.json").mkdir()
    (saves / "dangling.json").symlink_to(saves / "nothing")
    os.mkfifo(saves / "fifo.json")
    (saves / "deep.json").write_bytes(b"[" * 100_000 + b"]" * 100_000)
    (saves / "digits.json").write_text('{"version": ' + "7" * 4400 + "}")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        rows = {i.slot: i.problem for i in screen.infos}
        assert set(rows) == {"good", "escaped", "folder", "dangling", "fifo", "deep", "digits"}
        assert all(rows[slot] for slot in rows if slot not in ("good", "escaped")), rows
        table = screen.query_one(DataTable)
        cells = [str(c) for r in range(table.row_count) for c in table.get_row_at(r)]
        assert "Quest \\x1b]0;pwned\\x07" in cells and "Plumpy\\x1b[2J (Duckidin)" in cells
        assert not any(not c.isprintable() for c in cells)
        table.move_cursor(row=[i.slot for i in screen.infos].index("escaped"))
        await pilot.pause()
        assert "Sam\\r\\nforged line" in words(screen)


async def test_a_saves_folder_that_cannot_be_read(
    make_app: Callable[..., DuckgeonApp], saves: Path, deny: Callable[..., None]
) -> None:
    saves.mkdir()
    deny(saves)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert app.screen.query_one("#continue", Button).disabled
        await pilot.press("l")
        await pilot.pause()
        assert "cannot be read (permission denied)" in words(app.screen)


async def test_continue_offers_the_good_backup(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    broken_autosave_with_good_backup(saves)
    app = make_app(resume=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog), type(app.screen)
        assert "Restore the backup (turn 1, " in words(app.screen)
        await pilot.press("y")
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        assert screen.game.turn == 1
    (aside,) = saves.glob("autosave.broken-*.json")
    assert len(aside.read_bytes()) == 300, "the broken file is kept"


async def test_a_restored_backup_that_cannot_be_opened_is_told_not_offered_again(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    broken_autosave_with_good_backup(saves)
    store = SaveStore(saves)
    backup = store.load(AUTOSAVE, backup=True)
    store.write("other", backup.model_copy(update={"content_fingerprint": "older content"}))
    os.replace(saves / "other.json", saves / "autosave.json.bak")
    app = make_app(resume=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog), type(app.screen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog), "told once, not asked again and again"
        assert "put back, but it cannot be opened either" in app.screen.message
        assert "content (base files or mods) changed" in app.screen.message


async def test_a_new_game_never_overwrites_a_broken_slot_without_asking(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    backup = broken_autosave_with_good_backup(saves)
    broken = (saves / "autosave.json").read_bytes()
    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        # The new game's first prompt shows first; the question comes before its first save.
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the question")
        assert any(isinstance(s, DungeonScreen) for s in app.screen_stack)
        assert "cannot be opened" in words(app.screen)
        assert (saves / "autosave.json").read_bytes() == broken, "nothing is written yet"
        await pilot.press("y")
        await until(pilot, lambda: (saves / "autosave.json").read_bytes() != broken, "a save")
        assert any(isinstance(s, DungeonScreen) for s in app.screen_stack)
    kept = [p for p in saves.glob("autosave-backup-*.json") if p.read_bytes() == backup]
    assert kept, "the old game's good backup is a save of its own"
    assert len(list(saves.glob("autosave.broken-*.json"))) == 1


async def test_a_new_game_over_a_broken_slot_closes_unsaved_when_the_player_goes_back(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    broken_autosave_with_good_backup(saves)
    before = {p.name: p.read_bytes() for p in saves.iterdir() if p.is_file()}
    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the question")
        await pilot.press("escape")
        await until(
            pilot,
            lambda: not any(isinstance(s, DungeonScreen) for s in app.screen_stack),
            "the new game closed",
        )
        after = {p.name: p.read_bytes() for p in saves.iterdir() if p.is_file()}
    assert after == before, "the broken save and its backup are left as they were"


async def test_stale_temporary_files_are_cleaned_at_start(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    saves.mkdir()
    stale = saves / ".autosave.json.k3j9x2ab.tmp"
    fresh = saves / ".autosave.json.zz1yy2xx.tmp"
    for path in (stale, fresh):
        path.write_bytes(b"{")
    os.utime(stale, (time.time() - 3600,) * 2)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    assert not stale.exists() and fresh.exists()
    assert not (saves / AUTOSAVE).exists()
