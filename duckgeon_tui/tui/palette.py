"""The command palette (ctrl+p), hardened against paging a list that is not laid out yet."""

from __future__ import annotations

from textual import work
from textual.command import CommandPalette
from textual.css.query import NoMatches

from duckgeon_tui.tui.dialogs.base import DismissOnce


class GamePalette(DismissOnce, CommandPalette):
    """Textual's palette, made safe against fast input: paging before its list is drawn, a
    second click outside it, or closing it while it gathers commands does nothing."""

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
