"""The search for three and four players: each colour for itself, who is about to win."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.ducks import DucksGame, PlaceBreadcrumb
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.ai import Level, choose
from duckgeon_tui.ducks.board import spaces_of
from duckgeon_tui.ducks.maxn import outcome
from duckgeon_tui.ducks.search import WIN
from duckgeon_tui.ducks.threats import winning_space, winning_spaces

# Black to move, 3 players: searched as if white and red played together against black, every
# move loses within two placements; played for each colour's own sake, black still has chances.
PARANOID_GIVES_UP = "4*/3WR1/BR1BB2/1RWWW3/1RWBWW3/1RB1RRB1/3BW2/2BR2/5 b"


def positions(players: int, count: int, seed: int) -> list[DucksGame]:
    """Positions met in random games (each before a breadcrumb)."""
    rng = random.Random(seed)
    found: list[DucksGame] = []
    while len(found) < count:
        game = DucksGame.new(players, "random", rng)
        while game.placing and len(found) < count:
            found.append(game.copy())
            game.apply(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("players", [3, 4])
def test_winning_space_agrees_with_the_rules(players: int) -> None:
    hits = 0
    for game in positions(players, 150, seed=players):
        # As the rules stand now, and with the breadcrumb free to go on any empty space.
        for crumb in (game.breadcrumb, None):
            for colour in range(players):
                winners = []
                for space in spaces_of(rules.legal_mask(game.pond, crumb)):
                    pond = list(game.pond)
                    if colour in rules.place(pond, space, game.need):
                        winners.append(space)
                found = winning_space(game.pond, crumb, colour, game.need)
                assert (found is None) == (not winners)
                assert found is None or found in winners
                assert winning_spaces(game.pond, crumb, colour, game.need) == len(winners)
                hits += found is not None
    assert hits >= 5


def test_a_tie_goes_to_the_placer_if_it_is_among_them() -> None:
    assert outcome(3, (0, 2), 2, 1) == (-WIN + 1, -WIN + 1, WIN - 1)
    assert outcome(3, (1,), 0, 1) == (-WIN + 1, WIN - 1, -WIN + 1)
    # The placer chooses between two others: no sure win for either of them.
    assert outcome(4, (1, 2), 0, 3) == (-WIN + 3, 0.0, 0.0, -WIN + 3)


def test_plays_for_itself_where_the_paranoid_search_gave_up() -> None:
    game = DucksGame.from_position(PARANOID_GIVES_UP)
    choice = choose(game, "hard", random.Random(1), seconds=0.3)
    assert choice.evaluation > -1.0
    game.apply(choice.action)
    following = game.to_move.value
    assert winning_space(game.pond, game.breadcrumb, following, game.need) is None


def handing_positions(players: int) -> list[tuple[DucksGame, list[int]]]:
    """Positions where some moves hand the next player a win and some do not, with those moves."""
    found = []
    for game in positions(players, 400, seed=10 + players):
        following = (game.to_move.value + 1) % players
        handing = []
        for space in spaces_of(game.legal_mask()):
            after = game.copy()
            after.apply(PlaceBreadcrumb(space))
            if after.placing and winning_space(after.pond, space, following, game.need) is not None:
                handing.append(space)
        if handing and len(handing) < len(spaces_of(game.legal_mask())):
            found.append((game, handing))
    return found


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_a_win(players: int, level: Level) -> None:
    rng = random.Random(7)
    wins = 0
    for game in positions(players, 400, seed=10 + players):
        me = game.to_move
        if winning_space(game.pond, game.breadcrumb, me.value, game.need) is not None:
            game.apply(choose(game, level, rng, seconds=0.05).action)
            assert game.winners == (me,) or me in game.tied
            wins += 1
    assert wins >= 3


@pytest.mark.parametrize("players", [3, 4])
def test_hard_never_hands_the_next_player_a_win_and_medium_seldom(players: int) -> None:
    rng = random.Random(7)
    found = handing_positions(players)
    handed: dict[Level, int] = {}
    for level, tries in (("hard", 6), ("medium", len(found)), ("easy", len(found))):
        handed[level] = sum(
            choose(game, level, rng, seconds=0.05).action in {PlaceBreadcrumb(s) for s in spaces}
            for game, spaces in found[:tries]
        )
    assert len(found) >= 20
    assert handed["hard"] == 0
    # Medium sometimes forgets to look, easy more often: one slip decides the game for another.
    assert 0 < handed["medium"] < handed["easy"]
