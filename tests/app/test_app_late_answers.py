"""An answer that reaches a dialog once another screen covers it (a click queued before that
screen opened) closes nothing: the screen on top stays, and the dialog, once on top again,
answers its keys. (It used to close the screen on top and leave the dialog open, answered and
deaf to every key: 1,557 random inputs in a row went to one such "End the turn?".)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static

from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog


class Cover(ModalScreen[None]):
    """A screen opened over the dialog (Help, Look ...); Escape closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen")]

    def compose(self) -> ComposeResult:
        yield Static("over the dialog")


class DialogApp(App[None]):
    """A bare app to open one of the game's dialogs in."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: list[Any] = []

    def compose(self) -> ComposeResult:
        yield Static("the game")


def late_yes(dialog: Dialog[Any]) -> None:
    """The Yes button, clicked."""
    dialog.query_one("#yes", Button).press()


def late_option(dialog: Dialog[Any]) -> None:
    """The first option of the menu, clicked."""
    menu = dialog.query_one(OptionList)
    menu.highlighted = 0
    menu.action_select()


CASES: dict[str, tuple[Callable[[], Dialog[Any]], Callable[[Dialog[Any]], None], str, Any]] = {
    "confirm": (lambda: ConfirmDialog("End the turn?", "Dice are left."), late_yes, "y", True),
    "menu": (lambda: ChooseActionDialog("Which one?", [("One", "one")]), late_option, "1", "one"),
}


@pytest.mark.parametrize("case", CASES)
async def test_a_late_answer_closes_nothing_and_the_dialog_still_answers(case: str) -> None:
    make, late, key, answer = CASES[case]
    app = DialogApp()
    async with app.run_test() as pilot:
        dialog = make()
        app.push_screen(dialog, app.answers.append)
        await pilot.pause()
        app.push_screen(Cover())
        await pilot.pause()
        late(dialog)  # a click on the dialog that arrives after the cover opened
        await pilot.pause()
        assert [type(s) for s in app.screen_stack[1:]] == [type(dialog), Cover]
        assert app.answers == []
        await pilot.press("escape")  # the cover closes: the dialog is on top again
        await pilot.press(key)
        await pilot.pause()
        assert len(app.screen_stack) == 1, "the dialog answered its key and closed"
        assert app.answers == [answer]
