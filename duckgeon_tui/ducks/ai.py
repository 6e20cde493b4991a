"""The computer opponents: easy (one move ahead, noisy), medium (sees the reply), hard (deeper)."""

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
from duckgeon_tui.ducks.search import MAX_DEPTH, WIN, Start, search

Level = Literal["easy", "medium", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")
# Thinking time per move, in seconds; hard stays inside the one second a player should wait.
THINK: dict[Level, float] = {"easy": 0.0, "medium": 0.5, "hard": 0.9}
MEDIUM_DEPTH = 2
EASY_NOISE = 12.0
# Evaluation points per unit of tanh in the reported evaluation.
SCALE = 40.0
# With 3 or 4 players, hard calls a game stalled after this many breadcrumbs in which no colour's
# largest group grew (looking back at most STALL_LOOKBACK), and then plays for its own progress
# rather than against the others': a game that never ends is worth no more than a share of a
# draw, building its own group gives it a real chance to win.
STALL_PLACEMENTS = 10
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


def _one_ply(game: DucksGame, rng: random.Random, noise: float) -> tuple[int, float, int]:
    """The best placement looking one move ahead, its value, and the placements tried."""
    me = game.to_move.value
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
        score += rng.gauss(0.0, noise) if noise else rng.random() * 1e-6
        if score > best_score:
            best, best_score = space, score
    return best, best_score, len(spaces)


def _stalled(game: DucksGame, level: Level) -> bool:
    """Whether hard sees the game stalled: no colour getting closer to its group for long."""
    return level == "hard" and game.placements_without_growth(STALL_LOOKBACK) >= STALL_PLACEMENTS


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
    # With 3 or 4 players medium looks one move ahead like easy, without its randomness.
    if game.phase is Phase.DRAFT or level == "easy" or (level == "medium" and game.players > 2):
        space, value, nodes = _one_ply(game, rng, EASY_NOISE if level == "easy" else 0.0)
        depth = 1
    else:
        budget = THINK[level] if seconds is None else seconds
        start = Start(game.pond, game.breadcrumb, me.value, game.need)
        deepest = MEDIUM_DEPTH if level == "medium" else MAX_DEPTH
        # Two players: alpha-beta, as one's loss is the other's win. More: max-n, each for itself.
        if game.players == 2:
            result = search(start, budget, rng, deepest)
        else:
            result = search_maxn(start, budget, rng, deepest, _stalled(game, level))
        space, value, nodes, depth = result.space, result.value, result.nodes, result.depth
    return Choice(
        game.placement_at(space), _squash(value), level, nodes, time.perf_counter() - began, depth
    )
