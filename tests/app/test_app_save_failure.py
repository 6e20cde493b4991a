"""Saving that fails mid-game (a read-only saves folder, a full disk): the game goes on, a banner
says why, the next autosave tries again, and quitting offers to save elsewhere or not at all."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from duckgeon_tui.saves import AUTOSAVE, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.unsaved_quit import SaveElsewhereDialog, UnsavedQuitDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.save_failure import SaveFailureBanner
from tests.support.dungeon_app import dungeon, until


async def hint_to_turn(pilot: Pilot, turn: int) -> None:
    """Play the party bot's choices (the hint key) until the game reaches `turn`."""
    game = dungeon(pilot.app).game  # type: ignore[arg-type]
    for _ in range(150):
        if game.turn >= turn:
            return
        await pilot.press("I")
        await pilot.pause(0.02)
    raise AssertionError(f"the hint never reached turn {turn}")


async def a_game_begun(pilot: Pilot, saves: Path) -> DungeonScreen:
    """A new game, its first autosave written, the Room Table asked."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
    await until(pilot, lambda: (saves / f"{AUTOSAVE}.json").is_file(), "the first autosave")
    return dungeon(app)  # type: ignore[arg-type]


async def test_a_read_only_folder_shows_why_and_the_game_is_saved_elsewhere(
    make_app: Callable[..., DuckgeonApp],
    saves: Path,
    tmp_path: Path,
    deny: Callable[..., None],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await a_game_begun(pilot, saves)
        banner = screen.query_one(SaveFailureBanner)
        assert not banner.display
        deny(saves, write_only=True)
        await hint_to_turn(pilot, 2)  # a new turn: its autosave fails
        await until(pilot, lambda: banner.display, "the banner")
        assert "read-only" in banner.render().plain
        assert screen.game.turn == 2, "nothing rolled back: the turn stands"
        assert not any(isinstance(s, ErrorDialog) for s in app.screen_stack)
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, UnsavedQuitDialog), "the question")
        assert app.is_running, "the game is not lost by quitting"
        await pilot.press("s")  # save elsewhere
        await until(pilot, lambda: isinstance(app.screen, SaveElsewhereDialog), "a folder")
        field = app.screen.query_one("#answer")
        field.value = str(tmp_path / "elsewhere")  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
    assert SaveStore(tmp_path / "elsewhere").load(AUTOSAVE).header.turn == 2
    assert SaveStore(saves).load(AUTOSAVE).header.turn == 1, "the old autosave is intact"


async def test_a_full_disk_is_told_the_next_save_works_again_and_quitting_asks(
    make_app: Callable[..., DuckgeonApp], saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await a_game_begun(pilot, saves)
        banner = screen.query_one(SaveFailureBanner)
        with monkeypatch.context() as full:
            full.setattr(os, "fsync", no_space)
            await hint_to_turn(pilot, 2)
            await until(pilot, lambda: banner.display, "the banner")
            assert "the disk is full" in banner.render().plain
        assert screen.autosave(), "space again: the next autosave works"
        await until(pilot, lambda: not banner.display, "the banner to go")
        assert SaveStore(saves).load(AUTOSAVE).header.turn == 2
        with monkeypatch.context() as full:
            full.setattr(os, "fsync", no_space)
            await pilot.press("ctrl+q")  # the autosave on quitting fails: the player chooses
            await until(pilot, lambda: isinstance(app.screen, UnsavedQuitDialog), "the question")
            await pilot.press("q")  # quit without saving
            await pilot.pause()
        assert not app.is_running
