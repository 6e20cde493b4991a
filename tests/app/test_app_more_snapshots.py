"""Snapshots the first set left out: Mods, Help filtered by a search, and the DuckDuckGoose
prompt after a roll (re-roll or add/subtract)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.help_page import HelpPage
from tests.support.dungeon_app import until

Settle = Callable[[Pilot], Awaitable[None]]


def test_mods_screen(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        screen = pilot.app.screen
        # The check's results reach the table a moment after its worker ends.
        for _ in range(200):
            detail = str(screen.query_one("#mods-detail", Static).render())
            if screen.query_one(DataTable).row_count and "Checking" not in detail:
                break
            await pilot.pause(0.02)
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before, terminal_size=(120, 30))


def test_help_rules_search(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.press("slash", *"gotcha")
        page = pilot.app.screen.query_one(HelpPage)
        await until(pilot, lambda: page.words == ("gotcha",), "the search")
        await pilot.app.workers.wait_for_complete()
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before, terminal_size=(120, 40))
