"""The message history: every message on one screen, and a search that keeps the matches."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.message_history import MessageHistoryScreen
from duckgeon_tui.tui.widgets.message_log import MessageLog

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


async def test_the_history_shows_every_message_and_finds_words(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        screen.write_log("info", "A Hordling sneezes.")
        screen.write_log("info", "Plumpy hums.")
        await pilot.press("H")
        history = app.screen
        assert isinstance(history, MessageHistoryScreen)
        lines = history.query_one("#history", MessageLog)
        assert [e.text for e in lines.entries] == [e.text for e in history.entries]
        await pilot.press(*"sneezes")
        await pilot.pause()
        assert [e.text for e in lines.entries] == ["A Hordling sneezes."]
        await pilot.press("escape")
        assert app.screen is not history
