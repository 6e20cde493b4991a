"""A screen closed while it is still being built (a key pressed as it opens) must not stop
the app: its widgets' set-up finds their children gone, and that no longer matters."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from textual.screen import Screen

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.load import LoadScreen
from duckgeon_tui.tui.screens.mods import ModsScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen
from duckgeon_tui.tui.screens.title import TitleScreen

SCREENS: dict[str, Callable[[DuckgeonApp], Screen[None]]] = {
    "new game": lambda app: NewGameScreen(app.content),
    "load": lambda app: LoadScreen(app.store),
    "mods": lambda app: ModsScreen(),
}


# Textual leaves the message-pump tasks of widgets popped half-mounted pending; they are
# reported when collected, after the test, and are not errors of the app.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
@pytest.mark.parametrize("name", SCREENS)
async def test_a_screen_closed_as_it_opens_leaves_the_app_running(
    make_app: Callable[..., DuckgeonApp], name: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        for ticks in range(6):
            app.push_screen(SCREENS[name](app))
            for _ in range(ticks):
                await asyncio.sleep(0)
            app.pop_screen()
            await pilot.pause()
        await pilot.pause()
        assert app.is_running
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")  # and the app still answers
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
