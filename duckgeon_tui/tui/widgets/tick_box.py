"""A checkbox and a radio button that show whether they are on by their mark, not only by colour."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import Checkbox, RadioButton


class _Marked:
    """Draws `MARK` inside the button when it is on and leaves it blank when off (Textual draws
    the same mark either way and tells them apart by colour alone, which a monochrome or
    colour-blind player cannot: every choice of a radio set looked selected)."""

    MARK: ClassVar[str]
    value: bool

    @property
    def BUTTON_INNER(self) -> str:
        """The mark inside the button."""
        return self.MARK if self.value else " "


class TickBox(_Marked, Checkbox):  # type: ignore[override]
    """A checkbox marked X when on and left blank when off."""

    MARK = "X"


class DotButton(_Marked, RadioButton):  # type: ignore[override]
    """A radio button marked with a dot when chosen and left blank when not."""

    MARK = "\u25cf"
