"""What the title does while the players read it, so the next screen opens at once: it loads the
content in the background, and the game's screens are styled once as they open."""

from __future__ import annotations

import pkgutil
from collections.abc import Callable, Iterable
from importlib import import_module
from pathlib import Path

import pytest
from textual.screen import Screen

import duckgeon_tui.tui
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cache_seal import CachedIds
from duckgeon_tui.tui import games as games_module
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.new_game import NewGameScreen, PartyRow
from duckgeon_tui.tui.screens.palette import GamePalette
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.textual_fixes import StyledOnce
from tests.app.test_textual_fixes import restyles

LEFT_AS_THEY_ARE = {GamePalette}
"""Textual's command palette."""


def game_screens() -> list[type[Screen[object]]]:
    """Every screen class the game defines."""
    for module in pkgutil.walk_packages(duckgeon_tui.tui.__path__, "duckgeon_tui.tui."):
        import_module(module.name)
    found: list[type[Screen[object]]] = []
    todo: list[type[Screen[object]]] = [Screen]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("duckgeon_tui.") and not sub.__name__.startswith("_"):
                found.append(sub)
    return found


def test_every_screen_the_game_opens_is_styled_once_as_it_opens() -> None:
    screens = game_screens()
    assert NewGameScreen in screens
    restyled = sorted(
        s.__name__ for s in screens if s not in LEFT_AS_THEY_ARE and not issubclass(s, StyledOnce)
    )
    assert restyled == []


async def test_the_title_loads_the_content_while_it_is_read(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    loads: list[object] = []
    load = games_module.load

    def counting(mod_dirs: Iterable[Path], cached: CachedIds | None = None) -> Content:
        loads.append(mod_dirs)
        return load(list(mod_dirs), cached)

    monkeypatch.setattr(games_module, "load", counting)
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        for _ in range(200):
            if loads and app.workers and all(w.is_finished for w in app.workers):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, TitleScreen)
        assert len(loads) == 1  # loaded before any key, in the background
        restyled = restyles(app, len)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        widgets = len(list(app.screen.walk_children()))
        assert app.screen.query(PartyRow)
        # Styled as its widgets mount; then only those whose state changes, not the whole form
        assert restyled[0] < widgets, (restyled[0], widgets)
    assert len(loads) == 1  # New game used the content loaded already
