"""Snapshots of menus at 80x24: `.` (everything you can do now) scrolled within the rows left,
its detail line and keys still in sight, and the FunkyDuck's menu with the highlighted
Funkard's text on its detail line."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from test_app_map_choosing import rolls, use_die
from textual.pilot import Pilot
from textual.widgets import OptionList

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from tests.support.dungeon_app import played_to, until

Settle = Callable[[Pilot], Awaitable[None]]


async def menu_open(pilot: Pilot) -> ChooseActionDialog:
    await until(pilot, lambda: isinstance(pilot.app.screen, ChooseActionDialog), "the menu")
    menu = pilot.app.screen
    assert isinstance(menu, ChooseActionDialog)
    return menu


def test_everything_menu_at_80x24(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        screen = await played_to(pilot, rolls("fighter"))
        screen.act_for(next(d.name for d in screen.game.ducks if "fighter" in d.dice))
        await pilot.press("full_stop")
        menu = await menu_open(pilot)
        options = menu.query_one(OptionList)
        fight = next(i for i, (label, _) in enumerate(menu.choices) if "DuckFighter" in label)
        await pilot.press(*["down"] * fight)
        await until(pilot, lambda: options.highlighted == fight, "a fight highlighted")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=(80, 24))


def test_funkyduck_menu_at_80x24(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        screen = await played_to(pilot, rolls("funky"))
        await use_die(pilot, screen, "funky")
        menu = await menu_open(pilot)
        assert menu.detail(), "the highlighted Funkard's text"
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=(80, 24))
