"""Build a Duckgeon: the rulebook's setup as a seeded generator over the room pool.

Grab at least 6 rooms (the quest pins some, the rest are drawn), lay them on the quest map one
per cell, join rooms side by side with corridors of varied lengths through doors on the walls
that face each other, and number them so that 6 lies farthest from 1 along the corridors.
Optional side rooms hang off rooms 1-5 as dead ends, never farther than 6. Every draw comes
from one `random.Random` seeded with the quest and the seed: the same seed builds the same
dungeon from the same room pool."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import pairwise, permutations

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import BuildPlan
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.engine.dungeon import (
    BOSS_ROOM,
    OPPOSITE,
    SIDES,
    Dungeon,
    DungeonError,
    PlacedCorridor,
    PlacedRoom,
    door_side,
    room_digest,
    shortest_walks,
)

MIN_BOSS_CORRIDORS = 3
"""The Boss Room lies at least this many corridors from the Entry Room ("as far as possible")."""
WIDE_CHANCE = 0.25
"""How often a corridor is two spaces wide."""
ENTRY_COST = 1000
"""Numbering weighs a room entered on the way like this many corridor spaces."""
ATTEMPTS = 300
"""Layouts tried (from the same random stream) before giving up on a seed."""

Cell = tuple[int, int]


@dataclass
class _Node:
    """A room being placed: which, where, its doors still free on each wall, its number."""

    room: Room
    cell: Cell
    free: dict[str, list[str]]
    number: int = 0
    hops: int = 0
    links: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class _Link:
    a: int
    a_door: str
    b: int
    b_door: str
    length: int
    width: int


@dataclass
class _Layout:
    """One attempt at a dungeon: the nodes placed so far and the corridors between them."""

    plan: BuildPlan
    rng: random.Random
    nodes: list[_Node] = field(default_factory=list)
    links: list[_Link] = field(default_factory=list)
    cells: dict[Cell, int] = field(default_factory=dict)

    def place(self, room: Room, cell: Cell) -> int:
        self.nodes.append(_Node(room, cell, {s: list(d) for s, d in doors_by_side(room).items()}))
        self.cells[cell] = len(self.nodes) - 1
        return len(self.nodes) - 1

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.plan.columns and 0 <= cell[1] < self.plan.rows

    def ports(self, hosts: list[int], room: Room) -> list[tuple[int, str]]:
        """(host, wall) pairs where `room` could be put in the free cell beyond that wall."""
        facing = doors_by_side(room)
        out = []
        for index in hosts:
            node = self.nodes[index]
            for side, doors in node.free.items():
                dx, dy = SIDES[side]
                beyond = (node.cell[0] + dx, node.cell[1] + dy)
                fits = doors and facing.get(OPPOSITE[side]) and self.inside(beyond)
                if fits and beyond not in self.cells:
                    out.append((index, side))
        return out

    def snugness(self, host: int, side: str, room: Room) -> int:
        """1 + 8 x the rooms beside the cell beyond the host's wall that `room` could also be
        joined to (door facing door): such places make loops possible."""
        cell = self.nodes[host].cell
        dx, dy = SIDES[side]
        x, y = cell[0] + dx, cell[1] + dy
        facing = doors_by_side(room)
        near = 0
        for wall, (sx, sy) in SIDES.items():
            other = self.cells.get((x + sx, y + sy))
            if other is not None and other != host and facing.get(wall):
                near += bool(self.nodes[other].free.get(OPPOSITE[wall]))
        return 1 + 8 * near

    def length(self, low: int | None = None, high: int | None = None) -> int:
        plan = self.plan
        return self.rng.randint(
            plan.shortest if low is None else low, plan.longest if high is None else high
        )

    def join(self, a: int, side: str, b: int, length: int) -> None:
        """A corridor from a free door on `side` of node a to a free door facing it on b."""
        rng = self.rng
        a_doors, b_doors = self.nodes[a].free[side], self.nodes[b].free[OPPOSITE[side]]
        a_door = a_doors.pop(rng.randrange(len(a_doors)))
        b_door = b_doors.pop(rng.randrange(len(b_doors)))
        width = 2 if rng.random() < WIDE_CHANCE else 1
        self.links.append(_Link(a, a_door, b, b_door, length, width))
        self.nodes[a].links.append((b, length))
        self.nodes[b].links.append((a, length))

    def attach(self, host: int, side: str, room: Room, length: int) -> int:
        """Put `room` beyond wall `side` of the host and join them."""
        cell = self.nodes[host].cell
        dx, dy = SIDES[side]
        index = self.place(room, (cell[0] + dx, cell[1] + dy))
        self.nodes[index].hops = self.nodes[host].hops + 1
        self.join(host, side, index, length)
        return index

    def distances(self) -> dict[int, int]:
        return shortest_walks({i: n.links for i, n in enumerate(self.nodes)}, 0)

    def hops(self) -> dict[int, int]:
        return shortest_walks(
            {i: [(o, 1) for o, _ in n.links] for i, n in enumerate(self.nodes)}, 0
        )


_SIDES_OF: dict[int, tuple[Room, dict[str, tuple[str, ...]]]] = {}


def doors_by_side(room: Room) -> dict[str, tuple[str, ...]]:
    """The room's door ids on each wall (corner doors on none), computed once per room."""
    hit = _SIDES_OF.get(id(room))
    if hit is None or hit[0] is not room:
        sides: dict[str, list[str]] = {}
        for door in room.doors:
            side = door_side(room, door.id)
            if side is not None:
                sides.setdefault(side, []).append(door.id)
        hit = (room, {side: tuple(sorted(ids)) for side, ids in sides.items()})
        _SIDES_OF[id(room)] = hit
    return hit[1]


def room_pool(content: Content, plan: BuildPlan) -> list[str]:
    """The ids of the rooms that may be drawn: the plan's pool (or every room that is in the
    pool), minus the pinned ones, in a fixed order."""
    pinned = {r.room for r in plan.rooms if r.room is not None}
    wanted = plan.pool or [key for key, room in content.rooms.items() if room.in_pool]
    return sorted({room for room in wanted if room in content.rooms} - pinned)


def build_dungeon(content: Content, quest_id: str, seed: int) -> Dungeon:
    """The dungeon the quest's `build` makes with this seed (DungeonError when it cannot)."""
    quest = content.quests.get(quest_id)
    if quest is None:
        raise DungeonError(f"there is no quest '{quest_id}'")
    plan = quest.build
    if plan is None:
        raise DungeonError(
            f"quest '{quest_id}' does not say how to build its dungeon from the room pool "
            "(it has no `build`): play it on its own layout"
        )
    pinned: dict[int, Room] = {}
    for built in plan.rooms:
        if built.room is not None:
            if built.room not in content.rooms:
                raise DungeonError(f"room `{built.room}`, pinned to {built.number}, is missing")
            pinned[built.number] = content.rooms[built.room]
    pool = room_pool(content, plan)
    drawn = 6 - len(pinned)
    if len(pool) < drawn:
        raise DungeonError(
            f"the room pool has {len(pool)} room(s) to draw from, and quest '{quest_id}' draws "
            f"{drawn}"
        )
    rng = random.Random(f"duckgeon-dungeon/{quest_id}/{seed}")
    for _ in range(ATTEMPTS):
        layout = _attempt(content, plan, pinned, pool, rng)
        if layout is not None:
            return _dungeon(seed, layout)
    raise DungeonError(
        f"no dungeon could be laid out for quest '{quest_id}' with seed {seed}: the rooms' "
        "doors do not fit together on the quest map (give the pool rooms more doors)"
    )


def _attempt(
    content: Content,
    plan: BuildPlan,
    pinned: dict[int, Room],
    pool: list[str],
    rng: random.Random,
) -> _Layout | None:
    drawn_numbers = [n for n in range(1, 7) if n not in pinned]
    side_plan = plan.side_rooms
    spare = len(pool) - len(drawn_numbers)
    sides = (
        rng.randint(min(side_plan.fewest, spare), min(side_plan.most, spare)) if side_plan else 0
    )
    picks = [content.rooms[i] for i in rng.sample(pool, len(drawn_numbers) + sides)]
    drawn_rooms, side_rooms = picks[: len(drawn_numbers)], picks[len(drawn_numbers) :]
    layout = _Layout(plan, rng)
    root = pinned[1] if 1 in pinned else drawn_rooms.pop(0)
    walls = doors_by_side(root)
    starts = [
        (x, y)
        for y in range(plan.rows)
        for x in range(plan.columns)
        if any(layout.inside((x + SIDES[s][0], y + SIDES[s][1])) for s in walls)
    ]
    if not starts:
        return None
    layout.place(root, rng.choice(starts))
    layout.nodes[0].number = 1
    middle = [(room, number) for number, room in pinned.items() if 1 < number < BOSS_ROOM]
    middle += [(room, 0) for room in drawn_rooms]
    rng.shuffle(middle)
    while middle:
        # The next room (in the shuffled order) that has a place beside the rooms laid so far.
        hosts = list(range(len(layout.nodes)))
        fitting = ((k, layout.ports(hosts, room)) for k, (room, _) in enumerate(middle))
        k, ports = next(((k, ports) for k, ports in fitting if ports), (-1, []))
        if not ports:
            return None
        room, number = middle.pop(k)
        weights = [
            (1 + layout.nodes[host].hops) * layout.snugness(host, side, room)
            for host, side in ports
        ]
        host, side = rng.choices(ports, weights)[0]
        layout.nodes[layout.attach(host, side, room, layout.length())].number = number
    _add_loops(layout)
    boss = _place_boss(layout, pinned.get(BOSS_ROOM))
    if boss is None:
        return None
    layout.nodes[boss].number = BOSS_ROOM
    placed = sum(_hang_side_room(layout, room, boss) for room in side_rooms)
    if side_plan is not None and placed < min(side_plan.fewest, spare):
        return None
    _number(layout)
    return layout


def _add_loops(layout: _Layout) -> None:
    """Up to `loops` extra corridors between rooms side by side with free facing doors."""
    rng, nodes = layout.rng, layout.nodes
    pairs = []
    for index, node in enumerate(nodes):
        for side in ("east", "south"):
            dx, dy = SIDES[side]
            other = layout.cells.get((node.cell[0] + dx, node.cell[1] + dy))
            if other is None or any(o == other for o, _ in node.links):
                continue
            if node.free.get(side) and nodes[other].free.get(OPPOSITE[side]):
                pairs.append((index, side, other))
    rng.shuffle(pairs)
    for index, side, other in pairs[: layout.plan.loops]:
        if nodes[index].free.get(side) and nodes[other].free.get(OPPOSITE[side]):
            layout.join(index, side, other, layout.length())


def _place_boss(layout: _Layout, pinned: Room | None) -> int | None:
    """Room 6: the pinned Boss Room put beyond the farthest room that has a wall for it (its
    corridor long enough to make it the farthest of all), or else the farthest drawn room."""
    rng = layout.rng
    dist, hops = layout.distances(), layout.hops()
    farthest = max(dist.values())
    if pinned is None:
        tied = [i for i, d in dist.items() if d == farthest and layout.nodes[i].number == 0]
        if not tied:
            return None
        choice = rng.choice(sorted(tied))
        return choice if hops[choice] >= MIN_BOSS_CORRIDORS else None
    plan = layout.plan
    ports = [
        (host, side)
        for host, side in layout.ports(list(range(len(layout.nodes))), pinned)
        if hops[host] + 1 >= MIN_BOSS_CORRIDORS and farthest - dist[host] <= plan.longest
    ]
    if not ports:
        return None
    best = max(dist[host] for host, _ in ports)
    host, side = rng.choice([p for p in ports if dist[p[0]] == best])
    low = max(plan.shortest, farthest - dist[host])
    return layout.attach(host, side, pinned, layout.length(low))


def _hang_side_room(layout: _Layout, room: Room, boss: int) -> int:
    """Hang a side room off a room 1-5, never farther from 1 than room 6; 1 if it was hung."""
    plan, rng = layout.plan, layout.rng
    dist = layout.distances()
    hosts = [i for i, n in enumerate(layout.nodes) if i != boss and n.number <= BOSS_ROOM]
    ports = [
        (host, side)
        for host, side in layout.ports(hosts, room)
        if dist[boss] - dist[host] >= plan.shortest
    ]
    if not ports:
        return 0
    host, side = rng.choice(ports)
    high = min(plan.longest, dist[boss] - dist[host])
    index = layout.attach(host, side, room, layout.length(high=high))
    layout.nodes[index].number = BOSS_ROOM + 1  # numbered for real in `_number`
    return 1


def _number(layout: _Layout) -> None:
    """Rooms still unnumbered take the free numbers 2-5 in the order of the shortest walk from 1
    through them to 6 (fewest rooms entered, then fewest spaces), so that the numbers show the
    way; side rooms take 7 on, nearest first. Ties are broken by the seed."""
    rng, nodes = layout.rng, layout.nodes
    # A corridor costs one room entered, then its length: fewer entries always win.
    weighted = {i: [(o, ENTRY_COST + length) for o, length in n.links] for i, n in enumerate(nodes)}
    walks = {i: shortest_walks(weighted, i) for i in range(len(nodes))}
    fixed = {n.number: i for i, n in enumerate(nodes) if 1 <= n.number <= BOSS_ROOM}
    free = [n for n in range(2, BOSS_ROOM) if n not in fixed]
    drawn = [i for i, n in enumerate(nodes) if n.number == 0]
    best: list[tuple[int, ...]] = []
    best_cost = -1
    for order in permutations(drawn):
        numbered = {**fixed, **dict(zip(free, order, strict=True))}
        route = [numbered[n] for n in range(1, BOSS_ROOM + 1)]
        cost = sum(walks[a][b] for a, b in pairwise(route))
        if best_cost < 0 or cost < best_cost:
            best, best_cost = [order], cost
        elif cost == best_cost:
            best.append(order)
    for number, index in zip(free, rng.choice(best), strict=True):
        nodes[index].number = number
    dist = layout.distances()
    side = [i for i, n in enumerate(nodes) if n.number > BOSS_ROOM]
    for offset, index in enumerate(sorted(side, key=lambda i: (dist[i], rng.random()))):
        nodes[index].number = BOSS_ROOM + 1 + offset


def _dungeon(seed: int, layout: _Layout) -> Dungeon:
    nodes = layout.nodes
    left = min(n.cell[0] for n in nodes)
    top = min(n.cell[1] for n in nodes)
    used: dict[int, set[str]] = {i: set() for i in range(len(nodes))}
    corridors = []
    for link in layout.links:
        used[link.a].add(link.a_door)
        used[link.b].add(link.b_door)
        a, b = (link.a, link.b) if nodes[link.a].number < nodes[link.b].number else (link.b, link.a)
        a_door, b_door = (link.a_door, link.b_door) if a == link.a else (link.b_door, link.a_door)
        corridors.append(
            PlacedCorridor(
                nodes[a].number, a_door, nodes[b].number, b_door, link.length, link.width
            )
        )
    rooms = [
        PlacedRoom(
            number=node.number,
            room=node.room.id,
            at=(node.cell[0] - left, node.cell[1] - top),
            sealed=tuple(sorted(d.id for d in node.room.doors if d.id not in used[index])),
            digest=room_digest(node.room),
        )
        for index, node in enumerate(nodes)
    ]
    return Dungeon(
        seed=seed,
        rooms=tuple(sorted(rooms, key=lambda r: r.number)),
        corridors=tuple(sorted(corridors, key=lambda c: (c.a, c.b))),
    )
