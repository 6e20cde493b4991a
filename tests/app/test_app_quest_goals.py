"""Quests 2 and 3 won through the app's keys: a seeded game is played by the bot up to room 6,
then the player Prepares the Rhyme and seals the Gateway, or takes the way out the game offers
down the Drainpipe."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.quest_goals import QuestGoals
from tests.support.dungeon_app import until
from tests.support.quest_goals import everybody_up, in_room_6, played_to_room_6


async def _choose(pilot: Pilot, label: str) -> None:
    """Pick the menu line that says `label`."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), f"a menu ({label})")
    menu = app.screen
    assert isinstance(menu, ChooseActionDialog)
    labels = [text for text, _ in menu.choices]
    index = next(i for i, text in enumerate(labels) if label in text)
    menu.action_pick(index)
    await pilot.pause()


async def _turn_with_free_actions(pilot: Pilot, screen: DungeonScreen, duck: str) -> None:
    """Pick the dice, share none (everybody keeps a free Action), and act as `duck`."""
    app = pilot.app
    await pilot.press("p")
    await until(pilot, lambda: isinstance(app.screen, PickDiceDialog), "the dice picker")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ShareDiceDialog), "sharing")
    await pilot.press("enter")
    await until(pilot, lambda: screen.game.phase == "act", "the Duckventurers' actions")
    screen.act_for(duck)


def _prepare_the_rhyme(game: Game) -> None:
    """The first Duckventurer stands at the Gateway's end and Prepares it (engine API)."""
    sealer = game.ducks[0]
    sealer.pos = (6, 1)
    for text in ("pick W W W W W W", "go", f"prepare {sealer.name} 7,1", "end"):
        game.apply(text)
    assert game.prepared_here(sealer.name, (7, 1))


async def test_quest_2_is_won_by_speaking_the_rhyme_at_the_gateway(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    game = played_to_room_6(saves, "quest-2", 2, in_room_6, _prepare_the_rhyme).game
    sealer = game.ducks[0].name
    app = make_app(resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, DungeonScreen), "the dungeon")
        screen = app.screen
        assert isinstance(screen, DungeonScreen)
        panel = str(screen.query_one(QuestGoals).render())
        assert "[x] Learn the Rhyme of Sealing" in panel and "[ ] Seal the Gateway" in panel
        assert f"Prepared by {sealer}: now Interact (f) next to it" in panel
        await _turn_with_free_actions(pilot, screen, sealer)
        await pilot.press("f")
        await _choose(pilot, "Interact")
        await pilot.press("enter")  # the Gateway, chosen on the map
        await pilot.press("e", "y")
        await until(pilot, lambda: isinstance(app.screen, GameOverDialog), "the victory")
        assert screen.game.outcome is not None and screen.game.outcome.result == "victory"


async def test_quest_3_is_won_by_escaping_down_the_drainpipe(
    make_app: Callable[..., DuckgeonApp], saves: Path
) -> None:
    game = played_to_room_6(saves, "quest-3", 1, in_room_6, everybody_up).game
    app = make_app(resume=True)
    async with app.run_test(size=(80, 24)) as pilot:
        # The way out is offered at the start of the turn, before the doors and the dice.
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the way out")
        screen = app.screen_stack[-2]
        assert isinstance(screen, DungeonScreen)
        live = screen.game
        panel = str(screen.query_one(QuestGoals).render())
        assert "The Flood" in panel and "[x] Rescue the Royal Egg" in panel
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, GameOverDialog), "the victory")
        assert live.outcome is not None and live.outcome.result == "victory"
        assert game.turn == live.turn
