"""Feed the Ducks matches: the computer levels against a greedy one-ply player and a random one,
2 players, random setups, colours alternated game by game. Prints the table of results."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from duckgeon_tui.ducks import Action, DucksGame, PlaceBreadcrumb
from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.ai import THINK, Level, choose
from duckgeon_tui.ducks.board import spaces_of

Player = Callable[[DucksGame, random.Random], Action]


def random_player(game: DucksGame, rng: random.Random) -> Action:
    """Any legal move."""
    return rng.choice(game.legal_actions())


def greedy_player(game: DucksGame, rng: random.Random) -> Action:
    """One ply: a winning move if there is one, never a move that only makes others win, else
    the move that makes its own largest group biggest (ties broken at random)."""
    if game.phase == "tie":
        return next(a for a in game.legal_actions() if a.colour == game.to_move)  # type: ignore[union-attr]
    me = game.to_move.value
    best, best_key = 0, (-2, 0, 0.0)
    for space in spaces_of(game.legal_mask()):
        pond = list(game.pond)
        done = rules.place(pond, space, game.need)
        win = 1 if me in done else -1 if done else 0
        key = (win, rules.largest_group(pond[me]), rng.random())
        if key > best_key:
            best, best_key = space, key
    return PlaceBreadcrumb(best)


def computer(level: Level, seconds: float) -> Player:
    """A computer level as a player, thinking `seconds` a move."""

    def play(game: DucksGame, rng: random.Random) -> Action:
        return choose(game, level, rng, seconds).action

    return play


def match(first: Player, second: Player, games: int, seed: int) -> tuple[int, int, int, float]:
    """Wins of `first`, wins of `second`, draws, and the slowest move of `first` in seconds."""
    rng = random.Random(seed)
    wins = losses = draws = 0
    slowest = 0.0
    for n in range(games):
        game = DucksGame.new(2, "random", random.Random(rng.random()))
        seat = n % 2  # colours alternate: `first` is white in even games, black in odd ones
        while not game.over:
            mine = game.to_move.value == seat
            began = time.perf_counter()
            game.apply((first if mine else second)(game, rng))
            if mine:
                slowest = max(slowest, time.perf_counter() - began)
        if game.draw:
            draws += 1
        elif game.winners[0].value == seat:
            wins += 1
        else:
            losses += 1
    return wins, losses, draws, slowest


def main() -> None:
    """Play the matches and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="games per match (default 100)")
    parser.add_argument(
        "--think",
        type=float,
        default=THINK["hard"],
        help=f"hard's seconds a move (default {THINK['hard']}, the app's)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--quick", action="store_true", help="only hard's two matches (the issue's figures)"
    )
    args = parser.parse_args()
    hard = computer("hard", args.think)
    matches: list[tuple[str, Player, str, Player]] = [
        ("hard", hard, "greedy", greedy_player),
        ("hard", hard, "random", random_player),
    ]
    if not args.quick:
        matches += [
            ("medium", computer("medium", THINK["medium"]), "greedy", greedy_player),
            ("easy", computer("easy", 0.0), "greedy", greedy_player),
            ("easy", computer("easy", 0.0), "random", random_player),
            ("greedy", greedy_player, "random", random_player),
        ]
    print(
        f"Feed the Ducks, 2 players, random setups, colours alternated, {args.games} games a "
        f"match, hard thinks {args.think:g} s a move"
    )
    print(
        f"{'match':<20}{'won':>6}{'lost':>6}{'drawn':>7}{'win %':>8}{'slowest move':>14}{'time':>8}"
    )
    for name_a, a, name_b, b in matches:
        began = time.perf_counter()
        won, lost, drawn, slowest = match(a, b, args.games, args.seed)
        print(
            f"{name_a + ' vs ' + name_b:<20}{won:>6}{lost:>6}{drawn:>7}"
            f"{100 * won / args.games:>7.1f}%{slowest:>13.3f}s"
            f"{time.perf_counter() - began:>7.0f}s",
            flush=True,
        )


if __name__ == "__main__":
    main()
