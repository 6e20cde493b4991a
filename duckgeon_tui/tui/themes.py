"""The app's three themes and the game colours (dice, players, map) that go with each."""

from __future__ import annotations

from dataclasses import dataclass

from textual.theme import Theme

DEFAULT_THEME = "duckgeon"
HIGH_CONTRAST_THEME = "duckgeon-high-contrast"
COLOUR_BLIND_THEME = "duckgeon-colour-blind"

POND_COLOURS: dict[str, str] = {
    "pond-frame": "#5B7F8F",
    "pond-water": "#1F4E63",
    "pond-forbidden": "#5A2E3A",
    "pond-legal": "#9FE08F",
    "pond-hint": "#2F7A36",
    "pond-breadcrumb": "#D9A441",
    "pond-breadcrumb-text": "#4A2A00",
    "pond-cursor": "#FFE14D",
    "pond-red": "#D0263A",
    "pond-blue": "#3A6CF0",
}
"""Feed the Ducks' pond colours (CSS variables `$pond-...`): the default theme's, and the
fallback for any theme that does not set its own."""

THEMES: tuple[Theme, ...] = (
    Theme(
        name=DEFAULT_THEME,
        primary="#E8B64C",
        secondary="#4C9BE8",
        accent="#E86FB0",
        foreground="#E6E1D3",
        background="#15171C",
        surface="#1E2128",
        panel="#2A2E37",
        success="#6CC36C",
        warning="#E8B64C",
        error="#E85A4F",
        dark=True,
        variables=POND_COLOURS,
    ),
    Theme(
        name=HIGH_CONTRAST_THEME,
        primary="#FFFF00",
        secondary="#00FFFF",
        accent="#FF00FF",
        foreground="#FFFFFF",
        background="#000000",
        surface="#000000",
        panel="#1A1A1A",
        success="#00FF00",
        warning="#FFFF00",
        error="#FF3030",
        dark=True,
        variables={
            "pond-frame": "#FFFFFF",
            "pond-water": "#000060",
            "pond-forbidden": "#600000",
            "pond-legal": "#00FF00",
            "pond-hint": "#008000",
            "pond-breadcrumb": "#FFFF00",
            "pond-breadcrumb-text": "#000000",
            "pond-cursor": "#FFFF00",
            "pond-red": "#FF0000",
            "pond-blue": "#0000FF",
        },
    ),
    Theme(
        # Okabe-Ito colours: told apart with every common colour-vision deficiency.
        name=COLOUR_BLIND_THEME,
        primary="#E69F00",
        secondary="#56B4E9",
        accent="#CC79A7",
        foreground="#F0F0F0",
        background="#101418",
        surface="#1A2026",
        panel="#26303A",
        success="#009E73",
        warning="#F0E442",
        error="#D55E00",
        dark=True,
        # Forbidden spaces and legal marks differ in lightness and hue (not red against green).
        variables={
            "pond-frame": "#9AA5B1",
            "pond-water": "#0B3A57",
            "pond-forbidden": "#5A3A00",
            "pond-legal": "#56B4E9",
            "pond-hint": "#0072B2",
            "pond-breadcrumb": "#F0E442",
            "pond-breadcrumb-text": "#000000",
            "pond-cursor": "#F0E442",
            "pond-red": "#D55E00",
            "pond-blue": "#0072B2",
        },
    ),
)


@dataclass(frozen=True)
class Palette:
    """Colours of the things drawn on the map and in the dice tray, for one theme."""

    dice: dict[str, tuple[str, str]]
    """Die kind → (letter colour, face colour)."""
    players: tuple[str, ...]
    wall: str
    floor: str
    floor_seen: str
    door: str
    furniture: str
    water: str
    feature: str
    fog: str
    reach: str
    target: str
    sight: str
    cursor: str
    beastie: str
    down: str
    good: str
    bad: str
    info: str
    roll: str
    beastie_own_colours: bool = False
    """Whether Beasties keep the colour their YAML gives them."""


DEFAULT_PALETTE = Palette(
    dice={
        "walk": ("#111111", "#F2F2F2"),
        "fighter": ("#FFFFFF", "#C62828"),
        "duck": ("#FFFFFF", "#1E5BC6"),
        "loot": ("#111111", "#E8B64C"),
        "funky": ("#111111", "#F48FC8"),
        "goose": ("#F2F2F2", "#111111"),
    },
    players=("#4FC3F7", "#FFB74D", "#AED581", "#BA68C8", "#F06292", "#4DB6AC"),
    wall="#8A8F9C",
    floor="#3A3F4A",
    floor_seen="#2A2E37",
    door="#C8A26B",
    furniture="#A1887F",
    water="#3F7FBF",
    feature="#E6C200",
    fog="#15171C",
    reach="#1F4D2E",
    target="#6B1F1F",
    sight="#3D3A1A",
    cursor="#E8B64C",
    beastie="#E85A4F",
    down="#777777",
    good="#6CC36C",
    bad="#E85A4F",
    info="#4C9BE8",
    roll="#E8B64C",
    beastie_own_colours=True,
)

PALETTES: dict[str, Palette] = {
    DEFAULT_THEME: DEFAULT_PALETTE,
    HIGH_CONTRAST_THEME: Palette(
        dice={
            "walk": ("#000000", "#FFFFFF"),
            "fighter": ("#FFFFFF", "#FF0000"),
            "duck": ("#FFFFFF", "#0000FF"),
            "loot": ("#000000", "#FFFF00"),
            "funky": ("#000000", "#FF00FF"),
            "goose": ("#FFFFFF", "#000000"),
        },
        players=("#00FFFF", "#FFFF00", "#00FF00", "#FF00FF", "#FFFFFF", "#FF8000"),
        wall="#FFFFFF",
        floor="#808080",
        floor_seen="#404040",
        door="#FFFF00",
        furniture="#FFFFFF",
        water="#00FFFF",
        feature="#FFFF00",
        fog="#000000",
        reach="#004000",
        target="#600000",
        sight="#404000",
        cursor="#FFFF00",
        beastie="#FF3030",
        down="#A0A0A0",
        good="#00FF00",
        bad="#FF3030",
        info="#00FFFF",
        roll="#FFFF00",
    ),
    COLOUR_BLIND_THEME: Palette(
        dice={
            "walk": ("#000000", "#F0F0F0"),
            "fighter": ("#000000", "#D55E00"),
            "duck": ("#FFFFFF", "#0072B2"),
            "loot": ("#000000", "#F0E442"),
            "funky": ("#000000", "#CC79A7"),
            "goose": ("#F0F0F0", "#000000"),
        },
        players=("#56B4E9", "#E69F00", "#009E73", "#F0E442", "#CC79A7", "#FFFFFF"),
        wall="#9AA5B1",
        floor="#3A4550",
        floor_seen="#26303A",
        door="#E69F00",
        furniture="#A8A8A8",
        water="#0072B2",
        feature="#F0E442",
        fog="#101418",
        reach="#00392B",
        target="#5A2A00",
        sight="#3A3A10",
        cursor="#F0E442",
        beastie="#D55E00",
        down="#808080",
        good="#009E73",
        bad="#D55E00",
        info="#56B4E9",
        roll="#F0E442",
    ),
}


def palette_for(theme: str) -> Palette:
    """The game colours of a theme (the default ones for any other theme)."""
    return PALETTES.get(theme, DEFAULT_PALETTE)
