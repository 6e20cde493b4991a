"""Max-n for three and four players in a stalled game: every colour plays for itself.

Each pond is valued for every colour at once (a tuple, one value a colour). The mover looks one
placement ahead: a move that wins is a win, one that leaves the next colour a win is valued as
that loss, any other by the mover's own progress, its chances to win and how far its ducks keep
from the others'. Its best few moves are then weighed by the pressure they put on the player
before it, and with four players by what the colours between will likely do.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import spaces_of
from duckgeon_tui.ducks.evaluation import Scorer
from duckgeon_tui.ducks.search import WIN, Clock, OutOfTime, SearchResult, Start
from duckgeon_tui.ducks.threats import pressure, winning_space, winning_spaces

Values = tuple[float, ...]
# A colour weighs only its own progress and is worth this much for every space where a breadcrumb
# would win it the game: one opponent's breadcrumb takes one such chance away, seldom all of them.
STALLED_THREAT = 30.0
# A colour also counts this much against itself for every touch between one of its ducks and
# another colour's. Every breadcrumb placed to gather a group pulls on the ducks
# around it, so a group built in the crowd is pulled apart by the colours placing between the
# builder's turns long before the player just before it must answer its threat; built apart
# from the others it lasts. (Measured in docs/RULES.md, *Long games*: twice as much made games
# of four longer again.)
CROWDING = 2.0
# The best few moves of the search are weighed again by the pressure they put on the player
# before the mover (`threats.pressure`): this much for a pressure of 1, where every
# breadcrumb it could place would leave the mover a win. That share of the time is kept for it.
PRESSURE = 60.0
PRESSURE_MOVES = 12
PRESSURE_TIME = 0.3
# Of those moves, best first, then of its other moves neither won nor lost, it then plays the
# first after which the colours placing between it and the player before it, moving as a stalled
# `hard` player likely would (`_likely`), leave that player no breadcrumb that stops the mover's
# win (`_foreseen`). The player before a colour nearly always has a breadcrumb that stops it; a
# threat that only looks strong right after the mover's breadcrumb is mostly pulled apart by the
# next two (measured in docs/RULES.md, *Long games*). Only with four players: three `hard`
# players already end their games.
FORESEEN_PLAYERS = 4


def outcome(players: int, done: Sequence[int], placer: int, ply: int) -> Values:
    """The values of a finished pond: the winner's WIN (sooner is better), everyone else's loss.

    The placer breaks a tie and takes the win if its colour is among the finished; a tie among
    others is a loss for the placer and an even chance for each tied colour."""
    if len(done) == 1 or placer in done:
        winner = done[0] if len(done) == 1 else placer
        return tuple(WIN - ply if c == winner else -WIN + ply for c in range(players))
    return tuple(0.0 if c in done else -WIN + ply for c in range(players))


class MaxN(Clock):
    """One look ahead in a stalled game of `players` colours needing `need` ducks in one group.

    Where the colours have long stopped each other, a colour is valued by its own progress and
    its chances to win, no longer by how far the others are behind, and keeps its ducks apart
    from the others': it still never hands the next player a win, but builds rather than
    blocks."""

    def __init__(self, players: int, need: int, deadline: float) -> None:
        super().__init__(need, deadline)
        self.players = players
        self.scorer = Scorer(players, CROWDING)

    def reply_wins(self, pond: Sequence[int], crumb: int, mover: int, ply: int) -> Values | None:
        """The values of the pond if `mover`, to place next, can win at once; else None."""
        self.nodes += 1
        if winning_space(pond, crumb, mover, self.need) is None:
            return None
        return outcome(self.players, (mover,), mover, ply + 1)

    def root(
        self, pond: Sequence[int], crumb: int | None, me: int, order: list[int]
    ) -> dict[int, float]:
        """The value for `me` of every move in `order`, one placement ahead."""
        following = (me + 1) % self.players
        known: dict[int, float] = {}
        for space in order:
            child, done = self.placed(pond, space)
            if done:
                score = outcome(self.players, done, me, 1)[me]
            else:
                lost = self.reply_wins(child, space, following, 1)
                score = (self.scorer.values(child) if lost is None else lost)[me]
            if abs(score) < WIN / 2:
                score += STALLED_THREAT * winning_spaces(child, None, me, self.need)
            known[space] = score
        return known


@dataclass(frozen=True)
class _Depth:
    """The finished answer of one depth: the move order and the values of the moves."""

    order: list[int]
    scores: dict[int, float]
    depth: int


def search_maxn(start: Start, seconds: float, rng: random.Random) -> SearchResult:
    """Value every move one placement ahead, then keep PRESSURE_TIME of the time to weigh the
    best ones by the pressure they put on the player before the mover, and to foresee the
    colours between (`_pressing`)."""
    pond, crumb, me = start.pond, start.crumb, start.me
    deadline = time.perf_counter() + seconds
    searcher = MaxN(len(pond), start.need, time.perf_counter() + seconds * (1 - PRESSURE_TIME))
    order = spaces_of(rules.legal_mask(pond, crumb))
    rng.shuffle(order)
    try:
        scores = searcher.root(pond, crumb, me, order)
    except OutOfTime:  # not even one look in the time: the first move, valued on the spot
        chosen = _Depth(order, {}, 0)
    else:
        order.sort(key=lambda s: scores[s], reverse=True)
        chosen = _Depth(order, scores, 1)
    best = _pressing(start, chosen, deadline)
    return SearchResult(best, chosen.scores.get(best, 0.0), chosen.depth, searcher.nodes)


def _pressing(start: Start, chosen: _Depth, deadline: float) -> int:
    """Of the moves the search found neither won nor lost, the first (the best few weighed with
    the pressure they put on the player before the mover, first) that is foreseen to leave that
    player no way to stop the mover, else the one of the best few that presses it hardest, as
    long as time remains."""
    best = chosen.order[0]
    top = chosen.scores.get(best)
    if top is None or abs(top) > WIN / 2:
        return best
    best_value = -WIN
    ranked: list[tuple[float, int]] = []
    for space in chosen.order[:PRESSURE_MOVES]:
        score = chosen.scores.get(space)
        if score is None or abs(score) > WIN / 2 or time.perf_counter() > deadline:
            break
        child = list(start.pond)
        rules.slide(child, space)
        # Where the colours between will have put the breadcrumb is not known: anywhere empty.
        value = score + PRESSURE * pressure(child, None, start.me, start.need)
        ranked.append((value, space))
        if value > best_value:
            best, best_value = space, value
    if len(start.pond) < FORESEEN_PLAYERS:
        return best
    ranked.sort(key=lambda r: r[0], reverse=True)
    # Then the other moves neither won nor lost, in the search's order.
    foreseen = [space for _, space in ranked] + [
        space
        for space in chosen.order[len(ranked) :]
        if abs(chosen.scores.get(space, WIN)) < WIN / 2
    ]
    scorer = Scorer(len(start.pond), CROWDING)
    for space in foreseen:
        if time.perf_counter() > deadline:
            break
        child = list(start.pond)
        rules.slide(child, space)
        if _foreseen(child, space, start.me, start.need, scorer) >= 1.0:
            return space
    return best


def _likely(pond: list[int], crumb: int, mover: int, need: int, scorer: Scorer) -> int | None:
    """The move a stalled `hard` player `mover` would likely make, looking one placement ahead
    without weighing pressure: a win if it has one, else its own progress and winning spaces,
    never finishing another colour nor handing its follower a win (None if every move does)."""
    players = len(pond)
    following = (mover + 1) % players
    best, best_value = None, -WIN
    for space in spaces_of(rules.legal_mask(pond, crumb)):
        child = list(pond)
        rules.slide(child, space)
        done = rules.finished(child, need)
        if done:
            if mover in done:
                return space
            continue
        if winning_space(child, space, following, need) is not None:
            continue
        value = scorer.values(child)[mover] + STALLED_THREAT * winning_spaces(
            child, None, mover, need
        )
        if value > best_value:
            best, best_value = space, value
    return best


def _foreseen(pond: list[int], crumb: int, me: int, need: int, scorer: Scorer) -> float:
    """The pressure on the player before `me` once the colours between have moved as
    `_likely` says (0 if one of them would win or has no move that does not lose)."""
    players = len(pond)
    for step in range(1, players - 1):
        mover = (me + step) % players
        space = _likely(pond, crumb, mover, need, scorer)
        if space is None:
            return 0.0
        pond = list(pond)
        rules.slide(pond, space)
        if rules.finished(pond, need):
            return 0.0
        crumb = space
    return pressure(pond, crumb, me, need)
