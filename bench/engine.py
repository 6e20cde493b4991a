"""Duckgeon engine speed on one core: whole bot games per second, and engine actions per second
(the same games' actions replayed through `Game.apply` alone), median of several runs."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.engine.actions import Action
from duckgeon_tui.engine.simulation import SimSetup, bot_for, game_seed, new_game


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
    args = parser.parse_args()
    content = load_content()
    party = [c for c in args.party.split(",") if c] or content.quests[args.quest].default_party
    setup = SimSetup(args.quest, tuple(party))
    seeds = [game_seed(args.seed, index) for index in range(args.games)]
    if args.profile:
        profile(content, setup, seeds)
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


if __name__ == "__main__":
    main()
