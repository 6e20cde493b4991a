"""Hot-seat: the hand-over to the next player stays until they press a key, and that key
plays nothing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual import events
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.hand_over import HandOverScreen
from tests.support.dungeon_app import bot_until, until

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]


async def test_the_hand_over_waits_for_a_key_and_can_be_turned_off(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    app.hand_over = True  # as `duckgeon play` has it (without --no-hand-over)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        assert screen.acting == "Plumpy"  # Sam's
        screen.act_for("Pantsy")  # Daddy's
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
        screen.act_for("Plumpy")
        await pilot.pause()
        assert not isinstance(app.screen, HandOverScreen)


async def test_a_new_turn_hands_the_keys_to_the_first_duck_holding_dice(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    app.hand_over = True
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_dungeon(pilot)
        both_hold = lambda g: g.phase == "act" and all(d.dice for d in g.ducks)  # noqa: E731
        bot_until(screen.game, both_hold)
        screen.game_changed()
        screen.act_for("Pantsy")  # Daddy's, with dice left when the turn ends
        await until(pilot, lambda: isinstance(app.screen, HandOverScreen), "to Daddy")
        await pilot.press("space")
        turn = screen.game.turn
        bot_until(screen.game, lambda g: g.turn > turn and both_hold(g))
        screen.game_changed()
        await until(pilot, lambda: isinstance(app.screen, HandOverScreen), "back to Sam")
        assert screen.acting == "Plumpy" and app.screen.player == "Sam"
        await pilot.press("space")
        await pilot.press("1")  # Plumpy's first die, as the header says
        mine = lambda: screen.choice.title.startswith("Plumpy's")  # noqa: E731
        await until(pilot, lambda: mine() or screen.game.active == "Plumpy", "Plumpy's die")
