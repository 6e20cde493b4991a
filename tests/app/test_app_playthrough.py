"""A session played through the app: enter, share, move, attack, loot, save, continue."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.widgets import Static

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import AUTOSAVE, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.beasties_turn import BeastiesTurnDialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.save_slot import SaveSlotDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.message_history import MessageHistoryScreen
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.dungeon_app import dungeon, until


def logged(app: DuckgeonApp) -> str:
    return "\n".join(e.text for e in dungeon(app).query_one(MessageLog).entries)


@pytest.mark.heavy
async def test_play_through_save_quit_continue(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
        game = dungeon(app).game
        assert game.phase == "room_table"
        await pilot.press("1")  # roll the Room Table without a DuckDuckGoose
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
        assert "Room Table roll" in logged(app)
        assert game.beasties, "the Room Table brought Beasties"
        await pilot.press("enter")  # W F F D L K
        await until(pilot, lambda: isinstance(app.screen, ShareDiceDialog), "sharing")
        await pilot.press("w", "f", "down", "f", "d")
        plumpy = game.duck("Plumpy")
        assert sorted(plumpy.dice) == ["fighter", "walk"]
        await pilot.press("up", "W")  # take the DuckWalk back: undone before any roll
        assert plumpy.dice == ["fighter"] and "walk" in game.pool
        await pilot.press("w", "enter")
        await until(pilot, lambda: game.phase == "act", "the Duckventurers' actions")
        start = plumpy.pos

        assert dungeon(app).acting == "Plumpy"
        await pilot.press(str(plumpy.dice.index("walk") + 1))  # Plumpy's DuckWalk
        view = dungeon(app).query_one(MapView)
        await until(pilot, lambda: game.phase == "walk" and bool(view.marks), "the walk")
        reach = set(view.marks)
        assert reach and all(mark == "reach" for mark in view.marks.values())
        goal = max(reach, key=lambda p: (p[0], -abs(p[1] - 2)))
        view.move_to(goal)
        await pilot.press("enter")
        await until(pilot, lambda: game.phase == "act", "the walk to end")
        assert plumpy.pos == goal != start
        assert "walks" in logged(app)

        await pilot.press("e", "y")  # end the turn with dice unused: the Beasties act
        await until(pilot, lambda: game.turn == 2, "the Beasties' turn")
        assert "moves to" in logged(app)
        # What they did stays low on the screen, the room in sight, until a key.
        await until(pilot, lambda: isinstance(app.screen, BeastiesTurnDialog), "their turn")
        assert "moves to" in str(app.screen.query_one(".dialog-body", Static).render())
        await pilot.pause()  # everything pending is handled: nothing closes it but a key
        assert isinstance(app.screen, BeastiesTurnDialog), "it waits for a key"
        await pilot.press("H")  # every message of the game, then on to the dice
        await until(pilot, lambda: isinstance(app.screen, MessageHistoryScreen), "the history")
        await pilot.press("escape")

        # Turn 2: the Hordlings came to Plumpy; strike one with a DuckFighter.
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "turn 2's dice")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ShareDiceDialog), "sharing")
        await pilot.press("f", "f", "down", "w", "d", "enter")
        await until(pilot, lambda: game.phase == "act", "turn 2's actions")
        dungeon(app).act_for("Plumpy")
        await pilot.press("1")
        await pilot.pause()
        # Targets in red; beneath them, the spaces in line of sight within Shooty range.
        assert set(view.marks.values()) == {"target", "sight"}
        shooty = game.spaces_in_range(plumpy.pos, game.shooty_range("Plumpy"), los=True)
        assert {p for p, m in view.marks.items() if m == "sight"} <= set(shooty)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "choppy or shooty")
        await pilot.press("1")
        await until(pilot, lambda: "vs Hordling" in logged(app), "the attack")

        # Clear the room with the bot's choices (in the engine: the flow's dialog put aside),
        # then share the Loot in the app's dialogs.
        screen = dungeon(app)
        while isinstance(app.screen, (PickDiceDialog, ShareDiceDialog, ChooseActionDialog)):
            app.screen.dismiss(None)
            await pilot.pause()
        bot = PartyBot(random.Random(3))
        while game.phase not in ("loot_roll", "over"):
            screen.record(game.apply(bot.choose(game)))
        assert game.phase == "loot_roll", game.outcome
        assert game.room_view().loot_pool > 0
        screen.game_changed()
        screen.flow.run()
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "who rolls Loot")
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, LootSplitDialog), "the Loot split")
        split = app.screen
        assert isinstance(split, LootSplitDialog)
        total = split.total
        assert total > 0
        await pilot.press("a", "enter")  # all of it to the first Duckventurer
        await until(pilot, lambda: game.phase != "loot_split", "the Loot to be shared")
        assert game.duck("Plumpy").loot + game.duck("Pantsy").loot >= total
        turn, log_length = game.turn, len(game.log)

        while isinstance(app.screen, (PickDiceDialog, ChooseActionDialog)):
            app.screen.dismiss(None)
            await pilot.pause()
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SaveSlotDialog), "the save dialog")
        await pilot.press(*"room-one", "enter")
        await pilot.pause()
        await pilot.press("ctrl+q")
    store = SaveStore(saves)
    assert store.load("room-one").header.turn == turn
    assert store.load(AUTOSAVE).state["log"] == store.load("room-one").state["log"]

    again = make_app(resume=True)
    async with again.run_test(size=(120, 40)) as pilot:
        await until(
            pilot,
            lambda: any(isinstance(s, DungeonScreen) for s in again.screen_stack),
            "the continued game",
        )
        game = dungeon(again).game
        assert game.turn == turn and len(game.log) == log_length
        assert game.duck("Plumpy").loot + game.duck("Pantsy").loot >= total
