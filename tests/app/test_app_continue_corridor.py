"""A game continued at a corridor's far door (Continue, or `duckgeon play --continue`) shows the
corridor walked, as a fresh game does: the Room Table dialog says what followed the party."""

from __future__ import annotations

from collections.abc import Callable

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.widgets.dice_tray import DiceTray
from duckgeon_tui.tui.widgets.map_view import MapView
from tests.support.dungeon_app import bot_played, dungeon, until


async def test_a_game_continued_after_a_corridor_tells_the_walk_on_the_room_table(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await bot_played(
            pilot, lambda game: game.phase == "room_table" and game.room_number != 1
        )
        assert screen.session.autosave()
        await pilot.press("ctrl+q")
    again = make_app(resume=True)
    async with again.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(again.screen, ChooseActionDialog), "the Room Table")
        dialog = again.screen
        assert isinstance(dialog, ChooseActionDialog) and "Room Table" in dialog.title_text
        assert "The party walked the" in dialog.note and "Strolling checks" in dialog.note


def rolled(game: Game) -> bool:
    return any(str(action).startswith("roll ") for action in game.log)


async def test_a_game_continued_shows_its_last_roll_and_the_cursor_on_the_acting_duck(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await bot_played(pilot, lambda game: game.phase == "act" and rolled(game))
        assert screen.session.autosave()
        await pilot.press("ctrl+q")
    again = make_app(resume=True)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        continued = dungeon(again)
        events = continued.session.events
        rolls = [e for e in events if e.kind == "roll" and e.faces]
        tray = continued.query_one(DiceTray)
        assert rolls and tray.roll is not None and tray.roll.text == rolls[-1].text
        duck = continued.acting_duck()
        assert duck is not None and continued.acting == screen.acting == "Plumpy"
        assert continued.query_one(MapView).cursor == duck.pos
