"""Ending the Duckventurers' part of the turn: the Beasties act, then the turn ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckgeon_tui.engine import turnflow
from duckgeon_tui.engine.actions.base import Action, need
from duckgeon_tui.engine.errors import IllegalAction

if TYPE_CHECKING:
    from duckgeon_tui.engine.world import World


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """The Duckventurers are done: the Beasties act, free Actions resolve, the turn ends."""

    VERBS = ("end",)
    PHASES = frozenset({"act"})

    def core(self) -> str:
        return "end"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        need(words, 1, "end")
        return cls()

    def check(self, w: World) -> None:
        if w.state.pending is not None:
            raise IllegalAction("finish the die just rolled first")

    def run(self, w: World) -> None:
        self.check(w)
        turnflow.end_turn(w)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls()]
