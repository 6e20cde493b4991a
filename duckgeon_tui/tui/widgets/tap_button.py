"""A button for the mouse only, so the dialog's own keys (Enter, letters) are never swallowed."""

from __future__ import annotations

from textual.widgets import Button


class TapButton(Button, can_focus=False):
    """A Button that never takes keyboard focus."""
