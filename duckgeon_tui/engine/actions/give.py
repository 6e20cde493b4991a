"""Sharing a DuckDie of the pool out to a Duckventurer."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine.acting import actor
from duckgeon_tui.engine.actions.base import Action, action, may_act
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("give DIE NAME", Phase.SHARE)
class Give(Action):
    """Share a die of the pool out to a Duckventurer."""

    die: str
    who: str

    def check(self, w: World) -> DuckState:
        if self.die not in w.state.pool:
            raise IllegalAction(f"there is no {DIE_NAMES.get(self.die, self.die)} left in the pool")
        return actor(w, self.who)

    def run(self, w: World) -> None:
        """Any Duckventurer may take all the dice."""
        duck = self.check(w)
        w.state.pool.remove(self.die)
        duck.dice.append(self.die)
        duck.got_dice = True
        w.emit(
            EventKind.GIVE,
            f"{duck.name} takes a {DIE_NAMES[self.die]}.",
            actor=duck.name,
            die=self.die,
            value=1,
        )

    @classmethod
    def options(cls, w: World) -> list[Action]:
        takers = [d for d in w.state.ducks if may_act(w, d)]
        return [cls(die, d.name) for die in dict.fromkeys(w.state.pool) for d in takers]
