"""Fixtures for the Feed the Ducks screens: a save folder and an app opened on a given pond."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot

from duckgeon_tui import paths
from duckgeon_tui.ducks.game import DucksGame
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.ducks.config import DucksConfig, Seat
from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen
from duckgeon_tui.tui.themes import POND_COLOURS

# White to move; dropping the breadcrumb on b1 gathers every white and every black duck at once.
TIE_POSITION = "5/1W1WW1/2BW3/1WWWBB2/2WBBWB2/2WBWB2/2BWB2/2BB2/2*2 w"
TWO_HUMANS = DucksConfig(seats=(Seat(), Seat()), animate=False)


class PondApp(App[None]):
    """An app showing one game screen, for tests."""

    CSS_PATH = paths.stylesheet("ducks/ducks.tcss")

    def __init__(self, screen: DucksGameScreen) -> None:
        super().__init__()
        self.game_screen = screen

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(POND_COLOURS)

    def on_mount(self) -> None:
        self.push_screen(self.game_screen)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def pond_app(store: SaveStore) -> Callable[..., PondApp]:
    """Build an app on a position: `pond_app(position, config=TWO_HUMANS)`."""

    def make(position: str, config: DucksConfig = TWO_HUMANS) -> PondApp:
        game = DucksGame.from_position(position, config.advanced, config.players)
        return PondApp(DucksGameScreen(config, game=game, seed=5, store=store))

    return make


async def wait_until(pilot: Pilot[None], done: Callable[[], bool], seconds: float = 5.0) -> None:
    """Let the app run until `done()` holds (the computer thinks in a worker thread)."""
    for _ in range(int(seconds / 0.02)):
        if done():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app did not get there in time")


@pytest.fixture
def wait() -> Callable[..., object]:
    return wait_until
