"""The quest map as a panel of the dungeon screen: kept up to date, rooms clickable."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from duckgeon_tui.tui.themes import Palette
from duckgeon_tui.tui.widgets.quest_map import (
    COMPACT,
    FULL,
    Layout,
    WalkOnMap,
    corridor_list,
    draw_quest_map,
    map_size,
    room_at,
)

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game

FULL_FROM_HEIGHT = 50
"""Screens at least this tall draw the big boxes (the names and states inside them)."""
DETAILS_WIDTH = 50
"""Room beside the drawing needed to list the corridors there too (at most twice this)."""


class QuestMapPanel(Widget):
    """Rooms explored, cleared and current; corridors and which were walked; the party."""

    class RoomChosen(Message):
        """The player clicked a room's box."""

        def __init__(self, number: int) -> None:
            super().__init__()
            self.number = number

    def __init__(self, game: Game, palette: Palette, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game = game
        self.palette = palette
        self.walk: WalkOnMap | None = None
        self.offered: tuple[int, ...] = ()
        self.border_title = "Quest map (M: in full)"

    def show(
        self,
        game: Game,
        palette: Palette,
        walk: WalkOnMap | None = None,
        offered: Collection[int] = (),
    ) -> None:
        """Redraw from the game; `walk` puts the party on a corridor, `offered` marks the
        rooms the party may leave toward now."""
        self.game = game
        self.palette = palette
        self.walk = walk
        self.offered = tuple(offered)
        self.border_title = (
            "Quest map: click a room, or press its number, to go there"
            if offered
            else "Quest map (M: in full)"
        )
        self.refresh(layout=True)

    def layout_now(self) -> Layout:
        """Big boxes on tall screens, small ones elsewhere."""
        return FULL if self.screen.size.height >= FULL_FROM_HEIGHT else COMPACT

    def render(self) -> Text:
        picture = draw_quest_map(
            self.game, self.palette, self.layout_now(), self.walk, self.offered
        )
        width = map_size(self.game, self.layout_now())[0]
        room = min(self.size.width - width, 2 * DETAILS_WIDTH) - 3
        if room < DETAILS_WIDTH - 3:
            return picture
        lines = picture.split("\n")
        details = corridor_list(self.game).wrap(self.app.console, room)
        text = Text()
        for row in range(max(len(lines), len(details))):
            if row:
                text.append("\n")
            text.append_text(lines[row] if row < len(lines) else Text(" " * width))
            if row < len(details):
                text.append("   ")
                text.append_text(details[row])
        return text

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        number = room_at(self.game, self.layout_now(), offset.x, offset.y)
        if number is not None:
            self.post_message(self.RoomChosen(number))
