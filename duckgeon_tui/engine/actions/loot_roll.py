"""Rolling the Loot Pool of a Cleared room: the nominated Duckventurer rolls every LootCounter."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import counted
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction, RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("loot NAME", Phase.LOOT_ROLL)
class LootRoll(Action):
    """The nominated Duckventurer rolls all the Loot Pool dice of the Cleared room."""

    who: str

    def check(self, w: World) -> DuckState:
        duck = w.duck(self.who)
        if duck.f <= 0:
            raise IllegalAction(f"{duck.name} is out cold: nominate someone awake")
        return duck

    def run(self, w: World) -> None:
        """Every LootCounter of the Loot Pool is rolled; the total waits to be split (and a
        DuckDuckGoose still held may change one die first). [House rule] Loot dice do not
        explode, so that the rulebook's 5 + 1 + 6 makes 12."""
        duck = self.check(w)
        rs = w.room_state
        faces = [
            w.roller.d6(duck.name, "LootCounter", RollPurpose.LOOT_ROLL, die="loot")
            for _ in range(rs.loot_pool)
        ]
        value = sum(faces)
        w.emit(
            EventKind.LOOT,
            f"{duck.name} rolls {counted(rs.loot_pool, 'LootCounter')}: "
            f"{' + '.join(map(str, faces))} = {value} Loot.",
            actor=duck.name,
            die="loot",
            faces=tuple(faces),
            loot=value,
        )
        rs.loot_pool = 0
        w.state.loot_dice = faces
        w.state.loot_total = value
        w.state.tally.loot_rolled += value
        w.state.phase = Phase.LOOT_SPLIT

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(d.name) for d in w.state.ducks if d.f > 0]
