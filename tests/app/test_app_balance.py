"""The Balance lab screen: b on the title opens the charts of the last sweep in the lab's
database, the arrows go from chart to chart, and an empty database says how to fill it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static, TabbedContent
from textual_plotext import PlotextPlot

from duckgeon_tui.content.loader import load_content
from duckgeon_tui.lab.backends import Backend
from duckgeon_tui.lab.plan import make_plan
from duckgeon_tui.lab.store import DB_ENV, LabStore
from duckgeon_tui.lab.sweep import run_sweep
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.balance import BalanceScreen


def small_sweep(db: Path) -> None:
    """Quest 1 with two classes, each out of the party, and the random party: 2 seeds."""
    content = load_content()
    party = {"quest-1": ("duckidin", "duckwiz")}
    plan = make_plan(content, ("quest-1",), party, ("classes", "skill"), 2, 8)
    store = LabStore(db)
    run_sweep(plan, store, content, Backend())
    store.close()


async def summary_of(pilot: Pilot[None]) -> str:
    """Open the lab from the title with b; its summary once the database has been read."""
    await pilot.press("b")
    screen = pilot.app.screen
    assert isinstance(screen, BalanceScreen)
    summary = screen.query_one("#balance-summary", Static)
    for _ in range(200):
        if "Reading" not in str(summary.content):
            break
        await pilot.pause(0.02)
    return str(summary.content)


async def test_b_opens_the_charts_of_the_last_sweep(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_app: Callable[..., DuckgeonApp]
) -> None:
    db = tmp_path / "lab.sqlite"
    small_sweep(db)
    monkeypatch.setenv(DB_ENV, str(db))
    async with make_app().run_test(size=(80, 24)) as pilot:
        words = await summary_of(pilot)
        assert "quest-1 (quest 1 of 1) with duckidin, duckwiz: 2 seeds, seed 8" in words
        assert "Skill: the bot beats random legal actions by" in words
        tabs = pilot.app.screen.query_one(TabbedContent)
        assert tabs.active == "balance-cards"
        await pilot.press("right")
        assert tabs.active == "balance-classes"
        plot = pilot.app.screen.query_one("#balance-classes-plot", PlotextPlot)
        await pilot.pause()
        assert "duckwiz" in plot.plt.build()
        await pilot.press("escape")
        assert not isinstance(pilot.app.screen, BalanceScreen)


async def test_an_empty_database_says_how_to_fill_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_app: Callable[..., DuckgeonApp]
) -> None:
    monkeypatch.setenv(DB_ENV, str(tmp_path / "none.sqlite"))
    async with make_app().run_test(size=(80, 24)) as pilot:
        words = await summary_of(pilot)
        assert "No balance sweep yet" in words
        assert "duckgeon balance --study all --seeds 100" in words
