"""Game colours for tests that draw text without an app, and the contrast of every glyph class
and die letter of a theme with the backgrounds it is drawn on."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields

from rich.color import Color
from rich.terminal_theme import DEFAULT_TERMINAL_THEME

from duckgeon_tui.content.vocabulary import DIE_KINDS
from duckgeon_tui.tui.colours import MAP_PARTS, PLAYER_COUNT, GameColours
from duckgeon_tui.tui.contrast import FLOOR, TEXT, in_256_colours, ratio


def plain_colours() -> GameColours:
    """Every game colour white on black (Beasties in the theme's colour)."""
    named = {
        f.name: "#FFFFFF"
        for f in fields(GameColours)
        if f.name not in ("dice", "players", "background", "own_beastie_colours", "ansi")
    }
    return GameColours(
        dice={kind: ("#FFFFFF", "#000000") for kind in DIE_KINDS},
        players=("#FFFFFF",) * PLAYER_COUNT,
        background="#000000",
        own_beastie_colours=False,
        ansi=DEFAULT_TERMINAL_THEME,
        **named,
    )


@dataclass(frozen=True)
class Contrast:
    """The worst contrast of one thing drawn with its backgrounds, true colour or 256."""

    what: str
    colour: str
    background: str
    """The background it reads worst on."""
    ratio: float
    least: float
    """The contrast it must reach."""

    @property
    def ok(self) -> bool:
        return self.ratio >= self.least


def worst(what: str, colour: str, backgrounds: Sequence[str], least: float) -> Contrast:
    """The background a colour reads worst on, as `least_ratio` measures it: every background
    in true colour, the first (the room, a die's face) also in 256 colours."""
    fg = Color.parse(colour).get_truecolor()
    found = [(ratio(fg, Color.parse(bg).get_truecolor()), bg) for bg in backgrounds]
    first = Color.parse(backgrounds[0]).get_truecolor()
    found.append((ratio(in_256_colours(fg), in_256_colours(first)), f"{backgrounds[0]} in 256"))
    low, background = min(found)
    return Contrast(what, colour, background, round(low, 2), least)


FLOORS = ("floor", "remembered_floor")
MAP_GLYPHS = tuple(
    part.replace("-", "_") for part in MAP_PARTS if part.replace("-", "_") not in FLOORS
)
"""The glyph classes of the room that must read as text; the floor's dots only need to show."""
WORDS = ("good", "bad", "info", "roll", "cursor")
"""The colours of the quest map's rooms and the panels' and the log's words."""


def contrasts(pal: GameColours, beastie_colours: Iterable[tuple[str, str]]) -> list[Contrast]:
    """Every die letter on its face; every map glyph class (each player's Duckventurers, each
    Beastie as the theme draws it) on the room and on every marked space; the words."""
    room = (pal.background, pal.reach, pal.target, pal.sight)
    rows = [worst(f"die {kind}", fg, [bg], TEXT) for kind, (fg, bg) in pal.dice.items()]
    rows += [worst(part, getattr(pal, part), room, TEXT) for part in MAP_GLYPHS]
    rows += [worst(part, getattr(pal, part), room, FLOOR) for part in FLOORS]
    rows += [
        worst(f"player {n}", colour, room, TEXT) for n, colour in enumerate(pal.players, start=1)
    ]
    rows += [worst(word, getattr(pal, word), [pal.background], TEXT) for word in WORDS]
    rows += [
        worst(f"beastie {name} ({colour})", pal.beastie_colour(colour), room, TEXT)
        for name, colour in beastie_colours
    ]
    return rows
