"""A DuckWalk's cursor starts where the walk is likely for, so that the first Enter walks
somewhere useful: next to a Beastie (or as near as the walk goes), else on a closed door to a room
not entered yet or next to a clue; on the walker's own space when nothing calls. The banner says
where it starts."""

from __future__ import annotations

from duckgeon_tui.engine import Game, Walk
from duckgeon_tui.tui.flow.map_choosing import Choice, walking
from tests.unit.engine.helpers import play, scene

MOUSE = "beasties:\n  - {kind: furry-ghost-mouse, at: [7, 1]}"


def walk(roll: int, at: tuple[int, int], *parts: str, room: int = 1) -> tuple[Game, Choice]:
    """Plumpy's DuckWalk of `roll` from `at` in a room of the tiny quest: the choice offered."""
    party = f"party:\n  - {{name: Plumpy, class: duckidin, at: [{at[0]}, {at[1]}], dice: [walk]}}"
    game = scene(f"room: {room}\nphase: act", party, *parts)
    play(game, f"roll W Plumpy [{roll}]")
    return game, walking(game, "Plumpy")


def test_the_walk_starts_next_to_the_beastie_and_enter_walks_there() -> None:
    game, choice = walk(5, (1, 1), MOUSE)
    assert choice.cursor == (6, 1) and choice.cursor in choice.options
    assert choice.words.startswith(
        "Plumpy walks: the cursor starts next to the Furry Ghost Mouse; enter: end there"
    )
    (action,) = choice.options[choice.cursor]
    assert isinstance(action, Walk)
    play(game, action.notation())
    assert game.duck("Plumpy").pos == (6, 1)


def test_a_beastie_out_of_reach_gets_the_walk_as_near_as_it_goes() -> None:
    _game, choice = walk(2, (1, 1), MOUSE)
    assert choice.cursor == (3, 1)
    assert "as near the Furry Ghost Mouse as the walk goes" in choice.words


def test_next_to_a_beastie_already_the_walk_starts_on_the_walker() -> None:
    _game, choice = walk(3, (6, 1), MOUSE)
    assert choice.cursor == (6, 1)
    assert "where Plumpy stands, next to the Furry Ghost Mouse already (stay)" in choice.words


def test_with_no_beastie_the_walk_starts_on_a_door_to_a_new_room_or_by_a_clue() -> None:
    _game, choice = walk(3, (6, 5))
    assert choice.cursor == (9, 6)
    assert "on the door to room 2 (the walk stops there and opens it)" in choice.words
    _game, choice = walk(3, (5, 3), room=6)
    assert choice.cursor == (7, 1), "next to the Scratches, the Lair's clue"
    assert "next to the Scratches" in choice.words


def test_a_door_back_to_a_room_entered_already_calls_no_walk() -> None:
    _game, choice = walk(3, (4, 4), "cleared_rooms: [1]", room=2)
    assert choice.cursor == (7, 6), "straight toward the door"
    assert "as near the door to room 6 as the walk goes" in choice.words
    _game, choice = walk(3, (4, 4), "cleared_rooms: [1, 6]", room=2)
    assert choice.cursor == (4, 4), "nothing calls: Enter stays"
    assert choice.words.startswith("Plumpy walks: choose where to end")


def test_a_clue_the_walker_stands_by_already_calls_no_walk() -> None:
    _game, choice = walk(3, (7, 2), room=6)
    assert choice.cursor != (7, 2), "Look needs no walk: the walk goes for the King's Cage"
    assert "the King's Cage" in choice.words and "Scratches" not in choice.words


def test_a_cleared_room_walks_for_its_way_on() -> None:
    _game, choice = walk(3, (6, 5), "cleared_rooms: [1]")
    assert choice.cursor == (9, 6) and "on the door to room 2" in choice.words
