"""Room geometry: spaces, 8-direction movement (diagonals count 1), blocking, line of sight."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from duckgeon_tui.content.rooms import (
    ARRIVAL,
    BLOCKS_MOVE,
    BLOCKS_SIGHT,
    DOOR_CLOSED,
    DOOR_OPEN,
    SPAWN,
    Room,
)
from duckgeon_tui.engine.memo import Memo

Pos = tuple[int, int]
DOORS = DOOR_CLOSED + DOOR_OPEN
REACH_KEPT = 256
"""Walks a grid remembers (the oldest is forgotten first): a position asks the same few many
times (the walk's own check, its options, the party bot), and any change on the map is a new
question."""
STEPS_KEPT = 1024
"""Walks between two spaces a grid remembers (the party bot asks each Duckventurer's few
several times a turn)."""
SIGHT_KEPT = 50_000
"""Lines of sight a grid remembers."""
ROWS_KEPT = 64
"""Maps with their doors open or shut a grid remembers."""
_STEPS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def chebyshev(a: Pos, b: Pos) -> int:
    """Spaces between two spaces when diagonals count 1."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def around(pos: Pos) -> list[Pos]:
    """The space and the eight around it (base contact), on the grid or not."""
    x, y = pos
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


def distance_between(cells_a: Sequence[Pos], cells_b: Sequence[Pos]) -> int:
    """The shortest distance between two groups of spaces (multi-space Beasties)."""
    if len(cells_a) == 1 and len(cells_b) == 1:  # most characters cover one space
        (ax, ay), (bx, by) = cells_a[0], cells_b[0]
        dx = ax - bx if ax > bx else bx - ax
        dy = ay - by if ay > by else by - ay
        return dx if dx > dy else dy
    best = 99999
    for ax, ay in cells_a:
        for bx, by in cells_b:
            d = max(abs(ax - bx), abs(ay - by))
            if d < best:
                best = d
    return best


class Grid:
    """The fixed geometry of one room, precomputed once: what blocks, doors, spawns, arrivals."""

    __slots__ = (
        "_reach",
        "_rows",
        "_sight",
        "_steps",
        "arrivals",
        "cells",
        "doors",
        "feature_at",
        "h",
        "n",
        "neighbours",
        "room",
        "sight_block",
        "spawns",
        "static_block",
        "w",
    )

    def __init__(self, room: Room) -> None:
        self.room = room
        self.w = room.width
        self.h = room.height
        self.n = self.w * self.h
        self._sight: Memo[tuple[Pos, Pos, tuple[Pos, ...]], bool] = Memo(SIGHT_KEPT)
        self._reach: Memo[tuple[int, int, bytes], dict[Pos, int]] = Memo(REACH_KEPT)
        self._rows: Memo[tuple[Pos, ...], tuple[str, ...]] = Memo(ROWS_KEPT)
        self._steps: Memo[tuple[int, Pos, bytes], int | None] = Memo(STEPS_KEPT)
        self.static_block = bytearray(self.n)
        self.sight_block = bytearray(self.n)
        self.doors: list[Pos] = []
        self.spawns: list[Pos] = []
        self.arrivals: list[Pos] = []
        self.feature_at: dict[Pos, str] = {}
        for r in range(self.h):
            for c in range(self.w):
                i = r * self.w + c
                g = room.glyph(c, r)
                feature = room.features.get(g)
                if g in DOORS:
                    self.doors.append((c, r))
                elif feature is not None:
                    self.feature_at[(c, r)] = g
                    self.static_block[i] = feature.blocks_move
                    self.sight_block[i] = feature.blocks_sight
                else:
                    self.static_block[i] = g in BLOCKS_MOVE
                    self.sight_block[i] = g in BLOCKS_SIGHT
                if g == SPAWN:
                    self.spawns.append((c, r))
                elif g == ARRIVAL:
                    self.arrivals.append((c, r))
        self.cells: list[Pos] = [(i % self.w, i // self.w) for i in range(self.n)]
        """The space of each flat index."""
        self.neighbours: list[tuple[int, ...]] = []
        for i in range(self.n):
            c, r = i % self.w, i // self.w
            self.neighbours.append(
                tuple(
                    (r + dr) * self.w + c + dc
                    for dc, dr in _STEPS
                    if 0 <= c + dc < self.w and 0 <= r + dr < self.h
                )
            )

    def index(self, pos: Pos) -> int:
        """Flat index of a space."""
        return pos[1] * self.w + pos[0]

    def pos(self, i: int) -> Pos:
        """The space of a flat index."""
        return i % self.w, i // self.w

    def inside(self, pos: Pos) -> bool:
        """Whether the space is on the grid."""
        return 0 <= pos[0] < self.w and 0 <= pos[1] < self.h

    def blocked(self, closed_doors: Iterable[Pos], occupied: Iterable[Pos]) -> bytearray:
        """Movement blockers now: walls, furniture, closed doors and the occupied spaces."""
        out = bytearray(self.static_block)
        for pos in closed_doors:
            out[self.index(pos)] = 1
        for pos in occupied:
            if self.inside(pos):
                out[self.index(pos)] = 1
        return out

    def reach(self, start: Pos, steps: int, blocked: bytearray) -> dict[Pos, int]:
        """Spaces a walk of up to `steps` can end on, with their distance (start included).
        Remembered by its whole question (the start, the steps and every blocked space), so a
        change on the map is never answered from memory; the answer is shared: read it only."""
        s = start[1] * self.w + start[0]
        key = (s, min(steps, self.n), bytes(blocked))
        found = self._reach.get(key)
        if found is None:
            found = self._reach.keep(key, self._walk(s, key[1], blocked))
        return found

    def _walk(self, s: int, steps: int, blocked: bytearray) -> dict[Pos, int]:
        cells = self.cells
        neighbours = self.neighbours
        seen = bytearray(blocked)
        seen[s] = 1
        dist = {cells[s]: 0}
        frontier = [s]
        for d in range(1, steps + 1):
            nxt = []
            for i in frontier:
                for j in neighbours[i]:
                    if not seen[j]:
                        seen[j] = 1
                        nxt.append(j)
            if not nxt:
                break
            for j in nxt:
                dist[cells[j]] = d
            frontier = nxt
        return dist

    def steps(self, start: Pos, goal: Pos, blocked: bytearray) -> int | None:
        """`reach(start, n, blocked).get(goal)`: the steps of the shortest walk start → goal
        (None: no way there), read from a remembered walk of the whole map when there is one,
        else searched only as far as the goal."""
        s = start[1] * self.w + start[0]
        ways = bytes(blocked)
        known = self._reach.get((s, self.n, ways))
        if known is not None:
            return known.get(goal)
        key = (s, goal, ways)
        if key not in self._steps:
            self._steps.keep(key, self._search(s, goal, blocked))
        return self._steps[key]

    def _search(self, s: int, goal: Pos, blocked: bytearray) -> int | None:
        if goal == self.cells[s]:
            return 0
        if not self.inside(goal):
            return None
        g = goal[1] * self.w + goal[0]
        if blocked[g]:
            return None
        neighbours = self.neighbours
        seen = bytearray(blocked)
        seen[s] = 1
        frontier = [s]
        d = 0
        while frontier:
            d += 1
            nxt = []
            for i in frontier:
                for j in neighbours[i]:
                    if not seen[j]:
                        if j == g:
                            return d
                        seen[j] = 1
                        nxt.append(j)
            frontier = nxt
        return None

    def path(self, start: Pos, goal: Pos, blocked: bytearray) -> list[Pos] | None:
        """The shortest path start → goal (start excluded), or None."""
        s, g = self.index(start), self.index(goal)
        if s == g:
            return []
        parent = {s: s}
        queue = deque([s])
        while queue:
            i = queue.popleft()
            for j in self.neighbours[i]:
                if blocked[j] or j in parent:
                    continue
                parent[j] = i
                if j == g:
                    out = [g]
                    while parent[out[-1]] != s:
                        out.append(parent[out[-1]])
                    return [self.pos(k) for k in reversed(out)]
                queue.append(j)
        return None

    def footprint_free(self, anchor: Pos, footprint: Sequence[Pos], blocked: bytearray) -> bool:
        """Whether a Beastie anchored here fits: its whole footprint on the grid and free."""
        for dc, dr in footprint:
            c, r = anchor[0] + dc, anchor[1] + dr
            if not (0 <= c < self.w and 0 <= r < self.h) or blocked[r * self.w + c]:
                return False
        return True

    def anchor_paths(
        self, start: Pos, footprint: Sequence[Pos], blocked: bytearray, limit: int
    ) -> dict[Pos, Pos]:
        """BFS over anchor spaces for a (multi-space) Beastie moving as one, up to `limit`
        steps: every anchor it can reach → the previous anchor on the way."""
        parent: dict[Pos, Pos] = {start: start}
        frontier = [start]
        for _ in range(limit):
            nxt = []
            for a in frontier:
                for dc, dr in _STEPS:
                    b = (a[0] + dc, a[1] + dr)
                    if b not in parent and self.footprint_free(b, footprint, blocked):
                        parent[b] = a
                        nxt.append(b)
            if not nxt:
                break
            frontier = nxt
        return parent

    def line(self, a: Pos, b: Pos) -> list[Pos]:
        """Bresenham's line from a to b, both ends included."""
        (x0, y0), (x1, y1) = a, b
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
        err = dx + dy
        out = [(x0, y0)]
        while (x0, y0) != (x1, y1):
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy
            out.append((x0, y0))
        return out

    def _clear(self, a: Pos, b: Pos, closed: Sequence[Pos]) -> bool:
        for p in self.line(a, b)[1:-1]:
            if self.sight_block[self.index(p)] or p in closed:
                return False
        return True

    def sight(self, a: Pos, b: Pos, closed: Sequence[Pos]) -> bool:
        """Line of sight: walls, pillars and closed doors between the two spaces block it;
        characters do not. Symmetric: clear if either way is clear. Remembered per room (the
        geometry never changes; the closed doors are part of the key)."""
        key = (a, b, tuple(closed))
        seen = self._sight.get(key)
        if seen is None:
            seen = self._sight.keep(key, self._clear(a, b, closed) or self._clear(b, a, closed))
        return seen

    def rows(self, closed: Sequence[Pos]) -> tuple[str, ...]:
        """The room's map as it stands: its doors drawn shut (`+`) or open (`'`)."""
        key = tuple(closed)
        found = self._rows.get(key)
        if found is None:
            lines = [list(line) for line in self.room.map]
            for c, r in self.doors:
                lines[r][c] = DOOR_CLOSED if (c, r) in key else DOOR_OPEN
            found = self._rows.keep(key, tuple("".join(line) for line in lines))
        return found

    def nearest_free(
        self, origin: Pos, footprint: Sequence[Pos], blocked: bytearray, exclude: Sequence[Pos] = ()
    ) -> Pos | None:
        """The free anchor nearest to `origin` (breadth-first over the whole grid)."""
        seen = {origin}
        queue = deque([origin])
        while queue:
            a = queue.popleft()
            if a not in exclude and self.footprint_free(a, footprint, blocked):
                return a
            for dc, dr in _STEPS:
                b = (a[0] + dc, a[1] + dr)
                if b not in seen and self.inside(b) and not self.static_block[self.index(b)]:
                    seen.add(b)
                    queue.append(b)
        return None
