"""Where things appear: Beasties at spawn points, the party at the door it came through."""

from __future__ import annotations

from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import World, booster_totals


def _origins(w: World) -> list[Pos]:
    grid = w.grid
    return grid.spawns or [(grid.w // 2, grid.h // 2)]


def place_beastie(w: World, beastie_id: str, origin: Pos) -> BeastieState | None:
    """Put a Beastie on the free space nearest `origin` where its whole footprint fits."""
    bdef = w.content.beasties.get(beastie_id)
    if bdef is None:
        return None
    grid = w.grid
    anchor = grid.nearest_free(origin, bdef.footprint, w.blocked(), exclude=grid.doors)
    if anchor is None:
        w.emit(EventKind.INFO, f"There is no room for {bdef.name}.")
        return None
    fmax = bdef.stats.F
    if bdef.boss:
        fmax += booster_totals(w.quest, w.state.booster)[0]["F"]
        if w.state.tally.booster_at_boss is None:
            w.state.tally.booster_at_boss = w.state.booster
    b = BeastieState(
        w.new_handle(beastie_id), beastie_id, fmax, fmax, anchor, anchor, boss=bdef.boss
    )
    w.state.beasties.append(b)
    w.room_state.cleared = False  # a Beastie brought into a Cleared room must be dealt with
    w.emit(
        EventKind.SPAWN,
        f"{w.name(b)} appears at {anchor[0]},{anchor[1]} "
        f"(F {fmax}, Q {w.stat(b, 'Q')}, P {w.stat(b, 'P')}).",
        actor=b.handle,
        at=anchor,
    )
    return b


def spawn_all(w: World, beastie_ids: list[str]) -> None:
    """Room Table Beasties take the spawn points in turn (biggest first)."""
    origins = _origins(w)
    order = sorted(
        beastie_ids,
        key=lambda i: -len(w.content.beasties[i].footprint) if i in w.content.beasties else 0,
    )
    for n, bid in enumerate(order):
        place_beastie(w, bid, origins[n % len(origins)])


def summon(w: World, beastie_id: str, count: int, near: Pos | None) -> None:
    """Beasties brought in by an effect: next to the user, or at the spawn points."""
    origins = [near] if near is not None else _origins(w)
    for n in range(count):
        place_beastie(w, beastie_id, origins[n % len(origins)])


def entry_origin(w: World) -> Pos:
    """Where the party comes in: the door it came through, else the arrival spaces."""
    door = w.state.entry_door
    if door is not None:
        for d in w.room.doors:
            if d.id == door:
                return d.at
    grid = w.grid
    return grid.arrivals[0] if grid.arrivals else (grid.w // 2, grid.h // 2)


def arrive(w: World) -> None:
    """The party walks in: the door they used stands open; each takes the nearest free space."""
    grid = w.grid
    rs = w.room_state
    origin = entry_origin(w)
    if origin in grid.doors and origin not in rs.open_doors:
        rs.open_doors.append(origin)
    spots = [a for a in grid.arrivals] if w.state.entry_door is None else []
    for duck in w.state.ducks:
        duck.pos = None
    for duck in w.state.ducks:
        blocked = w.blocked()
        free = [s for s in spots if not blocked[grid.index(s)]]
        duck.pos = (
            free[0] if free else grid.nearest_free(origin, [(0, 0)], blocked, exclude=grid.doors)
        )
    w.emit(
        EventKind.ARRIVE,
        "The party arrives: "
        + ", ".join(f"{d.name} at {d.pos[0]},{d.pos[1]}" for d in w.state.ducks if d.pos)
        + ".",
    )


def return_to_entry(w: World, duck: DuckState) -> None:
    """Back to the free space nearest the party's way in."""
    grid = w.grid
    spot = grid.nearest_free(entry_origin(w), [(0, 0)], w.blocked(duck), exclude=grid.doors)
    if spot is not None:  # no free space: it stays where it is
        duck.pos = spot
        w.emit(
            EventKind.MOVE,
            f"{duck.name} is whisked back to {duck.pos[0]},{duck.pos[1]}.",
            actor=duck.name,
            at=duck.pos,
        )


def send_home(w: World, b: BeastieState) -> None:
    """A Beastie sent back to where it appeared (or the nearest free space)."""
    grid = w.grid
    footprint = w.beastie_def(b).footprint
    spot = grid.nearest_free(b.home, footprint, w.blocked(b), exclude=grid.doors)
    if spot is not None:
        b.pos = spot
        w.emit(
            EventKind.MOVE,
            f"{w.name(b)} is whisked back to {spot[0]},{spot[1]}.",
            actor=b.handle,
            at=spot,
        )
