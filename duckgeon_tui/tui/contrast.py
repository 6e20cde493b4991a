"""WCAG contrast between two colours, and a colour lifted until it reads on its backgrounds."""

from __future__ import annotations

from collections.abc import Sequence

from rich.color import Color, ColorSystem
from rich.color_triplet import ColorTriplet

TEXT = 4.5
"""The least contrast of a glyph or a letter with its background (WCAG AA, normal text)."""
FLOOR = 3.0
"""The least contrast of the floor's dots (WCAG AA for non-text marks): they sit back."""


def channel(value: int) -> float:
    """One sRGB channel (0-255) as linear light (WCAG 2's formula)."""
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb: ColorTriplet) -> float:
    """The relative luminance of a colour, 0 (black) to 1 (white)."""
    return 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue)


def ratio(one: ColorTriplet, other: ColorTriplet) -> float:
    """The contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def in_256_colours(rgb: ColorTriplet) -> ColorTriplet:
    """The colour a 256-colour terminal shows for it (Textual downgrades to the nearest)."""
    downgraded = Color.from_triplet(rgb).downgrade(ColorSystem.EIGHT_BIT)
    return downgraded.get_truecolor()


def least_ratio(colour: ColorTriplet, backgrounds: Sequence[ColorTriplet]) -> float:
    """The worst contrast of a colour with its backgrounds in true colour, and with the first
    (the room) as a 256-colour terminal shows both: a marked space's dark tint has no match
    among 256 colours that is as dark."""
    ratios = [ratio(colour, bg) for bg in backgrounds]
    if backgrounds:
        ratios.append(ratio(in_256_colours(colour), in_256_colours(backgrounds[0])))
    return min(ratios)


def readable(
    colour: ColorTriplet, backgrounds: tuple[ColorTriplet, ...], least: float = TEXT
) -> ColorTriplet:
    """The colour itself if it reads on every background, else the first blend of it toward
    white (or black, on light backgrounds) that does: a mod's Beastie keeps its hue."""
    if not backgrounds or least_ratio(colour, backgrounds) >= least:
        return colour
    dark = sum(luminance(bg) for bg in backgrounds) / len(backgrounds) < 0.18
    target = ColorTriplet(255, 255, 255) if dark else ColorTriplet(0, 0, 0)
    for step in range(1, 21):
        share = step / 20
        mixed = ColorTriplet(
            *(round(c + (t - c) * share) for c, t in zip(colour, target, strict=True))
        )
        if least_ratio(mixed, backgrounds) >= least:
            return mixed
    return target
