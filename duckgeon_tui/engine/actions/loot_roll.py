"""Rolling the Loot Pool of a Cleared room: the nominated Duckventurer rolls every LootCounter."""

from __future__ import annotations

from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World


@action("loot NAME", "loot_roll")
class LootRoll(Action):
    """The nominated Duckventurer rolls all the Loot Pool dice of the Cleared room."""

    who: str

    def check(self, w: World) -> DuckState:
        duck = w.duck(self.who)
        if duck.f <= 0:
            raise IllegalAction(f"{duck.name} is out cold: nominate someone awake")
        return duck

    def run(self, w: World) -> None:
        """Every LootCounter of the Loot Pool is rolled (each explodes); the total waits to be
        split."""
        duck = self.check(w)
        rs = w.room_state
        rolls = [w.roller.duck_die(duck.name, "loot") for _ in range(rs.loot_pool)]
        value = sum(r.total for r in rolls)
        w.emit(
            "loot",
            f"{duck.name} rolls {rs.loot_pool} LootCounter(s): "
            f"{' + '.join(r.chain() for r in rolls)} = {value} Loot.",
            who=duck.name,
            value=value,
            faces=tuple(f for r in rolls for f in r.faces),
        )
        rs.loot_pool = 0
        w.state.loot_total = value
        w.state.tally.loot_rolled += value
        w.state.phase = "loot_split"

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(d.name) for d in w.state.ducks if d.f > 0]
