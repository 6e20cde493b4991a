"""Look mode's panel: everything about the space under the roaming cursor, as it moves."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.describe import look_text

Pos = tuple[int, int]


class LookPanel(Static):
    """The full Look at `pos` (a Beastie's STATS and abilities, a feature, a door, a Snare)."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    pos: reactive[Pos] = reactive((1, 1), layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(LookPanel.game, game)

    def render(self) -> Text:
        text = Text()
        text.append("Look", style="bold")
        text.append("  (move the cursor; x or esc: leave)\n", style="dim")
        try:
            text.append(look_text(self.game, self.pos))
        except (KeyError, IndexError, ValueError):
            text.append(f"{self.pos[0]},{self.pos[1]}")
        return text
