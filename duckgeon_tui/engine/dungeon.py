"""A dungeon built from the room pool: where each room lies, the corridors, the quest it makes."""

from __future__ import annotations

import hashlib
from functools import cache
from typing import Any

from pydantic import TypeAdapter, ValidationError

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import Corridor, DoorRef, Quest, QuestRoom, TableEntry
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.quick_dataclasses import dataclass

BOSS_ROOM = 6
"""The Boss Room: the farthest room from room 1 along the corridors."""

SIDES: dict[str, tuple[int, int]] = {
    "north": (0, -1),
    "east": (1, 0),
    "south": (0, 1),
    "west": (-1, 0),
}
"""The walls a door can be on, and the step on the quest map toward the room beyond it."""
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


class DungeonError(ValueError):
    """A dungeon that cannot be built, or a stored one that no longer fits the game's content;
    the message says why, for a player or a modder."""


@dataclass(frozen=True, slots=True)
class PlacedRoom:
    """A room of the dungeon: its number, which room of the pool, its cell on the quest map,
    its doors that lead nowhere, and a digest of the room as it was when the dungeon was built."""

    number: int
    room: str
    at: tuple[int, int]
    sealed: tuple[str, ...]
    digest: str


@dataclass(frozen=True, slots=True)
class PlacedCorridor:
    """A corridor from door `a_door` of room `a` to door `b_door` of room `b` (`a` < `b`)."""

    a: int
    a_door: str
    b: int
    b_door: str
    length: int
    width: int = 1


@dataclass(frozen=True, slots=True)
class Dungeon:
    """A dungeon built from the room pool with a seed: rooms 1-6 (and side rooms 7 on), each in
    its own cell of the quest map, and corridors between rooms side by side."""

    seed: int
    rooms: tuple[PlacedRoom, ...]
    corridors: tuple[PlacedCorridor, ...]

    def room_numbered(self, number: int) -> PlacedRoom:
        """The room with this number (KeyError if none)."""
        for placed in self.rooms:
            if placed.number == number:
                return placed
        raise KeyError(number)

    def links(self) -> dict[int, list[tuple[int, int]]]:
        """Room number → (room number at the corridor's other end, corridor length)."""
        out: dict[int, list[tuple[int, int]]] = {r.number: [] for r in self.rooms}
        for c in self.corridors:
            out.setdefault(c.a, []).append((c.b, c.length))
            out.setdefault(c.b, []).append((c.a, c.length))
        return out

    def distances(self, start: int = 1) -> dict[int, int]:
        """The shortest walk in corridor spaces from room `start` to every room it reaches."""
        return shortest_walks(self.links(), start)


def shortest_walks(links: dict[int, list[tuple[int, int]]], start: int) -> dict[int, int]:
    """Dijkstra over corridor lengths (the graphs are tiny: a sorted frontier is enough)."""
    best = {start: 0}
    frontier = [(0, start)]
    while frontier:
        frontier.sort(reverse=True)
        dist, node = frontier.pop()
        if dist > best[node]:
            continue
        for other, length in links.get(node, ()):
            if dist + length < best.get(other, 1 << 30):
                best[other] = dist + length
                frontier.append((dist + length, other))
    return best


def door_side(room: Room, door_id: str) -> str | None:
    """The wall a door of the room is on (north, east, south, west), or None in a corner."""
    door = next((d for d in room.doors if d.id == door_id), None)
    if door is None:
        return None
    col, row = door.at
    top, left = row == 0, col == 0
    bottom, right = row == room.height - 1, col == room.width - 1
    if (top or bottom) and (left or right):
        return None
    if top:
        return "north"
    if bottom:
        return "south"
    if left:
        return "west"
    return "east" if right else None


_DIGESTS: dict[int, tuple[Room, str]] = {}


def room_digest(room: Room) -> str:
    """A short digest of everything about a room (map, doors, features), computed once."""
    hit = _DIGESTS.get(id(room))
    if hit is None or hit[0] is not room:
        text = room.model_dump_json()
        hit = (room, hashlib.sha256(text.encode("utf-8")).hexdigest()[:16])
        _DIGESTS[id(room)] = hit
    return hit[1]


# -- the quest a dungeon makes ------------------------------------------------------------


def check_dungeon(content: Content, quest: Quest, dungeon: Dungeon) -> None:
    """Raise DungeonError unless the dungeon is sound and fits the content as it is now: its
    rooms unchanged, numbers 1-6 present, one room per cell, corridors between doors of rooms
    side by side on the walls facing each other, each door used once, every room reachable."""
    if quest.build is None:
        raise DungeonError(f"quest '{quest.id}' has no `build`: its dungeon is not built")
    numbers = [r.number for r in dungeon.rooms]
    if len(set(numbers)) != len(numbers) or not set(range(1, 7)) <= set(numbers):
        raise DungeonError("the dungeon's rooms are not numbered 1 to 6 (and on), each once")
    if not all(1 <= n <= 12 for n in numbers):
        raise DungeonError("the dungeon's room numbers run from 1 to 12")
    cells = [r.at for r in dungeon.rooms]
    if len(set(cells)) != len(cells):
        raise DungeonError("two rooms of the dungeon lie in the same place")
    cols, rows = quest.build.columns, quest.build.rows
    if not all(0 <= x < cols and 0 <= y < rows for x, y in cells):
        raise DungeonError(f"a room of the dungeon lies outside the {cols}x{rows} quest map")
    rooms: dict[int, Room] = {}
    for placed in dungeon.rooms:
        room = content.rooms.get(placed.room)
        if room is None:
            raise DungeonError(
                f"room {placed.number} of this dungeon, `{placed.room}`, is no longer in the "
                "room pool"
            )
        if room_digest(room) != placed.digest:
            raise DungeonError(
                f"room {placed.number} of this dungeon, `{placed.room}`, has changed since the "
                "dungeon was built (its map, doors or features), so the game cannot go on as it was"
            )
        door_ids = {d.id for d in room.doors}
        if not set(placed.sealed) <= door_ids:
            raise DungeonError(f"room {placed.number} seals a door `{placed.room}` does not have")
        rooms[placed.number] = room
    _check_corridors(dungeon, rooms)


def _check_corridors(dungeon: Dungeon, rooms: dict[int, Room]) -> None:
    at = {r.number: r.at for r in dungeon.rooms}
    used: set[tuple[int, str]] = set()
    joined: set[tuple[int, int]] = set()
    for c in dungeon.corridors:
        missing = [n for n in (c.a, c.b) if n not in rooms]
        if missing:
            raise DungeonError(f"a corridor leads to room {missing[0]}, which the dungeon lacks")
        if c.a >= c.b:
            raise DungeonError(f"a corridor runs from room {c.a} to room {c.b}: not in order")
        if (c.a, c.b) in joined:
            raise DungeonError(f"two corridors join rooms {c.a} and {c.b}")
        joined.add((c.a, c.b))
        if not (1 <= c.length <= 60 and 1 <= c.width <= 6):
            raise DungeonError(f"the corridor between rooms {c.a} and {c.b} has an odd size")
        side = door_side(rooms[c.a], c.a_door)
        far = door_side(rooms[c.b], c.b_door)
        step = SIDES.get(side or "")
        ax, ay = at[c.a]
        if (
            step is None
            or far != OPPOSITE[side or "north"]
            or at[c.b] != (ax + step[0], ay + step[1])
        ):
            raise DungeonError(
                f"the corridor between rooms {c.a} and {c.b} does not join facing doors of rooms "
                "side by side"
            )
        for end in ((c.a, c.a_door), (c.b, c.b_door)):
            if end in used or end[1] in dungeon.room_numbered(end[0]).sealed:
                raise DungeonError(f"door `{end[1]}` of room {end[0]} is used twice or sealed")
            used.add(end)
    reached = dungeon.distances(1)
    if len(reached) != len(dungeon.rooms):
        raise DungeonError("some rooms of the dungeon cannot be reached from room 1")
    for placed in dungeon.rooms:
        for door in rooms[placed.number].doors:
            if (placed.number, door.id) not in used and door.id not in placed.sealed:
                raise DungeonError(f"door `{door.id}` of room {placed.number} leads nowhere")


def _table_and_boss(quest: Quest, number: int) -> tuple[list[TableEntry], str | None]:
    assert quest.build is not None
    own = next((r for r in quest.rooms if r.number == number), None)
    if number > BOSS_ROOM:
        side = quest.build.side_rooms
        if side is None:
            raise DungeonError(
                f"quest '{quest.id}' has no side rooms, but the dungeon has {number}"
            )
        return list(side.room_table), None
    plan = next(r for r in quest.build.rooms if r.number == number)
    table = plan.room_table if plan.room_table is not None else own.room_table if own else None
    if table is None:
        raise DungeonError(f"quest '{quest.id}' has no Room Table for room {number}")
    return list(table), plan.boss if plan.boss is not None else own.boss if own else None


_QUESTS: dict[tuple[int, int, Dungeon], tuple[Content, Quest, Quest]] = {}
_KEPT_QUESTS = 64


def quest_for(content: Content, quest_id: str, dungeon: Dungeon | None) -> Quest:
    """The quest as it is played: on its own layout (`dungeon` None) or on the built dungeon,
    with the Room Tables the quest gives each number (side rooms: the side-room table).

    Raises DungeonError when the dungeon does not fit, or the quest has no layout of its own."""
    template = content.quests[quest_id]
    if dungeon is None:
        if not template.has_own_layout:
            raise DungeonError(
                f"quest '{quest_id}' has no layout of its own: build its dungeon from the room "
                "pool (--dungeon random)"
            )
        return template
    key = (id(content), id(template), dungeon)
    hit = _QUESTS.get(key)
    if hit is not None and hit[0] is content and hit[1] is template:
        return hit[2]
    check_dungeon(content, template, dungeon)
    rooms = []
    for placed in sorted(dungeon.rooms, key=lambda r: r.number):
        table, boss = _table_and_boss(template, placed.number)
        rooms.append(
            QuestRoom.model_construct(
                number=placed.number,
                room=placed.room,
                at=placed.at,
                room_table=table,
                boss=boss,
                sealed=list(placed.sealed),
            )
        )
    corridors = [
        Corridor.model_construct(
            id=f"c{c.a}-{c.b}",
            a=DoorRef.model_construct(room=c.a, door=c.a_door),
            b=DoorRef.model_construct(room=c.b, door=c.b_door),
            length=c.length,
            width=c.width,
        )
        for c in dungeon.corridors
    ]
    quest = template.model_copy(update={"rooms": rooms, "corridors": corridors})
    if len(_QUESTS) >= _KEPT_QUESTS:
        _QUESTS.clear()
    _QUESTS[key] = (content, template, quest)
    return quest


# -- saves --------------------------------------------------------------------------------


@cache
def _adapter() -> TypeAdapter[Dungeon]:
    return TypeAdapter(Dungeon)


def dungeon_to_data(dungeon: Dungeon) -> dict[str, Any]:
    """JSON-ready data of a dungeon (for the save)."""
    data: dict[str, Any] = _adapter().dump_python(dungeon, mode="json")
    return data


def dungeon_from_data(data: Any) -> Dungeon:
    """A dungeon back from `dungeon_to_data` output; DungeonError when it has another shape."""
    try:
        return _adapter().validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(p) for p in first["loc"]) or "top level"
        raise DungeonError(f"the stored dungeon is damaged ({place}: {first['msg']})") from None
