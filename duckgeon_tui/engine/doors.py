"""Doors: opened or shut with an Interact, or opened by a DuckWalk that stops at them; the party
leaves a room only through an open door that every Duckventurer who is up can walk to."""

from __future__ import annotations

from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos, around, chebyshev
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World


def door_at(w: World, door: str) -> Pos | None:
    """The space of a door of the current room, by its id."""
    return next((d.at for d in w.room.doors if d.id == door), None)


def is_open(w: World, at: Pos) -> bool:
    """Whether the door on this space stands open."""
    return at in w.room_state.open_doors


def toggle(w: World, duck: DuckState, at: Pos) -> None:
    """An Interact with a door in base contact: it opens, or shuts if it was open."""
    opened = not is_open(w, at)
    if opened:
        w.room_state.open_doors.append(at)
    else:
        w.room_state.open_doors.remove(at)
    w.emit(
        EventKind.DOOR,
        f"{duck.name} {'opens' if opened else 'shuts'} the door at {at[0]},{at[1]}.",
        actor=duck.name,
        at=at,
        value=int(opened),
    )


def walk_stops(w: World, start: Pos, steps: int, blocked: bytearray) -> dict[Pos, int]:
    """Closed doors a DuckWalk of `steps` from `start` can stop at to open them (a door that
    leads somewhere, next to a space the walk reaches with a step to spare), with the steps
    it takes."""
    if steps < 1:
        return {}
    # The walk's own reach (its caller has just asked for it), a step short of its end.
    near = w.grid.reach(start, steps, blocked)
    sealed = set(w.sealed())
    out: dict[Pos, int] = {}
    for door in w.closed_doors():
        if door in sealed:
            continue
        dist = min((near[p] for p in around(door) if near.get(p, steps) < steps), default=None)
        if dist is not None:
            out[door] = dist + 1
    return out


def open_by_walk(w: World, duck: DuckState, at: Pos) -> None:
    """A DuckWalk that stopped at a closed door: the walker opens it and stands in the doorway
    (the rest of the roll is lost: it stopped to open the door)."""
    w.room_state.open_doors.append(at)
    duck.pos = at
    w.emit(
        EventKind.DOOR,
        f"{duck.name} stops at the door at {at[0]},{at[1]} and opens it.",
        actor=duck.name,
        at=at,
        value=1,
    )


def can_reach(w: World, duck: DuckState, at: Pos) -> bool:
    """Whether a Duckventurer can walk to the door in a Cleared room: a way round walls,
    furniture and shut doors (friends step aside), and no Condition rooting it to the spot."""
    if duck.pos is None:
        return False
    if chebyshev(duck.pos, at) <= 1:
        return True
    if any(c.walk_limit == 0 for c in w.conditions_of(duck)):
        return False
    grid = w.grid
    blocked = grid.blocked(w.closed_doors(), [])
    # Walks go both ways: the walk from the door (one for the whole party) reaches the duck's
    # space, or a free space beside it when the duck stands on one that blocks.
    reach = grid.reach(at, grid.n, blocked)
    return duck.pos in reach or any(
        grid.cells[j] in reach for j in grid.neighbours[grid.index(duck.pos)] if not blocked[j]
    )
