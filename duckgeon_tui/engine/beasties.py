"""The Beastie AI: each Beastie follows its YAML tactics in order of preference."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from itertools import takewhile

from duckgeon_tui.content.characters import Attack
from duckgeon_tui.engine import combat, funkards, wounds
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Grid, Pos, around, chebyshev, distance_between
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import World

GUARD_RADIUS = 2
"""A guarding Beastie never strays further than this from the space it appeared on."""

Goal = Callable[[list[Pos]], bool]


class _Beside:
    """The goal of closing in: base contact with a space (any of the Beastie's spaces within
    one of it). The one-space search tests it by flat index, with no call per space."""

    __slots__ = ("around", "pos")

    def __init__(self, pos: Pos) -> None:
        self.pos = pos
        self.around = frozenset(around(pos))

    def __call__(self, cells: list[Pos]) -> bool:
        return distance_between(cells, [self.pos]) <= 1


def act_all(w: World) -> None:
    """The Beasties' part of the turn: each acts once, in the order they appeared."""
    for b in list(w.state.beasties):
        if b in w.state.beasties and w.can_act(b) and w.conscious_ducks():
            act(w, b)


def act(w: World, b: BeastieState) -> None:
    """One Beastie's go: the first of its tactics that applies decides what it does."""
    for tactic in w.beastie_def(b).tactics:
        if _TACTICS[tactic](w, b):
            return
    w.emit(EventKind.BEASTIE, f"{w.name(b)} waits.", actor=b.handle)


def _cells_at(w: World, b: BeastieState, anchor: Pos) -> list[Pos]:
    return [(anchor[0] + dc, anchor[1] + dr) for dc, dr in w.beastie_def(b).footprint]


def _move_limit(w: World, b: BeastieState) -> int:
    limit = w.move_of(b)
    for cond in w.conditions_of(b):
        if cond.walk_limit is not None:
            limit = min(limit, cond.walk_limit)
    return limit


def _search(w: World, b: BeastieState, goal: Goal, limit: int) -> list[Pos] | None:
    """Breadth-first over anchors: the shortest path (start excluded) to an anchor meeting goal."""
    grid = w.grid
    footprint = w.beastie_def(b).footprint
    blocked = w.blocked(b)
    start = b.pos
    if goal(_cells_at(w, b, start)):
        return []
    if len(footprint) == 1:
        if isinstance(goal, _Beside):
            return _search_one(grid, start, _index_goal(grid, goal.around), limit, blocked)
        return _search_one(grid, start, lambda i: goal([grid.cells[i]]), limit, blocked)
    parent: dict[Pos, Pos] = {start: start}
    queue = deque([(start, 0)])
    while queue:
        a, depth = queue.popleft()
        if depth >= limit:
            continue
        for dc, dr in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
            nxt = (a[0] + dc, a[1] + dr)
            if nxt in parent or not grid.footprint_free(nxt, footprint, blocked):
                continue
            parent[nxt] = a
            if goal(_cells_at(w, b, nxt)):
                path = [nxt]
                while parent[path[-1]] != start:
                    path.append(parent[path[-1]])
                return path[::-1]
            queue.append((nxt, depth + 1))
    return None


def _index_goal(grid: Grid, spaces: frozenset[Pos]) -> Callable[[int], bool]:
    """A goal of a set of spaces, by flat index."""
    indices = {grid.index(p) for p in spaces if grid.inside(p)}
    return indices.__contains__


def _search_one(
    grid: Grid, start: Pos, goal: Callable[[int], bool], limit: int, blocked: bytearray
) -> list[Pos] | None:
    """`_search` for a one-space Beastie on flat indices (the hot path of the Beasties' turn);
    the same breadth-first order, so the same path."""
    width = grid.w
    neighbours = grid.neighbours
    s = start[1] * width + start[0]
    parent = {s: s}
    frontier = [s]
    for _ in range(limit):
        later = []
        for i in frontier:
            for j in neighbours[i]:
                if blocked[j] or j in parent:
                    continue
                parent[j] = i
                if goal(j):
                    path = [j]
                    while parent[path[-1]] != s:
                        path.append(parent[path[-1]])
                    return [(k % width, k // width) for k in reversed(path)]
                later.append(j)
        if not later:
            break
        frontier = later
    return None


def _walk(w: World, b: BeastieState, path: list[Pos]) -> None:
    steps = path[: _move_limit(w, b)]
    if steps:
        b.pos = steps[-1]
        w.emit(
            EventKind.MOVE, f"{w.name(b)} moves to {b.pos[0]},{b.pos[1]}.", actor=b.handle, at=b.pos
        )


def _closer(w: World, b: BeastieState, target: DuckState) -> None:
    """No way through: step to the reachable space nearest the target."""
    if target.pos is None:
        return
    grid = w.grid
    tpos = target.pos
    parent = grid.anchor_paths(b.pos, w.beastie_def(b).footprint, w.blocked(b), _move_limit(w, b))
    best = min(parent, key=lambda a: (distance_between(_cells_at(w, b, a), [tpos]), a))
    if best != b.pos:
        b.pos = best
        w.emit(
            EventKind.MOVE, f"{w.name(b)} moves to {best[0]},{best[1]}.", actor=b.handle, at=best
        )


def _usable(w: World, b: BeastieState, duck: DuckState) -> Attack | None:
    best: Attack | None = None
    for attack in w.attacks(b):
        if combat.reach_ok(w, b, duck, attack.style, attack.range) and (
            best is None or attack.bonus > best.bonus
        ):
            best = attack
    return best


def _strike(w: World, b: BeastieState, ducks: list[DuckState]) -> bool:
    """Use an activated ability or the best attack on the weakest Duckventurer in reach."""
    for ab in w.abilities(b):
        if ab.activation != "activated":
            continue
        cands = [
            c for c in funkards.candidates(w, b, ab.target) if isinstance(c, DuckState) and c.f > 0
        ]
        if cands and funkards.beastie_power(w, b, ab, min(cands, key=lambda d: (d.f, d.name))):
            return True
    options = [(d.f, d.name, d, a) for d in ducks if (a := _usable(w, b, d)) is not None]
    if not options:
        return False
    _, _, duck, attack = min(options, key=lambda o: (o[0], o[1]))
    combat.beastie_attack(w, b, attack, duck)
    return True


def _nearest(w: World, b: BeastieState, ducks: list[DuckState]) -> DuckState:
    cells = w.cells(b)
    return min(ducks, key=lambda d: (distance_between(cells, [d.pos]) if d.pos else 99, d.name))


def _close_in(w: World, b: BeastieState, target: DuckState) -> None:
    if target.pos is None:
        return
    tpos = target.pos
    path = _search(w, b, _Beside(tpos), w.grid.n)
    if path is None:
        _closer(w, b, target)
    else:
        _walk(w, b, path)


def _approach(w: World, b: BeastieState) -> bool:
    ducks = w.conscious_ducks()
    if not _strike(w, b, ducks):
        _close_in(w, b, _nearest(w, b, ducks))
        _strike(w, b, w.conscious_ducks())
    return True


def _swarm(w: World, b: BeastieState) -> bool:
    ducks = w.conscious_ducks()
    weakest = min(ducks, key=lambda d: (d.f, d.name))
    if _usable(w, b, weakest) is None:
        _close_in(w, b, weakest)
    _strike(w, b, w.conscious_ducks())
    return True


def _attack(w: World, b: BeastieState) -> bool:
    return _strike(w, b, w.conscious_ducks())


def _shoot(w: World, b: BeastieState) -> bool:
    shots = [a for a in w.attacks(b) if a.style == "shooty"]
    if not shots:
        return False
    ducks = w.conscious_ducks()
    if _strike(w, b, ducks):
        return True
    rng = max(a.range for a in shots)
    grid = w.grid
    closed = w.closed_doors()

    def sees(cells: list[Pos]) -> bool:
        return any(
            d.pos is not None
            and distance_between(cells, [d.pos]) <= rng
            and any(grid.sight(c, d.pos, closed) for c in cells)
            for d in ducks
        )

    path = _search(w, b, sees, _move_limit(w, b))
    if path is None:
        _close_in(w, b, _nearest(w, b, ducks))
    else:
        _walk(w, b, path)
    _strike(w, b, w.conscious_ducks())
    return True


def _guard(w: World, b: BeastieState) -> bool:
    ducks = w.conscious_ducks()
    if _strike(w, b, ducks):
        return True
    home = b.home
    near = [d for d in ducks if d.pos is not None and chebyshev(d.pos, home) <= GUARD_RADIUS + 1]
    if near:
        tpos = _nearest(w, b, near).pos
        assert tpos is not None
        path = _search(w, b, _Beside(tpos), w.grid.n)
        if path:
            # it walks the path only as far as it stays near home (no jumping a detour)
            path = list(takewhile(lambda p: chebyshev(p, home) <= GUARD_RADIUS, path))
            _walk(w, b, path)
        _strike(w, b, w.conscious_ducks())
    elif b.pos != home:
        path = _search(w, b, lambda cells: cells[0] == home, w.grid.n)
        if path:
            _walk(w, b, path)
    return True


def _flee(w: World, b: BeastieState) -> bool:
    bdef = w.beastie_def(b)
    if b.f >= bdef.flee_below:
        return False
    ducks = [d for d in w.conscious_ducks() if d.pos is not None]
    grid = w.grid
    parent = grid.anchor_paths(b.pos, bdef.footprint, w.blocked(b), _move_limit(w, b))
    exits = [
        d.at
        for d in w.room.doors
        if d.id not in w.quest_room.sealed and d.at not in w.closed_doors()
    ]

    def score(a: Pos) -> tuple[int, int, Pos]:
        cells = _cells_at(w, b, a)
        at_exit = min((distance_between(cells, [e]) for e in exits), default=99)
        far = min((distance_between(cells, [d.pos]) for d in ducks if d.pos), default=99)
        return (0 if at_exit <= 1 else 1, -far, a)

    best = min(parent, key=score)
    if best != b.pos:
        b.pos = best
        w.emit(
            EventKind.MOVE, f"{w.name(b)} flees to {best[0]},{best[1]}.", actor=b.handle, at=best
        )
    if exits and min(distance_between(w.cells(b), [e]) for e in exits) <= 1:
        w.state.beasties.remove(b)
        w.emit(EventKind.BEASTIE, f"{w.name(b)} escapes through the door!", actor=b.handle)
        wounds.check_cleared(w)
    return True


def _wander(w: World, b: BeastieState) -> bool:
    parent = w.grid.anchor_paths(b.pos, w.beastie_def(b).footprint, w.blocked(b), _move_limit(w, b))
    spots = sorted(parent)
    b.pos = spots[w.roller.below(len(spots))]
    w.emit(
        EventKind.MOVE, f"{w.name(b)} wanders to {b.pos[0]},{b.pos[1]}.", actor=b.handle, at=b.pos
    )
    _strike(w, b, w.conscious_ducks())
    return True


_TACTICS: dict[str, Callable[[World, BeastieState], bool]] = {
    "approach": _approach,
    "attack": _attack,
    "shoot": _shoot,
    "guard": _guard,
    "flee": _flee,
    "swarm": _swarm,
    "wander": _wander,
}
