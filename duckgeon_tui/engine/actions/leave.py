"""Leaving a Cleared room by a door: the party walks the corridor to the next room."""

from __future__ import annotations

import math

from duckgeon_tui.engine import rooms
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.world import World


@action("leave DOOR", "pick")
class Leave(Action):
    """The party leaves the Cleared room by a door and walks the corridor to the next room."""

    door: str

    def check(self, w: World) -> tuple[int, str, int]:
        if not w.room_state.cleared:
            raise IllegalAction("the party leaves only a Cleared room")
        if w.state.pool:
            raise IllegalAction("released dice are in the pool: play this turn here first")
        out = rooms.exits(w)
        if self.door not in out:
            raise IllegalAction(
                f"no corridor leads from door {self.door!r} (doors: {', '.join(out)})"
            )
        return out[self.door]

    def run(self, w: World) -> None:
        """One d6 per `strolling_every` spaces of corridor; each six brings a Strolling Beastie
        (rolled on the quest's Strolling table) that follows the party in."""
        room_no, far_door, length = self.check(w)
        state = w.state
        checks = math.ceil(length / w.quest.strolling_every)
        rolls = [w.roller.d6("The party", "Strolling Beastie check") for _ in range(checks)]
        sixes = rolls.count(6)
        w.emit(
            "corridor",
            f"The party walks the {length}-space corridor from {w.room.name} "
            f"(checks: {', '.join(map(str, rolls))}: {sixes} six(es)).",
            value=sixes,
            faces=tuple(rolls),
        )
        for _ in range(sixes):
            roll = w.roller.d6("The party", "Strolling table")
            entry = rooms.table_entry(w.quest.strolling_table, roll)
            found = [s.beastie for s in entry.spawns for _ in range(s.count)]
            state.strolling.extend(found)
            w.emit(
                "strolling",
                f"Strolling Beasties ({roll}): {entry.text or ', '.join(found)}",
                value=roll,
            )
        for duck in state.ducks:
            duck.pos = None
            duck.changes[:] = [c for c in duck.changes if c.duration != "room"]
            if duck.denied == "room":
                duck.denied = None
        state.beasties = []
        state.room_index = next(i for i, r in enumerate(w.quest.rooms) if r.number == room_no)
        state.entry_door = far_door
        state.phase = "room_table"

    @classmethod
    def options(cls, w: World) -> list[Action]:
        if not w.room_state.cleared or w.state.pool:
            return []
        return [cls(d) for d in rooms.exits(w)]
