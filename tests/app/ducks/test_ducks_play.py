"""Playing Feed the Ducks through the screens: keys, clicks, the computer, undo, tie, rematch."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from conftest import TIE_POSITION, PondApp
from textual.widgets import Checkbox, Input, RadioButton, Select, Static

from duckgeon_tui.ducks.actions import DuckSlid, PlaceBreadcrumb
from duckgeon_tui.ducks.ai import Choice, choose
from duckgeon_tui.ducks.board import EDGE, INDEX, distance
from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.ducks import game_screen, pond_layout
from duckgeon_tui.tui.ducks.config import DucksConfig, Seat
from duckgeon_tui.tui.ducks.dialogs import GameOverDialog, TieDialog
from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen
from duckgeon_tui.tui.ducks.launch import DucksApp
from duckgeon_tui.tui.ducks.pond import PondView
from duckgeon_tui.tui.ducks.save import SLOT
from duckgeon_tui.tui.ducks.setup_screen import DucksSetupScreen


def status(screen: DucksGameScreen) -> str:
    return str(screen.query_one("#ducks-status", Static).render())


async def test_a_game_against_the_computer(
    store: SaveStore, wait: Callable[..., object], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The computer waits for `go` before answering, so the test sees it thinking.
    go = threading.Event()

    def slow_choose(*args: Any, **kwargs: Any) -> Choice:
        assert go.wait(5), "the test never let the computer answer"
        return choose(*args, **kwargs)

    monkeypatch.setattr(game_screen, "choose", slow_choose)
    app = DucksApp(store)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, DucksSetupScreen)
        setup.query_one("#seat-1", Select).value = "medium"
        setup.query_one("#seed", Input).value = "7"
        setup.query_one("#animate", Checkbox).value = False
        await pilot.click("#start")
        await wait(pilot, lambda: isinstance(app.screen, DucksGameScreen))
        screen = app.screen
        assert isinstance(screen, DucksGameScreen)
        assert screen.config.seats == (Seat(), Seat("computer", "medium"))
        game = screen.game
        assert game.phase == "play" and game.to_move is Colour.WHITE

        # Keys: `d` steps right, `a` back, then Enter drops the breadcrumb on the centre.
        await pilot.press("d")
        assert screen.pond.cursor == INDEX["e6"]
        await pilot.press("a", "enter")
        assert [a.notation() for a in game.history] == ["e5"]
        assert "Black (computer (medium)) is thinking…" in status(screen)
        await pilot.press("c")  # the screen still answers keys while the computer thinks
        assert screen.pond.cursor == INDEX["f5"]
        go.set()
        await wait(pilot, lambda: len(game.history) == 2)
        assert game.to_move is Colour.WHITE
        after_reply = game.position()

        # A click on a legal space places there.
        target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceBreadcrumb))
        spot = pond_layout.spots()[target]
        await pilot.click(PondView, offset=(spot.centre, spot.y))
        assert game.history[2] == PlaceBreadcrumb(target)
        await wait(pilot, lambda: len(game.history) == 4)

        # Undo takes back the computer's reply and the move before it.
        await pilot.press("u")
        assert len(game.history) == 2
        assert game.position() == after_reply
        assert store.exists(SLOT)

        # Leaving keeps the game; Continue brings it back.
        await pilot.press("escape")
        assert app.screen is setup
        await pilot.click("#continue")
        again = app.screen
        assert isinstance(again, DucksGameScreen)
        assert again.game.position() == after_reply
        assert len(again.game.history) == 2


async def test_tie_dialog_then_game_over_then_rematch(
    pond_app: Callable[..., PondApp], store: SaveStore
) -> None:
    app = pond_app(TIE_POSITION)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        b1 = pond_layout.spots()[INDEX["b1"]]
        await pilot.click(PondView, offset=(b1.centre, b1.y))
        await pilot.pause()
        assert isinstance(app.screen, TieDialog)
        assert screen.game.phase == "tie"
        await pilot.click("#tie-black")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, GameOverDialog)
        assert dialog.headline == "Black wins!"
        assert screen.game.winners == (Colour.BLACK,)
        assert not store.exists(SLOT)
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is screen
        assert screen.game.history == [] and screen.game.phase == "play"


async def test_only_the_chosen_setup_shows_its_dot(store: SaveStore) -> None:
    def marks() -> list[bool]:
        return [
            "\u25cf" in str(setup.query_one(f"#setup-{kind}", RadioButton).render())
            for kind in ("random", "draft")
        ]

    app = DucksApp(store)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, DucksSetupScreen)
        assert marks() == [True, False]
        await pilot.click("#setup-draft")
        await pilot.pause()
        assert marks() == [False, True]
        assert setup.config().setup == "draft"


async def test_draft_marks_the_edge_and_refuses_the_middle(
    pond_app: Callable[..., PondApp],
) -> None:
    empty = "5/6/7/8/9/8/7/6/5 w"
    app = pond_app(empty, DucksConfig(seats=(Seat(), Seat()), setup="draft", animate=False))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        assert screen.game.phase == "draft"
        assert screen.pond.picture.legal == EDGE
        await pilot.press("enter")  # the cursor starts on e5, not an edge space
        assert screen.game.history == []
        await pilot.press("a", "a", "a", "a", "enter")
        assert [a.notation() for a in screen.game.history] == ["e1"]
        assert screen.game.cell(INDEX["e1"]) is Colour.WHITE
        assert screen.game.to_move is Colour.BLACK


async def test_the_slide_is_animated_and_can_be_skipped(
    pond_app: Callable[..., PondApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_screen, "FRAME_SECONDS", 30.0)  # hold the first frame
    app = pond_app(TIE_POSITION, DucksConfig(seats=(Seat(), Seat())))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        screen.pond.cursor = next(
            action.space
            for action in screen.game.legal_actions()
            if any(
                isinstance(event, DuckSlid) and distance(event.from_space, event.to_space) > 1
                for event in screen.game.copy().apply(action)
            )
        )
        await pilot.press("enter")
        assert screen._frames, "the ducks should be on their way"
        first = screen.pond.picture.cells
        assert first != screen.game.cells()
        await pilot.press("space")  # a key skips the rest of the slide
        assert not screen._frames
        assert screen.pond.picture.cells == screen.game.cells()


async def test_hint_points_at_a_legal_space(
    pond_app: Callable[..., PondApp], wait: Callable[..., object]
) -> None:
    app = pond_app(TIE_POSITION)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        await pilot.press("h")
        await wait(pilot, lambda: screen.pond.picture.hint is not None)
        hint = screen.pond.picture.hint
        assert PlaceBreadcrumb(hint) in screen.game.legal_actions()
        assert screen.pond.cursor == hint


async def test_the_status_is_whole_at_80x24(pond_app: Callable[..., Any]) -> None:
    app = pond_app(TIE_POSITION)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DucksGameScreen)
        (shown,) = [s for s in screen.query(".ducks-status").results(Static) if s.display]
        text = str(shown.render())
        assert text.startswith("White:") and "Cursor" in text
        lines = shown.region.height
        assert lines >= 2 and len(text) <= shown.region.width * lines
        assert shown.region.bottom <= 23, "above the footer"


@pytest.mark.parametrize(
    "seats", [("human", "hard", "easy"), ("human", "hard", "easy", "medium")], ids=["3", "4"]
)
async def test_each_computer_seat_thinks_at_its_own_level_in_a_worker(
    store: SaveStore,
    wait: Callable[..., object],
    monkeypatch: pytest.MonkeyPatch,
    seats: tuple[str, ...],
) -> None:
    asked: list[tuple[str, bool]] = []

    def quick_choose(game: Any, level: Any, rng: Any) -> Choice:
        asked.append((level, threading.current_thread() is threading.main_thread()))
        return choose(game, level, rng, seconds=0.05)

    monkeypatch.setattr(game_screen, "choose", quick_choose)
    app = DucksApp(store)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, DucksSetupScreen)
        setup.query_one("#players", Select).value = len(seats)
        last_seat = f"#seat-{len(seats) - 1}"
        await wait(pilot, lambda: bool(setup.query(last_seat)))  # the seats' rows are added
        for index, choice in enumerate(seats):
            setup.query_one(f"#seat-{index}", Select).value = choice
        setup.query_one("#animate", Checkbox).value = False
        await pilot.click("#start")
        await wait(pilot, lambda: isinstance(app.screen, DucksGameScreen))
        screen = app.screen
        assert isinstance(screen, DucksGameScreen)
        assert [seat.choice for seat in screen.config.seats] == list(seats)
        await pilot.press("enter")
        # Each computer seat thinks 0.05 s in a thread; a busy machine can take seconds more.
        await wait(
            pilot, lambda: len(screen.game.history) == len(seats) or screen.game.over, seconds=30
        )
        assert asked[: len(seats) - 1] == [(level, False) for level in seats[1:]]
