"""Dialogs of the play flow: besides their own keys, `i` shows the bot's hint, `I` plays it,
and `s` saves the game waiting beneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, TypeVar, cast

from textual.binding import Binding, BindingType
from textual.css.query import NoMatches

from duckgeon_tui.tui.colours import restyle_after_refresh
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.flow.prompts import HINT_KEYS
from duckgeon_tui.tui.flow.questions import HINT
from duckgeon_tui.tui.widgets.lesson_panel import IN_DIALOG, LessonPanel

T = TypeVar("T")


class FlowDialog(Dialog[T]):
    """A dialog the dungeon opens while the game waits for a choice; in a lesson, the lesson's
    prompt stays in sight at the bottom of the screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(HINT_KEYS[0], "show_hint", "Hint"),
        Binding(HINT_KEYS[1], "take_hint", "Take hint"),
        Binding("s", "save", "Save", show=False),  # as on the dungeon beneath
    ]
    changed: Callable[[], None] | None = None
    """Told whenever the choices in the dialog change (an online table shows them to the
    other players as they are made)."""

    def tell_changed(self) -> None:
        """The choices changed: tell whoever follows them."""
        if self.changed is not None:
            self.changed()

    def on_mount(self) -> None:
        for screen in self.app.screen_stack:
            session = getattr(screen, "session", None)
            guide = getattr(session, "lesson", None)
            if session is not None and guide is not None:
                self.mount(LessonPanel(session.game, guide, classes=f"lesson-panel {IN_DIALOG}"))
                return

    def hinter(self) -> Callable[[], object] | None:
        """The hint of the game under this dialog, if any (none on the title's menus)."""
        for screen in self.app.screen_stack:
            show = getattr(screen, "show_hint", None)
            if show is not None:
                return cast("Callable[[], object]", show)
        return None

    def action_show_hint(self) -> None:
        show = self.hinter()
        if show is not None:
            show()

    def action_take_hint(self) -> None:
        self.dismiss(HINT)

    def saver(self) -> Callable[[], object] | None:
        """The game's save under this dialog (`s` saves while a dialog waits), if any."""
        for screen in self.app.screen_stack:
            save = getattr(screen, "save_game", None)
            if save is not None:
                return cast("Callable[[], object]", save)
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save":
            return self.saver() is not None  # no game beneath (a camp's menu): no `s`
        if action in ("show_hint", "take_hint"):
            return self.hinter() is not None  # nor a hint (the title's Campaign menu)
        return super().check_action(action, parameters)

    def action_save(self) -> None:
        save = self.saver()
        if save is not None:
            save()


class LiveDialog(FlowDialog[T]):
    """A flow dialog redrawn from its state after every key (`draw` queries its widgets), and
    in a new theme's colours."""

    def on_mount(self) -> None:
        self.redraw()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        restyle_after_refresh(self, self.redraw)

    def redraw(self) -> None:
        """Draw the dialog's state (keys may arrive while it is still being built or closed)."""
        try:
            self.draw()
        except NoMatches:
            return
        self.tell_changed()

    def draw(self) -> None:
        """Show the dialog's state in its widgets."""
        raise NotImplementedError
