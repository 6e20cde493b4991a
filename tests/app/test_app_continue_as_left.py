"""A game saved and continued comes back as it was left at 80x24: the log's last lines (a hint
is no event of the game, and was lost) and the Duckventurer the keys act for."""

from __future__ import annotations

import random
from pathlib import Path

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.flow.acting import first_acting, last_actor
from duckgeon_tui.tui.launch import LaunchOptions
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.dungeon_app import dungeon, new_game_app, until

PARTY = (
    PartyMember("Plumpy", "duckidin", "Sam"),
    PartyMember("Pantsy", "duckwiz", "Sam"),
    PartyMember("Waddles", "bouncer", "Sam"),
)


async def test_continue_brings_back_the_last_log_line_and_the_acting_duck(saves: Path) -> None:
    app = new_game_app(saves, PARTY)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        screen = dungeon(app)
        app.screen.dismiss(None)
        await pilot.pause()
        bot = PartyBot(random.Random(3))
        while screen.game.phase != "act":  # played as the app plays: its log follows
            screen.record(screen.session.apply(bot.choose(screen.game)))
        screen.game_changed()
        await pilot.pause()
        told = first_acting(screen.game, last_actor(screen.game))  # Continue's guess
        screen.act_for(next(d.name for d in screen.game.ducks if d.name != told))
        await pilot.press("i")  # the hint, in the log
        await pilot.pause()
        log = screen.query_one(MessageLog)
        last = log.entries[-1].text
        assert last.startswith("Hint: ")
        left_acting = screen.acting
        assert screen.session.autosave()
        await pilot.press("ctrl+q")
    again = DuckgeonApp(LaunchOptions(saves_dir=saves, start="continue", animation=False))
    async with again.run_test(size=(80, 24)) as pilot:
        opened = lambda: any(isinstance(s, DungeonScreen) for s in again.screen_stack)  # noqa: E731
        await until(pilot, opened, "the dungeon")
        await pilot.pause()
        continued = dungeon(again)
        assert continued.acting == left_acting
        assert continued.query_one(MessageLog).entries[-1].text == last
