"""The command palette (ctrl+p), hardened against input faster than it can draw."""

from __future__ import annotations

from textual import events, on, work
from textual.app import ComposeResult
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.widgets import OptionList

from duckgeon_tui.tui.dialogs.base import DismissOnce


class GameCommandList(CommandList):
    """The palette's list of commands, deaf to clicks on options it no longer has."""

    async def _on_click(self, event: events.Click) -> None:
        # A click carries the option index of the frame it was aimed at; Textual's OptionList
        # indexes its options with it, so a click queued just as the list is cleared (a
        # command chosen, the search narrowed) raised an IndexError. Textual fixed the same
        # stale index for hovering (Textualize/textual#3270, #3274), not for clicks. Textual
        # calls OptionList's own handler after this one unless the default is prevented.
        clicked = event.style.meta.get("option")
        if clicked is not None and clicked >= self.option_count:
            event.prevent_default()


class GamePalette(DismissOnce, CommandPalette):
    """Textual's palette, made safe against fast input: paging before its list is drawn,
    clicks on options being removed, a second choice or click after the first, or closing it
    while it gathers commands does nothing."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield GameCommandList() if type(widget) is CommandList else widget

    @on(OptionList.OptionSelected)
    def _only_the_first_choice(self, event: OptionList.OptionSelected) -> None:
        # Runs before Textual's own handler (subclass first); a second click queued before the
        # first closed the palette would run its command twice.
        if self.answered:
            event.stop()
            event.prevent_default()

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except KeyError:  # Textual's OptionList pages by line index before its first layout
            return

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        try:
            await CommandPalette._gather_commands.__wrapped__(self, search_value)  # type: ignore[attr-defined]
        except NoMatches:  # the palette closed while its commands were still being gathered
            return

    def _watch__list_visible(self) -> None:
        try:
            super()._watch__list_visible()
        except NoMatches:  # the palette closed while its commands were still being gathered
            return

    async def _watch__show_busy(self) -> None:
        try:
            await super()._watch__show_busy()
        except NoMatches:  # the palette closed while its commands were still being gathered
            return
