"""The bitboard engine against the plain set-of-cells reference: random playouts, perft counts."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import DucksGame, PlaceBreadcrumb
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import BIT, CENTRE, COUNT, spaces_of
from tests.support.ducks_reference import ReferencePond

START = "WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w"
MOVE_CAP = 10_000


def reference_of(game: DucksGame) -> ReferencePond:
    ducks = {i: c.value for i in range(COUNT) if (c := game.cell(i)) is not None}
    return ReferencePond(ducks, game.breadcrumb, game.need, game.players)


def pond_from(ref: ReferencePond) -> list[int]:
    pond = [0] * ref.colours
    for i, c in ref.ducks.items():
        pond[c] |= BIT[i]
    return pond


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_match_the_reference(players: int) -> None:
    rng = random.Random(100 + players)
    for _ in range(60):
        game = DucksGame.new(players, "random", rng)
        ref = reference_of(game)
        while game.phase == "play":
            actions = game.legal_actions()
            assert actions == [PlaceBreadcrumb(i) for i in ref.legal()]
            assert len(ref.legal()) >= 12
            space = rng.choice(ref.legal())
            expected = ref.place(space)
            game.apply(PlaceBreadcrumb(space))
            assert game.pond == pond_from(ref)
            assert sorted(game.winners + game.tied, key=lambda c: c.value) == [
                game.colours[c] for c in expected
            ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_always_end(players: int) -> None:
    rng = random.Random(players)
    for _ in range(100):
        game = DucksGame.new(players, "draft")
        moves = 0
        while not game.over and moves < MOVE_CAP:
            game.apply(rng.choice(game.legal_actions()))
            moves += 1
        assert game.over
        assert game.draw or len(game.winners) == 1


def perft(pond: list[int], crumb: int | None, depth: int, need: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for space in spaces_of(rules.legal_mask(pond, crumb)):
        child = list(pond)
        if rules.place(child, space, need):
            total += 1
        else:
            total += perft(child, space, depth - 1, need)
    return total


def reference_perft(ref: ReferencePond, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for space in ref.legal():
        child = ReferencePond(ref.ducks, ref.crumb, ref.need, ref.colours)
        total += 1 if child.place(space) else reference_perft(child, depth - 1)
    return total


def test_perft_counts_by_hand() -> None:
    game = DucksGame.from_position(START)
    # 61 spaces minus 24 ducks.
    assert perft(game.pond, None, 1, game.need) == 37
    game.apply(PlaceBreadcrumb(CENTRE))
    # After e5: 61 - 25 spaces off e5 and its lines, minus the 18 ducks that are not on them.
    assert perft(game.pond, CENTRE, 1, game.need) == 18


@pytest.mark.parametrize(
    "position",
    [
        START,
        "1BWB1/B4W/W5B/B2WW2W/3W*B3/B2BB2W/W5B/B4W/1WBW1 b",
        "RRBRW/B4W/R5B/B6W/R7B/W6W/B5W/W4R/RRBWB w",
    ],
)
def test_perft_depth_three_matches_the_reference(position: str) -> None:
    game = DucksGame.from_position(position)
    fast = perft(game.pond, game.breadcrumb, 3, game.need)
    assert fast == reference_perft(reference_of(game), 3)
    assert fast > 1000
