"""Checks of quest objectives, clocks and expansion sets: each names what is wrong, and where."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import load_content

QUESTS = "quests/quests.yaml"
INTERACT = "      - {kind: interact, room: 6, feature: a}\n"


def _messages(data: Path, relative: str, old: str, new: str) -> list[str]:
    path = data / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_content(data)
    return [str(error) for error in caught.value.errors]


@pytest.mark.parametrize(
    ("new", "fragment"),
    [
        (
            "      - {kind: clues, need: 1, clues: [{room: 6, feature: a, name: X, text: Y}]}\n",
            "victory[1].clues[0]: feature `a` of room `cell` is a object; a Look needs a `clue`",
        ),
        (
            "      - {kind: clues, need: 1, clues: [{room: 2, name: X, text: Y}]}\n",
            "room 2 (`cell`) has no `clue` feature to Look at",
        ),
        (
            "      - {kind: clues, need: 1, clues: [{room: 9, name: X, text: Y}]}\n",
            "victory[1].clues[0].room: the quest has no room 9",
        ),
        (
            "      - {kind: clues, need: 2, clues: [{room: 6, name: X, text: Y}]}\n",
            "`need` is 2, but there are 1 clues",
        ),
        (
            "      - {kind: interact, room: 6, feature: a, after: [clues]}\n",
            "victory[1].after[0]: no victory objective has the id `clues`",
        ),
        (
            "      - {kind: interact, id: cage, room: 6, feature: a, after: [cage]}\n",
            "`cage` would come after itself (through `cage`)",
        ),
        (
            "      - {kind: interact, room: 6, feature: a, after: [out]}\n"
            "      - {kind: escape, id: out, room: 1}\n",
            "`out` is the way out: nothing can come after it",
        ),
        (
            "      - {kind: escape, room: 1}\n      - {kind: escape, room: 6}\n",
            "victory[2]: a quest has one way out at most",
        ),
        ("      - {kind: escape, room: 7}\n", "victory[1].room: the quest has no room 7"),
        (
            "      - {kind: interact, id: a, room: 6, feature: a}\n"
            "      - {kind: escape, id: a, room: 1}\n",
            "victory[2].id: objective 1 already has the id `a`",
        ),
        (INTERACT + "    defeat: [{kind: clock_out}]\n", "defeat[0]: `clock_out` needs a `clock`"),
        (INTERACT + "    expansions: [soggy]\n", "no Funkard belongs to the expansion set `soggy`"),
    ],
)
def test_broken_objectives_are_reported(minimal_copy: Path, new: str, fragment: str) -> None:
    lines = _messages(minimal_copy, QUESTS, INTERACT, new)
    assert any(fragment in line for line in lines), lines
    assert all(line.startswith(str(minimal_copy / QUESTS)) for line in lines), lines


@pytest.mark.parametrize(
    ("clock", "fragment"),
    [
        ("{name: Tide, length: 5, start: 5}", "`start` must be below `length`"),
        (
            "{name: Tide, length: 5, marks: [{at: 3, name: B}, {at: 2, name: A}]}",
            "marks must be listed in order",
        ),
        ("{name: Tide, length: 5, marks: [{at: 6, name: A}]}", "lies past the clock's `length`"),
        (
            "{name: Tide, length: 5, marks: [{at: 2, name: A, effects: "
            "[{kind: clock, marks: 0}]}]}",
            "`marks` must not be 0",
        ),
    ],
)
def test_a_broken_clock_is_reported(minimal_copy: Path, clock: str, fragment: str) -> None:
    lines = _messages(minimal_copy, QUESTS, INTERACT, INTERACT + f"    clock: {clock}\n")
    assert any(fragment in line and ":34:" in line and "].clock" in line for line in lines), lines


def test_a_booster_top_needs_a_track(minimal_copy: Path) -> None:
    path = minimal_copy / QUESTS
    text = path.read_text(encoding="utf-8")
    start = text.index("    booster_wooster:")
    end = text.index("    victory:")
    path.write_text(
        text[:start] + text[end:] + "    defeat: [{kind: party_down}, {kind: booster_top}]\n",
        encoding="utf-8",
    )
    with pytest.raises(ContentErrors) as caught:
        load_content(minimal_copy)
    lines = [str(e) for e in caught.value.errors]
    assert any("defeat[1]: `booster_top` needs a `booster_wooster` track" in x for x in lines)


def test_a_door_must_open_onto_floor(minimal_copy: Path) -> None:
    row = '      - "#........#"\n'
    walled = '      - "#T......T#"\n'
    lines = _messages(
        minimal_copy,
        "rooms/rooms.yaml",
        row + '      - "+...@..a.+"\n' + row,
        walled + '      - "+T..@..aT+"\n' + walled,
    )
    assert any("door `west` at [0, 4] opens onto nothing" in line for line in lines), lines
    assert any("door `east` at [9, 4] opens onto nothing" in line for line in lines), lines


BUILD = """    build:
      rooms:
        - {number: 1, room: cell}
        - {number: 2, room_table: [{min: 1, max: 6}]}
        - {number: 3, room_table: [{min: 1, max: 6}]}
        - {number: 4, room_table: [{min: 1, max: 6}]}
        - {number: 5, room_table: [{min: 1, max: 6}]}
        - {number: 6, room: vault}
"""


@pytest.mark.parametrize(
    ("clue", "fragment"),
    [
        (
            "{room: 3, feature: c, name: X, text: Y}",
            "the build draws room 3 from the pool, so the clue cannot name a feature (`c`)",
        ),
        (
            "{room: 3, name: X, text: Y}",
            "the build may draw a room with no clue to Look at as room 3 (`bare-1`, `bare-2`, "
            "`bare-3`, `bare-4`)",
        ),
    ],
)
def test_clues_of_a_built_dungeon(minimal_copy: Path, clue: str, fragment: str) -> None:
    rooms = minimal_copy / "rooms" / "rooms.yaml"
    text = rooms.read_text(encoding="utf-8")
    extra = "".join(
        text.replace("id: cell", f"id: {name}").replace("rooms:\n", "", 1)
        for name in ("vault", "bare-1", "bare-2", "bare-3", "bare-4")
    )
    rooms.write_text(text + extra, encoding="utf-8")
    goal = f"      - {{kind: clues, need: 1, clues: [{clue}]}}\n"
    lines = _messages(minimal_copy, QUESTS, INTERACT, INTERACT + goal + BUILD)
    assert any(fragment in line for line in lines), lines


def test_rooms_out_of_the_pool_are_not_drawn(minimal_copy: Path) -> None:
    rooms = minimal_copy / "rooms" / "rooms.yaml"
    text = rooms.read_text(encoding="utf-8")
    extra = "".join(
        text.replace("id: cell", f"id: {name}\n    in_pool: false").replace("rooms:\n", "", 1)
        for name in ("vault", "bare-1", "bare-2", "bare-3", "bare-4")
    )
    rooms.write_text(text + extra, encoding="utf-8")
    lines = _messages(minimal_copy, QUESTS, INTERACT, INTERACT + BUILD)
    assert any("the build draws 4 room(s) but the room pool has only 0" in x for x in lines)
