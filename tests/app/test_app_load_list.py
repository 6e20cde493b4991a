"""The Load list names every slot in words and, at 80 columns too, says whose party it is."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from duckgeon_tui.saves import LESSON_SLOT, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.load import LoadScreen
from tests.support.screens import press_for


async def open_load(pilot: Pilot[None]) -> LoadScreen:
    """Press `l` on the title and return the Load screen."""
    await pilot.pause()
    return await press_for(pilot, "l", LoadScreen)


def detail(screen: LoadScreen) -> str:
    return str(screen.query_one("#load-detail", Static).render())


async def test_the_lesson_slot_is_named_as_a_lesson(
    make_app: Callable[..., DuckgeonApp], saves: Path, write_save: Callable[..., Path]
) -> None:
    store = SaveStore(saves)
    write_save(store, "autosave", turn=3)
    write_save(store, LESSON_SLOT, turn=2)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_load(pilot)
        table = screen.query_one(DataTable)
        slots = [str(table.get_row_at(row)[0]) for row in range(table.row_count)]
        assert sorted(slots) == ["Lesson (tutorial)", "autosave"]
        table.move_cursor(row=slots.index("Lesson (tutorial)"))
        await pilot.pause()
        assert detail(screen).startswith("Lesson (tutorial): Quest 1, turn 2")


async def test_at_80_columns_the_detail_line_says_whose_party_it_is(
    make_app: Callable[..., DuckgeonApp], saves: Path, write_save: Callable[..., Path]
) -> None:
    write_save(SaveStore(saves), "autosave")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_load(pilot)
        shown = screen.query_one("#load-detail", Static)
        assert "saved 2024-05-01 10:03; party: Plumpy (Duckidin)" in detail(screen)
        assert shown.region.bottom <= 23, "the detail line above the footer, all of it in sight"
