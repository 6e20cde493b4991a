"""A game named on the command line: the opening frame first, then the dungeon; the title is
built only once somebody goes back to it."""

from __future__ import annotations

import gc
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import AUTOSAVE
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.opening import OpeningScreen, opening_words
from duckgeon_tui.tui.screens.title import TitleScreen

Settle = Callable[[Pilot], Awaitable[None]]
SPEC = NewGameSpec(
    quest="quest-1",
    players=("Sam",),
    party=(PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam")),
    seed=7,
    animation=False,
)


def opening_app(saves: Path, start: str = "new") -> DuckgeonApp:
    return DuckgeonApp(
        LaunchOptions(
            saves_dir=saves,
            start="new" if start == "new" else "continue",
            new_game=SPEC if start == "new" else None,
            animation=False,
            opening=True,
        )
    )


def title_of(app: DuckgeonApp) -> TitleScreen:
    return next(s for s in app.screen_stack if isinstance(s, TitleScreen))


def test_opening_words_name_the_quest_the_party_and_the_seed(saves: Path) -> None:
    bar, line = opening_words(LaunchOptions(saves_dir=saves, start="new", new_game=SPEC))
    assert "quest-1" in bar and "seed 7" in bar
    assert line == "Opening quest-1 for Plumpy (duckidin), Pantsy (duckwiz)"
    bar, line = opening_words(LaunchOptions(saves_dir=saves, start="continue"))
    assert "Continue" in bar and str(saves) in line


async def test_the_opening_frame_is_painted_before_the_dungeon_replaces_it(saves: Path) -> None:
    app = opening_app(saves)
    painted: list[str] = []
    display = app._display

    def spy(screen: object, renderable: object) -> None:
        if renderable is not None:
            painted.append(type(app.screen).__name__)
        display(screen, renderable)  # type: ignore[arg-type]

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert painted[0] == "OpeningScreen"
        assert not any(isinstance(s, OpeningScreen) for s in app.screen_stack)
        dungeon = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        assert dungeon.game.turn == 1
        assert [d.name for d in dungeon.game.ducks] == ["Plumpy", "Pantsy"]
        assert not title_of(app).built  # nobody has seen the title yet
        assert type(app.screen_stack[0]) is TitleScreen  # the first screen: none beneath it
        assert (saves / f"{AUTOSAVE}.json").is_file()


async def test_the_garbage_collector_is_back_on_once_the_dungeon_is_drawn(saves: Path) -> None:
    gc.disable()  # as `duckgeon play` starts
    try:
        app = opening_app(saves)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.pause()
            assert any(isinstance(s, DungeonScreen) for s in app.screen_stack)
            assert gc.isenabled()
    finally:
        gc.enable()


async def test_the_title_is_built_when_the_player_goes_back_to_it(saves: Path) -> None:
    app = opening_app(saves)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        while not isinstance(app.screen, TitleScreen):
            app.pop_screen()
            await pilot.pause()
        await pilot.pause()
        title = title_of(app)
        assert title.built
        assert app.focused is title.query_one("#new", Button)
        assert not title.query_one("#continue", Button).disabled  # the autosave exists


async def test_continue_without_an_autosave_says_why_over_the_title(saves: Path) -> None:
    app = opening_app(saves, start="continue")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        text = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "no such save" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.screen.built


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_opening_frame_snapshot(
    snap_compare: Callable[..., bool], saves: Path, settle: Settle, size: tuple[int, int]
) -> None:
    app = DuckgeonApp(LaunchOptions(saves_dir=saves, start="title", animation=False))

    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        options = LaunchOptions(saves_dir=Path("saves"), start="new", new_game=SPEC)
        await pilot.app.push_screen(OpeningScreen(options))
        await settle(pilot)

    assert snap_compare(app, run_before=run_before, terminal_size=size)
