"""The quest map as a panel of the dungeon screen: kept up to date, rooms clickable."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual import events
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.colours import GameColours
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

FULL_FROM_HEIGHT = 50
"""Screens at least this tall draw the big boxes (the names and states inside them)."""
DETAILS_WIDTH = 50
"""Room beside the drawing needed to list the corridors there too (at most twice this)."""


class QuestMapPanel(Widget):
    """Rooms explored, cleared and current; corridors and which were walked; the party (on its
    corridor while it walks one); the rooms it may set off toward marked."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    walk: reactive[WalkOnMap | None] = reactive(None, layout=True, init=False)
    offered: reactive[tuple[int, ...]] = reactive((), layout=True, init=False)

    class RoomChosen(Message):
        """The player clicked a room's box."""

        def __init__(self, number: int) -> None:
            super().__init__()
            self.number = number

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.measuring: int | None = None
        """The width the panel is being measured at (None: it is drawn at its size)."""
        self.drawn: tuple[tuple[object, ...], Content] | None = None
        """The map as last drawn, and what it was drawn for (its layout, colours and width),
        until the game, the walk or the rooms offered change."""
        self.set_reactive(QuestMapPanel.game, game)
        self.border_title = "Quest map (M: in full)"

    def watch_game(self) -> None:
        self.drawn = None

    def watch_walk(self) -> None:
        self.drawn = None

    def watch_offered(self, offered: tuple[int, ...]) -> None:
        self.drawn = None
        self.border_title = (
            "Quest map: click a room, or press its number, to go there"
            if offered
            else "Quest map (M: in full)"
        )

    def layout_now(self) -> Layout:
        """Big boxes on tall screens, small ones elsewhere."""
        return FULL if self.screen.size.height >= FULL_FROM_HEIGHT else COMPACT

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # Textual measures the panel by rendering it: at the width it measures, not at the
        # panel's size, which is what is being worked out (asking for it laid out the whole
        # screen again from inside its layout).
        self.measuring = width
        try:
            return super().get_content_height(container, viewport, width)
        finally:
            self.measuring = None

    def render(self) -> Content:
        # Measured at its width, then drawn at that same size: the map is drawn once for both.
        layout = self.layout_now()
        colours = GameColours.of(self)
        across = self.size.width if self.measuring is None else self.measuring
        key = (layout, colours, across)
        if self.drawn is not None and self.drawn[0] == key:
            return self.drawn[1]
        drawn = Content.from_rich_text(self.picture(layout, colours, across), self.app.console)
        self.drawn = (key, drawn)
        return drawn

    def picture(self, layout: Layout, colours: GameColours, across: int) -> Text:
        """The map, with the corridors listed beside it when `across` leaves room for them."""
        picture = draw_quest_map(self.game, colours, layout, self.walk, self.offered)
        width = map_size(self.game, layout)[0]
        room = min(across - width, 2 * DETAILS_WIDTH) - 3
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
