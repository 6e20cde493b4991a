"""An app straight into a new game of Quest 1, its dungeon screen, waiting on what the app does,
and a game played on by the party bot: for the app tests and the benchmarks of the running game."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from textual.geometry import Offset
from textual.pilot import Pilot

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.map_view import CELL, MapView

PLUMPY = PartyMember("Plumpy", "duckidin", "Sam")


def new_game_app(saves: Path, party: tuple[PartyMember, ...] = (PLUMPY,)) -> DuckgeonApp:
    """Quest 1 for Sam's party (Plumpy alone unless told), seed 7, no animation."""
    spec = NewGameSpec(quest="quest-1", players=("Sam",), seed=7, animation=False, party=party)
    return DuckgeonApp(LaunchOptions(saves_dir=saves, start="new", new_game=spec, animation=False))


async def dungeon_screen(pilot: Pilot[None]) -> DungeonScreen:
    """The dungeon screen, once every dialog over it (the first Room Table) is closed."""
    await pilot.pause()
    app = pilot.app
    screen = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
    while app.screen is not screen:
        app.screen.dismiss(None)  # closed as a player would: the turn's flow stops waiting on it
        await pilot.pause()
    return screen


def dungeon(app: DuckgeonApp) -> DungeonScreen:
    """The app's dungeon screen, wherever it stands among the screens (dialogs over it)."""
    return next(s for s in app.screen_stack if isinstance(s, DungeonScreen))


async def until(pilot: Pilot, done: Callable[[], bool], what: str, tries: int = 400) -> None:
    """Let the app run until `done()` holds; fail naming `what` after `tries` short pauses."""
    for _ in range(tries):
        if done():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"timed out waiting for {what}")


def bot_until(game: Game, done: Callable[[Game], bool], seed: int = 3) -> None:
    """Let the party bot play the engine game until `done` (checked before every action)."""
    bot = PartyBot(random.Random(seed))
    for _ in range(3000):
        if done(game):
            return
        assert game.outcome is None, "the game ended first"
        game.apply(bot.choose(game))
    raise AssertionError("never got there")


async def bot_played(pilot: Pilot, done: Callable[[Game], bool]) -> DungeonScreen:
    """A new game (seed 7) with its Room Table closed, played by the party bot until `done`
    behind the screen's back (the screen is not told yet)."""
    app = pilot.app
    assert isinstance(app, DuckgeonApp)
    await until(pilot, lambda: isinstance(app.screen, ChooseActionDialog), "the Room Table")
    screen = dungeon(app)
    app.screen.dismiss(None)
    await pilot.pause()
    bot_until(screen.game, done)
    return screen


async def played_to(pilot: Pilot, done: Callable[[Game], bool]) -> DungeonScreen:
    """A new game (seed 7) played by the party bot until `done`; the flow then goes on."""
    screen = await bot_played(pilot, done)
    screen.game_changed()
    screen.flow.run()
    await pilot.pause()
    return screen


def glyph_offset(view: MapView, pos: tuple[int, int]) -> Offset:
    """Where a space's glyph is drawn, relative to the map's content as it scrolls (honouring
    the margins of a centred room and the zoom): where a click or a look at the screen goes."""
    left, top = view.margins()
    wide, high = view.scale
    return Offset(
        left + pos[0] * wide + (wide // 2 - 1 if wide > CELL else 0) - view.scroll_offset.x,
        top + pos[1] * high - view.scroll_offset.y,
    )
