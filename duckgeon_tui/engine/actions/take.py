"""Taking a shared DuckDie back into the pool, before sharing is done."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World


@action("take DIE NAME", "share")
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
        w.emit("give", f"{duck.name} puts back a {DIE_NAMES[self.die]}.", who=duck.name)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(die, d.name) for d in w.state.ducks for die in dict.fromkeys(d.dice)]
