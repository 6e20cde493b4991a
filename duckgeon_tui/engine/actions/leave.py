"""Leaving a Cleared room by an open door: the party walks the corridor to the next room."""

from __future__ import annotations

import math

from duckgeon_tui.engine import doors, rooms
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction, RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("leave DOOR", Phase.PICK)
class Leave(Action):
    """The party leaves the Cleared room by an open door that every Duckventurer who is up can
    walk to, and walks the corridor to the next room."""

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
        at = doors.door_at(w, self.door)
        assert at is not None
        if not doors.is_open(w, at):
            raise IllegalAction(
                f"the {self.door} door is shut: a Duckventurer opens it first (Interact next "
                "to it, or a DuckWalk that ends on the door's own space)"
            )
        for duck in w.conscious_ducks():
            if not doors.can_reach(w, duck, at):
                raise IllegalAction(f"{duck.name} cannot walk to the {self.door} door")
        return out[self.door]

    def run(self, w: World) -> None:
        """One d6 per `strolling_every` spaces of corridor; each six brings a Strolling Beastie
        (rolled on the quest's Strolling table) that follows the party in."""
        room_no, far_door, length = self.check(w)
        state = w.state
        checks = math.ceil(length / w.quest.strolling_every)
        rolls = [
            w.roller.d6("The party", "Strolling Beastie check", RollPurpose.STROLLING_CHECK)
            for _ in range(checks)
        ]
        sixes = rolls.count(6)
        w.emit(
            EventKind.CORRIDOR,
            f"The party walks the {length}-space corridor from {w.room.name} "
            f"(checks: {', '.join(map(str, rolls))}: {sixes} six(es)).",
            actor="The party",
            value=sixes,
            faces=tuple(rolls),
        )
        for _ in range(sixes):
            roll = w.roller.d6("The party", "Strolling table", RollPurpose.STROLLING_TABLE)
            entry = rooms.table_entry(w.quest.strolling_table, roll)
            found = [s.beastie for s in entry.spawns for _ in range(s.count)]
            state.strolling.extend(found)
            w.emit(
                EventKind.STROLLING,
                f"Strolling Beasties ({roll}): {entry.text or ', '.join(found)}",
                faces=(roll,),
                score=roll,
            )
        for duck in state.ducks:
            duck.pos = None
            duck.changes[:] = [c for c in duck.changes if c.duration != "room"]
            if duck.denied == "room":
                duck.denied = None
        state.beasties = []
        state.room_index = next(i for i, r in enumerate(w.quest.rooms) if r.number == room_no)
        state.entry_door = far_door
        state.phase = Phase.ROOM_TABLE

    @classmethod
    def options(cls, w: World) -> list[Action]:
        if not w.room_state.cleared or w.state.pool:
            return []
        return [cls(d) for d in rooms.exits(w) if _ok(w, cls(d))]


def _ok(w: World, leave: Leave) -> bool:
    try:
        leave.check(w)
    except IllegalAction:
        return False
    return True
