"""What the pond widget draws: a still picture of the pond, taken from a game or a slide frame."""

from __future__ import annotations

from dataclasses import dataclass, replace

from duckgeon_tui.ducks.board import SPACES
from duckgeon_tui.ducks.game import Colour, DucksGame


@dataclass(frozen=True)
class PondPicture:
    """The pond as shown: what is on each space and which spaces to mark or shade."""

    cells: tuple[Colour | None, ...]
    breadcrumb: int | None = None
    legal: frozenset[int] = frozenset()
    forbidden: frozenset[int] = frozenset()
    hint: int | None = None

    @classmethod
    def empty(cls) -> PondPicture:
        return cls(cells=(None,) * len(SPACES))

    @classmethod
    def of(cls, game: DucksGame, *, choosing: bool, hint: int | None = None) -> PondPicture:
        """The game's pond; when a player is choosing, the legal spaces and forbidden lines too."""
        cells = tuple(game.cell(index) for index in range(len(SPACES)))
        legal: frozenset[int] = frozenset()
        forbidden: frozenset[int] = frozenset()
        if choosing and game.placing:
            legal = frozenset(
                space for action in game.legal_actions() if (space := _space(action)) is not None
            )
            forbidden = game.forbidden()  # none during the draft
        return cls(cells, game.breadcrumb, legal, forbidden, hint)

    def with_cells(self, cells: tuple[Colour | None, ...]) -> PondPicture:
        return replace(self, cells=cells)


def _space(action: object) -> int | None:
    space = getattr(action, "space", None)
    return space if isinstance(space, int) else None
