"""Games of three or four computer players that stall: hard sees it and builds, not blocks."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import DucksGame, PlaceBreadcrumb, ai, maxn
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.ai import choose
from duckgeon_tui.ducks.board import BIT, INDEX, neighbours, spaces_of
from duckgeon_tui.ducks.evaluation import Scorer, contacts_between
from duckgeon_tui.ducks.search import SearchResult, Start
from duckgeon_tui.ducks.threats import pressure

# A game of three hard players, stalled: no colour's largest group has grown for a while.
STALLED_START = "RBRWB/W4B/R5R/R6R/W7W/B6W/B5B/W4R/WRWBB w"
STALLED_MOVES = (
    "e4 b2 d6 i5 g6 f1 i2 b4 c6 d2 h1 g7 b5 d2 a1 e9 a4 i5 g2 a1 f8 b4 e1 b4 i3 b6 f8 d8 h6 e1 "
    "d8 f2 a1 d8 i5 c1 f8 g1 h3 b4 i3 h6 a3 e9 f1 a1 b6 i5 h3 e9 f7 a4 f1 h2 a1 e8 g7 h2 c7 i1 "
    "f8 g1 b6 i5 d1 g7 d1 a5 d7 a2 c7 d1 i3 f2 h6 e1 d8 a1 i2 c1 b6 g1 d1 i3 b2 d8 f1 e9 a4 i2 "
    "e9 h1 e2"
)


def stalled_game() -> DucksGame:
    game = DucksGame.from_position(STALLED_START)
    game.play_moves(STALLED_MOVES.split())
    return game


def test_counts_the_placements_since_a_group_last_grew() -> None:
    game = stalled_game()
    assert game.placements_without_growth(ai.STALL_LOOKBACK) >= ai.STALL_PLACEMENTS
    # The same pond without its past: nothing to count.
    fresh = DucksGame.from_position(game.position())
    assert fresh.placements_without_growth(ai.STALL_LOOKBACK) == 0
    # Looking back over fewer placements never counts more of them.
    assert game.placements_without_growth(5) <= 5


def test_three_player_hard_leaves_its_tree_search_once_the_game_has_stalled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    searched: list[int] = []

    def tree_search(start: Start, seconds: float, rng: random.Random) -> SearchResult:
        searched.append(start.me)
        return SearchResult(spaces_of(rules.legal_mask(start.pond, start.crumb))[0], 0.0, 1, 1)

    monkeypatch.setattr(ai, "search_mcts", tree_search)
    game = stalled_game()
    fresh = DucksGame.from_position(game.position())
    stalled = choose(game, "hard", random.Random(0), seconds=0.2)
    assert not searched
    assert stalled.depth == 1
    choose(fresh, "hard", random.Random(0), seconds=0.2)
    assert len(searched) == 1


def test_pressure_is_the_share_of_breadcrumbs_that_leave_a_colour_its_win() -> None:
    moves = STALLED_MOVES.split()
    pressed = 0
    for ply in range(1, len(moves), 3):
        past = DucksGame.from_position(STALLED_START)
        past.play_moves(moves[:ply])
        legal = [a.space for a in past.legal_actions() if isinstance(a, PlaceBreadcrumb)]
        empty = [space for space, duck in enumerate(past.cells()) if duck is None]
        # The breadcrumb where it is, or free to go on any empty space.
        for crumb, spaces in ((past.breadcrumb, legal), (None, empty)):
            for colour in range(past.players):
                handed = 0
                for space in spaces:
                    pond = list(past.pond)
                    done = rules.place(pond, space, past.need)
                    after = spaces_of(rules.legal_mask(pond, space))
                    if colour in done or any(
                        colour in rules.place(list(pond), s, past.need) for s in after
                    ):
                        handed += 1
                assert pressure(past.pond, crumb, colour, past.need) == handed / len(spaces)
                pressed += handed > 0
    assert pressed >= 3


def test_hard_plays_every_four_player_game_as_a_stalled_one() -> None:
    # With four players the player before a colour can nearly always stop it, so hard builds
    # and presses from the first breadcrumb, as in a stalled game of three.
    game = DucksGame.new(4, "random", random.Random(1))
    assert game.placements_without_growth(ai.STALL_LOOKBACK) < ai.STALL_PLACEMENTS
    assert choose(game, "hard", random.Random(0), seconds=0.5).depth == 1


# Four players, blue to move: its ducks stand among the others'.
CROWDED = "5/1UU3/1WWRR2/2BRRRB1/1U1BWB1B1/1UUBW3/1RWW3/1U4/*4 u"


def touches(pond: list[int], colour: int) -> int:
    """How often one of `colour`'s ducks touches another colour's."""
    return contacts_between(pond[colour], rules.occupied(pond) & ~pond[colour])


def test_contacts_between_counts_each_touching_pair_once() -> None:
    centre = INDEX["e5"]
    ring = sum(BIT[n] for n in neighbours(centre))
    assert contacts_between(BIT[centre], ring) == 6
    assert contacts_between(ring, BIT[centre]) == 6
    # A duck two spaces away touches nothing; a colour alone touches no other.
    assert contacts_between(BIT[INDEX["a1"]], BIT[INDEX["a3"]]) == 0
    assert contacts_between(ring, 0) == 0
    # Two rows of three side by side, the upper row one space along: five touches.
    upper = BIT[INDEX["e4"]] | BIT[INDEX["e5"]] | BIT[INDEX["e6"]]
    lower = BIT[INDEX["f4"]] | BIT[INDEX["f5"]] | BIT[INDEX["f6"]]
    assert contacts_between(upper, lower) == 5


def test_a_stalled_colour_counts_its_touches_with_the_others_against_it() -> None:
    pond = list(DucksGame.from_position(CROWDED).pond)
    plain = Scorer(4).values(pond)
    crowded = Scorer(4, 2.0).values(pond)
    for colour in range(4):
        assert crowded[colour] == plain[colour] - 2.0 * touches(pond, colour)
    assert touches(pond, 3) > 0


def test_hard_keeps_its_ducks_apart_from_the_others_with_four_players(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Time enough to weigh every move: the choice is the same every time.
    game = DucksGame.from_position(CROWDED)
    move = choose(game, "hard", random.Random(0), seconds=30).action
    monkeypatch.setattr(maxn, "CROWDING", 0.0)
    blind = choose(game, "hard", random.Random(0), seconds=30).action
    assert isinstance(move, PlaceBreadcrumb) and isinstance(blind, PlaceBreadcrumb)
    # Blind to the crowd it plays e7, where its ducks end up touching the others 13 times; now
    # g7, 6 times, its largest group as big.
    assert (move.notation(), blind.notation()) == ("g7", "e7")
    after = {}
    for action in (move, blind):
        pond = list(game.pond)
        rules.slide(pond, action.space)
        after[action] = (touches(pond, 3), rules.largest_group(pond[3]))
    assert after[move][0] < after[blind][0]
    assert after[move][1] == after[blind][1]
