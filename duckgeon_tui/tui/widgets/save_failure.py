"""The line under the dungeon's banner while saving fails: why, and what the game does about it."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static


class SaveFailureBanner(Static):
    """Shown only while saving fails: the reason, that the game goes on and saves again at the
    next autosave, and the ways out (a save slot elsewhere, or quitting without saving)."""

    reason: reactive[str] = reactive("", layout=True, init=False)

    def watch_reason(self, reason: str) -> None:
        self.display = bool(reason)

    def render(self) -> Text:
        text = Text()
        text.append(" Saving failed: ", style="bold")
        text.append(f"{self.reason}. ")
        text.append("Playing on; the next autosave tries again (ctrl+q: save elsewhere or quit).")
        return text
