"""The map legend: every glyph drawn on the current room, with its name."""

from __future__ import annotations

from collections import Counter
from itertools import groupby
from typing import cast

from rich.console import Console, ConsoleOptions, RenderResult
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
    Feature,
)
from duckgeon_tui.engine import Game
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.widgets.map_view import (
    FEATURE_GLYPHS,
    SEALED,
    SNARE,
    Cell,
    beastie_colour,
    beastie_glyph,
    duck_cell,
    seen_spaces,
    terrain_cell,
    terrain_glyphs,
)

TERRAIN_NAMES = {
    WALL: ("wall", "wall"),
    FLOOR: ("floor", "floor"),
    DOOR_CLOSED: (
        "closed door (Interact, or end a DuckWalk at it, to open)",
        "closed door (Interact to open)",
    ),
    DOOR_OPEN: ("open door", "open door"),
    SEALED: ("sealed door (leads nowhere)", "sealed door"),
    TABLE: ("table (blocks walking, not sight)", "table (blocks walking)"),
    PILLAR: ("pillar (blocks walking and sight)", "pillar (blocks walking, sight)"),
    WATER: ("deep water (blocks walking, not sight)", "deep water (blocks walking)"),
}
"""The terrain glyphs in the order the legend lists them: their names, long and short."""
KIND_KEYS = {
    FEATURE_GLYPHS["clue"]: "?: Look at it",
    FEATURE_GLYPHS["object"]: "!: Interact with it",
}
"""What the short names leave to one line under the features: what to do with each kind."""
SHORT_BELOW = 44
"""A legend narrower than this uses the short names (a 24-line terminal shows it whole);
wider, a name that would not fit on its line."""


@dataclass(frozen=True)
class Entry:
    """One glyph of the legend: how it is drawn, its name, and a shorter name for narrow
    sides."""

    cell: Cell
    name: str
    short: str = ""
    group: str = ""
    """What it is ('party', 'beasties', 'features', 'terrain'): a group starts a new line."""

    def text(self, short: bool) -> Text:
        """'h  Hordling x2', in the glyph's style."""
        name = self.short if short and self.short else self.name
        return Text.assemble((self.cell.text, self.cell.style), " " + name)


def feature_words(feature: Feature) -> tuple[str, str]:
    """What a feature is for, after its name, long and short: 'a clue: Look at it'."""
    if feature.kind == "clue":
        return "a clue: Look at it", ""
    if feature.kind == "object":
        return "an object: Interact with it", ""
    blocks = [
        w for w, b in (("walking", feature.blocks_move), ("sight", feature.blocks_sight)) if b
    ]
    words = "blocks " + " and ".join(blocks) if blocks else "can be walked over"
    return words, words


def feature_entries(game: Game, pal: GameColours) -> list[Entry]:
    """The room's features drawn now: their kind's glyph, name, what they are for, and where
    they stand when another feature shares the glyph."""
    view = game.room_view()
    room = game.content.rooms.get(view.room_id)
    if room is None:
        return []
    spaces: dict[str, list[tuple[int, int]]] = {}
    for row, line in enumerate(view.rows):
        for col, letter in enumerate(line):
            if letter in room.features:
                spaces.setdefault(letter, []).append((col, row))
    shared = Counter(FEATURE_GLYPHS[room.features[letter].kind] for letter in spaces)
    entries: list[Entry] = []
    for letter, where in sorted(spaces.items(), key=lambda item: item[1][0][::-1]):
        feature = room.features[letter]
        glyph = FEATURE_GLYPHS[feature.kind]
        place = f" at {where[0][0]},{where[0][1]}" if shared[glyph] > 1 and len(where) == 1 else ""
        long, short = feature_words(feature)
        short = f" ({short})" if short else ""  # clues, objects: a line under them says what to do
        cell = terrain_cell(glyph, pal, True, True)
        entries.append(
            Entry(
                cell,
                f"{feature.name}{place} ({long})",
                f"{feature.name}{place}{short}",
                "features",
            )
        )
    return entries


def legend_entries(game: Game, pal: GameColours) -> list[Entry]:
    """(how the glyph is drawn, its name) for everything on the current room's map now."""
    entries: list[Entry] = []
    for index, duck in enumerate(game.ducks):
        if duck.pos is not None:
            duck_class = game.content.classes.get(duck.class_id)
            named = duck_class.name if duck_class else duck.class_id
            entries.append(
                Entry(
                    duck_cell(game, index, duck, pal), f"{duck.name} ({named})", duck.name, "party"
                )
            )
    seen = seen_spaces(game)
    kinds = Counter(b.beastie_id for b in game.beasties)
    hidden = Counter(
        b.beastie_id for b in game.beasties if not any(tuple(c) in seen for c in b.cells)
    )
    for beastie_id, count in kinds.items():
        kind = game.content.beasties.get(beastie_id)
        name = kind.name if kind else beastie_id
        style = Style(color=beastie_colour(game, beastie_id, pal), bold=True)
        glyph = beastie_glyph(game, beastie_id)
        unseen = hidden[beastie_id]
        name += f" x{count}" if count > 1 else ""
        name += f" ({unseen} out of sight)" if unseen and count > 1 else " (out of sight)" * unseen
        entries.append(Entry(Cell(glyph + " ", style), name, group="beasties"))
    room_state = game.state.rooms[game.state.room_index]
    for snare in room_state.snares:
        card = game.content.snares.get(snare.snare_id)
        name = card.name if card else snare.snare_id
        where = f"{snare.pos[0]},{snare.pos[1]}"
        entries.append(
            Entry(
                terrain_cell(SNARE, pal, True, True),
                f"Snare: {name} at {where} (disarm it: Interact, f)",
                f"Snare: {name} at {where} (disarm)",
                "snares",
            )
        )
    entries += feature_entries(game, pal)
    drawn = {glyph for row in terrain_glyphs(game) for glyph in row}
    for glyph, (name, short) in TERRAIN_NAMES.items():
        if glyph in drawn or (glyph == FLOOR and drawn & {"S", "@"}):
            entries.append(Entry(terrain_cell(glyph, pal, True, True), name, short, "terrain"))
    return entries


class LegendText:
    """The legend laid out for the width it is given: short entries side by side, each
    entry whole on one line when it fits (so a 24-line terminal shows all of it)."""

    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        yield Text.assemble(("Map legend", "bold"), ("  g: hide", "dim"))
        for _, grouped in groupby(self.entries, key=lambda entry: entry.group):
            items = list(grouped)
            # Short names in a narrow side, or when a long one would wrap.
            short = width < SHORT_BELOW or any(i.text(False).cell_len > width for i in items)
            line = Text()
            for item in items:
                entry = item.text(short)
                if line and line.cell_len + 2 + entry.cell_len <= width:
                    line.append("  ")
                    line.append_text(entry)
                    continue
                if line:
                    yield line
                line = entry
            if line:
                yield line
            kinds = {item.cell.glyph for item in items}
            if short and kinds & set(KIND_KEYS):
                yield Text("  ".join(KIND_KEYS[g] for g in KIND_KEYS if g in kinds), style="dim")
        yield Text("dim: out of the party's sight", style="dim")


def legend_text(game: Game, pal: GameColours) -> LegendText:
    """The legend of the room shown, to be laid out at the widget's width."""
    return LegendText(legend_entries(game, pal))


class MapLegend(Static):
    """The legend of the room shown, redrawn as the game changes."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(MapLegend.game, game)

    def render(self) -> LegendText:
        return legend_text(self.game, GameColours.of(self))
