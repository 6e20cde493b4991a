"""The one-line Look under the dungeon's map: what is on the space under the cursor."""

from __future__ import annotations

from typing import cast

from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.describe import look_text

Pos = tuple[int, int]


class LookLine(Static):
    """The first two lines of the Look at `pos`, redrawn as the game or the cursor moves."""

    game: reactive[Game] = reactive(cast("Game", None), init=False)
    pos: reactive[Pos] = reactive((1, 1), init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(markup=False, id=id)
        self.set_reactive(LookLine.game, game)

    def render(self) -> str:
        pos = self.pos
        try:
            first = look_text(self.game, pos).splitlines()
        except (KeyError, IndexError, ValueError):
            first = [f"{pos[0]},{pos[1]}"]
        return " | ".join(first[:2])
