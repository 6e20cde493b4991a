"""A quest's `build`: what it pins and draws is checked, and every problem names file:line:col."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine.dungeon_build import build_dungeon

QUESTS = "quests/quests.yaml"
BUILD = """    build:
      rooms:
        - {number: 1, room: cell}
        - {number: 2}
        - {number: 3}
        - {number: 4, room_table: [{min: 1, max: 6}]}
        - {number: 5}
        - {number: 6, room: lair}
      side_rooms: {most: 1, room_table: [{min: 1, max: 6}]}
"""
# Rooms for the pool: copies of the tiny quest's `cell`, with doors on all four walls.
POOL_ROOM = """  - id: {id}
    name: Room {id}
    map:
      - "####+#####"
      - "#........#"
      - "#.S......#"
      - "#........#"
      - "+...@..a.+"
      - "#........#"
      - "#...T....#"
      - "#........#"
      - "#........#"
      - "####+#####"
    doors:
      - {{id: west, at: [0, 4]}}
      - {{id: east, at: [9, 4]}}
      - {{id: north, at: [4, 0]}}
      - {{id: south, at: [4, 9]}}
    features:
      a: {{kind: object, name: Cage, success: King Goscock is free!}}
"""


def with_pool(data: Path, ids: list[str], build: str = BUILD) -> Path:
    rooms = data / "rooms" / "pool.yaml"
    rooms.write_text("rooms:\n" + "".join(POOL_ROOM.format(id=i) for i in ids), encoding="utf-8")
    quests = data / QUESTS
    text = quests.read_text(encoding="utf-8")
    quests.write_text(text.replace("    strolling_table:", build + "    strolling_table:", 1))
    return data


def messages(data: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_content(data)
    return [str(error) for error in caught.value.errors]


def test_a_sound_build_loads_and_builds(minimal_copy: Path) -> None:
    data = with_pool(minimal_copy, ["lair", "hall-a", "hall-b", "hall-c", "hall-d", "hall-e"])
    content = load_content(data)
    dungeon = build_dungeon(content, "quest-1", 5)
    assert dungeon.room_numbered(1).room == "cell" and dungeon.room_numbered(6).room == "lair"
    assert {r.room for r in dungeon.rooms if 1 < r.number < 6} <= {f"hall-{c}" for c in "abcde"}


@pytest.mark.parametrize(
    ("old", "new", "fragment", "place"),
    [
        (
            "room: lair}",
            "room: liar}",
            "there is no room with id `liar` (did you mean `lair`?)",
            "",
        ),
        ("{number: 5}", "{number: 5, boss: duckthulu}", "no Beastie with id `duckthulu`", ""),
        ("{number: 2}", "{number: 3}", "must hold the numbers 1 to 6", ""),
        ("room: lair}", "room: cell}", "one room is pinned to two numbers", ""),
        ("most: 1,", "fewest: 2, most: 1,", "`fewest` is above `most`", ""),
        ("side_rooms:", "columns: 2\n      rows: 3\n      side_rooms:", "no space for 7 rooms", ""),
        ("side_rooms:", "pool: [hall-a, hall-b]\n      side_rooms:", "has only 2 to draw", "pool"),
        (
            "side_rooms:",
            "shortest: 9\n      longest: 3\n      side_rooms:",
            "`shortest` is above",
            "",
        ),
        ("{number: 2}", "{number: 2, room_table: [{min: 3, max: 1}]}", "`min` is above", ""),
        ("{number: 2}", "{number: 2, colour: red}", "colour", ""),
    ],
)
def test_a_broken_build_is_reported_where_it_is(
    minimal_copy: Path, old: str, new: str, fragment: str, place: str
) -> None:
    data = with_pool(minimal_copy, ["lair", "hall-a", "hall-b", "hall-c", "hall-d"])
    quests = data / QUESTS
    text = quests.read_text(encoding="utf-8")
    assert old in text
    quests.write_text(text.replace(old, new, 1), encoding="utf-8")
    lines = messages(data)
    hits = [line for line in lines if fragment in line]
    assert hits, lines
    assert re.match(rf"{re.escape(str(quests))}:\d+:\d+: ", hits[0]), hits[0]
    assert place in hits[0]


def test_room_tables_and_objectives_need_pinned_rooms(minimal_copy: Path) -> None:
    build = BUILD.replace("{number: 6, room: lair}", "{number: 6}")
    data = with_pool(minimal_copy, ["lair", "hall-a", "hall-b", "hall-c", "hall-d"], build)
    quests = data / QUESTS
    text = quests.read_text(encoding="utf-8").replace("      - number: 6\n", "      - number: 7\n")
    quests.write_text(text.replace("b: {room: 6", "b: {room: 7"), encoding="utf-8")
    lines = messages(data)
    assert any("room 6 has no Room Table: give it a `room_table`" in line for line in lines)
    assert any("the build draws room 6 from the pool: pin the room" in line for line in lines)
    assert any("victory[1]" in line for line in lines)


def test_a_pool_too_small_is_reported(minimal_copy: Path) -> None:
    data = with_pool(minimal_copy, ["lair", "hall-a"])
    (line,) = messages(data)
    assert "the build draws 4 room(s) but the room pool has only 1 to draw from" in line
