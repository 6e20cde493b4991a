"""Every map glyph class and die letter reads on its background in every theme (WCAG 4.5:1,
the floor's dots 3:1), computed from the colours the theme gives the widgets."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from rich.color_triplet import ColorTriplet
from textual.pilot import Pilot

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.contrast import least_ratio, ratio, readable
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.themes import THEMES
from duckgeon_tui.tui.widgets.dice_tray import DiceTray
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.colours import contrasts

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]
DARK_BLUE = ColorTriplet(0, 0, 139)
NIGHT = ColorTriplet(0x15, 0x17, 0x1C)


def test_contrast_ratios_are_wcag_ones() -> None:
    assert round(ratio(ColorTriplet(0, 0, 0), ColorTriplet(255, 255, 255)), 1) == 21.0
    assert ratio(NIGHT, NIGHT) == 1.0
    # WCAG's own threshold pair: #767676 is the lightest grey that reads on white.
    white = ColorTriplet(255, 255, 255)
    assert (
        ratio(ColorTriplet(0x76, 0x76, 0x76), white)
        >= 4.5
        > ratio(ColorTriplet(0x77, 0x77, 0x77), white)
    )


def test_a_dark_colour_is_lifted_until_it_reads_and_keeps_its_hue() -> None:
    lifted = readable(DARK_BLUE, (NIGHT,))
    assert least_ratio(lifted, (NIGHT,)) >= 4.5
    assert lifted.blue > lifted.red and lifted.blue > lifted.green


async def test_every_glyph_and_die_letter_reads_in_every_theme(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_dungeon(pilot)
        beasties = [(b.name, b.colour) for b in screen.game.content.beasties.values()]
        failed: list[str] = []
        for theme in THEMES:
            app.theme = theme.name
            await pilot.pause()
            for widget in (screen.query_one(MapView), screen.query_one(DiceTray)):
                pal = GameColours.of(widget)
                assert pal.background.lower() == (theme.background or "").lower()
                failed += [
                    f"{theme.name}: {row.what} {row.colour} on {row.background}: {row.ratio}"
                    for row in contrasts(pal, beasties)
                    if not row.ok
                ]
        assert not failed, "\n".join(failed)
        # The map and the log draw on the theme's background, never the terminal's own.
        for widget in (screen.query_one(MapView), screen.query_one(MessageLog)):
            for y in range(widget.size.height):
                unset = [s.text for s in widget.render_line(y) if not (s.style and s.style.bgcolor)]
                assert not unset, f"{type(widget).__name__} line {y}: {unset}"
