"""The Monte Carlo baseline the tournament measures the computer levels against: plain UCT with a
reward for every colour (each node keeps every colour's wins and picks by the mover's), random
playouts to the end of the game, the most visited move played."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import spaces_of

EXPLORATION = 1.0
PLAYOUT_CAP = 300
"""A playout still going after this many placements counts as a draw for every colour."""


def rewards(players: int, done: Sequence[int], placer: int) -> list[float]:
    """One win shared out: to the finished colour, to the placer among several, else even."""
    out = [0.0] * players
    if placer in done:
        out[placer] = 1.0
    else:
        for c in done:
            out[c] = 1.0 / len(done)
    return out


class Node:
    """A pond in the tree: its mover, the moves not yet tried, the children and the statistics."""

    __slots__ = ("children", "crumb", "final", "mover", "pond", "untried", "visits", "wins")

    def __init__(
        self, pond: list[int], crumb: int | None, mover: int, final: list[float] | None
    ) -> None:
        self.pond = pond
        self.crumb = crumb
        self.mover = mover
        self.final = final
        self.untried = [] if final else spaces_of(rules.legal_mask(pond, crumb))
        self.children: list[Node] = []
        self.visits = 0
        self.wins = [0.0] * len(pond)

    def pick(self) -> Node:
        """The child with the best upper confidence bound for this node's mover."""
        log_n = math.log(self.visits)
        me = self.mover
        return max(
            self.children,
            key=lambda c: c.wins[me] / c.visits + EXPLORATION * math.sqrt(log_n / c.visits),
        )


class MonteCarlo:
    """UCT for any number of players, thinking `seconds` a move."""

    def __init__(self, need: int, seconds: float, rng: random.Random) -> None:
        self.need = need
        self.seconds = seconds
        self.rng = rng

    def _child(self, node: Node, space: int) -> Node:
        pond = list(node.pond)
        done = rules.place(pond, space, self.need)
        final = rewards(len(pond), done, node.mover) if done else None
        return Node(pond, space, (node.mover + 1) % len(pond), final)

    def _playout(self, node: Node) -> list[float]:
        if node.final is not None:
            return node.final
        pond, crumb, mover = list(node.pond), node.crumb, node.mover
        players = len(pond)
        for _ in range(PLAYOUT_CAP):
            crumb = self.rng.choice(spaces_of(rules.legal_mask(pond, crumb)))
            done = rules.place(pond, crumb, self.need)
            if done:
                return rewards(players, done, mover)
            mover = (mover + 1) % players
        return [1.0 / players] * players

    def best(self, pond: Sequence[int], crumb: int | None, mover: int) -> tuple[int, int]:
        """The move to play and the number of playouts run."""
        root = Node(list(pond), crumb, mover, None)
        deadline = time.perf_counter() + self.seconds
        runs = 0
        while runs == 0 or time.perf_counter() < deadline:
            node, path = root, [root]
            while not node.untried and node.children:
                node = node.pick()
                path.append(node)
            if node.untried:
                space = node.untried.pop(self.rng.randrange(len(node.untried)))
                child = self._child(node, space)
                node.children.append(child)
                node, path = child, [*path, child]
            result = self._playout(node)
            for visited in path:
                visited.visits += 1
                for c, r in enumerate(result):
                    visited.wins[c] += r
            runs += 1
        chosen = max(root.children, key=lambda c: c.visits)
        assert chosen.crumb is not None
        return chosen.crumb, runs
