"""Look: one dialog at a time, however fast the player clicks or presses `x`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.look import LookDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.map_view import MapView

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


async def test_looks_queued_while_a_look_opens_do_not_stack(
    make_app: Callable[..., DuckgeonApp],
    to_dungeon: ToDungeon,
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_dungeon(pilot)
        cursor = screen.query_one(MapView).cursor
        screen.action_look()
        screen.look_at(cursor)  # e.g. a second click that was queued before the dialog opened
        screen.post_message(MapView.Chosen(cursor))
        await pilot.pause()
        looks = [s for s in app.screen_stack if isinstance(s, LookDialog)]
        assert len(looks) == 1
        assert looks[0].title_text == f"Look: {cursor[0]},{cursor[1]}"
