"""The quest's layout: numbered rooms at their `at` positions, the corridors joining them."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.room_states import AGAIN, room_states, room_status

if TYPE_CHECKING:
    from duckgeon_tui.content.quests import Corridor
    from duckgeon_tui.engine import Game

Pos = tuple[int, int]
Canvas = list[list[tuple[str, Style]]]
Put = Callable[[int, int, str, Style], None]


@dataclass(frozen=True)
class Layout:
    """The size of a room's box and of the gaps the corridors cross, in characters."""

    box_w: int
    box_h: int
    gap_x: int
    gap_y: int


FULL = Layout(15, 5, 3, 2)
"""The quest map dialog: name on two lines, the room's state beneath it."""
COMPACT = Layout(14, 4, 3, 1)
"""The dungeon's panel: the room's state written into the box's bottom edge."""


@dataclass(frozen=True)
class WalkOnMap:
    """The party on its way along a corridor: which one, from which end, how far (0 to 1)."""

    corridor: int
    from_room: int
    progress: float


def corridor_walked(game: Game, corridor: Corridor) -> bool:
    """Whether the party has been in the rooms at both ends (so it walked this corridor)."""
    states = room_states(game)
    return (
        states.get(corridor.a.room, (False, False))[0]
        and states.get(corridor.b.room, (False, False))[0]
    )


def grid_size(game: Game) -> tuple[int, int]:
    """Columns and rows of rooms in the quest's layout."""
    places = [r.at for r in game.quest.rooms]
    return max(at[0] for at in places) + 1, max(at[1] for at in places) + 1


def map_size(game: Game, layout: Layout) -> tuple[int, int]:
    """The drawing's width and height in characters."""
    cols, rows = grid_size(game)
    return (
        cols * (layout.box_w + layout.gap_x) - layout.gap_x + 2 * (layout.gap_x // 2),
        rows * (layout.box_h + layout.gap_y) - layout.gap_y + 2 * (layout.gap_y // 2),
    )


def box_origin(game: Game, layout: Layout, number: int) -> Pos:
    """The top-left corner of a room's box."""
    at = next(r.at for r in game.quest.rooms if r.number == number)
    return (
        at[0] * (layout.box_w + layout.gap_x) + layout.gap_x // 2,
        at[1] * (layout.box_h + layout.gap_y) + layout.gap_y // 2,
    )


def room_at(game: Game, layout: Layout, x: int, y: int) -> int | None:
    """The room whose box covers a character of the drawing (for mouse clicks)."""
    for qr in game.quest.rooms:
        bx, by = box_origin(game, layout, qr.number)
        if bx <= x < bx + layout.box_w and by <= y < by + layout.box_h:
            return qr.number
    return None


def corridor_path(game: Game, layout: Layout, corridor: Corridor) -> list[Pos]:
    """The characters a corridor is drawn on, in order from its `a` room to its `b` room:
    across between boxes of a row; across then down (or just down) between rows."""
    a = box_origin(game, layout, corridor.a.room)
    b = box_origin(game, layout, corridor.b.room)
    (ax, ay), (bx, by) = sorted([a, b], key=lambda p: (p[1], p[0]))
    mid_y = ay + max(1, layout.box_h // 2 - 1)
    path: list[Pos]
    if ay == by:
        left, right = sorted([ax, bx])
        path = [(x, mid_y) for x in range(left + layout.box_w, right)]
    else:
        col = bx + layout.box_w // 2
        path = []
        if ax != bx:
            step = 1 if bx > ax else -1
            start = ax + (layout.box_w if step > 0 else -1)
            path += [(x, mid_y) for x in range(start, col + step, step)]
            top = mid_y + 1
        else:
            top = ay + layout.box_h
        path += [(col, y) for y in range(top, by)]
    starts_at_a = (ax, ay) == a and a != b
    if ay == by:
        starts_at_a = a[0] < b[0]
    return path if starts_at_a else path[::-1]


def draw_quest_map(
    game: Game,
    pal: GameColours,
    layout: Layout = FULL,
    walk: WalkOnMap | None = None,
    offered: Collection[int] = (),
) -> Text:
    """The layout as box-drawing text: boxes for rooms, lines for corridors with their length;
    `walk` puts the party (@) on its corridor, `offered` rooms are marked as ways to go."""
    width, height = map_size(game, layout)
    blank = Style()
    canvas: Canvas = [[(" ", blank) for _ in range(width)] for _ in range(height)]

    def put(x: int, y: int, text: str, style: Style) -> None:
        for i, char in enumerate(text):
            if 0 <= y < height and 0 <= x + i < width:
                canvas[y][x + i] = (char, style)

    for index, corridor in enumerate(game.quest.corridors):
        walking = walk is not None and walk.corridor == index
        walked = walking or corridor_walked(game, corridor)
        style = Style(color=pal.door if walked else pal.remembered, bold=walked)
        path = corridor_path(game, layout, corridor)
        across, down = ("=", "#") if corridor.width > 1 else ("-", "|")
        for x, y in path:
            put(x, y, across if any(py == y and px != x for px, py in path) else down, style)
        if path:
            label_x, label_y = path[len(path) // 2]
            vertical = all(px == label_x for px, _ in path)
            label = str(corridor.length)
            put(label_x + 1 if vertical else label_x - len(label) // 2, label_y, label, style)
        if walk is not None and walking and path:
            ordered = path if walk.from_room == corridor.a.room else path[::-1]
            step = round(min(max(walk.progress, 0.0), 1.0) * (len(ordered) - 1))
            x, y = ordered[step]
            put(x, y, "@", Style(color=pal.cursor, bold=True, reverse=True))
    states = room_states(game)
    for qr in game.quest.rooms:
        here = walk is None and qr.number == game.room_number
        draw_room_box(game, pal, layout, put, qr.number, states, here, qr.number in offered)
    text = Text()
    for index, line in enumerate(canvas):
        for char, style in line:
            text.append(char, style)
        if index < height - 1:
            text.append("\n")
    return text


def draw_room_box(
    game: Game,
    pal: GameColours,
    layout: Layout,
    put: Put,
    number: int,
    states: dict[int, tuple[bool, bool]],
    here: bool,
    offered: bool,
) -> None:
    """One room's box: border, number and name, its state (inside, or in the bottom edge)."""
    qr = next(r for r in game.quest.rooms if r.number == number)
    x, y = box_origin(game, layout, number)
    w, h = layout.box_w, layout.box_h
    explored, cleared = states.get(number, (False, False))
    colour = pal.info if offered else pal.cursor if here else pal.good if cleared else pal.wall
    faint = not explored and not here and not offered
    border = Style(color=colour, bold=here or offered, dim=faint)
    edge = "+" + "-" * (w - 2) + "+"
    put(x, y, edge, border)
    for row in range(1, h - 1):
        put(x, y + row, "|" + " " * (w - 2) + "|", border)
    put(x, y + h - 1, edge, border)
    room = game.content.rooms.get(qr.room)
    inside = h - 2
    label_lines = inside - 1 if inside >= 3 else inside
    label = textwrap.wrap(f"{number} {room.name if room else qr.room}", w - 2)[:label_lines]
    for offset, words in enumerate(label):
        put(x + 1, y + 1 + offset, words, Style(color=colour, bold=True, dim=faint))
    status = room_status(game, number)
    if qr.boss and not cleared:
        status = "BOSS " + status if explored else "boss?"
    if not here and number == game.room_number:
        status = "ahead"
    if offered:
        status = f"go: key {number}" if number <= 9 else "go: click"
    status = ("@ " if here else "") + status
    style = Style(color=colour, bold=here or offered, bgcolor=pal.reach if offered else None)
    put(x + 1, y + h - (2 if inside >= 3 else 1), status[: w - 2], style)


def corridor_list(game: Game) -> Text:
    """The key to the drawing, then one line per corridor: its ends, length and width, if
    it was walked."""
    every = game.quest.strolling_every
    text = Text()
    text.append("Key: ", style="bold")
    text.append(
        "-8- a corridor and its length in spaces (a d6 for each "
        f"{every} spaces walked: each six brings a Strolling Beastie); - and | one space wide, "
        "= and # two or more. @ the party; yellow: this room, green: cleared, dim: not "
        f"explored yet; cleared*: {AGAIN} (its Room Table is rolled each time the party "
        "enters).\n",
        style="dim",
    )
    text.append("Corridors\n", style="bold")
    for corridor in game.quest.corridors:
        walked = corridor_walked(game, corridor)
        line = (
            f"  {corridor.a.room} {corridor.a.door} - {corridor.b.room} {corridor.b.door}: "
            f"{corridor.length} long, {corridor.width} wide"
        )
        text.append(line + ("  (walked)\n" if walked else "\n"), style="" if walked else "dim")
    text.rstrip()
    return text
