"""The computer opponents: easy (one move, noisy), medium (sees the reply), hard (searches)."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Literal

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.actions import Action, ChooseWinner
from duckgeon_tui.ducks.board import BIT, spaces_of
from duckgeon_tui.ducks.evaluation import evaluate
from duckgeon_tui.ducks.game import DucksGame, Phase
from duckgeon_tui.ducks.maxn import search_maxn
from duckgeon_tui.ducks.mcts import search_mcts
from duckgeon_tui.ducks.search import MAX_DEPTH, WIN, Start, search
from duckgeon_tui.ducks.threats import winning_space

Level = Literal["easy", "medium", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")
# Thinking time per move, in seconds; hard stays inside the one second a player should wait.
THINK: dict[Level, float] = {"easy": 0.0, "medium": 0.5, "hard": 0.9}
MEDIUM_DEPTH = 2
# How much randomness easy, and medium with 3 or 4 players, add to their judgement of a pond.
NOISE: dict[Level, float] = {"easy": 12.0, "medium": 6.0, "hard": 0.0}
# How often easy and medium, with 3 or 4 players, look whether a move leaves the next player a
# win: each sometimes forgets, easy often. With more than two players a slip is what decides
# between the others: the player after the one who slips takes the win it was left.
GUARD: dict[Level, float] = {"easy": 0.3, "medium": 0.7, "hard": 1.0}
# Evaluation points per unit of tanh in the reported evaluation.
SCALE = 40.0
# With 3 players, hard calls a game stalled after this many breadcrumbs in which no colour's
# largest group grew (looking back at most STALL_LOOKBACK, so half of it is as long as it can
# tell: its tree search plays better until then), and then plays for its own progress
# rather than against the others': a game that never ends is worth no more than a share of a
# draw, building its own group gives it a real chance to win. In a stalled game it looks one
# placement ahead: it still stops the player after it from winning, but no longer
# guards the other colours too (when every player guards them all, nobody can ever win), and it
# presses the player before it (`maxn`). With 4 players it plays every game so from the first
# breadcrumb: with six ducks to gather and three placements between two of a colour's turns, the
# player before a colour can nearly always stop it, and games that waited for a stall seldom
# ended (measured in docs/RULES.md, *Long games*).
STALL_PLACEMENTS = 30
STALL_LOOKBACK = 60


@dataclass(frozen=True)
class Choice:
    """The computer's move and its evaluation for the mover (+1 a sure win, -1 a sure loss)."""

    action: Action
    evaluation: float
    level: Level
    nodes: int
    seconds: float
    depth: int = 0


def _squash(value: float) -> float:
    if abs(value) > WIN / 2:
        return math.copysign(1.0, value)
    return math.tanh(value / SCALE)


def _one_ply(
    game: DucksGame, rng: random.Random, noise: float, guard: bool = False
) -> tuple[int, float, int]:
    """The best placement looking one move ahead, its value, and the placements tried; with
    `guard`, a placement that leaves the next player a win counts as half a loss."""
    me = game.to_move.value
    following = (me + 1) % game.players
    best, best_score = -1, -math.inf
    spaces = spaces_of(game.legal_mask())
    for space in spaces:
        child = list(game.pond)
        if game.phase is Phase.DRAFT:
            child[me] |= BIT[space]
            score = evaluate(child, me)
        else:
            rules.slide(child, space)
            done = rules.finished(child, game.need)
            score = (WIN if me in done else -WIN) if done else evaluate(child, me)
            if guard and not done and winning_space(child, space, following, game.need) is not None:
                score -= WIN / 2
        score += rng.gauss(0.0, noise) if noise else rng.random() * 1e-6
        if score > best_score:
            best, best_score = space, score
    return best, best_score, len(spaces)


def _stalled(game: DucksGame) -> bool:
    """Whether the game has stalled: no colour getting closer to its group for long."""
    return game.placements_without_growth(STALL_LOOKBACK) >= STALL_PLACEMENTS


def choose(
    game: DucksGame, level: Level, rng: random.Random, seconds: float | None = None
) -> Choice:
    """The computer's move for the player to move, at `level` (`seconds` overrides its time)."""
    if level not in LEVELS:
        raise ValueError(f"level is one of {', '.join(LEVELS)}, not {level!r}")
    if game.over:
        raise ValueError("the game is over")
    began = time.perf_counter()
    me = game.to_move
    if game.phase is Phase.TIE:
        pick = me if me in game.tied else game.tied[0]
        return Choice(
            ChooseWinner(pick), 1.0 if pick == me else -1.0, level, 0, time.perf_counter() - began
        )
    # With 3 or 4 players medium looks one move ahead like easy, with less randomness, and does
    # not leave the next player a win when it can help it.
    if game.phase is Phase.DRAFT or level == "easy" or (level == "medium" and game.players > 2):
        noise = NOISE[level] if level == "easy" or game.phase is Phase.PLAY else 0.0
        guard = game.players > 2 and rng.random() < GUARD[level]
        space, value, nodes = _one_ply(game, rng, noise, guard)
        evaluation, depth = _squash(value), 1
    else:
        budget = THINK[level] if seconds is None else seconds
        start = Start(game.pond, game.breadcrumb, me.value, game.need)
        # Two players: alpha-beta, as one's loss is the other's win. Three: Monte Carlo tree
        # search with a win for each colour until the game stalls. Then, and with four players
        # always, max-n, each for itself, as in a stalled game.
        stalled = game.players == 4 or (game.players == 3 and _stalled(game))
        if game.players == 2:
            result = search(start, budget, rng, MEDIUM_DEPTH if level == "medium" else MAX_DEPTH)
        elif not stalled:
            result = search_mcts(start, budget, rng)
        else:
            result = search_maxn(start, budget, rng)
        space, nodes, depth = result.space, result.nodes, result.depth
        # The tree search's value is already its share of wins, from -1 to +1.
        evaluation = result.value if game.players == 3 and not stalled else _squash(result.value)
    return Choice(
        game.placement_at(space), evaluation, level, nodes, time.perf_counter() - began, depth
    )
