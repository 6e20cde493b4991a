"""The room grid, drawn line by line (Line API): walls, doors, furniture, ducks, Beasties, fog."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, cast

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import var
from textual.scroll_view import ScrollView
from textual.strip import Strip

from duckgeon_tui.content.rooms import (
    DOOR_CLOSED,
    DOOR_OPEN,
    PILLAR,
    TABLE,
    WALL,
    WATER,
    Room,
)
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.colours import (
    PLAYER_COUNT,
    GameColours,
    restyle_after_refresh,
)

Pos = tuple[int, int]
CELL = 2
"""Characters per space: the glyph and a gap, so rooms look square-ish."""
SCALES: dict[int, tuple[int, int]] = {0: (1, 1), 1: (CELL, 1), 2: (2 * CELL, 2)}
"""Characters and lines per space at each zoom: a room too wide for its frame is drawn one
character per space (zoom 0); a big terminal draws each space twice as large (zoom 2)."""

MOVES: dict[str, Pos] = {
    "h": (-1, 0), "left": (-1, 0), "l": (1, 0), "right": (1, 0),
    "k": (0, -1), "up": (0, -1), "j": (0, 1), "down": (0, 1),
    "y": (-1, -1), "u": (1, -1), "b": (-1, 1), "n": (1, 1),
}  # fmt: skip


SEALED = "="
"""A door that leads nowhere in this quest: always shut."""
SNARE = "^"
"""A Snare the party knows of, lying in the room (it keeps the room from being Cleared)."""
FEATURE_GLYPHS = {"clue": "?", "object": "!", "furniture": "%"}
"""How a room's features are drawn, by kind: never by their letter in the room's file, which
a Beastie's letter could share (a clue `h` beside Hordlings `h`)."""

CHOOSABLE = ("reach", "target")
"""Marks of the spaces a player may choose (the 'sight' shading only shows Shooty range)."""


@dataclass(frozen=True)
class Cell:
    """What one space shows: two characters and their style (and the one character it shows
    when the room is drawn one character per space)."""

    text: str
    style: Style
    narrow: str = ""

    @property
    def glyph(self) -> str:
        """The space's one character."""
        return self.narrow or self.text[0]


class MapView(ScrollView, can_focus=True):
    """The current room, redrawn whenever its game or its theme's colours change; a cursor
    moved with vi-keys/arrows or the mouse; the spaces marked while choosing."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(key, f"move_cursor({dx}, {dy})", "Cursor", show=False)
        for key, (dx, dy) in MOVES.items()
    ]

    class CursorMoved(Message):
        """The cursor is on a new space."""

        def __init__(self, pos: Pos) -> None:
            super().__init__()
            self.pos = pos

    class Chosen(Message):
        """The player chose the space under the cursor (Enter, or a second click)."""

        def __init__(self, pos: Pos) -> None:
            super().__init__()
            self.pos = pos

    game: var[Game] = var(cast("Game", None), init=False)
    marks: var[Mapping[Pos, str]] = var(cast("Mapping[Pos, str]", {}), init=False)
    """Highlighted spaces: 'reach' (may walk there), 'target' (may aim there), 'sight'."""

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(MapView.game, game)
        self.cursor: Pos = (1, 1)
        self.cells: list[list[Cell]] = []
        self.width_cells = 0
        self.zoom = 1
        self.colours: GameColours | None = None
        """The colours the cells were built with."""

    # State from the game -------------------------------------------------------------------

    def watch_game(self) -> None:
        self.redraw()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        restyle_after_refresh(self, self.restyle)

    def restyle(self) -> None:
        """Build the spaces again in the theme's colours, if they changed."""
        if self.cells and GameColours.of(self) != self.colours:
            self.redraw()

    def watch_marks(self) -> None:
        self.show_choices()
        self.show_edges()
        self.refresh()

    def show_choices(self) -> None:
        """Scroll the spaces that may be chosen into view, with the cursor, when they fit."""
        spaces = [p for p, m in self.marks.items() if m in CHOOSABLE]
        if not spaces:
            return
        around = Region.from_union([self.space_region(p) for p in [*spaces, self.cursor]])
        if around.width <= self.size.width and around.height <= self.size.height:
            self.scroll_to_region(around, animate=False, immediate=True)

    def redraw(self) -> None:
        """Build every space again from the game as it stands now (a smaller room moves the
        cursor inside it)."""
        self.colours = GameColours.of(self)
        self.cells = self.build(self.colours)
        self.width_cells = max((len(r) for r in self.cells), default=0)
        self.fit()
        before = self.cursor
        self.clamp_cursor()
        if self.cursor != before:
            self.post_message(self.CursorMoved(self.cursor))
        self.refresh()

    def fit(self) -> None:
        """Draw the room as large as the widget allows and size the scroll area to it: each
        space twice as large when that fits, one character per space when the room is too
        wide for two; a room taller (or still wider) than the widget scrolls with the cursor."""
        rows, cols = len(self.cells), self.width_cells
        width, height = self.size

        def fits(zoom: int, tall: bool = True) -> bool:
            wide, high = SCALES[zoom]
            return cols * wide <= width and (not tall or rows * high <= height)

        fitting = [z for z in (2, 1) if fits(z)] or [z for z in (1, 0) if fits(z, tall=False)]
        self.zoom = fitting[0] if fitting else 0
        wide, high = SCALES[self.zoom]
        self.virtual_size = Size(cols * wide, rows * high)
        self.call_after_refresh(self.show_edges)

    @property
    def scale(self) -> tuple[int, int]:
        """Characters and lines per space at the current zoom."""
        return SCALES[self.zoom]

    def margins(self) -> tuple[int, int]:
        """Blank columns and lines left of and above the room, which is centred when it fits."""
        width, height = self.virtual_size
        return max(0, (self.size.width - width) // 2), max(0, (self.size.height - height) // 2)

    def on_resize(self, event: events.Resize) -> None:
        if self.cells:
            self.fit()
            self.refresh()
        self.show_edges()
        self.call_after_refresh(self.show_edges)

    def build(self, pal: GameColours) -> list[list[Cell]]:
        """Every space's two characters and style."""
        game = self.game
        seen = seen_spaces(game)
        entered = any(d.pos is not None for d in game.ducks)
        occupants: dict[Pos, Cell] = {}
        for beastie in game.beasties:
            colour = beastie_colour(game, beastie.beastie_id, pal)
            for cell in beastie.cells:
                occupants[(cell[0], cell[1])] = Cell(
                    beastie_glyph(game, beastie.beastie_id) + " ", Style(color=colour, bold=True)
                )
        for index, duck in enumerate(game.ducks):
            if duck.pos is not None:
                occupants[(duck.pos[0], duck.pos[1])] = duck_cell(game, index, duck, pal)
        rows: list[list[Cell]] = []
        for row, glyphs in enumerate(terrain_glyphs(game)):
            line: list[Cell] = []
            for col, glyph in enumerate(glyphs):
                pos = (col, row)
                lit = pos in seen
                if pos in occupants and lit:
                    line.append(occupants[pos])
                    continue
                line.append(terrain_cell(glyph, pal, lit, entered))
            rows.append(line)
        return rows

    # Drawing -------------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        left, top = self.margins()
        zoom = self.zoom
        wide, high = self.scale
        line = y + scroll_y - top
        width = self.size.width
        pal = self.colours or GameColours.of(self)
        fog = Style(bgcolor=pal.background)
        if not 0 <= line < len(self.cells) * high:
            return Strip.blank(width, fog)
        row, part = divmod(line, high)
        segments: list[Segment] = [Segment(" " * left, fog)] if left else []
        for col, cell in enumerate(self.cells[row]):
            style = fog + cell.style  # the theme's background, never the terminal's own
            mark = self.marks.get((col, row))
            if mark:
                style = style + Style(bgcolor=mark_colour(mark, pal))
            if (col, row) == self.cursor and self.has_focus:
                style = style + Style(reverse=True)
            elif (col, row) == self.cursor and part == high - 1:
                style = style + Style(underline=True)
            segments.append(Segment(zoomed(cell, zoom, part), style))
        strip = Strip(segments, left + self.width_cells * wide)
        return strip.crop_extend(scroll_x, scroll_x + width, fog)

    def edge_words(self) -> tuple[str, str]:
        """What the map's top and bottom edges say where the room goes on beyond them (it is
        scrolled, never cut), and how many spaces to choose from are out there: drawn on the
        border, never over a space of the room."""
        x, y = self.scroll_offset
        hidden = self.hidden_choices()
        top = _edge("^ more above", hidden["above"]) if y > 0 else ""
        below = [_edge("v more below", hidden["below"])] if y < self.max_scroll_y else []
        if x > 0:
            below.insert(0, _edge("< more left", hidden["left"]))
        if x < self.max_scroll_x:
            below.append(_edge("more right >", hidden["right"]))
        return top, "  ".join(below)

    def hidden_choices(self) -> dict[str, int]:
        """How many spaces that may be chosen lie beyond each edge of the view (scrolled off)."""
        left, top = self.margins()
        wide, high = self.scale
        x, y = self.scroll_offset
        width, height = self.size
        hidden = dict.fromkeys(("above", "below", "left", "right"), 0)
        for (col, row), mark in self.marks.items():
            if mark not in CHOOSABLE:
                continue
            line, column = top + row * high, left + col * wide
            if line + high <= y:
                hidden["above"] += 1
            elif line >= y + height:
                hidden["below"] += 1
            elif column + wide <= x:
                hidden["left"] += 1
            elif column >= x + width:
                hidden["right"] += 1
        return hidden

    def show_edges(self) -> None:
        """Write the edges' words on the border."""
        self.border_title, self.border_subtitle = self.edge_words()

    def watch_scroll_x(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_x(old_value, new_value)
        self.show_edges()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.show_edges()

    # Cursor and mouse ----------------------------------------------------------------------

    def clamp_cursor(self) -> None:
        """Keep the cursor inside the room."""
        rows = len(self.cells)
        if not rows:
            return
        col = min(max(self.cursor[0], 0), self.width_cells - 1)
        row = min(max(self.cursor[1], 0), rows - 1)
        self.cursor = (col, row)

    def move_to(self, pos: Pos) -> None:
        """Put the cursor on a space and tell the screen."""
        old = self.cursor
        self.cursor = pos
        self.clamp_cursor()
        if self.cursor != old:
            self.scroll_to_region_of(self.cursor)
            self.refresh()
            self.post_message(self.CursorMoved(self.cursor))

    def space_region(self, pos: Pos) -> Region:
        """Where a space is in the room as drawn at the current zoom (the scrolled area)."""
        wide, high = self.scale
        return Region(pos[0] * wide, pos[1] * high, wide, high)

    def scroll_to_region_of(self, pos: Pos) -> None:
        """Scroll so the space is in view (with a space around it, when the room allows)."""
        wide, high = self.scale
        self.scroll_to_region(self.space_region(pos).grow((high, wide, high, wide)), animate=False)

    def next_mark(self, step: int) -> None:
        """Put the cursor on the next (or previous) space that may be chosen, in reading order."""
        spaces = sorted(
            (p for p, m in self.marks.items() if m in CHOOSABLE), key=lambda p: (p[1], p[0])
        )
        if not spaces:
            return
        later = [p for p in spaces if (p[1], p[0]) > (self.cursor[1], self.cursor[0])]
        earlier = [p for p in spaces if (p[1], p[0]) < (self.cursor[1], self.cursor[0])]
        if step > 0:
            self.move_to(later[0] if later else spaces[0])
        else:
            self.move_to(earlier[-1] if earlier else spaces[-1])

    def action_move_cursor(self, dx: int, dy: int) -> None:
        self.move_to((self.cursor[0] + dx, self.cursor[1] + dy))

    def key_enter(self) -> None:
        self.post_message(self.Chosen(self.cursor))

    def key_space(self) -> None:
        self.post_message(self.Chosen(self.cursor))

    def space_at(self, event: events.MouseEvent) -> Pos | None:
        """The space under the mouse, if it is inside the room."""
        offset = event.get_content_offset(self)
        if offset is None:
            return None
        left, top = self.margins()
        x = offset.x + self.scroll_offset.x - left
        y = offset.y + self.scroll_offset.y - top
        if x < 0 or y < 0:
            return None
        wide, high = self.scale
        col, row = x // wide, y // high
        if row < len(self.cells) and col < self.width_cells:
            return (col, row)
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        pos = self.space_at(event)
        if pos is not None and pos != self.cursor:
            self.move_to(pos)

    def on_click(self, event: events.Click) -> None:
        pos = self.space_at(event)
        if pos is None:
            return
        chosen = pos == self.cursor or self.marks.get(pos) in CHOOSABLE
        self.move_to(pos)
        if chosen:  # a marked space is chosen by one click; elsewhere a second click looks
            self.post_message(self.Chosen(pos))
        self.focus()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


def _edge(words: str, choices: int) -> str:
    """An edge's words, with the spaces to choose from beyond it (Tab reaches them)."""
    return f"{words}, {choices} to choose (tab)" if choices else words


def zoomed(cell: Cell, zoom: int, part: int) -> str:
    """One line of a space at a zoom: one character at zoom 0; at zoom 2 walls and water fill
    the whole space, anything else shows its glyph once, centred on the top line."""
    text = cell.text
    if zoom == 0:
        return cell.glyph
    if zoom == 1:
        return text
    wide = SCALES[zoom][0]
    if text[0] == text[1] and text[0] != " ":
        return text[0] * wide
    if part:
        return " " * wide
    return text.center(wide)


def seen_spaces(game: Game) -> set[Pos]:
    """Spaces some standing Duckventurer can see (the rest of the room is in fog)."""
    view = game.room_view()
    eyes = [d.pos for d in game.ducks if d.pos is not None]
    seen: set[Pos] = set(eyes)
    for row in range(view.height):
        for col in range(view.width):
            if (col, row) in seen:
                continue
            if any(game.line_of_sight(eye, (col, row)) for eye in eyes):
                seen.add((col, row))
    return seen


def terrain_glyphs(game: Game) -> list[str]:
    """The room's rows as the map draws them under whoever stands there: its glyphs, doors
    open or shut, features by their kind, sealed doors and the Snares the party knows of."""
    view = game.room_view()
    room = game.content.rooms.get(view.room_id)
    rows = [
        [room_glyph(room, glyph) for glyph in view.rows[row].ljust(view.width, WALL)]
        for row in range(view.height)
    ]
    marked = [(pos, SEALED) for pos in sealed_doors(game)]
    marked += [(snare.pos, SNARE) for snare in game.state.rooms[game.state.room_index].snares]
    for (col, row), glyph in marked:
        if 0 <= row < view.height and 0 <= col < view.width:
            rows[row][col] = glyph
    return ["".join(row) for row in rows]


def room_glyph(room: Room | None, glyph: str) -> str:
    """How the map draws a glyph of a room's file: a feature by its kind, the rest as is."""
    feature = room.features.get(glyph) if room is not None else None
    return glyph if feature is None else FEATURE_GLYPHS[feature.kind]


def sealed_doors(game: Game) -> list[Pos]:
    """The spaces of the current room's sealed doors."""
    sealed = game.quest.rooms[game.state.room_index].sealed
    view = game.room_view()
    return [(pos[0], pos[1]) for door, pos in view.doors.items() if door in sealed]


def terrain_cell(glyph: str, pal: GameColours, lit: bool, entered: bool) -> Cell:
    """How a map glyph looks, lit or out of sight (remembered)."""
    if glyph == WALL:
        text, colour = "##", pal.wall
    elif glyph == SNARE:
        text, colour = "^ ", pal.snare
    elif glyph == SEALED:
        text, colour = "= ", pal.sealed
    elif glyph == DOOR_CLOSED:
        text, colour = "+ ", pal.door
    elif glyph == DOOR_OPEN:
        text, colour = "' ", pal.door
    elif glyph == TABLE:
        text, colour = "T ", pal.furniture
    elif glyph == PILLAR:
        text, colour = "O ", pal.furniture
    elif glyph == WATER:
        text, colour = "~~", pal.water
    elif glyph == FEATURE_GLYPHS["furniture"]:
        text, colour = glyph + " ", pal.furniture
    elif glyph in FEATURE_GLYPHS.values():
        text, colour = glyph + " ", pal.feature
    else:
        text, colour = ". ", pal.floor
    remembered = pal.remembered_floor if text == ". " else pal.remembered
    if not entered:
        return Cell(
            text if glyph in (WALL, DOOR_CLOSED, DOOR_OPEN, SEALED) else "  ",
            Style(color=remembered),
        )
    if not lit:
        return Cell(text, Style(color=remembered))
    return Cell(text, Style(color=colour, bold=glyph in (WALL, SNARE)))


def duck_cell(game: Game, index: int, duck: DuckState, pal: GameColours) -> Cell:
    """A Duckventurer's two characters: its class letter and party number, in its player's
    colour (grey and underlined while knocked out)."""
    down = game.knocked_out(duck.name)
    colour = pal.down if down else player_colour(game, duck.player, pal)
    glyph = (
        game.content.classes[duck.class_id].glyph
        if duck.class_id in game.content.classes
        else str(index + 1)
    )
    number = str(index + 1)[-1]
    style = Style(color=colour, bold=True, underline=down)
    return Cell(glyph.upper() + number, style, narrow=number)


def player_number(game: Game, player: str) -> int:
    """A player's colour number (`player--<n>`), by the order players first appear in the
    party (a seventh takes the first colour again)."""
    players = list(dict.fromkeys(d.player for d in game.ducks))
    index = players.index(player) if player in players else 0
    return index % PLAYER_COUNT + 1


def player_colour(game: Game, player: str, pal: GameColours) -> str:
    """The colour of a player."""
    return pal.players[player_number(game, player) - 1]


def beastie_glyph(game: Game, beastie_id: str) -> str:
    """The map letter of a Beastie kind."""
    beastie = game.content.beasties.get(beastie_id)
    return beastie.glyph if beastie else "?"


def beastie_colour(game: Game, beastie_id: str, pal: GameColours) -> str:
    """The colour of a Beastie kind (its YAML colour, made readable, where the theme keeps
    them)."""
    beastie = game.content.beasties.get(beastie_id)
    return pal.beastie if beastie is None else pal.beastie_colour(beastie.colour)


def mark_colour(mark: str, pal: GameColours) -> str:
    """The background of a highlighted space."""
    return {"reach": pal.reach, "target": pal.target, "sight": pal.sight}.get(mark, pal.sight)
