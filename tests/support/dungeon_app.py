"""An app straight into a new game of Quest 1, and its dungeon screen with no dialog over it,
for the benchmarks that measure the running game."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen


def new_game_app(saves: Path) -> DuckgeonApp:
    """Quest 1 for Plumpy alone, seed 7, no animation."""
    spec = NewGameSpec(
        quest="quest-1",
        players=("Sam",),
        seed=7,
        animation=False,
        party=(PartyMember("Plumpy", "duckidin", "Sam"),),
    )
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
