"""Releasing the DuckDice stored in a Gobbly card into this turn's pool."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine.actions.base import Action, action, awake
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("release NAME CARD", Phase.PICK, Phase.SHARE)
class Release(Action):
    """Take the DuckDice stored in a Gobbly card into this turn's pool."""

    who: str
    card: str

    def check(self, w: World) -> DuckState:
        duck = awake(w, self.who)
        if not duck.stored.get(self.card):
            raise IllegalAction(f"{duck.name} has no dice stored in {self.card!r}")
        return duck

    def run(self, w: World) -> None:
        """The stored dice join this turn's pool (even beyond six)."""
        duck = self.check(w)
        stored = duck.stored.pop(self.card)
        state = w.state
        for die in stored:
            if die == "loot":
                state.loot_counters += 1
                state.tally.loot_dice_picked += 1
            else:
                state.pool.append(die)
        w.emit(
            EventKind.GIVE,
            f"{duck.name} releases {len(stored)} stored dice from "
            f"{w.funkards[self.card].name}: {', '.join(DIE_NAMES[d] for d in stored)}.",
            actor=duck.name,
            card=self.card,
            value=len(stored),
        )

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [
            cls(d.name, c) for d in w.state.ducks if d.f > 0 for c, dice in d.stored.items() if dice
        ]
