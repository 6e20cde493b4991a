"""Discarding a Funkard from hand."""

from __future__ import annotations

from duckgeon_tui.engine import deck, funkards
from duckgeon_tui.engine.actions.base import Action, action, awake
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("discard NAME CARD", Phase.PICK, Phase.SHARE, Phase.ACT)
class Discard(Action):
    """Discard a Funkard from hand."""

    who: str
    card: str

    def check(self, w: World) -> DuckState:
        duck = awake(w, self.who)
        funkards.in_hand(duck, self.card)
        return duck

    def run(self, w: World) -> None:
        deck.discard(w, self.check(w), self.card)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(d.name, c) for d in w.state.ducks if d.f > 0 for c in dict.fromkeys(d.hand)]
