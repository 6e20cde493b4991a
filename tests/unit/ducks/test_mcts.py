"""The three-player search: Monte Carlo tree search with a win for each colour."""

from __future__ import annotations

import math
import random

from duckgeon_tui.ducks import DucksGame
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.mcts import Node, Tree, search_mcts, share
from duckgeon_tui.ducks.search import Start
from duckgeon_tui.ducks.threats import winning_space
from tests.unit.ducks.test_maxn import handing_positions, positions

NEVER = math.inf


def start(game: DucksGame) -> Start:
    return Start(game.pond, game.breadcrumb, game.to_move.value, game.need)


def test_a_win_goes_to_the_placer_if_it_finished_else_is_shared() -> None:
    assert share(3, [0, 2], 2) == (0.0, 0.0, 1.0)
    assert share(3, [1], 0) == (0.0, 1.0, 0.0)
    assert share(3, [1, 2], 0) == (0.0, 0.5, 0.5)


def test_a_colour_that_can_win_at_once_is_taken_to_win() -> None:
    seen = 0
    for game in positions(3, 200, seed=5):
        me = game.to_move.value
        tree = Tree(start(game), random.Random(1))
        can_win = winning_space(game.pond, game.breadcrumb, me, game.need) is not None
        assert (tree.root.final is not None) == can_win
        if can_win:
            assert tree.root.final == tuple(1.0 if c == me else 0.0 for c in range(3))
            seen += 1
    assert seen >= 3


def loses_at_once(parent: Node, child: Node) -> bool:
    """Whether the move to `child` finishes another colour alone or hands the next one a win."""
    return child.final is not None and child.final[parent.mover] == 0.0


def nodes(node: Node) -> list[Node]:
    """`node` and every node below it in the tree."""
    return [node] + [n for child in node.children for n in nodes(child)]


def test_the_searching_colour_never_hands_the_next_a_win_while_it_has_another_move() -> None:
    mine = slips = 0
    for game, handing in handing_positions(3)[:6]:
        me = game.to_move.value
        tree = Tree(start(game), random.Random(2))
        tree.run(NEVER, limit=2000)
        assert {c.crumb for c in tree.root.children}.isdisjoint(handing)
        for node in nodes(tree.root):
            lost = sum(loses_at_once(node, child) for child in node.children)
            if node.mover == me and len(node.children) > 1:
                assert lost == 0
                mine += 1
            elif node.mover != me:
                # The others may slip: one that can no longer win seldom stops another.
                slips += lost
    assert mine >= 10
    assert slips > 0


def test_the_same_seed_and_the_same_number_of_games_give_the_same_move() -> None:
    compared = 0
    for game in positions(3, 60, seed=8)[40:50]:
        first = Tree(start(game), random.Random(4))
        second = Tree(start(game), random.Random(4))
        if first.root.final is None:
            assert first.run(NEVER, limit=200) == second.run(NEVER, limit=200) == 200
            assert first.best() == second.best()
            compared += 1
    assert compared >= 5


def test_takes_a_win_at_once_and_reports_it() -> None:
    for game in positions(3, 300, seed=9):
        me = game.to_move.value
        if winning_space(game.pond, game.breadcrumb, me, game.need) is not None:
            result = search_mcts(start(game), 10.0, random.Random(1))
            pond = list(game.pond)
            assert me in rules.place(pond, result.space, game.need)
            assert result.value == 1.0
            return
    raise AssertionError("no position with a win found")
