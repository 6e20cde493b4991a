"""Hot-seat: the hand-over to the next player, shown until they press a key."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from duckgeon_tui.tui.dialogs.base import DismissOnce
from duckgeon_tui.tui.textual_fixes import StyledOnce


class HandOverScreen(DismissOnce, StyledOnce, ModalScreen[None]):
    """'Pass the keyboard to Daddy (Pantsy)': any key or a click closes it (the key does
    nothing else, so it is never played by the wrong player)."""

    def __init__(self, player: str, duck: str, number: int) -> None:
        super().__init__(classes="dialog")
        self.player = player
        self.duck = duck
        self.number = number
        """The player's colour number (the theme's `player--<n>`)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="hand-over-box"):
            yield Label(f"Pass the keyboard to {self.player}", classes="dialog-title")
            yield Static(
                Text(f"{self.duck} acts next.", style="bold"), classes=f"player--{self.number}"
            )
            yield Static(
                f"{self.player}: press any key to play. (Playing every side yourself? The "
                "command palette, ctrl+p, turns these hand-overs off.)",
                classes="dialog-detail",
                markup=False,
            )

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.dismiss(None)  # once: the keys typed on meanwhile close nothing else

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.dismiss(None)
