"""600 random keys and clicks against running games (at the smallest size the game supports,
80x24): no input may crash the app, and the random play gets far into the game."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from test_app_map_choosing import rolls, use_die
from textual.app import App, ComposeResult
from textual.message import Message
from textual.widgets import Static

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.widgets.map_view import MapView
from tests.support.dungeon_app import played_to
from tests.support.monkey import AppStalled, map_spaces, run_monkey, settle


@pytest.mark.heavy
async def test_random_input_never_crashes(tmp_path: Path) -> None:
    # 600 inputs play about 200 engine actions: twice what is asked for, at a third of the
    # time 2,000 took (each input costs the app a redraw, so the count is what the test costs).
    report = await run_monkey(tmp_path / "saves", inputs=600, seed=20240601, size=(80, 24))
    assert report.inputs == 600
    assert report.actions >= 100, f"the random input plays the game\n{report.summary()}"
    # A dialog answered after another screen covered it once stayed open, deaf to every key,
    # and took 1,557 inputs in a row; each screen and dialog is left within a few dozen.
    assert report.longest_stay[1] < 150, f"a screen stops answering\n{report.summary()}"
    assert {"DungeonScreen", "PickDiceDialog", "ChooseActionDialog"} <= set(report.screens)
    assert len(report.screens) >= 6, "the random input reaches many screens and dialogs"
    rules_errors = report.errors["Something went wrong in the rules"]
    assert not rules_errors, f"the engine never failed\n{report.summary()}"


async def test_the_random_clicks_land_on_the_marked_spaces(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await played_to(pilot, rolls("fighter"))
        await use_die(pilot, screen, "fighter")
        view = screen.query_one(MapView)
        assert view.zoom > 1 or view.margins() != (0, 0), "a room drawn larger, or centred"
        cells = map_spaces(screen)
        assert len(cells) == len(screen.choice.options)
        for space, (x, y) in zip(screen.choice.options, cells, strict=True):
            view.move_to((0, 0))  # a corner: the cursor must come from elsewhere
            await pilot.hover(offset=(x, y))  # and follows the mouse onto the space
            assert view.cursor == space


class Stuck(Message):
    """Keeps the widget that gets it busy until `release` is set."""


class StuckApp(App[None]):
    """A widget whose handler waits on an event, so it answers nothing else meanwhile."""

    def __init__(self) -> None:
        super().__init__()
        self.release = asyncio.Event()

    def compose(self) -> ComposeResult:
        yield StuckStatic("busy", id="busy")
        yield Static("idle")


class StuckStatic(Static):
    """Handles a Stuck message by waiting for the app's release."""

    async def on_stuck(self, _: Stuck) -> None:
        await self.app.release.wait()  # type: ignore[attr-defined]


async def test_settle_names_a_widget_that_stops_answering() -> None:
    app = StuckApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.query_one("#busy").post_message(Stuck())
        with pytest.raises(AppStalled, match="StuckStatic"):
            await settle(app, timeout=0.5)
        app.release.set()
        await settle(app, timeout=5)
