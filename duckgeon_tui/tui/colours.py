"""The game's colours: component classes that `colours.tcss` styles from the theme's variables,
read by every widget and dialog that draws the map, the dice, the players or the panels' words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field, replace
from functools import lru_cache
from weakref import WeakKeyDictionary

from rich.color import Color, ColorParseError
from rich.color_triplet import ColorTriplet
from rich.terminal_theme import TerminalTheme
from textual.widget import Widget

from duckgeon_tui.content.vocabulary import DIE_KINDS
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.contrast import readable

PLAYER_COUNT = 6
"""Players told apart by colour (a seventh takes the first colour again)."""
MAP_PARTS = (
    "wall",
    "floor",
    "remembered",
    "remembered-floor",
    "door",
    "furniture",
    "water",
    "feature",
    "beastie",
    "down",
    "snare",
    "sealed",
)
"""Glyph classes of the room (`map--<part>`): 'remembered' is terrain out of every
Duckventurer's sight, or of a room not entered yet; 'snare' a Snare the party knows of,
'sealed' a door that never opens."""
MARKS = ("reach", "target", "sight")
"""Backgrounds of the spaces marked while choosing (`mark--<mark>`)."""
WORDS = ("good", "bad", "info", "roll", "cursor")
"""Colours of the panels' and the log's words (`game--<word>`)."""

GAME_CLASSES: frozenset[str] = frozenset(
    [f"die--{kind}" for kind in DIE_KINDS]
    + [f"player--{n}" for n in range(1, PLAYER_COUNT + 1)]
    + [f"map--{part}" for part in MAP_PARTS]
    + [f"mark--{mark}" for mark in MARKS]
    + [f"game--{word}" for word in WORDS]
)
"""The component classes of the game's colours: the screens and dialogs that draw with them list
them in their COMPONENT_CLASSES, for all their widgets (Textual styles every component class of
every widget that lists it: on each of the dungeon's widgets, they were a quarter of its
start-up)."""


def colour_source(widget: Widget) -> Widget:
    """Where a widget's game colours are styled: the widget itself, or the screen or dialog it
    is on, whichever first lists GAME_CLASSES."""
    for node in widget.ancestors_with_self:
        if isinstance(node, Widget) and getattr(node, "COMPONENT_CLASSES", set()) >= GAME_CLASSES:
            return node
    raise LookupError(f"{type(widget).__name__} is on no screen that lists GAME_CLASSES")


@dataclass(frozen=True)
class GameColours:
    """The game's colours as the theme styles them for one widget (hex strings)."""

    dice: dict[str, tuple[str, str]]
    """Die kind -> (letter colour, face colour)."""
    players: tuple[str, ...]
    wall: str
    floor: str
    remembered: str
    remembered_floor: str
    door: str
    furniture: str
    water: str
    feature: str
    beastie: str
    """The theme's colour of every Beastie (see `beastie_colour`)."""
    down: str
    snare: str
    sealed: str
    reach: str
    target: str
    sight: str
    good: str
    bad: str
    info: str
    roll: str
    cursor: str
    background: str
    """The background the widget draws on (the room's, around and behind its spaces)."""
    own_beastie_colours: bool
    """Whether Beasties keep the colour their YAML gives them (the theme's variable
    `beastie-colours: own`)."""
    ansi: TerminalTheme = field(compare=False, repr=False)
    """How the app draws an ANSI colour name (a Beastie's 'yellow') in true colour."""

    @classmethod
    def of(cls, widget: Widget) -> GameColours:
        """The colours of a widget that lists GAME_CLASSES, from its component classes (read
        once per theme: they change only with it, and widgets ask at every redraw; the
        background says whether the theme's styles have reached the widget yet)."""
        theme = (widget.app.theme, widget.background_colors[1].hex)
        known = _KNOWN.get(widget)
        if known is not None and known[0] == theme:
            return known[1]
        colours = cls.read(widget)
        _KNOWN[widget] = (theme, colours)
        return colours

    @classmethod
    def read(cls, widget: Widget) -> GameColours:
        """The colours as the game's component classes are styled now for the widget: those
        of the screen or dialog it is on, read once for all its widgets (a theme's styles
        reach the source first), on the widget's own background."""
        source = colour_source(widget)
        styled = (widget.app.theme, source.background_colors[1].hex)
        shared = _SHARED.get(source)
        if shared is None or shared[0] != styled:
            shared = (styled, cls.read_source(source))
            _SHARED[source] = shared
        background = widget.background_colors[1].hex
        return (
            shared[1]
            if background == shared[1].background
            else replace(shared[1], background=background)
        )

    @classmethod
    def read_source(cls, source: Widget) -> GameColours:
        """The colours as `source`'s component classes are styled now, on its background."""

        def colour(name: str, background: bool = False) -> str:
            style = source.get_component_rich_style(name, partial=True)
            picked = style.bgcolor if background else style.color
            if picked is None:
                what = "background" if background else "color"
                raise LookupError(f"colours.tcss gives .{name} no {what}")
            return picked.get_truecolor().hex

        named = {part.replace("-", "_"): colour(f"map--{part}") for part in MAP_PARTS}
        named |= {mark: colour(f"mark--{mark}", background=True) for mark in MARKS}
        named |= {word: colour(f"game--{word}") for word in WORDS}
        app = source.app
        return cls(
            dice={
                kind: (colour(f"die--{kind}"), colour(f"die--{kind}", background=True))
                for kind in DIE_KINDS
            },
            players=tuple(colour(f"player--{n}") for n in range(1, PLAYER_COUNT + 1)),
            background=source.background_colors[1].hex,
            own_beastie_colours=app.theme_variables.get("beastie-colours") == "own",
            ansi=app.ansi_theme,
            **named,
        )

    def beastie_colour(self, yaml_colour: str) -> str:
        """A Beastie's colour: its YAML one in a theme that keeps them, lifted until it reads
        on the room and on every mark (a mod's dark blue stays blue, only lighter); else the
        theme's."""
        if not self.own_beastie_colours:
            return self.beastie
        try:
            parsed = Color.parse(yaml_colour)
        except ColorParseError:
            return self.beastie
        backgrounds = (self.background, self.reach, self.target, self.sight)
        return lifted(parsed.get_truecolor(self.ansi), backgrounds).hex


_KNOWN: WeakKeyDictionary[Widget, tuple[tuple[str, str], GameColours]] = WeakKeyDictionary()
"""Each widget's colours, and the theme and background they were read with."""
_SHARED: WeakKeyDictionary[Widget, tuple[tuple[str, str], GameColours]] = WeakKeyDictionary()
"""The colours each screen or dialog styles for its widgets, and the theme and background of
the screen they were read with."""


@lru_cache(maxsize=256)
def lifted(colour: ColorTriplet, backgrounds: tuple[str, ...]) -> ColorTriplet:
    """A colour made readable on the backgrounds (cached: it is asked once a space)."""
    return readable(colour, tuple(Color.parse(bg).get_truecolor() for bg in backgrounds))


def restyle_after_refresh(widget: Widget, redraw: Callable[[], object]) -> None:
    """Run `redraw` once the widget's component classes have the theme's new styles (after
    this refresh), unless the widget is gone by then (its styles are cleared on removal)."""

    def later() -> None:
        if widget.is_attached:
            redraw()

    widget.call_after_refresh(later)
