"""A checkbox that shows whether it is on by its mark, not only by its colour."""

from __future__ import annotations

from textual.widgets import Checkbox


class TickBox(Checkbox):
    """A checkbox marked X when on and left blank when off (Textual's draws X either way and
    tells them apart by colour alone, which a monochrome or colour-blind player cannot)."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        """The mark inside the box."""
        return "X" if self.value else " "
