"""Monte Carlo tree search for three players: every colour plays for its own win.

Each node of the tree keeps, for every colour, the share of the games played through it that the
colour won, and the colour to move there picks by its own share (upper confidence bounds). It
knows what one breadcrumb does: a colour that can gather its group with its breadcrumb is taken to
win there. The searching colour never keeps a move that hands the next colour a win while it has
another; the other colours are not taken to be so careful, as a colour that can no longer win
seldom stops another. Games are played out from the tree's leaves at random, each colour taking
the win a breadcrumb leaves it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import spaces_of
from duckgeon_tui.ducks.evaluation import contacts
from duckgeon_tui.ducks.search import SearchResult, Start
from duckgeon_tui.ducks.threats import winning_space

EXPLORATION = 0.7
# A game played out past this many breadcrumbs is shared evenly.
PLAYOUT_CAP = 200
# In a game played out, a colour with fewer touching pairs of ducks than this is not looked at
# for a win: one breadcrumb seldom gathers a group from so far (about one in a hundred).
HOPELESS = 4
_CHECK_EVERY = 4


def share(players: int, done: Sequence[int], placer: int) -> tuple[float, ...]:
    """One win shared out: to the placer if it finished, else evenly among the finished."""
    if placer in done:
        return tuple(1.0 if c == placer else 0.0 for c in range(players))
    return tuple(1.0 / len(done) if c in done else 0.0 for c in range(players))


class Node:
    """A pond with `mover` to place: its moves not yet tried, its children, what they won."""

    __slots__ = ("children", "crumb", "final", "mover", "pond", "untried", "visits", "wins")

    def __init__(
        self,
        pond: list[int],
        crumb: int | None,
        mover: int,
        final: tuple[float, ...] | None,
        untried: list[int],
    ) -> None:
        self.pond = pond
        self.crumb = crumb
        self.mover = mover
        self.final = final
        self.untried = untried
        self.children: list[Node] = []
        self.visits = 0
        self.wins = [0.0] * len(pond)

    def pick(self) -> Node:
        """The child with the best upper confidence bound for this node's mover."""
        me = self.mover
        reach = EXPLORATION * EXPLORATION * math.log(self.visits)
        best, best_bound = self.children[0], -1.0
        for child in self.children:
            tried = child.visits
            bound = child.wins[me] / tried + math.sqrt(reach / tried)
            if bound > best_bound:
                best, best_bound = child, bound
        return best


class Tree:
    """One search from `start` for `players` colours, with its random source."""

    def __init__(self, start: Start, rng: random.Random) -> None:
        self.players = len(start.pond)
        self.need = start.need
        self.rng = rng
        self.me = start.me
        self.root = self.node(list(start.pond), start.crumb, start.me)

    def node(self, pond: list[int], crumb: int | None, mover: int) -> Node:
        """A new node; final if `mover` can gather its group with one breadcrumb."""
        if winning_space(pond, crumb, mover, self.need) is not None:
            win = tuple(1.0 if c == mover else 0.0 for c in range(self.players))
            return Node(pond, crumb, mover, win, [])
        untried = spaces_of(rules.legal_mask(pond, crumb))
        self.rng.shuffle(untried)
        return Node(pond, crumb, mover, None, untried)

    def child(self, parent: Node, space: int) -> Node:
        """The node after `parent`'s mover places on `space`."""
        pond = list(parent.pond)
        done = rules.place(pond, space, self.need)
        following = (parent.mover + 1) % self.players
        if done:
            return Node(pond, space, following, share(self.players, done, parent.mover), [])
        return self.node(pond, space, following)

    def expand(self, node: Node) -> Node:
        """A new child of `node`. Where the searching colour is to move, moves that lose at once
        (finish another colour alone, or leave the next colour a win) are dropped while it has
        others; the last one dropped is still played out once, outside the tree."""
        mover = node.mover
        while True:
            child = self.child(node, node.untried.pop())
            final = child.final
            if (
                final is None
                or final[mover]
                or mover != self.me
                or not (node.untried or node.children)
            ):
                node.children.append(child)
                return child
            if not node.untried:
                return child

    def playout(self, node: Node) -> tuple[float, ...]:
        """The share of the win after playing on from `node` to the end: each colour places at
        random, and the next colour takes a win the breadcrumb leaves it."""
        if node.final is not None:
            return node.final
        pond, crumb, mover = list(node.pond), node.crumb, node.mover
        players, need, rng = self.players, self.need, self.rng
        # The node's mover cannot win at once (else the node is final); after every breadcrumb
        # the next colour is looked at for a win, unless its ducks are too far apart.
        for _ in range(PLAYOUT_CAP):
            following = (mover + 1) % players
            crumb = rng.choice(spaces_of(rules.legal_mask(pond, crumb)))
            done = rules.place(pond, crumb, need)
            if done:
                return share(players, done, mover)
            if contacts(pond[following]) >= HOPELESS and (
                winning_space(pond, crumb, following, need) is not None
            ):
                return tuple(1.0 if c == following else 0.0 for c in range(players))
            mover = following
        return tuple(1.0 / players for _ in range(players))

    def run(self, deadline: float, limit: int | None = None) -> int:
        """Play games through the tree until `deadline` or `limit` games; the number played."""
        root, runs = self.root, 0
        while True:
            node, path = root, [root]
            while not node.untried and node.children:
                node = node.pick()
                path.append(node)
            if node.untried:
                node = self.expand(node)
                path.append(node)
            result = self.playout(node)
            for visited in path:
                visited.visits += 1
                wins = visited.wins
                for c in range(len(result)):
                    wins[c] += result[c]
            runs += 1
            if runs == limit or (not runs % _CHECK_EVERY and time.perf_counter() > deadline):
                return runs

    def best(self) -> tuple[int, float]:
        """The most tried move at the root and the mover's share of wins through it."""
        me = self.root.mover
        chosen = max(self.root.children, key=lambda c: (c.visits, c.wins[me]))
        assert chosen.crumb is not None
        return chosen.crumb, chosen.wins[me] / chosen.visits


def search_mcts(start: Start, seconds: float, rng: random.Random) -> SearchResult:
    """The move Monte Carlo tree search finds in `seconds`, and its value: the mover's share of
    the games won through it, from -1 (none) to +1 (all); a win at once is taken at once."""
    deadline = time.perf_counter() + seconds
    win = winning_space(start.pond, start.crumb, start.me, start.need)
    if win is not None:
        return SearchResult(win, 1.0, 1, 1)
    tree = Tree(start, rng)
    runs = tree.run(deadline)
    space, won = tree.best()
    return SearchResult(space, 2.0 * won - 1.0, 1, runs)
