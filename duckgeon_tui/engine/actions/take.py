"""Taking a shared DuckDie back into the pool, before sharing is done."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("take DIE NAME", Phase.SHARE)
class Take(Action):
    """Take a shared die back into the pool (before sharing is done)."""

    die: str
    who: str

    def check(self, w: World) -> DuckState:
        duck = w.duck(self.who)
        if self.die not in duck.dice:
            raise IllegalAction(f"{duck.name} holds no {DIE_NAMES.get(self.die, self.die)}")
        return duck

    def run(self, w: World) -> None:
        duck = self.check(w)
        duck.dice.remove(self.die)
        w.state.pool.append(self.die)
        duck.got_dice = bool(duck.dice)
        w.emit(
            EventKind.GIVE,
            f"{duck.name} puts back a {DIE_NAMES[self.die]}.",
            actor=duck.name,
            die=self.die,
            value=-1,
        )

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(die, d.name) for d in w.state.ducks for die in dict.fromkeys(d.dice)]
