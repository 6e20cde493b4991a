"""Feed the Ducks: the hex pond game engine, notation and computer opponents."""

from __future__ import annotations

from duckgeon_tui.ducks.actions import (
    Action,
    BreadcrumbPlaced,
    ChooseWinner,
    DuckPlaced,
    DuckSlid,
    Event,
    GameOver,
    PlaceBreadcrumb,
    PlaceDuck,
    TieToBreak,
)
from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.ducks.errors import BadPosition, IllegalMove
from duckgeon_tui.ducks.game import DucksGame, Phase, parse_action

__all__ = [
    "Action",
    "BadPosition",
    "BreadcrumbPlaced",
    "ChooseWinner",
    "Colour",
    "DuckPlaced",
    "DuckSlid",
    "DucksGame",
    "Event",
    "GameOver",
    "IllegalMove",
    "Phase",
    "PlaceBreadcrumb",
    "PlaceDuck",
    "TieToBreak",
    "parse_action",
]
