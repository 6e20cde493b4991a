"""Ending the Duckventurers' part of the turn: the Beasties act, then the turn ends."""

from __future__ import annotations

from duckgeon_tui.engine import turnflow
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("end", Phase.ACT)
class EndTurn(Action):
    """The Duckventurers are done: the Beasties act, free Actions resolve, the turn ends."""

    def check(self, w: World) -> None:
        if w.state.pending is not None:
            raise IllegalAction("finish the die just rolled first")

    def run(self, w: World) -> None:
        self.check(w)
        turnflow.end_turn(w)
