"""Look is a roaming cursor: the side says what is under it as it moves; Escape leaves. The
log taken the keys with `m` gives them back to the map with Escape (or `m` again)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.look_panel import LookPanel
from duckgeon_tui.tui.widgets.map_legend import MapLegend
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


async def test_look_follows_the_cursor_and_escape_gives_the_map_its_keys_back(
    make_app: Callable[..., DuckgeonApp],
    to_dungeon: ToDungeon,
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        view = screen.query_one(MapView)
        panel = screen.query_one(LookPanel)
        await pilot.press("x")
        screen.post_message(MapView.Chosen(view.cursor))  # a click queued meanwhile
        await pilot.pause()
        assert app.screen is screen and screen.panel == "look" and panel.display
        start = view.cursor
        await pilot.press("l")
        assert view.cursor == (start[0] + 1, start[1]) and panel.pos == view.cursor
        assert f"{view.cursor[0]},{view.cursor[1]}:" in str(panel.render())
        await pilot.press("escape")
        assert screen.panel == "" and not panel.display
        await pilot.press("m")
        log = screen.query_one(MessageLog)
        assert log.has_focus
        for n in range(20):
            log.add("info", f"line {n}")
        await pilot.pause()
        end = log.max_scroll_y
        await pilot.press("k")  # the log takes the vi keys: back one line
        assert end > 0 and log.scroll_y == end - 1
        await pilot.press("escape")
        assert view.has_focus
        await pilot.press("l")
        assert view.cursor == (start[0] + 2, start[1]), "the map has the keys again"


async def test_the_legend_is_whole_at_80x24_and_the_footer_names_it_and_look(
    make_app: Callable[..., DuckgeonApp],
    to_dungeon: ToDungeon,
) -> None:
    """The legend beside the room of a 24-line terminal once cut its last lines (a clue
    among them); the footer cut `g` and `x` at 80 columns, and 'M Quest ma' at 120."""
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        await pilot.press("g")
        await pilot.pause()
        side = screen.query_one("#side")
        legend = screen.query_one(MapLegend)
        assert legend.display and side.max_scroll_y == 0
        assert legend.region.bottom <= side.region.bottom
        for size in ((80, 24), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            keys = list(screen.query(FooterKey))
            palette = next(k for k in keys if k.has_class("-command-palette"))
            shown = [k for k in keys if k.display and not k.has_class("-command-palette")]
            keys = {k.key for k in shown}
            assert {"question_mark", "e", "tab", "g", "x"} <= keys and keys & {"1", "p"}, size
            assert all(k.region.right <= palette.region.x for k in shown), size
