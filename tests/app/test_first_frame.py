"""The game's first frame is its dungeon with the first prompt: the app paints nothing from the
dungeon's mount until its flow has opened a dialog or waits for the players, or a short while
has passed, or the dungeon closes."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from duckgeon_tui.tui import first_frame
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.first_frame import FirstFrame
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from tests.support.dungeon_app import new_game_app, until


class Flowing(Screen[None]):
    """A dungeon whose flow works until told to wait for the players."""

    def __init__(self) -> None:
        super().__init__()
        self.working = True
        self.first_frame = FirstFrame(self)

    def compose(self) -> ComposeResult:
        yield Static("the dungeon")

    def on_mount(self) -> None:
        self.first_frame.hold(self)

    def holds_keys(self) -> bool:
        return self.working


class Question(ModalScreen[None]):
    def compose(self) -> ComposeResult:
        yield Static("the first prompt")


async def held_then(release: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Open a Flowing screen, check that painting is held, release it the way named."""
    if release == "in a while":
        monkeypatch.setattr(first_frame, "LONGEST", 0.05)
    app: App[None] = App()
    sent: list[str] = []
    display = app._display

    def spy(screen: Screen[Any], renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            sent.append(renderable.render_segments(app.console))
        display(screen, renderable)

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(40, 10)) as pilot:
        screen = Flowing()
        await app.push_screen(screen)
        await until(pilot, lambda: screen.size.width > 0, "the dungeon laid out")
        assert app._batch_count == 1  # nothing is painted meanwhile
        sent.clear()
        if release == "the flow waits":
            screen.working = False
        elif release == "a dialog opens":
            app.push_screen(Question())
        elif release == "it closes":
            app.pop_screen()
        await until(pilot, lambda: app._batch_count == 0, f"painting again once {release}")
        screen.first_frame.release()  # again: nothing happens
        assert app._batch_count == 0
        await until(pilot, lambda: bool(sent), "a frame sent")
        shown = "the first prompt" if release == "a dialog opens" else "the dungeon"
        if release != "it closes":
            assert shown in "".join(sent)  # all of it, not what changed since the last frame


@pytest.mark.parametrize("release", ["the flow waits", "a dialog opens", "in a while", "it closes"])
async def test_painting_is_held_until_the_first_prompt(
    release: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await held_then(release, monkeypatch)


async def test_a_new_game_paints_its_dungeon_first_with_the_room_table_dialog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first_step = TurnFlow.first_step

    async def slow(flow: TurnFlow) -> None:  # a busy machine: the dungeon is idle meanwhile
        await asyncio.sleep(0.1)
        await first_step(flow)

    monkeypatch.setattr(TurnFlow, "first_step", slow)
    app = new_game_app(tmp_path)
    app.options = replace(app.options, opening=True)  # as `duckgeon play --new` starts
    painted: list[str] = []
    display = app._display

    def spy(screen: Screen[Any], renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            painted.append(type(app.screen).__name__)
        display(screen, renderable)

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, ChooseActionDialog)
                and painted[-1:] == ["ChooseActionDialog"]
            ),
            "the first prompt painted",
            tries=3000,  # a busy machine
        )
        await asyncio.sleep(0)
        assert "DungeonScreen" not in painted
        assert not any(
            isinstance(s, DungeonScreen) and s.first_frame.holding for s in app.screen_stack
        )
