"""The map legend: every glyph drawn on the current room, with its name."""

from __future__ import annotations

from collections import Counter
from typing import ClassVar, cast

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.content.rooms import (
    DOOR_CLOSED,
    DOOR_OPEN,
    FLOOR,
    PILLAR,
    TABLE,
    WALL,
    WATER,
)
from duckgeon_tui.engine import Game
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
from duckgeon_tui.tui.widgets.map_view import (
    SEALED,
    SNARE,
    Cell,
    beastie_colour,
    beastie_glyph,
    duck_cell,
    terrain_cell,
    terrain_glyphs,
)

TERRAIN_NAMES = {
    WALL: "wall",
    FLOOR: "floor",
    DOOR_CLOSED: "closed door (Interact, or end a DuckWalk at it, to open)",
    DOOR_OPEN: "open door",
    SEALED: "sealed door (leads nowhere)",
    TABLE: "table (blocks walking, not sight)",
    PILLAR: "pillar (blocks walking and sight)",
    WATER: "deep water (blocks walking)",
}
"""The terrain glyphs in the order the legend lists them."""


def legend_entries(game: Game, pal: GameColours) -> list[tuple[Cell, str]]:
    """(how the glyph is drawn, its name) for everything on the current room's map now."""
    entries: list[tuple[Cell, str]] = []
    for index, duck in enumerate(game.ducks):
        if duck.pos is not None:
            duck_class = game.content.classes.get(duck.class_id)
            named = duck_class.name if duck_class else duck.class_id
            entries.append((duck_cell(game, index, duck, pal), f"{duck.name} ({named})"))
    kinds = Counter(b.beastie_id for b in game.beasties)
    for beastie_id, count in kinds.items():
        kind = game.content.beasties.get(beastie_id)
        name = kind.name if kind else beastie_id
        style = Style(color=beastie_colour(game, beastie_id, pal), bold=True)
        glyph = beastie_glyph(game, beastie_id)
        entries.append((Cell(glyph + " ", style), name + (f" x{count}" if count > 1 else "")))
    room_state = game.state.rooms[game.state.room_index]
    for snare in room_state.snares:
        card = game.content.snares.get(snare.snare_id)
        name = card.name if card else snare.snare_id
        where = f"{snare.pos[0]},{snare.pos[1]}"
        entries.append(
            (terrain_cell(SNARE, pal, True, True), f"Snare: {name} at {where} (disarm: Interact)")
        )
    drawn = {glyph for row in terrain_glyphs(game) for glyph in row}
    room = game.content.rooms.get(game.room_view().room_id)
    features = room.features if room else {}
    for letter in sorted(g for g in drawn if g in features):
        entries.append((terrain_cell(letter, pal, True, True), features[letter].name))
    for glyph, name in TERRAIN_NAMES.items():
        if glyph in drawn or (glyph == FLOOR and drawn - set(TERRAIN_NAMES) - set(features)):
            entries.append((terrain_cell(glyph, pal, True, True), name))
    return entries


def legend_text(game: Game, pal: GameColours) -> Text:
    """The legend as lines of 'glyph  name'."""
    text = Text()
    text.append("Map legend", style="bold")
    text.append("  (g: hide)\n", style="dim")
    for cell, name in legend_entries(game, pal):
        text.append(cell.text, style=cell.style)
        text.append(f" {name}\n")
    text.append("  dim: out of the party's sight", style="dim")
    return text


class MapLegend(Static):
    """The legend of the room shown, redrawn as the game changes."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(MapLegend.game, game)

    def render(self) -> Text:
        return legend_text(self.game, GameColours.of(self))
