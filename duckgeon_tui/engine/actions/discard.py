"""Discarding a Funkard from hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckgeon_tui.engine import deck
from duckgeon_tui.engine.actions.base import Action, need
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import DuckState

if TYPE_CHECKING:
    from duckgeon_tui.engine.world import World


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a Funkard from hand."""

    who: str
    card: str

    VERBS = ("discard",)
    PHASES = frozenset({"pick", "share", "act"})

    def core(self) -> str:
        return f"discard {self.who} {self.card}"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        need(words, 3, "discard NAME CARD")
        return cls(words[1], words[2])

    def check(self, w: World) -> DuckState:
        duck = w.duck(self.who)
        if self.card not in duck.hand:
            raise IllegalAction(f"{duck.name} does not hold {self.card!r}")
        return duck

    def run(self, w: World) -> None:
        deck.discard(w, self.check(w), self.card)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(d.name, c) for d in w.state.ducks for c in dict.fromkeys(d.hand)]
