"""Hot-seat: the hand-over to the next player stays until they press a key, and that key
plays nothing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual import events
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.hand_over import HandOverScreen
from tests.support.dungeon_app import until

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


async def test_the_hand_over_waits_for_a_key_and_can_be_turned_off(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    app.hand_over = True  # as `duckgeon play` has it (without --no-hand-over)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        assert screen.acting == "Plumpy"  # Sam's
        screen.acting = "Pantsy"  # Daddy's
        await until(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        assert isinstance(app.screen, HandOverScreen) and app.screen.player == "Daddy"
        turn, log = screen.game.turn, len(screen.game.log)
        hand_over = app.screen
        for _ in range(2):  # two keys at once, as a player mashing: the first closes it
            hand_over.on_key(events.Key("e", "e"))
        await pilot.pause()
        assert not isinstance(app.screen, HandOverScreen)
        assert (screen.game.turn, len(screen.game.log)) == (turn, log)
        screen.toggle_hand_over()
        screen.acting = "Plumpy"
        await pilot.pause()
        assert not isinstance(app.screen, HandOverScreen)
