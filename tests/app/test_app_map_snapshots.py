"""Snapshots of the quest map panel, choosing a target on the map and the corridor walk."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from test_app_map_choosing import at_the_crossroads, rolls, use_die
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from tests.support.dungeon_app import played_to, until


async def leaving(pilot: Pilot) -> None:
    """A Cleared room: the ways on marked on the map and the panel."""
    await at_the_crossroads(pilot)
    await pilot.pause()


async def funky_on_the_map(pilot: Pilot) -> None:
    """A FunkyDuck's card chosen; its targets marked, the cursor on the first."""
    screen = await played_to(pilot, rolls("funky"))
    await use_die(pilot, screen, "funky")
    if isinstance(pilot.app.screen, ChooseActionDialog):
        await pilot.press("1")
    await until(pilot, lambda: bool(screen.choice.options), "the targets on the map")
    pilot.app.clear_notifications()  # a toast's timeout runs on the clock: not in the picture
    await pilot.pause()


async def walked(pilot: Pilot) -> None:
    """The corridor just walked (no animation), the Room Table dialog of the next room."""
    screen = await at_the_crossroads(pilot)
    await pilot.press(str(min(screen.choice.rooms)), "y")  # the room's number, then yes
    await until(pilot, lambda: isinstance(pilot.app.screen, ChooseActionDialog), "the Room Table")
    await pilot.pause()


@pytest.mark.parametrize(
    "size", [(80, 24), (120, 40), (200, 60)], ids=["80x24", "120x40", "200x60"]
)
def test_quest_map_panel(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], size: tuple[int, int]
) -> None:
    assert snap_compare(make_app(new=True), run_before=leaving, terminal_size=size)


@pytest.mark.parametrize("opener", [funky_on_the_map, walked], ids=["funky", "corridor"])
def test_map_moments(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    opener: Callable[[Pilot], Awaitable[None]],
) -> None:
    assert snap_compare(make_app(new=True), run_before=opener, terminal_size=(120, 40))
