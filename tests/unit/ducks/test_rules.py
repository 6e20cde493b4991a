"""The rulebook's situations: slides on all six lines, packing, forbidden lines, the end, ties,
threefold repetition, the draft, undo and saves."""

from __future__ import annotations

import json
import random

import pytest

from duckgeon_tui.ducks import (
    BreadcrumbPlaced,
    ChooseWinner,
    Colour,
    DucksGame,
    DuckSlid,
    GameOver,
    IllegalMove,
    PlaceBreadcrumb,
    PlaceDuck,
    TieToBreak,
)
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import BIT, CENTRE, EDGE, INDEX, SPACES, line_spaces, neighbours
from duckgeon_tui.ducks.setup import longest_run
from tests.support.ducks_reference import ReferencePond

START = "WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w"
# Found by playing random games; each test checks the outcome with the reference rules too.
SEVEN_OF_EIGHT = "1B1B1/B1R3/1WR4/1BR3WW/2BW1R3/1RWRRW2/1RBW3/B*B3/1W3 w"  # b4: red 7 of 8
TWO_AT_ONCE = "5/2W3/2WWW2/2BWBBW1/1B1WBWW2/*BBWBW2/1BBBW2/1B4/5 b"  # d1: white and black
THEIRS_NOT_MINE = "3W1/1B4/*WWBBW1/1W2WBB1/2WBBW1W1/1BBB2W1/1WBWB2/6/5 w"  # h5: black wins
STILL_POND = "BWB2/2WB2/2B1B2/4WB*B/W2WW1B1W/2B1W3/WBBW2B/1WW3/5 w"  # f4 and d7 move nobody


def pond_of(ducks: dict[str, int], colours: int = 2) -> list[int]:
    pond = [0] * colours
    for name, colour in ducks.items():
        pond[colour] |= BIT[INDEX[name]]
    return pond


def where(pond: list[int]) -> dict[str, int]:
    return {SPACES[i]: c for c, d in enumerate(pond) for i in range(61) if d & BIT[i]}


def legal_spaces(game: DucksGame) -> list[int]:
    actions = game.legal_actions()
    assert all(isinstance(a, PlaceBreadcrumb) for a in actions)
    return [a.space for a in actions if isinstance(a, PlaceBreadcrumb)]


def reference_largest(game: DucksGame, colour: Colour) -> int:
    ducks = {i: c.value for i in range(61) if (c := game.cell(i)) is not None}
    return ReferencePond(ducks, None, game.need, game.players).largest(colour.value)


def test_every_duck_on_the_six_lines_moves() -> None:
    game = DucksGame.from_position(START)
    events = game.apply(PlaceBreadcrumb(CENTRE))
    assert events[0] == BreadcrumbPlaced(CENTRE, Colour.WHITE)
    slides = {(SPACES[e.from_space], SPACES[e.to_space]) for e in events if isinstance(e, DuckSlid)}
    assert slides == {
        ("e9", "e6"),
        ("e1", "e4"),
        ("i5", "f5"),
        ("a1", "d4"),
        ("a5", "d5"),
        ("i1", "f4"),
    }
    assert game.position() == "1BWB1/B4W/W5B/B2WW2W/3W*B3/B2BB2W/W5B/B4W/1WBW1 b"
    assert game.to_move is Colour.BLACK


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # gaps close up, colours keep their order, one duck a space
        ({"e7": 0, "e9": 1}, {"e6": 0, "e7": 1}),
        ({"e6": 1, "e8": 0, "e9": 0}, {"e6": 1, "e7": 0, "e8": 0}),
        ({"c3": 1, "a1": 0, "e2": 1, "e1": 0}, {"d4": 1, "c3": 0, "e4": 1, "e3": 0}),
        # already packed: nothing moves
        ({"e6": 0, "e7": 1, "e8": 0, "e9": 1}, {"e6": 0, "e7": 1, "e8": 0, "e9": 1}),
        # ducks off the lines stay put
        ({"d3": 0, "g4": 1, "i5": 0}, {"d3": 0, "g4": 1, "f5": 0}),
    ],
)
def test_ducks_pack_against_the_breadcrumb(before: dict[str, int], after: dict[str, int]) -> None:
    pond = pond_of(before)
    rules.slide(pond, CENTRE)
    assert where(pond) == after
    ref = ReferencePond({INDEX[k]: v for k, v in before.items()}, None, 12, 2)
    ref.place(CENTRE)
    assert {SPACES[i]: c for i, c in ref.ducks.items()} == after


def test_slides_work_for_every_colour_on_a_line() -> None:
    pond = pond_of({"e9": 3, "e8": 2, "e7": 1, "e2": 0, "e1": 3}, colours=4)
    rules.slide(pond, CENTRE)
    assert where(pond) == {"e6": 1, "e7": 2, "e8": 3, "e4": 0, "e3": 3}


def test_first_breadcrumb_anywhere_empty_then_not_on_its_lines() -> None:
    game = DucksGame.from_position(START)
    empty = [i for i in range(61) if game.cell(i) is None]
    assert legal_spaces(game) == empty
    assert game.forbidden() == frozenset()
    game.apply(PlaceBreadcrumb(CENTRE))
    legal = set(legal_spaces(game))
    assert game.forbidden() == line_spaces(CENTRE)
    assert not legal & (line_spaces(CENTRE) | {CENTRE})
    assert legal == {i for i in range(61) if game.cell(i) is None} - line_spaces(CENTRE) - {CENTRE}
    with pytest.raises(IllegalMove, match="c3 is on a line from the breadcrumb's space e5"):
        game.apply(game.parse("c3"))
    with pytest.raises(IllegalMove, match="already on e5"):
        game.apply(game.parse("e5"))
    with pytest.raises(IllegalMove, match="d4 holds a white duck"):
        game.apply(game.parse("d4"))
    with pytest.raises(IllegalMove, match="no such space"):
        game.parse("z9")


def test_three_players_need_seven_of_eight() -> None:
    game = DucksGame.from_position(SEVEN_OF_EIGHT)
    events = game.apply(game.parse("b4"))
    assert reference_largest(game, Colour.RED) == 7
    assert events[-1] == GameOver((Colour.RED,), Colour.WHITE, False)
    assert game.over and game.winners == (Colour.RED,) and game.placer is Colour.WHITE
    assert game.legal_actions() == []
    with pytest.raises(IllegalMove, match="red won"):
        game.apply(PlaceBreadcrumb(0))


def test_advanced_variant_needs_all_eight() -> None:
    game = DucksGame.from_position(SEVEN_OF_EIGHT, advanced=True)
    game.apply(game.parse("b4"))
    assert game.phase == "play" and game.to_move is Colour.BLACK and not game.winners


def test_a_breadcrumb_can_make_another_colour_win() -> None:
    game = DucksGame.from_position(THEIRS_NOT_MINE)
    game.apply(game.parse("h5"))
    assert reference_largest(game, Colour.BLACK) == 12
    assert game.winners == (Colour.BLACK,) and game.placer is Colour.WHITE


@pytest.mark.parametrize("pick", [Colour.WHITE, Colour.BLACK])
def test_simultaneous_groups_the_placer_chooses(pick: Colour) -> None:
    game = DucksGame.from_position(TWO_AT_ONCE)
    events = game.apply(game.parse("d1"))
    assert all(reference_largest(game, c) == 12 for c in (Colour.WHITE, Colour.BLACK))
    assert events[-1] == TieToBreak((Colour.WHITE, Colour.BLACK), Colour.BLACK)
    assert game.phase == "tie" and not game.over and game.to_move is Colour.BLACK
    assert game.next_placer is Colour.WHITE
    assert [a.notation() for a in game.legal_actions()] == ["=white", "=black"]
    with pytest.raises(IllegalMove, match="must first choose"):
        game.apply(PlaceBreadcrumb(0))
    with pytest.raises(IllegalMove, match="not among the tied"):
        game.apply(ChooseWinner(Colour.RED))
    assert game.apply(game.parse("=" + pick.to_move_letter)) == [
        GameOver((pick,), Colour.BLACK, False)
    ]
    assert game.over and game.winners == (pick,)


def test_third_repetition_is_a_draw() -> None:
    # The starting position counts: crumb on d7 with white to move comes back after d7.
    game = DucksGame.from_position(STILL_POND)
    game.play_moves(["f4", "d7", "f4"])
    assert game.phase == "play" and game.position() != STILL_POND
    events = game.apply(game.parse("d7"))
    assert game.position() == STILL_POND
    assert events[-1] == GameOver((), None, True)
    assert game.over and game.draw and game.winners == ()
    with pytest.raises(IllegalMove, match="threefold"):
        game.apply(game.parse("a1"))
    game.undo()
    assert not game.over
    game.apply(game.parse("d7"))
    assert game.draw


def test_random_setup_keeps_colours_apart() -> None:
    for players in (2, 3, 4):
        for seed in range(30):
            game = DucksGame.new(players, "random", random.Random(seed))
            assert (
                game.position() == DucksGame.new(players, "random", random.Random(seed)).position()
            )
            edge = [game.cell(i) for i in sorted(EDGE)]
            assert all(c is not None for c in edge)
            for i in EDGE:
                same = [j for j in neighbours(i) if game.cell(j) == game.cell(i)]
                assert all(
                    not [k for k in neighbours(j) if k != i and game.cell(k) == game.cell(i)]
                    for j in same
                )
            assert max(game.largest_groups().values()) <= 2


def test_longest_run_wraps_round() -> None:
    w, b = Colour.WHITE, Colour.BLACK
    assert longest_run([w, b, b, w, w]) == 3
    assert longest_run([w, w, b, b]) == 2
    assert longest_run([w, w, w]) == 3


def test_draft_fills_the_edge_in_turn() -> None:
    game = DucksGame.new(3, "draft")
    assert game.phase == "draft" and len(game.legal_actions()) == 24
    with pytest.raises(IllegalMove, match="not an edge space"):
        game.apply(PlaceDuck(CENTRE))
    with pytest.raises(IllegalMove, match="draft is not over"):
        game.apply(PlaceBreadcrumb(CENTRE))
    order = []
    while game.phase == "draft":
        order.append(game.to_move)
        game.apply(game.legal_actions()[-1])
    assert order == [Colour.WHITE, Colour.BLACK, Colour.RED] * 8
    assert game.phase == "play" and game.to_move is Colour.WHITE
    assert all(game.cell(i) is not None for i in EDGE)
    with pytest.raises(IllegalMove, match="draft is over"):
        game.apply(PlaceDuck(CENTRE))
    game.apply(PlaceBreadcrumb(CENTRE))
    assert game.history[-1] == PlaceBreadcrumb(CENTRE)


def test_undo_takes_everything_back() -> None:
    rng = random.Random(8)
    game = DucksGame.new(2, "draft")
    seen = [game.position()]
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        seen.append(game.position())
    assert len(game.history) == len(seen) - 1
    while game.history:
        seen.pop()
        game.undo()
        assert game.position() == seen[-1] and not game.over
    assert (
        game.phase == "draft" and game.legal_actions() == DucksGame.new(2, "draft").legal_actions()
    )
    with pytest.raises(IllegalMove, match="no move to take back"):
        game.undo()


def test_undo_a_tie_choice_and_copy_is_independent() -> None:
    game = DucksGame.from_position(TWO_AT_ONCE)
    game.apply(game.parse("d1"))
    twin = game.copy()
    game.apply(game.parse("=white"))
    assert twin.phase == "tie" and game.over
    assert game.undo() == ChooseWinner(Colour.WHITE)
    assert game.phase == "tie" and game.winners == () and game.tied == twin.tied
    game.undo()
    assert game.position() == TWO_AT_ONCE and game.placer is None


@pytest.mark.parametrize("setup", ["draft", "random"])
def test_saves_round_trip_through_json(setup: str) -> None:
    rng = random.Random(4)
    game = DucksGame.new(4, setup, rng)  # type: ignore[arg-type]
    for _ in range(40):
        if game.over or game.phase == "tie":
            break
        game.apply(rng.choice(game.legal_actions()))
    loaded = DucksGame.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.position() == game.position() and loaded.history == game.history
    assert loaded.phase == game.phase and loaded.start == game.start
    if loaded.history:
        loaded.undo()
        game.undo()
        assert loaded.position() == game.position()


def test_bad_saves_are_refused() -> None:
    from duckgeon_tui.ducks import BadPosition

    good = DucksGame.from_position(START).to_json()
    for broken in (
        {},
        {**good, "version": 9},
        {**good, "players": 5},
        {**good, "moves": "e5"},
        {**good, "start": "nonsense w"},
    ):
        with pytest.raises(BadPosition):
            DucksGame.from_json(broken)
    with pytest.raises(BadPosition, match=r"move 2 \(e5\)"):
        DucksGame.from_json({**good, "moves": ["e5", "e5"]})
