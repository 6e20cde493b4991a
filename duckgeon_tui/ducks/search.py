"""Alpha-beta search over breadcrumb placements, with iterative deepening and a time limit.

With more than two players it is "paranoid": every opponent is assumed to play against us.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import spaces_of
from duckgeon_tui.ducks.evaluation import evaluate

WIN = 1_000_000.0
MAX_DEPTH = 12
_CHECK_EVERY = 64


class OutOfTime(Exception):
    """The deadline passed in the middle of a search."""


@dataclass(frozen=True)
class SearchResult:
    """The chosen space, its value for the searching colour, the depth reached and the work done."""

    space: int
    value: float
    depth: int
    nodes: int


def _bounds(
    maximising: bool, best: float, alpha: float, beta: float, score: float
) -> tuple[float, float, float]:
    """The best value so far and the alpha-beta window after a move scoring `score`."""
    if maximising:
        return max(best, score), max(alpha, score), beta
    return min(best, score), alpha, min(beta, score)


class Clock:
    """Counts the ponds a search looks at, and stops the search at its deadline."""

    def __init__(self, need: int, deadline: float) -> None:
        self.need = need
        self.deadline = deadline
        self.nodes = 0

    def placed(self, pond: Sequence[int], space: int) -> tuple[list[int], list[int]]:
        """The pond after a breadcrumb on `space`, and the colours it finishes."""
        child = list(pond)
        rules.slide(child, space)
        self.nodes += 1
        if not self.nodes % _CHECK_EVERY and time.perf_counter() > self.deadline:
            raise OutOfTime
        return child, rules.finished(child, self.need)


class Searcher(Clock):
    """One search for colour index `me` in a game of `players` colours needing `need` in a group."""

    def __init__(self, players: int, need: int, me: int, deadline: float) -> None:
        super().__init__(need, deadline)
        self.players = players
        self.me = me

    def outcome(self, done: Sequence[int], placer: int, ply: int) -> float:
        """The value of a finished pond: the placer breaks a tie, in their own favour."""
        if self.me in done and (len(done) == 1 or placer == self.me):
            return WIN - ply
        return -WIN + ply

    def _child(
        self, pond: Sequence[int], space: int, placer: int, ply: int
    ) -> tuple[list[int], float | None]:
        child, done = self.placed(pond, space)
        return child, (self.outcome(done, placer, ply) if done else None)

    def value(
        self,
        pond: Sequence[int],
        crumb: int,
        mover: int,
        depth: int,
        alpha: float,
        beta: float,
        ply: int,
    ) -> float:
        """The minimax value for `me` of the pond with `mover` about to place."""
        maximising = mover == self.me
        following = (mover + 1) % self.players
        children: list[tuple[float, int, list[int]]] = []
        best = -WIN * 2 if maximising else WIN * 2
        for space in spaces_of(rules.legal_mask(pond, crumb)):
            child, final = self._child(pond, space, mover, ply + 1)
            if final is None and depth > 1:
                children.append((evaluate(child, self.me), space, child))
                continue
            score = evaluate(child, self.me) if final is None else final
            best, alpha, beta = _bounds(maximising, best, alpha, beta, score)
            if alpha >= beta:
                return best
        children.sort(key=lambda c: c[0], reverse=maximising)
        for _, space, child in children:
            score = self.value(child, space, following, depth - 1, alpha, beta, ply + 1)
            best, alpha, beta = _bounds(maximising, best, alpha, beta, score)
            if alpha >= beta:
                break
        return best

    def root(
        self,
        pond: Sequence[int],
        crumb: int | None,
        order: list[int],
        depth: int,
        known: dict[int, float],
    ) -> dict[int, float]:
        """Search every root move in `order` to `depth`, filling `known` as each one finishes."""
        following = (self.me + 1) % self.players
        alpha = -WIN * 2
        for space in order:
            child, final = self._child(pond, space, self.me, 1)
            if final is not None:
                score = final
            elif depth == 1:
                score = evaluate(child, self.me)
            else:
                score = self.value(child, space, following, depth - 1, alpha, WIN * 2, 1)
            known[space] = score
            alpha = max(alpha, score)
        return known


@dataclass(frozen=True)
class Start:
    """Where a search starts: the pond, the breadcrumb's space, the colour to move (`me`) and
    how many of a colour's ducks make a winning group."""

    pond: Sequence[int]
    crumb: int | None
    me: int
    need: int


def search(
    start: Start, seconds: float, rng: random.Random, max_depth: int = MAX_DEPTH
) -> SearchResult:
    """Deepen one ply at a time until `max_depth` or the time runs out; keep the best move."""
    pond, crumb, me, need = start.pond, start.crumb, start.me, start.need
    searcher = Searcher(len(pond), need, me, time.perf_counter() + seconds)
    order = spaces_of(rules.legal_mask(pond, crumb))
    rng.shuffle(order)
    scores: dict[int, float] = {}
    reached = 0
    for depth in range(1, max_depth + 1):
        partial: dict[int, float] = {}
        try:
            searcher.root(pond, crumb, order, depth, partial)
        except OutOfTime:
            # The previous best is searched first, so the best of a finished part of this depth
            # is at least as well founded as the previous answer.
            if partial:
                scores = partial
                order.sort(key=lambda s: partial.get(s, -WIN * 3), reverse=True)
            break
        scores, reached = partial, depth
        order.sort(key=lambda s: scores[s], reverse=True)
        if abs(scores[order[0]]) > WIN / 2:
            break  # a forced win, or every move loses
    best = order[0]
    return SearchResult(best, scores.get(best, 0.0), reached, searcher.nodes)
