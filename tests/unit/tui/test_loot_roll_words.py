"""The dice tray writes a Loot roll as separate dice: a 6 among them never reads as an explosion."""

from __future__ import annotations

from duckgeon_tui.tui.widgets.dice_tray import chain_text
from tests.support.colours import plain_colours


def test_loot_dice_show_no_boom() -> None:
    pal = plain_colours()
    assert chain_text((6, 5, 1, 2), 4, pal, explodes=False).plain == "6 + 5 + 1 + 2 = 14\n"
    assert chain_text((6, 5), 1, pal, explodes=False).plain == "6 ...\n"


def test_a_duck_die_still_booms() -> None:
    assert chain_text((6, 2), 2, plain_colours()).plain == "6 + 2 = 8  BOOM x1\n"
