"""Keys typed in one burst, ahead of the dialogs and choices they are for, each reach what it
was typed for: never the dungeon beneath a dialog that is closing, never a cursor that the
next choice puts back."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from test_app_map_choosing import rolls
from textual import events
from textual.screen import Screen

from duckgeon_tui.engine import RollDie
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from duckgeon_tui.tui.flow.map_choosing import order_spaces
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.map_view import MapView
from tests.support.dungeon_app import played_to, until
from tests.support.monkey import press


async def test_keys_typed_through_a_dialog_that_opens_another_reach_the_second(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    app.held_keys.limit = math.inf  # each key goes where it is for, never by waiting too long
    async with app.run_test(size=(120, 40)) as pilot:
        await played_to(pilot, lambda game: game.phase == "pick")
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
        opened: list[str] = []
        push = app.push_screen

        def noted(screen: Screen[Any], *args: Any, **kwargs: Any) -> Any:
            opened.append(type(screen).__name__)
            return push(screen, *args, **kwargs)

        app.push_screen = noted  # type: ignore[method-assign]
        # Other actions, the first of them (the quest map), back to the room, the dice picker
        # again (p), and again.
        for key in ("o", "1", "escape", "p", "o", "1"):
            press(app, key)
        await until(pilot, lambda: opened.count("QuestMapDialog") == 2, "the quest map twice")
        menu, pond, picker = "ChooseActionDialog", "QuestMapDialog", "PickDiceDialog"
        assert opened == [menu, pond, picker, menu, pond]
        await pilot.pause()
        assert [type(s) for s in app.screen_stack[2:]] == [QuestMapDialog], "over the dungeon"
        for key in ("escape", "p"):  # back to the room, and to the dice
            press(app, key)
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the picker again")


async def test_the_key_after_one_handed_back_waits_until_the_app_has_that_one(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    """A held key is handed back through the app's queue, and the next look at the held keys
    may come before the app has it: the `o` typed for the dice picker must not reach the room
    before the `p` that opens the picker."""
    app = make_app(new=True)
    app.held_keys.limit = math.inf
    async with app.run_test(size=(120, 40)) as pilot:
        await played_to(pilot, lambda game: game.phase == "pick")
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
        press(app, "escape")  # back to the room: `p` opens the picker again
        await until(pilot, lambda: isinstance(app.screen, DungeonScreen), "the room")
        await pilot.pause()
        held = app.held_keys
        held.keys.extend(events.Key(key, key) for key in ("p", "o"))
        held.release()  # `p` is posted to the app
        held.release()  # and the next look comes before the app has it
        assert [key.key for key in held.keys] == ["o"], "o waits for what p opens"
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the picker again")
        await until(pilot, held.ready, "the picker ready")
        held.release()
        await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "other actions")
        assert isinstance(app.screen_stack[-2], DungeonScreen), "o went to the picker"


async def test_moves_typed_with_a_duckwalk_move_the_walk_choice(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    app.held_keys.limit = math.inf
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("walk", targeted=False))
        walk = next(
            a for a in screen.game.legal_actions() if isinstance(a, RollDie) and a.die == "walk"
        )
        screen.act_for(walk.who)
        screen.game_changed()
        await pilot.pause()
        view = screen.query_one(MapView)
        before = view.cursor
        die = str(screen.game.duck(walk.who).dice.index("walk") + 1)
        for key in (die, "right", "right"):
            press(app, key)
        await until(pilot, lambda: screen.game.phase == "walk", "the walk rolled")
        await until(pilot, lambda: screen.choice.active, "the spaces the walk may end on")
        choice = screen.choice
        start = choice.cursor or (
            before if before in choice.options else order_spaces(choice.options)[0]
        )
        assert start[0] + 2 < view.width_cells, "room for two moves to the right"
        moved = (start[0] + 2, start[1])
        await until(pilot, lambda: view.cursor == moved, "both moves, from the walk's start")
