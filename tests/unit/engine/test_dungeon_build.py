"""Build a Duckgeon: for 1,000 seeds the dungeon is connected, nothing overlaps, room 6 lies
farthest from room 1 along the corridors, and the same seed builds the same dungeon."""

from __future__ import annotations

import itertools

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import BuildPlan
from duckgeon_tui.engine.dungeon import Dungeon, door_side
from duckgeon_tui.engine.dungeon_build import build_dungeon
from tests.support.content import game_content

SEEDS = range(1000)
QUEST = "quest-1"
STEP = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}
FACING = {"north": "south", "south": "north", "east": "west", "west": "east"}


@pytest.fixture(scope="module")
def content() -> Content:
    return game_content()


@pytest.fixture(scope="module")
def plan(content: Content) -> BuildPlan:
    built = content.quests[QUEST].build
    assert built is not None
    return built


@pytest.fixture(scope="module")
def dungeons(content: Content) -> dict[int, Dungeon]:
    return {seed: build_dungeon(content, QUEST, seed) for seed in SEEDS}


def walks(dungeon: Dungeon) -> dict[int, dict[int, float]]:
    """All shortest corridor walks (Floyd-Warshall: independent of the engine's Dijkstra)."""
    numbers = [r.number for r in dungeon.rooms]
    far = float("inf")
    dist = {a: {b: 0.0 if a == b else far for b in numbers} for a in numbers}
    for c in dungeon.corridors:
        dist[c.a][c.b] = dist[c.b][c.a] = min(dist[c.a][c.b], c.length)
    for k, i, j in itertools.product(numbers, repeat=3):
        dist[i][j] = min(dist[i][j], dist[i][k] + dist[k][j])
    return dist


def test_the_same_seed_builds_the_same_dungeon(
    content: Content, dungeons: dict[int, Dungeon]
) -> None:
    for seed in SEEDS:
        assert build_dungeon(content, QUEST, seed) == dungeons[seed], seed
    assert len(set(dungeons.values())) >= 990  # and other seeds other dungeons


def test_every_dungeon_is_connected(dungeons: dict[int, Dungeon]) -> None:
    for seed, dungeon in dungeons.items():
        reach = walks(dungeon)[1]
        assert all(d < float("inf") for d in reach.values()), seed


def test_room_6_lies_farthest_from_room_1(dungeons: dict[int, Dungeon]) -> None:
    for seed, dungeon in dungeons.items():
        from_entry = walks(dungeon)[1]
        assert from_entry[6] == max(from_entry.values()), seed
        hops = {c.a for c in dungeon.corridors if c.b == 6} | {
            c.b for c in dungeon.corridors if c.a == 6
        }
        assert 1 not in hops, seed  # never a corridor straight from 1 to 6


def test_no_rooms_or_corridors_overlap(
    content: Content, plan: BuildPlan, dungeons: dict[int, Dungeon]
) -> None:
    for seed, dungeon in dungeons.items():
        cells = [r.at for r in dungeon.rooms]
        assert len(set(cells)) == len(cells), seed
        assert all(0 <= x < plan.columns and 0 <= y < plan.rows for x, y in cells), seed
        at = {r.number: r.at for r in dungeon.rooms}
        rooms = {r.number: content.rooms[r.room] for r in dungeon.rooms}
        gaps = set()
        doors = set()
        for c in dungeon.corridors:
            side = door_side(rooms[c.a], c.a_door)
            assert side is not None and door_side(rooms[c.b], c.b_door) == FACING[side], seed
            dx, dy = STEP[side]
            # Rooms side by side: the corridor lies in the gap between them, over no room.
            assert at[c.b] == (at[c.a][0] + dx, at[c.a][1] + dy), seed
            gap = frozenset((at[c.a], at[c.b]))
            assert gap not in gaps, seed
            gaps.add(gap)
            for end in ((c.a, c.a_door), (c.b, c.b_door)):
                assert end not in doors, seed
                doors.add(end)


def test_the_rulebook_setup_is_followed(
    content: Content, plan: BuildPlan, dungeons: dict[int, Dungeon]
) -> None:
    pool_sizes = set()
    for seed, dungeon in dungeons.items():
        numbers = sorted(r.number for r in dungeon.rooms)
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 6, seed
        ids = [r.room for r in dungeon.rooms]
        assert len(set(ids)) == len(ids), seed  # each room of the pool at most once
        assert dungeon.room_numbered(1).room == "entry-room"
        assert dungeon.room_numbered(6).room == "lair-of-duckthulhu"
        for r in dungeon.rooms:
            room = content.rooms[r.room]
            assert room.width - 2 >= 8 and room.height - 2 >= 8
            used = {c.a_door for c in dungeon.corridors if c.a == r.number}
            used |= {c.b_door for c in dungeon.corridors if c.b == r.number}
            assert used | set(r.sealed) == {d.id for d in room.doors}, seed
            assert not used & set(r.sealed), seed
            links = [c for c in dungeon.corridors if r.number in (c.a, c.b)]
            if r.number > 6:  # a side room is a dead end hung off rooms 1-5
                assert len(links) == 1 and max(links[0].a, links[0].b) == r.number, seed
                assert min(links[0].a, links[0].b) < 6, seed
        assert all(plan.shortest <= c.length <= plan.longest for c in dungeon.corridors), seed
        pool_sizes.add(len(numbers))
    assert pool_sizes == {6, 7, 8}  # none, one or two side rooms
    lengths = {c.length for d in dungeons.values() for c in d.corridors}
    assert lengths == set(range(plan.shortest, plan.longest + 1))  # varied lengths
    assert any(len(d.corridors) >= len(d.rooms) for d in dungeons.values())  # some loops
