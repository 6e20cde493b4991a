"""Snapshots of the Feed the Ducks screens: setup, the pond mid-game, the tie and game over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from conftest import TIE_POSITION
from textual.pilot import Pilot

from duckgeon_tui.ducks.board import INDEX
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.ducks import pond_layout
from duckgeon_tui.tui.ducks.launch import DucksApp
from duckgeon_tui.tui.ducks.pond import PondView
from duckgeon_tui.tui.themes import COLOUR_BLIND_THEME, THEMES

SIZE = (120, 40)


async def settle(pilot: Pilot[None]) -> None:
    await pilot.pause()


async def drop_on_b1(pilot: Pilot[None]) -> None:
    await pilot.pause()
    b1 = pond_layout.spots()[INDEX["b1"]]
    await pilot.click(PondView, offset=(b1.centre, b1.y))
    await pilot.pause()


def test_setup_screen(snap_compare: Any, store: SaveStore) -> None:
    assert snap_compare(DucksApp(store), terminal_size=SIZE, run_before=settle)


@pytest.mark.parametrize("size", [(80, 24), SIZE, (200, 60)])
def test_pond_mid_game(
    snap_compare: Any, pond_app: Callable[..., Any], size: tuple[int, int]
) -> None:
    assert snap_compare(pond_app(TIE_POSITION), terminal_size=size, run_before=settle)


def test_tie_dialog(snap_compare: Any, pond_app: Callable[..., Any]) -> None:
    assert snap_compare(pond_app(TIE_POSITION), terminal_size=SIZE, run_before=drop_on_b1)


def test_game_over_dialog(snap_compare: Any, pond_app: Callable[..., Any]) -> None:
    async def white_wins(pilot: Pilot[None]) -> None:
        await drop_on_b1(pilot)
        await pilot.click("#tie-white")
        await pilot.pause()

    assert snap_compare(pond_app(TIE_POSITION), terminal_size=SIZE, run_before=white_wins)


def test_pond_in_the_colour_blind_theme(snap_compare: Any, pond_app: Callable[..., Any]) -> None:
    async def colour_blind(pilot: Pilot[None]) -> None:
        await pilot.pause()
        for theme in THEMES:
            pilot.app.register_theme(theme)
        pilot.app.theme = COLOUR_BLIND_THEME
        await pilot.pause()

    assert snap_compare(pond_app(TIE_POSITION), terminal_size=SIZE, run_before=colour_blind)
