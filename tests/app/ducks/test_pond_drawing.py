"""The pond's screen geometry, the slide frames, the move list and the save round trip."""

from __future__ import annotations

import random
from pathlib import Path

from conftest import TIE_POSITION

from duckgeon_tui.ducks.actions import DuckSlid, PlaceBreadcrumb
from duckgeon_tui.ducks.board import INDEX, SPACES, lines_from, neighbours
from duckgeon_tui.ducks.game import DucksGame
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.ducks import pond_layout as layout
from duckgeon_tui.tui.ducks.config import DucksConfig, Seat
from duckgeon_tui.tui.ducks.move_list import move_lines
from duckgeon_tui.tui.ducks.save import DucksSave, read_save, write_save
from duckgeon_tui.tui.ducks.slide import slide_frames


def test_every_space_has_its_own_spot_inside_the_widget() -> None:
    spots = layout.spots()
    assert len(set(spots)) == len(SPACES) == 61
    for index, spot in enumerate(spots):
        assert spot.x >= 0 and spot.x + 4 < layout.WIDTH
        assert spot.y - 1 >= 1 and spot.y + 1 < layout.HEIGHT - 1
        assert layout.space_at(spot.centre, spot.y) == index
        assert layout.space_at(spot.x, spot.y) is None  # the wall belongs to no space


def test_rows_are_centred_so_the_pond_is_a_hexagon() -> None:
    spots = layout.spots()
    middle = spots[INDEX["e5"]].centre
    for row in "abcdefghi":
        names = [name for name in SPACES if name[0] == row]
        first, last = spots[INDEX[names[0]]], spots[INDEX[names[-1]]]
        assert first.centre + last.centre == 2 * middle


def test_the_six_cursor_steps_go_to_the_engines_neighbours() -> None:
    for index in range(len(SPACES)):
        reached = {layout.step(index, name) for name in layout.STEPS} - {index}
        assert reached == set(neighbours(index))


def test_up_and_down_keep_to_a_column() -> None:
    column = layout.spots()[INDEX["e5"]].centre
    space = INDEX["e5"]
    for _ in range(4):
        space = layout.vertical(space, False, column)
    assert SPACES[space] in ("a2", "a3")
    assert layout.vertical(INDEX["a3"], False, column) == INDEX["a3"]


def test_slide_frames_move_one_space_a_frame_and_end_on_the_pond() -> None:
    game = DucksGame.from_position(TIE_POSITION)
    action = PlaceBreadcrumb(INDEX["b1"])
    before = game.cells()
    events = game.apply(action)
    frames = slide_frames(game.cells(), INDEX["b1"], events)
    slides = [e for e in events if isinstance(e, DuckSlid)]
    longest = max(
        next(
            r.index(s.from_space) - r.index(s.to_space)
            for r in lines_from(INDEX["b1"])
            if s.from_space in r
        )
        for s in slides
    )
    assert len(frames) == longest + 1
    assert frames[0] == before
    assert frames[-1] == game.cells()
    for frame in frames:
        assert sum(c is not None for c in frame) == sum(c is not None for c in before)


def test_move_list_numbers_rounds_and_shows_the_tie_choice() -> None:
    game = DucksGame.from_position(TIE_POSITION)
    game.play_moves(["b1", "=black"])
    assert move_lines(game) == ["  1. b1  W=black"]
    drafted = DucksGame.new(3, "draft")
    drafted.play_moves(["a1", "a2", "a3"])
    assert move_lines(drafted) == ["Draft: Wa1 Ba2 Ra3"]


def test_a_saved_game_continues_where_it_was(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    config = DucksConfig(seats=(Seat(), Seat("computer", "hard"), Seat()), advanced=True)
    game = DucksGame.new(3, "random", random.Random(3), advanced=True)
    game.play_moves(["e5"])
    game.apply(game.legal_actions()[0])
    write_save(store, DucksSave(config, game, 3, "2025-01-01T00:00:00+00:00"))
    saved = read_save(store)
    assert saved.config == config
    assert saved.game.position() == game.position()
    assert saved.game.history == game.history
    assert saved.game.advanced


def test_every_row_names_its_first_and_last_space_at_its_ends() -> None:
    spots = layout.spots()
    taken = {(x, s.y) for s in spots for x in range(s.x, s.x + 5)}
    written: dict[tuple[int, int], str] = {}
    for x, y, text in layout.labels():
        for offset, char in enumerate(text):
            assert 0 <= x + offset < layout.WIDTH and 0 <= y < layout.HEIGHT
            assert (x + offset, y) not in taken and (x + offset, y) not in written
            written[(x + offset, y)] = char
    for row in "abcdefghi":
        names = [name for name in SPACES if name[0] == row]
        first, last = spots[INDEX[names[0]]], spots[INDEX[names[-1]]]
        left = "".join(written.get((x, first.y), " ") for x in range(first.x - 3, first.x))
        right = "".join(written.get((x, last.y), " ") for x in range(last.x + 5, last.x + 8))
        assert (left, right) == (f"{names[0]} ", f" {names[-1]}")
