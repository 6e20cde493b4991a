"""The quest's layout: numbered rooms at their `at` positions, the corridors joining them."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from duckgeon_tui.tui.themes import Palette

if TYPE_CHECKING:
    from duckgeon_tui.content.quests import Corridor
    from duckgeon_tui.engine import Game

BOX_W, BOX_H = 15, 5
"""A room's box in characters (border included)."""
GAP_X, GAP_Y = 3, 2
"""Room for the corridors between boxes."""
Canvas = list[list[tuple[str, Style]]]
Put = Callable[[int, int, str, Style], None]


def room_states(game: Game) -> dict[int, tuple[bool, bool]]:
    """Room number → (explored, cleared)."""
    return {r.number: (r.entries > 0, r.cleared) for r in game.state.rooms}


def corridor_walked(game: Game, corridor: Corridor) -> bool:
    """Whether the party has been in the rooms at both ends (so it walked this corridor)."""
    states = room_states(game)
    return (
        states.get(corridor.a.room, (False, False))[0]
        and states.get(corridor.b.room, (False, False))[0]
    )


def room_status(game: Game, number: int) -> str:
    """A room's state in a word: here, cleared, explored or unexplored."""
    explored, cleared = room_states(game).get(number, (False, False))
    if number == game.room_number:
        return "cleared" if cleared else "party here"
    if cleared:
        return "cleared"
    return "explored" if explored else "unexplored"


def draw_quest_map(game: Game, pal: Palette) -> Text:
    """The layout as box-drawing text: boxes for rooms, lines for corridors with their length."""
    quest = game.quest
    places = {r.number: r.at for r in quest.rooms}
    cols = max(at[0] for at in places.values()) + 1
    rows = max(at[1] for at in places.values()) + 1
    width = cols * (BOX_W + GAP_X) - GAP_X + 2 * (GAP_X // 2)
    height = rows * (BOX_H + GAP_Y)
    blank = Style()
    canvas: Canvas = [[(" ", blank) for _ in range(width)] for _ in range(height)]

    def put(x: int, y: int, text: str, style: Style) -> None:
        for i, char in enumerate(text):
            if 0 <= y < height and 0 <= x + i < width:
                canvas[y][x + i] = (char, style)

    def origin(number: int) -> tuple[int, int]:
        col, row = places[number]
        return col * (BOX_W + GAP_X) + GAP_X // 2, row * (BOX_H + GAP_Y) + GAP_Y // 2

    for corridor in quest.corridors:
        walked = corridor_walked(game, corridor)
        style = Style(color=pal.door if walked else pal.floor_seen, bold=walked)
        draw_corridor(put, origin(corridor.a.room), origin(corridor.b.room), corridor, style)
    states = room_states(game)
    for qr in quest.rooms:
        x, y = origin(qr.number)
        explored, cleared = states.get(qr.number, (False, False))
        here = qr.number == game.room_number
        colour = pal.cursor if here else pal.good if cleared else pal.wall
        border = Style(color=colour, bold=here, dim=not explored and not here)
        room = game.content.rooms.get(qr.room)
        name = room.name if room else qr.room
        put(x, y, "+" + "-" * (BOX_W - 2) + "+", border)
        put(x, y + 1, "|" + " " * (BOX_W - 2) + "|", border)
        put(x, y + 2, "|" + " " * (BOX_W - 2) + "|", border)
        put(x, y + 3, "|" + " " * (BOX_W - 2) + "|", border)
        put(x, y + 4, "+" + "-" * (BOX_W - 2) + "+", border)
        label = textwrap.wrap(f"{qr.number} {name}", BOX_W - 2)[:2]
        for offset, words in enumerate(label):
            put(
                x + 1,
                y + 1 + offset,
                words,
                Style(color=colour, bold=True, dim=not explored and not here),
            )
        status = room_status(game, qr.number)
        if qr.boss and not cleared:
            status = "BOSS " + status if explored else "boss?"
        put(x + 1, y + 3, ("@ " if here else "") + status[: BOX_W - 4], Style(color=colour))
    text = Text()
    for index, line in enumerate(canvas):
        for char, style in line:
            text.append(char, style)
        if index < height - 1:
            text.append("\n")
    return text


def draw_corridor(
    put: Put, a: tuple[int, int], b: tuple[int, int], corridor: Corridor, style: Style
) -> None:
    """A corridor from box `a` to box `b`: across, then down (double line when 2+ wide)."""
    across = "=" if corridor.width > 1 else "-"
    down = "#" if corridor.width > 1 else "|"
    (ax, ay), (bx, by) = sorted([a, b], key=lambda p: (p[1], p[0]))
    mid_y = ay + BOX_H // 2 - 1
    if ay == by:
        left, right = sorted([ax, bx])
        start, end = left + BOX_W, right
        put(start, mid_y, across * (end - start), style)
        label = str(corridor.length)
        put(start + (end - start - len(label)) // 2, mid_y, label, style)
        return
    col = bx + BOX_W // 2
    if ax != bx:
        step = 1 if bx > ax else -1
        start = ax + (BOX_W if step > 0 else -1)
        for x in range(start, col + step, step):
            put(x, mid_y, across, style)
        top = mid_y + 1
    else:
        top = ay + BOX_H
    for y in range(top, by):
        put(col, y, down, style)
    label_y = top + max(0, (by - top) // 2 - 1) if by > top else top
    put(col + 1, label_y, str(corridor.length), style)
