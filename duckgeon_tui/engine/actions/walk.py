"""Walking: the walker moves to a space within the DuckWalk just rolled."""

from __future__ import annotations

from duckgeon_tui.engine import snares
from duckgeon_tui.engine.actions.base import Action, Pos, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import DuckState, Pending
from duckgeon_tui.engine.world import World


@action("walk NAME C,R", "walk")
class Walk(Action):
    """Move the walker to a space within the DuckWalk just rolled."""

    who: str
    dest: Pos

    def check(self, w: World) -> tuple[Pending, DuckState, bytearray]:
        p = w.state.pending
        if p is None:
            raise IllegalAction("there is no DuckWalk to walk")
        duck = w.duck(self.who)
        if duck.name != p.who:
            raise IllegalAction(f"it is {p.who}'s DuckWalk")
        assert duck.pos is not None
        blocked = w.blocked(duck)
        if self.dest not in w.grid.reach(duck.pos, p.value, blocked):
            raise IllegalAction(
                f"{self.dest[0]},{self.dest[1]} is not within {p.value} open spaces"
            )
        return p, duck, blocked

    def run(self, w: World) -> None:
        """Walk the rolled number of spaces (8 directions, diagonals count 1); nobody walks
        through walls, furniture, closed doors, Beasties or allies."""
        p, duck, blocked = self.check(w)
        assert duck.pos is not None
        path = w.grid.path(duck.pos, self.dest, blocked) or []
        wobbly = any(c.wobbly_walk for c in w.conditions_of(duck))
        budget = p.value
        steps: list[Pos] = []
        while path and budget > 0:
            budget -= 1
            if wobbly and w.roller.d6(duck.name, "wobbly step") == 1:
                w.emit("move", f"{duck.name} wobbles and wastes a step.", who=duck.name)
                continue
            steps.append(path.pop(0))
        w.state.pending = None
        w.state.phase = "act"
        if steps:
            duck.pos = steps[-1]
            w.emit(
                "move",
                f"{duck.name} walks {len(steps)} to {duck.pos[0]},{duck.pos[1]}.",
                who=duck.name,
                at=duck.pos,
                value=len(steps),
            )
            snares.after_walk(w, duck)
        else:
            w.emit("move", f"{duck.name} stays put.", who=duck.name, at=duck.pos)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        p = w.state.pending
        assert p is not None
        duck = w.duck(p.who)
        assert duck.pos is not None
        return [cls(duck.name, pos) for pos in w.grid.reach(duck.pos, p.value, w.blocked(duck))]
