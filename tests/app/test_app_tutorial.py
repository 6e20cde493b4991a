"""Learn to play from the title screen (by How to play's link): the first lesson with the keys
a player presses, its prompts in sight, and its end leading to the next lesson."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.lesson_done import LessonDoneDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.screens.how_to_play import HowToPlayScreen
from duckgeon_tui.tui.screens.learn import LearnScreen
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.widgets.lesson_panel import LessonPanel
from duckgeon_tui.tui.widgets.map_view import MapView
from tests.support.dungeon_app import dungeon, until
from tests.support.lessons import FOLLOWED


def prompt(app: DuckgeonApp) -> str:
    """The lesson's prompt shown on top (over a dialog, or under the map)."""
    return str(app.screen.query(LessonPanel).last().render())


async def lesson_one_with_the_keys(pilot: Pilot) -> None:
    app = pilot.app
    assert isinstance(app, DuckgeonApp)
    await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
    assert "SIX DuckDice" in prompt(app)
    await pilot.press("enter")  # W F F D L K
    await until(pilot, lambda: isinstance(app.screen, ShareDiceDialog), "sharing")
    assert "share the dice out" in prompt(app)
    await pilot.press("w", "f", "enter")
    screen = dungeon(app)
    await until(pilot, lambda: screen.game.phase == "act", "the Duckventurers' actions")
    assert "DuckWalk" in prompt(app)
    await pilot.press("1")
    await until(pilot, lambda: screen.game.phase == "walk" and screen.choice.active, "the walk")
    assert "rolled 4" in prompt(app)
    screen.query_one(MapView).move_to((6, 2))
    await pilot.press("enter")
    await until(pilot, lambda: screen.game.duck("Plumpy").pos == (6, 2), "the walk to end")
    assert "base contact" in prompt(app)
    await pilot.press("1")
    await until(pilot, lambda: bool(screen.choice.options), "the targets")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "choppy or shooty")
    await pilot.press("1")
    await until(pilot, lambda: not screen.game.beasties, "the rat to fall")
    assert "Cleared" in prompt(app)
    await pilot.press("e", "y")
    await until(pilot, lambda: screen.game.phase == "loot_roll", "the Loot roll")
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "who rolls")
    await pilot.press("1")
    await until(pilot, lambda: isinstance(app.screen, LootSplitDialog), "the Loot split")
    await pilot.press("a", "enter")


@pytest.mark.heavy
async def test_learn_to_play_from_the_title_through_the_first_lesson(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await pilot.press("h")  # How to play links to Learn to play
        await until(pilot, lambda: isinstance(app.screen, HowToPlayScreen), "How to play")
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, LearnScreen), "the lessons")
        learn = app.screen
        assert isinstance(learn, LearnScreen) and len(learn.lessons) == len(FOLLOWED)
        await pilot.press("1")
        await lesson_one_with_the_keys(pilot)
        # Every lesson played as told leads to the next: tests/unit/flow/test_game_end.py.
        await until(pilot, lambda: isinstance(app.screen, LessonDoneDialog), "its end")
        done = app.screen
        assert isinstance(done, LessonDoneDialog) and done.won
        await pilot.press("n")  # the next lesson
        await until(
            pilot,
            lambda: dungeon(app).game.scenario.id.startswith("tutorial-2"),  # type: ignore[union-attr]
            "lesson 2",
        )
        assert dungeon(app).query_one(LessonPanel).guide.index == 0
        await until(pilot, lambda: "Pantsy" in prompt(app), "its first prompt")
    assert not app.store.exists("autosave")  # lessons keep out of the real game's autosave
