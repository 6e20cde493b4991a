"""Duckgeon engine speed on one core: whole bot games per second, and engine actions per second
(the same games' actions replayed through `Game.apply` alone), median of several runs; and the
simulator's pace against a python-chess random playout timed in the same runs (games/s per
1,000 chess moves/s, on the quest's own layout and on built dungeons), which a busy machine
changes far less than either figure alone (both in CPU time, which other work on the machine
leaves alone)."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import replace

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine.actions import Action
from duckgeon_tui.engine.simulation import SimSetup, bot_for, game_seed, new_game, run_games


def bot_games(
    content: Content, setup: SimSetup, seeds: Sequence[int]
) -> tuple[float, list[list[Action]]]:
    """Play a bot game per seed; return games per second and every game's actions."""
    played: list[list[Action]] = []
    began = time.perf_counter()
    for seed in seeds:
        game = new_game(content, setup, seed)
        bot = bot_for(seed)
        actions: list[Action] = []
        while game.outcome is None:
            action = bot.choose(game)
            game.apply(action)
            actions.append(action)
        played.append(actions)
    return len(seeds) / (time.perf_counter() - began), played


def replay_rate(
    content: Content,
    setup: SimSetup,
    seeds: Sequence[int],
    played: Sequence[Sequence[Action]],
    legal: bool = False,
) -> float:
    """The recorded actions applied again, no bot thinking: `Game.apply` calls per second, or
    with `legal` the `legal_actions()` calls per second at every step of the same games."""
    count = 0
    elapsed = 0.0
    for seed, actions in zip(seeds, played, strict=True):
        game = new_game(content, setup, seed)
        for action in actions:
            began = time.perf_counter()
            if legal:
                game.legal_actions()
                elapsed += time.perf_counter() - began
                game.apply(action)
            else:
                game.apply(action)
                elapsed += time.perf_counter() - began
        count += len(actions)
    return count / elapsed


def chess_rate(games: int, seed: int) -> float:
    """python-chess moves per second over random playouts: games played to their end, each
    move drawn from the legal moves listed anew (pip install -e '.[bench]')."""
    import chess

    rng = random.Random(seed)
    moves = 0
    began = time.process_time()
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
    return moves / (time.process_time() - began)


def simulate_rate(content: Content, setup: SimSetup, games: int, seed: int) -> float:
    """Games per second of `duckgeon simulate` (one worker), content loaded beforehand."""
    began = time.process_time()
    run_games(setup, games, seed, content=content)
    return games / (time.process_time() - began)


def pace(content: Content, setup: SimSetup, args: argparse.Namespace) -> None:
    """The simulator's games/s per 1,000 chess moves/s on both layouts, the chess playout timed
    before each simulation of the same run; medians of `--runs` runs."""
    built = replace(setup, dungeon="random", layouts=args.layouts)
    ratios: dict[str, list[float]] = {"own": [], "random": []}
    rates: dict[str, list[float]] = {"chess": [], "own": [], "random": []}
    for run in range(args.runs):
        for name, sim in (("own", setup), ("random", built)):
            chess = chess_rate(args.chess_games, run)
            games = simulate_rate(content, sim, args.games, args.seed)
            rates["chess"].append(chess)
            rates[name].append(games)
            ratios[name].append(games / (chess / 1000))
    median = statistics.median
    print(
        f"Simulator pace, {setup.quest} with {','.join(setup.party)}: {args.games} games per "
        f"run (seed {args.seed}), {args.chess_games} chess playouts before each, median of "
        f"{args.runs} runs, one core"
    )
    print(f"{'chess moves/s':<22}{median(rates['chess']):>12,.0f}  (python-chess random playout)")
    for name, words in (("own", "the quest's own layout"), ("random", "built dungeons")):
        print(
            f"{'games/s ' + name:<22}{median(rates[name]):>12,.2f}  ({words}; "
            f"{median(ratios[name]):.2f} per 1,000 chess moves/s, runs "
            f"{min(ratios[name]):.2f}-{max(ratios[name]):.2f})"
        )


def profile(content: Content, setup: SimSetup, seeds: Sequence[int]) -> None:
    """Print a pyinstrument profile of the bot games (pip install -e '.[bench]')."""
    from pyinstrument import Profiler

    profiler = Profiler()
    profiler.start()
    bot_games(content, setup, seeds)
    profiler.stop()
    print(profiler.output_text(unicode=False, color=False, show_all=False))


def main() -> None:
    """Measure `--runs` times and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=40, help="bot games per run")
    parser.add_argument("--quest", default="quest-1")
    parser.add_argument("--party", default="", help="class ids (default: the quest's party)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--legal", action="store_true", help="also time legal_actions()")
    parser.add_argument("--profile", action="store_true", help="print a pyinstrument profile")
    parser.add_argument(
        "--pace", action="store_true", help="only the simulator's pace against python-chess"
    )
    parser.add_argument("--chess-games", type=int, default=12, help="chess playouts per run")
    parser.add_argument("--layouts", type=int, default=5, help="built dungeons in --pace")
    args = parser.parse_args()
    content = load_content()
    party = [c for c in args.party.split(",") if c] or content.quests[args.quest].default_party
    setup = SimSetup(args.quest, tuple(party))
    seeds = [game_seed(args.seed, index) for index in range(args.games)]
    if args.profile:
        profile(content, setup, seeds)
        return
    if args.pace:
        pace(content, setup, args)
        return
    bot_games(content, setup, seeds[:3])  # warm-up
    runs = [bot_games(content, setup, seeds) for _ in range(args.runs)]
    games_rate = statistics.median(rate for rate, _ in runs)
    played = runs[0][1]
    actions = sum(len(a) for a in played)
    applies = statistics.median(
        replay_rate(content, setup, seeds, played) for _ in range(args.runs)
    )
    print(
        f"Duckgeon engine, {args.quest} with {','.join(party)}: {args.games} bot games per run "
        f"({actions} actions, {actions / args.games:.0f} per game), median of {args.runs} runs, "
        "one core"
    )
    print(f"{'bot games/s':<22}{games_rate:>12,.1f}  (bot choices + engine, whole games)")
    print(f"{'engine actions/s':<22}{applies:>12,.0f}  (Game.apply alone, same actions replayed)")
    if args.legal:
        legal = statistics.median(
            replay_rate(content, setup, seeds, played, legal=True) for _ in range(args.runs)
        )
        print(f"{'legal_actions()/s':<22}{legal:>12,.0f}")
    print()
    pace(content, setup, args)


if __name__ == "__main__":
    main()
