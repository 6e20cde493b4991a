"""Going on with the die just rolled, with no DuckDuckGoose played on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckgeon_tui.engine import acting
from duckgeon_tui.engine.actions.base import Action, need
from duckgeon_tui.engine.errors import IllegalAction

if TYPE_CHECKING:
    from duckgeon_tui.engine.world import World


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """Go on with the die just rolled (no DuckDuckGoose played on it)."""

    VERBS = ("ok",)
    PHASES = frozenset({"roll"})

    def core(self) -> str:
        return "ok"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        need(words, 1, "ok")
        return cls()

    def check(self, w: World) -> None:
        if w.state.pending is None:
            raise IllegalAction("no die is waiting")

    def run(self, w: World) -> None:
        self.check(w)
        acting.resolve(w)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls()]
