"""The turn's flow as a newcomer meets it: a digit at "Where now?" asks before the party sets
off, and a dialog the player closed does not come back by itself after another screen."""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.beasties_turn import BeastiesTurnDialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.message_history import MessageHistoryScreen
from tests.support.dungeon_app import dungeon, played_to, until


async def at_the_picker(pilot: Pilot[None]) -> None:
    """A new game's Room Table rolled: the dice picker is open."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
    await pilot.press("1")
    await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")


async def test_the_dice_picker_waits_for_its_key_after_other_screens(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_picker(pilot)
        screen = app.screen_stack[-2]
        assert isinstance(screen, DungeonScreen)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, "the room")
        for key, other in (("H", MessageHistoryScreen), ("M", QuestMapDialog)):
            await pilot.press(key)
            await until(pilot, lambda kind=other: isinstance(app.screen, kind), key)
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is screen, "the room again")
            await pilot.press("g")  # the legend, not a DuckDuckGoose in the picker
            await pilot.pause()
            assert app.screen is screen and screen.panel == "legend"
            await pilot.press("g")
        assert "p opens the dice picker" in screen.choice.words
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the picker by p")


async def beasties_turn_escaped(pilot: Pilot[None]) -> DungeonScreen:
    """A new game played to a turn with Beasties in the room, ended; Escape on the Beasties'
    turn summary."""
    app = pilot.app
    screen = await played_to(pilot, lambda game: game.phase == "act" and bool(game.beasties))
    await pilot.press("e")
    await pilot.pause()
    if isinstance(app.screen, ConfirmDialog):  # dice left unused
        await pilot.press("y")
    await until(pilot, lambda: isinstance(app.screen, BeastiesTurnDialog), "their turn")
    await pilot.press("escape")
    await until(pilot, lambda: app.screen is screen and bool(screen.choice.words), "the map")
    return screen


async def test_at_80_columns_the_footer_shows_p_after_escape_at_the_beasties_turn(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await beasties_turn_escaped(pilot)
        assert app.screen is screen and screen.choice.words
        keys = {key.key: key for key in screen.query(FooterKey)}
        palette = keys["ctrl+p"]
        assert "p" in keys and keys["p"].description == "Go on"
        assert keys["p"].region.width and keys["p"].region.right <= palette.region.x


async def test_at_80_columns_the_footer_shows_how_a_duckventurer_acts(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_picker(pilot)
        screen = dungeon(app)
        await pilot.press("enter")  # the dice offered
        await until(pilot, lambda: screen.game.phase == "share", "the share dialog")
        await pilot.press("w", "f", "enter")
        await until(
            pilot, lambda: app.screen is screen and screen.game.phase == "act", "the party to act"
        )
        keys = {key.key: key for key in screen.query(FooterKey)}
        palette = keys["ctrl+p"]
        for key in ("question_mark", "e", "1", "tab"):  # Save gives way to Tab at 80 columns
            assert keys[key].region.width and keys[key].region.right <= palette.region.x, key
        assert keys["1"].description == "Use die"
