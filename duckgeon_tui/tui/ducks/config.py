"""The table a Feed the Ducks game is played at: who sits where, the setup and the options."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Literal, cast

from duckgeon_tui.ducks.ai import LEVELS, Level

SeatKind = Literal["human", "computer"]
SetupKind = Literal["draft", "random"]
COLOUR_NAMES: tuple[str, ...] = ("White", "Black", "Red", "Blue")


@dataclass(frozen=True)
class Seat:
    """One seat at the pond: a human, or the computer at a level."""

    kind: SeatKind = "human"
    level: Level = "medium"

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def label(self) -> str:
        """What the seat list shows, e.g. 'Human' or 'Computer (hard)'."""
        return f"Computer ({self.level})" if self.is_computer else "Human"

    @property
    def choice(self) -> str:
        """The seat as one word: 'human', 'easy', 'medium' or 'hard'."""
        return self.level if self.is_computer else "human"

    @classmethod
    def from_choice(cls, choice: str) -> Seat:
        if choice == "human":
            return cls()
        if choice not in LEVELS:
            raise ValueError(f"unknown seat {choice!r}")
        return cls("computer", cast(Level, choice))


@dataclass(frozen=True)
class DucksConfig:
    """Everything chosen on the setup screen; the seats follow the turn order W, B, R, U."""

    seats: tuple[Seat, ...] = (Seat(), Seat("computer", "medium"))
    setup: SetupKind = "random"
    seed: int | None = None
    advanced: bool = False
    animate: bool = True
    letters: bool = False

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 4:
            raise ValueError("Feed the Ducks is played by 2 to 4 players")
        if self.advanced and len(self.seats) != 3:
            raise ValueError("the advanced variant is for 3-player games")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def has_human(self) -> bool:
        return any(not seat.is_computer for seat in self.seats)

    def game_seed(self, rng: random.Random) -> int:
        """The seed of the next game: the chosen one, or a fresh one when none was chosen."""
        return self.seed if self.seed is not None else rng.randrange(1_000_000)

    def with_letters(self, letters: bool) -> DucksConfig:
        return replace(self, letters=letters)

    def with_animate(self, animate: bool) -> DucksConfig:
        return replace(self, animate=animate)

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [seat.choice for seat in self.seats],
            "setup": self.setup,
            "seed": self.seed,
            "advanced": self.advanced,
            "animate": self.animate,
            "letters": self.letters,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DucksConfig:
        setup = data["setup"]
        if setup not in ("draft", "random"):
            raise ValueError(f"unknown setup {setup!r}")
        seed = data.get("seed")
        return cls(
            seats=tuple(Seat.from_choice(str(choice)) for choice in data["seats"]),
            setup=cast(SetupKind, setup),
            seed=None if seed is None else int(seed),
            advanced=bool(data.get("advanced", False)),
            animate=bool(data.get("animate", True)),
            letters=bool(data.get("letters", False)),
        )
