"""Keys for a knocked-out Duckventurer say why it cannot act: Tab onto it, then Enter, tells
the players how it gets back up instead of opening Look."""

from __future__ import annotations

from collections.abc import Callable

from duckgeon_tui.tui.app import DuckgeonApp
from tests.support.dungeon_app import played_to


async def test_enter_on_a_knocked_out_duck_says_how_it_gets_up(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played_to(pilot, lambda game: game.phase == "act")
        game = screen.game
        pantsy = game.duck("Pantsy")
        pantsy.f = 0
        pantsy.conditions[game.quest.knockout_condition] = None
        pantsy.dice = []
        screen.game_changed()
        await pilot.pause()
        for _ in range(2):
            if screen.acting != "Pantsy":
                await pilot.press("tab")
        assert screen.acting == "Pantsy"
        await pilot.press("enter")
        await pilot.pause()
        said = [n.message for n in app._notifications]
        assert screen.panel != "look", "Enter is not Look on a duck that cannot act"
        assert any("Pantsy is knocked out" in m and "First Aid" in m for m in said), said
