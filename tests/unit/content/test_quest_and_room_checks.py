"""Cross-file checks on rooms and quests: doors lead somewhere, room 6 lies away from room 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import load_content


def _edit(data: Path, relative: str, old: str, new: str) -> None:
    path = data / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _messages(data: Path) -> list[str]:
    with pytest.raises(ContentErrors) as caught:
        load_content(data)
    return [str(error) for error in caught.value.errors]


QUESTS = "quests/quests.yaml"
ROOMS = "rooms/rooms.yaml"


@pytest.mark.parametrize(
    ("relative", "old", "new", "fragment"),
    [
        (QUESTS, "        sealed: [west]\n", "", "door `west` of room 1 (`cell`) leads nowhere"),
        (QUESTS, "sealed: [west]", "sealed: [north]", "has no door `north` to seal"),
        (QUESTS, "b: {room: 2, door: west}", "b: {room: 2, door: up}", "has no door `up`"),
        (
            QUESTS,
            "{room: 5, door: east}, b: {room: 6",
            "{room: 1, door: west}, b: {room: 6",
            "joins room 1 straight to room 6",
        ),
        (QUESTS, "{number: 3,", "{number: 7,", "leads to room 3, which the quest does not have"),
        (QUESTS, "number: 6\n", "number: 8\n", "the quest needs room 6"),
        (QUESTS, "feature: a}", "feature: b}", "has no feature `b`"),
        (
            QUESTS,
            "boss: duckthulhu\n      steps",
            "boss: pesky-rat-head\n      steps",
            "is not a boss",
        ),
        (
            ROOMS,
            '"#........#"\n      - "#...T',
            '"#.......#"\n      - "#...T',
            "rows must all be the same width",
        ),
        (ROOMS, '"#.S......#"', '"#.S...X..#"', "`X` at column 6 is not in the map legend"),
        (ROOMS, '"#.S......#"', '"#.S.....+#"', "the door glyph at [8, 2] has no entry"),
        (ROOMS, '"##########"\n    doors', '"####.#####"\n    doors', "outer ring must be wall"),
        (ROOMS, "at: [9, 4]", "at: [9, 5]", "is on `#`, not on a door glyph"),
        (ROOMS, "a: {kind: object", "b: {kind: object", "feature `b` is not drawn"),
    ],
)
def test_broken_quest_or_room_is_reported(
    minimal_copy: Path, relative: str, old: str, new: str, fragment: str
) -> None:
    _edit(minimal_copy, relative, old, new)
    lines = _messages(minimal_copy)
    assert any(fragment in line for line in lines), lines
    assert all(line.startswith(str(minimal_copy)) for line in lines)


def test_an_interact_needs_an_object(minimal_copy: Path) -> None:
    _edit(
        minimal_copy,
        ROOMS,
        "a: {kind: object, name: Cage, success: King Goscock is free!}",
        "a: {kind: clue, name: Cage, text: A cage.}",
    )
    (line,) = _messages(minimal_copy)
    assert "victory[1].feature" in line and "is a clue" in line


def test_unreachable_rooms_are_reported(minimal_copy: Path) -> None:
    _edit(
        minimal_copy,
        QUESTS,
        "      - {id: c34, a: {room: 3, door: east}, b: {room: 4, door: west}, length: 4}\n",
        "",
    )
    lines = _messages(minimal_copy)
    assert any("room 4 cannot be reached from room 1" in line for line in lines)
    assert any("door `east` of room 3 (`cell`) leads nowhere" in line for line in lines)


def test_a_condition_named_in_an_effect_must_exist(minimal_copy: Path) -> None:
    _edit(minimal_copy, "funkards/funkards.yaml", "condition: frozen", "condition: frozzen")
    (line,) = _messages(minimal_copy)
    assert "zappies[0].effects[1].condition" in line and "did you mean `frozen`" in line
    assert ":17:33:" in line
