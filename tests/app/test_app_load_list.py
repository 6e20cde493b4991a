"""The Load list names every slot in words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from duckgeon_tui.saves import LESSON_SLOT, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.load import LoadScreen


async def open_load(pilot: Pilot[None]) -> LoadScreen:
    """Press `l` on the title and return the Load screen."""
    await pilot.pause()
    await pilot.press("l")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LoadScreen)
    return screen


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
