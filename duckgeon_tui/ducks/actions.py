"""The moves of Feed the Ducks as small frozen dataclasses, and the events a move produces."""

from __future__ import annotations

from dataclasses import dataclass

from duckgeon_tui.ducks.board import SPACES
from duckgeon_tui.ducks.colours import Colour


@dataclass(frozen=True)
class PlaceDuck:
    """Draft setup: the player to move puts one of their ducks on an empty edge space."""

    space: int

    def notation(self) -> str:
        """The space name, e.g. `a1`."""
        return SPACES[self.space]


@dataclass(frozen=True)
class PlaceBreadcrumb:
    """The player to move drops the breadcrumb on an empty space; the ducks on its lines slide."""

    space: int

    def notation(self) -> str:
        """The space name, e.g. `e5`."""
        return SPACES[self.space]


@dataclass(frozen=True)
class ChooseWinner:
    """After several colours finish at once, the placer names the winner among them."""

    colour: Colour

    def notation(self) -> str:
        """`=` and the colour's name, e.g. `=white`."""
        return "=" + self.colour.name_lower


Action = PlaceDuck | PlaceBreadcrumb | ChooseWinner


@dataclass(frozen=True)
class DuckPlaced:
    """A duck was put on the edge during the draft."""

    space: int
    colour: Colour


@dataclass(frozen=True)
class BreadcrumbPlaced:
    """The breadcrumb was dropped on `space` by `colour`."""

    space: int
    colour: Colour


@dataclass(frozen=True)
class DuckSlid:
    """A duck swam from one space to another toward the breadcrumb."""

    from_space: int
    to_space: int
    colour: Colour


@dataclass(frozen=True)
class TieToBreak:
    """Several colours finished at once; `placer` must choose the winner among `colours`."""

    colours: tuple[Colour, ...]
    placer: Colour


@dataclass(frozen=True)
class GameOver:
    """The game ended: a winner (with the placer of the last breadcrumb), or a draw."""

    winners: tuple[Colour, ...]
    placer: Colour | None
    draw: bool


Event = DuckPlaced | BreadcrumbPlaced | DuckSlid | TieToBreak | GameOver
