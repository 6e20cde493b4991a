"""The pond's geometry: names, neighbours, lines, the edge; a legal placement always exists."""

from __future__ import annotations

from duckgeon_tui.ducks.board import (
    BIT,
    CENTRE,
    COUNT,
    EDGE,
    EDGE_CYCLE,
    INDEX,
    ROW_LENGTHS,
    SPACES,
    distance,
    line_spaces,
    lines_from,
    neighbours,
    row_col,
    spaces_of,
)
from duckgeon_tui.ducks.colours import DUCKS_PER_PLAYER


def names(spaces: object) -> set[str]:
    return {SPACES[i] for i in spaces}  # type: ignore[attr-defined]


def test_rows_and_names() -> None:
    assert COUNT == sum(ROW_LENGTHS) == 61
    assert SPACES[:5] == ("a1", "a2", "a3", "a4", "a5")
    assert SPACES[-1] == "i5" and "e9" in INDEX and "e10" not in INDEX
    assert SPACES[CENTRE] == "e5"
    assert row_col(INDEX["e5"]) == (4, 4)
    assert [SPACES[i] for i in spaces_of(sum(BIT))] == list(SPACES)


def test_neighbours_follow_the_notation() -> None:
    assert names(neighbours(INDEX["a1"])) == {"a2", "b1", "b2"}
    assert names(neighbours(INDEX["e5"])) == {"d4", "d5", "e4", "e6", "f4", "f5"}
    assert names(neighbours(INDEX["e1"])) == {"d1", "e2", "f1"}
    for i in range(COUNT):
        for j in neighbours(i):
            assert i in neighbours(j) and distance(i, j) == 1


def test_six_lines_of_the_centre_run_to_the_edge() -> None:
    rays = [[SPACES[j] for j in ray] for ray in lines_from(CENTRE)]
    assert rays == [
        ["e6", "e7", "e8", "e9"],
        ["e4", "e3", "e2", "e1"],
        ["f5", "g5", "h5", "i5"],
        ["d4", "c3", "b2", "a1"],
        ["d5", "c5", "b5", "a5"],
        ["f4", "g3", "h2", "i1"],
    ]


def test_edge_is_a_cycle_of_24() -> None:
    assert len(EDGE) == 24 and set(EDGE_CYCLE) == EDGE
    for k, i in enumerate(EDGE_CYCLE):
        touching = {j for j in neighbours(i) if j in EDGE}
        assert touching == {EDGE_CYCLE[k - 1], EDGE_CYCLE[(k + 1) % 24]}


def test_a_legal_placement_always_exists() -> None:
    # The six lines and the space itself cover at most 25 spaces; the 24 ducks can fill at most
    # 24 of the other 36, so at least 12 spaces are always legal for the next breadcrumb.
    covered = max(len(line_spaces(i)) + 1 for i in range(COUNT))
    assert covered == 25
    ducks = max(n * p for p, n in DUCKS_PER_PLAYER.items())
    assert COUNT - covered - ducks == 12
