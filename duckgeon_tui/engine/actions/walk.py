"""Walking: the walker moves to a space within the DuckWalk just rolled, or stops at a closed
door to open it."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import doors, snares
from duckgeon_tui.engine.actions.base import Action, Pos, action
from duckgeon_tui.engine.errors import IllegalAction, RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Pending, Phase
from duckgeon_tui.engine.world import World


@action("walk NAME C,R", Phase.WALK)
class Walk(Action):
    """Move the walker to a space within the DuckWalk just rolled; a closed door named as the
    space is walked up to and opened (the walk stops there)."""

    who: str
    dest: Pos

    def check(self, w: World) -> tuple[Pending, DuckState, bytearray]:
        p = w.state.pending
        if p is None:
            raise IllegalAction("there is no DuckWalk to walk")
        duck = w.duck(self.who)
        if duck.name != p.who:
            raise IllegalAction(f"it is {possessive(p.who)} DuckWalk")
        assert duck.pos is not None
        blocked = w.blocked(duck)
        if self.dest not in w.grid.reach(duck.pos, p.value, blocked) and self.dest not in (
            doors.walk_stops(w, duck.pos, p.value, blocked)
        ):
            raise IllegalAction(
                f"{self.dest[0]},{self.dest[1]} is not within {p.value} open spaces"
            )
        return p, duck, blocked

    def run(self, w: World) -> None:
        """Walk the rolled number of spaces (8 directions, diagonals count 1); nobody walks
        through walls, furniture, closed doors, Beasties or allies. A walk to a closed door
        ends in its doorway, opening it."""
        p, duck, blocked = self.check(w)
        assert duck.pos is not None
        door = self.dest if self.dest in w.closed_doors() else None
        if door is not None:
            blocked = bytearray(blocked)
            blocked[w.grid.index(door)] = 0
        path = w.grid.path(duck.pos, self.dest, blocked) or []
        wobbly = any(c.wobbly_walk for c in w.conditions_of(duck))
        budget = p.value
        steps: list[Pos] = []
        while path and budget > 0:
            budget -= 1
            if wobbly and w.roller.d6(duck.name, "wobbly step", RollPurpose.WOBBLY_STEP) == 1:
                w.emit(EventKind.MOVE, f"{duck.name} wobbles and wastes a step.", actor=duck.name)
                continue
            steps.append(path.pop(0))
        w.state.pending = None
        w.state.phase = Phase.ACT
        if door is not None and steps and steps[-1] == door:
            steps.pop()
            if steps:
                _moved(w, duck, steps)
            doors.open_by_walk(w, duck, door)
            snares.after_walk(w, duck)
        elif steps:
            _moved(w, duck, steps)
            snares.after_walk(w, duck)
        else:
            w.emit(EventKind.MOVE, f"{duck.name} stays put.", actor=duck.name, at=duck.pos, value=0)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        p = w.state.pending
        assert p is not None
        duck = w.duck(p.who)
        assert duck.pos is not None
        blocked = w.blocked(duck)
        reach = [*w.grid.reach(duck.pos, p.value, blocked)]
        reach += doors.walk_stops(w, duck.pos, p.value, blocked)
        return [cls(duck.name, pos) for pos in reach]


def _moved(w: World, duck: DuckState, steps: list[Pos]) -> None:
    duck.pos = steps[-1]
    w.emit(
        EventKind.MOVE,
        f"{duck.name} walks {len(steps)} to {duck.pos[0]},{duck.pos[1]}.",
        actor=duck.name,
        at=duck.pos,
        value=len(steps),
    )
