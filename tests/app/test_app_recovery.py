"""Physical-dice mode asks for real faces; an unexpected engine error is shown and survived."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from duckgeon_tui.engine import Action, Event, Game
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.dungeon_app import dungeon, until


async def test_engine_error_is_shown_and_the_game_goes_on(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        real_apply = Game.apply

        def broken(self: Game, action: object) -> object:
            raise RuntimeError("the rules tripped over a duck")

        monkeypatch.setattr(Game, "apply", broken)
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, ErrorDialog), "the error dialog")
        error = app.screen
        assert isinstance(error, ErrorDialog)
        assert "tripped over a duck" in error.message and "autosave" in error.detail
        monkeypatch.setattr(Game, "apply", real_apply)
        await pilot.press("enter")
        await pilot.pause()
        screen = dungeon(app)
        assert screen.game.phase == "room_table", "back at the last autosave"
        await pilot.press("p")  # carry on playing
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
        assert screen.game.beasties


async def test_a_file_error_in_the_flow_is_told_and_rolls_nothing_back(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        real_apply = GameSession.apply

        def applied_then_unsaved(
            self: GameSession, action: Action, save: bool = True
        ) -> list[Event]:
            real_apply(self, action, save)
            raise PermissionError(13, "Permission denied", ".autosave.json.tmp")

        monkeypatch.setattr(GameSession, "apply", applied_then_unsaved)
        await pilot.press("1")  # roll the Room Table
        log = dungeon(app).query_one(MessageLog)
        await until(pilot, lambda: any("Saving failed" in e.text for e in log.entries), "a word")
        assert dungeon(app).game.phase != "room_table", "the roll stands"
        assert not any(isinstance(s, ErrorDialog) for s in app.screen_stack)
