"""The room map on a big terminal: drawn twice as large and centred; clicks still land on the
space under the mouse; a map too short for its room says so on its border, never over a space."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from rich.style import Style
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.map_view import Cell, MapView, zoomed
from tests.support.dungeon_app import glyph_offset

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


def test_a_zoomed_space_fills_its_block_or_centres_its_glyph() -> None:
    wall, duck, floor = Cell("##", Style()), Cell("D1", Style(), narrow="1"), Cell(". ", Style())
    assert zoomed(wall, 2, 0) == zoomed(wall, 2, 1) == "####"
    assert zoomed(duck, 2, 0) == " D1 "
    assert zoomed(duck, 2, 1) == "    "
    assert zoomed(floor, 1, 0) == ". "
    assert zoomed(duck, 0, 0) == "1" and zoomed(wall, 0, 0) == "#"  # a room too wide for two


@pytest.mark.parametrize(("size", "zoom"), [((200, 60), 2), ((120, 40), 1), ((80, 24), 1)])
async def test_the_map_zooms_when_it_fits_and_clicks_find_their_space(
    make_app: Callable[..., DuckgeonApp],
    to_dungeon: ToDungeon,
    size: tuple[int, int],
    zoom: int,
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=size) as pilot:
        screen = await to_dungeon(pilot)
        view = screen.query_one(MapView)
        assert view.zoom == zoom
        left, top = view.margins()
        if zoom == 2:
            assert left > 0 and top > 0  # centred in the frame
        # Spaces away from the cursor: a click on the cursor's own space would Look at it.
        for space in ((3, 2), (5, 3), (view.width_cells - 2, len(view.cells) - 2)):
            view.scroll_to_region_of(space)
            await pilot.pause()
            at = glyph_offset(view, space)
            # The map has a one-cell border around its content.
            await pilot.click(MapView, offset=(at.x + 1, at.y + 1))
            await pilot.pause()
            assert view.cursor == space
        if size == (80, 24):  # a map too short for its room: the edges say so, off the room
            view.styles.height = 8
            view.scroll_home(animate=False)
            await pilot.pause()
            assert view.scroll_offset.y < view.max_scroll_y
            last = view.render_line(view.size.height - 1).text
            assert "v" not in last, "the scroll mark was drawn over a space of the room"
            assert "v more below" in str(view.border_subtitle)


async def test_the_spaces_to_choose_scroll_into_view_or_the_edge_counts_them(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        view = screen.query_one(MapView)
        view.styles.height = 8
        view.scroll_home(animate=False)
        await pilot.pause()
        bottom = len(view.cells) - 2
        view.cursor = (2, bottom - 1)
        view.marks = {(3, bottom): "reach", (4, bottom): "target", (5, bottom): "sight"}
        await pilot.pause()
        # Near enough to the cursor to fit: the choices come into view, and no edge counts them.
        assert view.hidden_choices()["below"] == 0
        assert view.scroll_offset.y > 0
        assert "to choose" not in str(view.border_subtitle)
        # Too far apart to fit: the view stays on the cursor, the edges count what is beyond.
        view.scroll_home(animate=False)
        view.cursor = (2, 1)
        view.marks = {(2, 2): "reach", (3, bottom): "reach", (4, bottom): "target"}
        await pilot.pause()
        assert view.scroll_offset.y == 0
        assert view.hidden_choices() == {"above": 0, "below": 2, "left": 0, "right": 0}
        assert "v more below, 2 to choose (tab)" in str(view.border_subtitle)
        view.next_mark(1)
        view.next_mark(1)
        await pilot.pause()
        assert view.cursor == (3, bottom)
        assert "^ more above, 1 to choose (tab)" in str(view.border_title)
