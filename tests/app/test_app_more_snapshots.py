"""Snapshots the first set left out: Mods, Help filtered by a search, and the DuckDuckGoose
prompt after a roll (re-roll or add/subtract)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.help import SEARCH_DELAY

Settle = Callable[[Pilot], Awaitable[None]]


def test_mods_screen(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        screen = pilot.app.screen
        # The check's results reach the table a moment after its worker ends.
        for _ in range(200):
            detail = str(screen.query_one("#mods-detail", Static).render())
            if screen.query_one(DataTable).row_count and "Checking" not in detail:
                break
            await pilot.pause(0.02)
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before, terminal_size=(120, 30))


def test_help_rules_search(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.press("slash", *"gotcha")
        await pilot.pause(SEARCH_DELAY + 0.2)
        await pilot.app.workers.wait_for_complete()
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before, terminal_size=(120, 40))


GOOSE_WINDOW = (
    "enter",
    "pick W W W F F G",
    "give G Pantsy",
    "give F Plumpy",
    "give F Plumpy",
    "give W Plumpy",
    "give W Plumpy",
    "give W Plumpy",
    "go",
    "roll W Plumpy",
    "walk Plumpy 5,6",
    "roll F Plumpy shooty pesky-rat-head-2",
)
"""Seed 7: Plumpy shoots while Pantsy holds a DuckDuckGoose, so the party may play it."""


def test_duckduckgoose_prompt_after_a_roll(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    saves: Path,
    settle: Settle,
) -> None:
    from duckgeon_tui.engine import parse_action
    from duckgeon_tui.tui.content_source import load
    from duckgeon_tui.tui.session import GameSession

    party = (PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Daddy"))
    spec = NewGameSpec(quest="quest-1", players=("Sam", "Daddy"), party=party, seed=7)
    session = GameSession.new(load(()), spec, SaveStore(saves))
    for move in GOOSE_WINDOW:
        session.game.apply(parse_action(move))
    assert [str(a) for a in session.game.legal_actions()] == [
        "ok",
        "goose Pantsy reroll",
        "goose Pantsy add",
    ]
    session.animation = False
    session.autosave()

    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await settle(pilot)

    assert snap_compare(make_app(resume=True), run_before=run_before, terminal_size=(120, 40))
