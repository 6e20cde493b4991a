"""The four duck colours, their letters, and how many ducks each player has."""

from __future__ import annotations

from enum import Enum


class Colour(Enum):
    """A player's colour; the order is the turn order (white, black, red, blue)."""

    WHITE = 0
    BLACK = 1
    RED = 2
    BLUE = 3

    @property
    def letter(self) -> str:
        """The duck letter in a position: W, B, R or U."""
        return "WBRU"[self.value]

    @property
    def to_move_letter(self) -> str:
        """The lower-case letter naming the colour to move: w, b, r or u."""
        return "wbru"[self.value]

    @property
    def name_lower(self) -> str:
        """The colour's name in lower case, as in JSON output: white, black, red, blue."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Colour:
        """A colour from its name or letter in any case (`white`, `w`, `U` for blue)."""
        key = text.strip().lower()
        for colour in cls:
            if key in (colour.name_lower, colour.to_move_letter):
                return colour
        raise ValueError(f"no such colour: {text!r}")


DUCKS_PER_PLAYER: dict[int, int] = {2: 12, 3: 8, 4: 6}


def colours_for(players: int) -> tuple[Colour, ...]:
    """The colours in a game of `players` players, in turn order."""
    if players not in DUCKS_PER_PLAYER:
        raise ValueError(f"Feed the Ducks is for 2 to 4 players, not {players}")
    return tuple(Colour(k) for k in range(players))


def group_needed(players: int, advanced: bool = False) -> int:
    """How many ducks of a colour must form one group to win."""
    ducks = DUCKS_PER_PLAYER[players]
    return ducks - 1 if players == 3 and not advanced else ducks
