"""The room pool the dungeons are built from: enough rooms, of every size, each one sound to
play in (every floor space, door and feature within reach) with furniture that matters."""

from __future__ import annotations

from collections import deque

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.rooms import Furniture, Room
from duckgeon_tui.engine.grid import Grid
from tests.support.content import game_content

STEPS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


@pytest.fixture(scope="module")
def content() -> Content:
    return game_content()


def reached_from_first_door(room: Room) -> tuple[Grid, set[tuple[int, int]]]:
    """The walkable spaces a Duckventurer coming in by the room's first door can walk to."""
    grid = Grid(room)

    def walkable(x: int, y: int) -> bool:
        inside = 0 <= x < grid.w and 0 <= y < grid.h
        return inside and not grid.static_block[grid.index((x, y))] and (x, y) not in grid.doors

    x, y = room.doors[0].at
    queue = deque((x + dx, y + dy) for dx, dy in STEPS if walkable(x + dx, y + dy))
    seen = set(queue)
    while queue:
        x, y = queue.popleft()
        for dx, dy in STEPS:
            step = (x + dx, y + dy)
            if step not in seen and walkable(*step):
                seen.add(step)
                queue.append(step)
    floor = {(x, y) for y in range(grid.h) for x in range(grid.w) if walkable(x, y)}
    assert floor == seen, f"{room.id}: spaces cut off: {sorted(floor - seen)[:5]}"
    return grid, seen


def test_the_pool_has_rooms_of_every_size(content: Content) -> None:
    sizes = {(room.width - 2, room.height - 2) for room in content.rooms.values()}
    assert len(content.rooms) >= 14
    assert (8, 8) in sizes and (20, 14) in sizes
    assert all(8 <= w <= 20 and 8 <= h <= 14 for w, h in sizes)


def test_every_room_can_be_walked_through(content: Content) -> None:
    for room in content.rooms.values():
        grid, reached = reached_from_first_door(room)
        near = {(x + dx, y + dy) for x, y in reached for dx, dy in STEPS}
        for door in room.doors:
            assert door.at in near, f"{room.id}: door {door.id} cannot be reached"
        for spot in (*grid.spawns, *grid.feature_at):
            assert spot in reached or spot in near, f"{room.id}: {spot} cannot be reached"


def test_furniture_matters(content: Content) -> None:
    drawable = [
        r for r in content.rooms.values() if r.id not in ("entry-room", "lair-of-duckthulhu")
    ]
    assert all(len(room.doors) >= 2 for room in drawable)  # the pool rooms join up
    blocks_walking = blocks_sight = 0
    for room in content.rooms.values():
        grid = Grid(room)
        blocks_walking += any(grid.static_block[i] for i in range(grid.n))
        blocks_sight += any(grid.sight_block[i] for i in range(grid.n))
    assert blocks_walking == len(content.rooms) and blocks_sight >= len(content.rooms) - 2
    named = [f for room in content.rooms.values() for f in room.features.values()]
    assert any(isinstance(f, Furniture) and f.blocks_sight and not f.blocks_move for f in named)
    assert any(isinstance(f, Furniture) and f.blocks_sight and f.blocks_move for f in named)
