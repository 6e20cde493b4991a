"""Every prompt of every lesson is read whole, at 120x40 and at 80x24: under the map (with
the lesson's goal) and over a dialog of the turn (where the dialog's footer must not hide it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.geometry import Region

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.lesson_panel import LessonPanel
from tests.support.dungeon_app import until
from tests.support.lessons import FOLLOWED


def words(text: str) -> str:
    return " ".join(text.split())


def shown(panel: LessonPanel) -> str:
    """The words the panel shows, in sight: rows another widget covers are not read."""
    screen, region = panel.screen, panel.region
    lines = panel.render_lines(Region(0, 0, region.width, region.height))
    seen = [
        line.text
        for y, line in enumerate(lines)
        if screen.get_widget_at(region.x + 1, region.y + y)[0] is panel
    ]
    return words(" ".join(seen))


@pytest.mark.parametrize("name", list(FOLLOWED))
async def test_every_prompt_of_a_lesson_is_shown_whole(
    make_app: Callable[..., DuckgeonApp], name: str
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.games.play_lesson(list(FOLLOWED).index(name))
        await until(pilot, lambda: lesson_on(app, name) is not None, name)
        screen = lesson_on(app, name)
        assert screen is not None
        panel = screen.query_one(LessonPanel)
        guide = panel.guide
        for size in ((120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            for index, step in enumerate(guide.lesson.steps):
                guide.index = index
                screen.game = screen.game  # the game changed: the panel follows the guide
                await pilot.pause()
                where = f"step {index + 1} at {size}"
                assert words(step.say) in shown(panel), where
                assert words(guide.lesson.goal) in shown(panel), where
                dialog = ChooseActionDialog("Over the room", [("Go on", None)])
                await app.push_screen(dialog)
                await pilot.pause()
                assert words(step.say) in shown(dialog.query_one(LessonPanel)), f"{where}, over"
                dialog.dismiss(None)
                await pilot.pause()


def lesson_on(app: DuckgeonApp, name: str) -> DungeonScreen | None:
    """The dungeon screen of the lesson named so (its file's name), once it is open."""
    for screen in app.screen_stack:
        if isinstance(screen, DungeonScreen) and screen.query(LessonPanel):
            scenario = screen.game.scenario
            if scenario is not None and scenario.id == f"tutorial-{name}":
                return screen
    return None
