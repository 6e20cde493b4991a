"""`.` lists every move there is, each with the key that makes it from the map (free Actions
and leaving too, saying why when they cannot be made now), and Escape from it goes back to the
step in progress: during a DuckWalk, to choosing where the walk ends."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog, Refused
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from tests.support.dungeon_app import bot_played, new_game_app, until

PARTY = (
    PartyMember("Plumpy", "duckidin", "Sam"),
    PartyMember("Pantsy", "duckwiz", "Sam"),
)


def plumpy_may_walk(game: Game) -> bool:
    return game.phase == "act" and "walk" in game.duck("Plumpy").dice


async def open_every_move(pilot: object, screen: DungeonScreen) -> ChooseActionDialog:
    app = screen.app
    await pilot.press("full_stop")  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the menu")  # type: ignore[arg-type]
    menu = app.screen
    assert isinstance(menu, ChooseActionDialog)
    return menu


async def test_every_move_has_its_key_and_escape_goes_back_to_the_walk(saves: Path) -> None:
    app = new_game_app(saves, PARTY)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bot_played(pilot, plumpy_may_walk)
        screen.game_changed()
        screen.acting = "Plumpy"
        await pilot.pause()
        menu = await open_every_move(pilot, screen)
        labels = [label for label, _ in menu.choices]
        walk = screen.game.duck("Plumpy").dice.index("walk") + 1
        assert f"Plumpy: roll DuckWalk ({walk})" in labels
        refused = [value for _, value in menu.choices if isinstance(value, Refused)]
        assert any("(f)" in r.label and "DuckDice" in r.reason for r in refused), refused
        assert any(r.label == "Leave the room (M)" for r in refused), refused
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.choice.active, "nothing was in progress: nothing is"
        await pilot.press(str(walk))  # roll the DuckWalk: choose where it ends
        await until(pilot, lambda: screen.choice.stage == "walk", "the walk's spaces")
        walking = screen.choice
        menu = await open_every_move(pilot, screen)
        walks = [label for label, value in menu.choices if not isinstance(value, Refused)]
        assert walks and all("(Enter on " in label for label in walks), walks
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, "the menu to close")
        assert screen.choice == walking, "back to choosing where the walk ends"
        start = screen.game.duck("Plumpy").pos
        target = next(pos for pos in walking.options if pos != start)
        screen.map_view.move_to(target)  # type: ignore[union-attr]
        await pilot.press("enter")
        await until(pilot, lambda: screen.game.duck("Plumpy").pos == target, "the walk")
