"""A Beasties' turn in which none of them does anything is said in a line, with why."""

from __future__ import annotations

from duckgeon_tui.tui.flow.beasties import beasties_turn, quiet_turn
from tests.unit.engine.helpers import play, scene


def alone_with(beastie: str, plumpy: str, extra: str = "") -> str | None:
    """Plumpy in the Hall with one Beastie at 7,3: the line once his turn ends (None: the
    Beasties did something, shown as their turn)."""
    game = scene(
        "room: 1\nphase: act",
        f"party:\n  - {{name: Plumpy, class: duckidin, at: {plumpy}}}",
        f"beasties:\n  - {{kind: {beastie}, at: [7, 3]{extra}}}",
    )
    events = play(game, "end")
    return None if beasties_turn(game, events) else quiet_turn(game)


def test_a_guard_with_nobody_near_is_said_to_guard_its_place() -> None:
    line = alone_with("guard", "[3, 3]")
    assert line is not None and line.startswith("The Beasties' turn passed and none of them moved")
    assert "Guard guards its place" in line and "within 3 spaces" in line


def test_a_beastie_held_by_a_condition_is_said_to_be_unable_to_act() -> None:
    line = alone_with("guard", "[3, 3]", ", conditions: [stunned]")
    assert line is not None and "Guard is Stunned and cannot act" in line


def test_a_beastie_that_acts_is_shown_as_its_turn_and_an_empty_room_says_nothing() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [4, 3]}",
        "beasties:\n  - {kind: guard, at: [7, 3]}",
    )
    events = play(game, "end [1,6]")  # 3 from its place: it steps out and strikes
    assert beasties_turn(game, events)
    empty = scene("room: 1\nphase: act", "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1]}")
    play(empty, "end")
    assert quiet_turn(empty) is None
