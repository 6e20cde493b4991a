"""Textual's OptionList with page keys that are safe to press the moment a menu opens."""

from __future__ import annotations

from typing import Literal

from textual.widgets import OptionList


class PagedOptionList(OptionList):
    """Page up and page down do nothing until the options are laid out in lines: Textual's own
    paging looks the highlighted option up in a table of lines that is empty before the first
    layout, and raised KeyError when a page key came first (a menu just opened)."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        if (self.highlighted or 0) not in self._index_to_line:
            return
        super()._move_page(direction)
