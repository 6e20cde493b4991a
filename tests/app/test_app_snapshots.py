"""Snapshots of every screen and dialog (fixed seed, no animation, no blinking cursors)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import RunSummary
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from tests.support.content import game_content

Settle = Callable[[Pilot], Awaitable[None]]


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The New game form shows seed 7 instead of a random one."""
    monkeypatch.setattr("duckgeon_tui.tui.screens.new_game.random_seed", lambda: 7)


SIZES = [(80, 24), (120, 40), (200, 60)]
"""The sizes the dungeon and its main dialogs are drawn at: 80x24 first."""


def test_title(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    assert snap_compare(make_app(), run_before=settle)


def test_new_game(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("n")
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before, terminal_size=(100, 40))


def test_help_keys(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("question_mark")
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)


def test_load(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    saves: Path,
    write_save: Callable[..., Path],
    settle: Settle,
) -> None:
    store = SaveStore(saves)
    write_save(store, "before-the-boss", turn=4)
    write_save(store, "autosave", turn=2)
    store.path_for("broken").write_text("{", encoding="utf-8")

    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("l")
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)


def test_error_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(
            ErrorDialog(
                "Cannot open the save 'slot-1'",
                "It needs mods that are not loaded: more-rats 1.0.",
                "The file is left as it is.",
            )
        )
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)


def test_confirm_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(ConfirmDialog("End the turn?", "2 DuckDice are still unused."))
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)


async def into_the_room(pilot: Pilot) -> None:
    """From a new game (seed 7) to the Duckventurers' first actions, through the dialogs."""
    await pilot.pause()
    await pilot.press("1")  # the Room Table, no DuckDuckGoose
    await pilot.pause()
    await pilot.press("enter")  # W F F D L K
    await pilot.pause()
    await pilot.press("w", "f", "down", "f", "d", "k", "enter")
    await pilot.pause()


def test_room_table_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    assert snap_compare(make_app(new=True), run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_pick_dice_dialog(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    settle: Settle,
    size: tuple[int, int],
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("1")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_share_dice_dialog(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    settle: Settle,
    size: tuple[int, int],
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("w", "f")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_dungeon(
    snap_compare: Callable[..., bool],
    make_app: Callable[..., DuckgeonApp],
    settle: Settle,
    size: tuple[int, int],
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await into_the_room(pilot)
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=size)


def test_walk_highlights(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await into_the_room(pilot)
        await pilot.press("1")  # Plumpy's DuckWalk
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=(120, 36))


def test_look_mode(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await into_the_room(pilot)
        await pilot.press("x")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=(120, 36))


def test_cards_and_card_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await into_the_room(pilot)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("1")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before, terminal_size=(120, 36))


def test_save_slot_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await into_the_room(pilot)
        await pilot.press("s")
        await settle(pilot)

    assert snap_compare(make_app(new=True), run_before=run_before)


def test_physical_dice_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("1")  # the Room Table wants a real die
        await settle(pilot)

    assert snap_compare(make_app(new=True, physical=True), run_before=run_before)


def test_loot_split_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(LootSplitDialog(13, ["Plumpy", "Pantsy"]))
        await pilot.pause()
        await pilot.press("right")
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)


def test_game_over_dialog(
    snap_compare: Callable[..., bool], make_app: Callable[..., DuckgeonApp], settle: Settle
) -> None:
    summary = RunSummary(
        quest="quest-1",
        quest_name="Quest 1",
        outcome="victory",
        turns=31,
        kills=17,
        loot=44,
        cause="Duckthulhu is defeated and good King Goscock is free!",
        booster_step=5,
        seed=7,
        party=[
            PartyMember(name="Plumpy", class_id="duckidin"),
            PartyMember(name="Pantsy", class_id="duckwiz"),
        ],
        finished_at="2024-05-01T11:00:00+00:00",
    )

    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(GameOverDialog(summary, game_content().classes))
        await settle(pilot)

    assert snap_compare(make_app(), run_before=run_before)
