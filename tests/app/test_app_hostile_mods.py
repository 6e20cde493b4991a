"""The app with content that leaves nothing to play: it says why, and never assumes that a
first quest or class exists."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.app import App
from textual.widgets import Static

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.screens.new_game import NewGameScreen

EMPTY = (
    "id: empty\nname: Empty\nversion: 1.0.0\nremove:\n  quests: [quest-1, quest-2, quest-3]\n"
    "  classes: [drakagorn, duckidin, duckwiz, flapper, bouncer, quacker, boomer, bonker]\n"
)


async def test_new_game_with_no_quest_and_no_class_says_why(
    make_app: Callable[..., DuckgeonApp], tmp_path: Path
) -> None:
    mod = tmp_path / "empty"
    mod.mkdir()
    (mod / "mod.yaml").write_text(EMPTY, encoding="utf-8")
    app = make_app(mod_dirs=(mod,))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        assert "no quest is left" in app.screen.message
        assert "no Duckventurer class is left" in app.screen.message


async def test_the_new_game_form_stands_with_nothing_to_choose() -> None:
    class FormApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(NewGameScreen(Content()))

    app = FormApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        words = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "No quest is available" in words
