"""Feed the Ducks tournaments for 2, 3 and 4 players: the computer levels against each other and
against a Monte Carlo baseline with a reward per player (bench/ducks_mcts.py), seeded random
setups, the seats changed game by game, the same time a move for every player that searches. Prints
each player's share of the wins with a 95 % interval, the games' lengths and the time per move.

Run from the repository root, e.g. `nice python bench/ducks_tournament.py --players 3`."""

from __future__ import annotations

import argparse
import itertools
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the baseline beside this file

from ducks_mcts import MonteCarlo

from duckgeon_tui.ducks import Action, ChooseWinner, DucksGame, PlaceBreadcrumb
from duckgeon_tui.ducks.ai import LEVELS, choose

Player = Callable[[DucksGame, random.Random], Action]
CAP = 300
"""Placements after which a game is stopped and counted as unfinished (no winner)."""
# Hard against the baseline, then the levels against each other, pooled (`report_levels`): with
# three players all three in one game and each against two of the level below; with four, the
# three with a second player of each level in turn, so every level has as many seats.
DEFAULT_LINEUPS: dict[int, list[str]] = {
    2: ["hard,mc", "hard,medium", "medium,easy"],
    3: ["hard,mc,mc", "easy,medium,hard", "hard,medium,medium", "medium,easy,easy"],
    4: [
        "hard,mc,mc,mc",
        "easy,medium,hard,easy",
        "easy,medium,hard,medium",
        "easy,medium,hard,hard",
    ],
}


def player(name: str, seconds: float) -> Player:
    """A computer level, or `mc` (the Monte Carlo baseline), thinking `seconds` a move."""
    if name == "mc":

        def monte_carlo(game: DucksGame, rng: random.Random) -> Action:
            if game.phase == "tie":
                me = game.to_move
                return ChooseWinner(me if me in game.tied else game.tied[0])
            search = MonteCarlo(game.need, seconds, rng)
            space, _ = search.best(game.pond, game.breadcrumb, game.to_move.value)
            return PlaceBreadcrumb(space)

        return monte_carlo
    if name not in LEVELS:
        raise SystemExit(f"a player is one of {', '.join((*LEVELS, 'mc'))}, not {name!r}")

    def level(game: DucksGame, rng: random.Random) -> Action:
        return choose(game, name, rng, seconds).action  # type: ignore[arg-type]

    return level


@dataclass
class Tally:
    """What a lineup's games came to: wins by player name, lengths, unfinished games, timings."""

    names: list[str]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    seat_wins: dict[tuple[str, int], int] = field(default_factory=dict)
    drawn: int = 0
    unfinished: int = 0
    lengths: list[int] = field(default_factory=list)
    seconds: dict[str, list[float]] = field(default_factory=dict)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share of `wins` in `games`."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(lineup: list[str], players: list[Player], seed: int, tally: Tally) -> None:
    """One game from the setup drawn from `seed`; `lineup[k]` plays colour k."""
    rng = random.Random(seed)
    game = DucksGame.new(len(lineup), "random", random.Random(seed))
    placements = 0
    while not game.over and placements < CAP:
        k = game.to_move.value
        began = time.perf_counter()
        action = players[k](game, rng)
        tally.seconds.setdefault(lineup[k], []).append(time.perf_counter() - began)
        game.apply(action)
        placements += isinstance(action, PlaceBreadcrumb)
    tally.games += 1
    tally.lengths.append(placements)
    if not game.over:
        tally.unfinished += 1
    elif game.draw:
        tally.drawn += 1
    else:
        k = game.winners[0].value
        tally.wins[lineup[k]] = tally.wins.get(lineup[k], 0) + 1
        tally.seat_wins[(lineup[k], k)] = tally.seat_wins.get((lineup[k], k), 0) + 1


def seatings(names: list[str]) -> list[list[str]]:
    """Every different order of the players round the pond: each sits in every seat, and after
    every other player (who plays just before you matters: it can block you or let you win)."""
    return [list(order) for order in dict.fromkeys(itertools.permutations(names))]


def run(names: list[str], games: int, seconds: float, seed: int) -> Tally:
    """`games` games of the lineup, going through its seatings in turn."""
    tally = Tally(names)
    seeds = random.Random(seed)
    orders = seatings(names)
    for n in range(games):
        lineup = orders[n % len(orders)]
        play_game(lineup, [player(name, seconds) for name in lineup], seeds.randrange(2**31), tally)
    return tally


def report(tally: Tally, seconds: float) -> None:
    """Print the lineup's figures."""
    n = tally.games
    players = len(tally.names)
    orders = len(seatings(tally.names))
    print(
        f"\n{' vs '.join(tally.names)}: {n} games, {seconds:g} s a move, "
        f"going through the {orders} seatings"
    )
    print(f"  {'player':<8}{'seats':>6}{'wins':>6}{'share':>8}{'95% interval':>16}{'fair':>7}")
    for name in dict.fromkeys(tally.names):
        seats = tally.names.count(name)
        won = tally.wins.get(name, 0)
        low, high = wilson(won, n)
        print(
            f"  {name:<8}{seats:>6}{won:>6}{won / n:>8.0%}{f'{low:.0%} - {high:.0%}':>16}"
            f"{seats / players:>7.0%}"
        )
    by_seat = ", ".join(
        f"{name}@{'WBRU'[k]} {won}" for (name, k), won in sorted(tally.seat_wins.items())
    )
    print(f"  wins by seat: {by_seat}")
    lengths = tally.lengths
    print(
        f"  placements a game: mean {statistics.mean(lengths):.1f}, median "
        f"{statistics.median(lengths):g}, longest {max(lengths)}; drawn {tally.drawn}; "
        f"reached {CAP}: {tally.unfinished} ({tally.unfinished / n:.0%})"
    )
    for name, times in tally.seconds.items():
        print(
            f"  time a move, {name:<7} median {statistics.median(times):.3f} s, "
            f"max {max(times):.3f} s ({len(times)} moves)"
        )


def report_levels(tallies: list[Tally]) -> None:
    """Print the levels' wins pooled over the lineups of levels alone (no baseline), when there
    are several: each level's share of all their games, against its share of all their seats."""
    alone = [t for t in tallies if "mc" not in t.names]
    if len(alone) < 2:
        return
    games = sum(t.games for t in alone)
    seats = sum(t.games * len(t.names) for t in alone)
    print(f"\nthe levels pooled over {len(alone)} lineups, {games} games:")
    print(f"  {'level':<8}{'wins':>6}{'share':>8}{'95% interval':>16}{'fair':>7}{'x fair':>8}")
    for level in LEVELS:
        won = sum(t.wins.get(level, 0) for t in alone)
        fair = sum(t.games * t.names.count(level) for t in alone) / seats
        if fair:
            low, high = wilson(won, games)
            print(
                f"  {level:<8}{won:>6}{won / games:>8.0%}{f'{low:.0%} - {high:.0%}':>16}"
                f"{fair:>7.0%}{won / games / fair:>8.2f}"
            )
    unfinished = sum(t.unfinished for t in alone)
    print(f"  reached {CAP}: {unfinished} ({unfinished / games:.0%})")


def main() -> None:
    """Play the lineups and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument(
        "--lineup",
        action="append",
        help="players in seat order, e.g. hard,mc,mc (levels easy, medium, hard; mc the "
        "baseline); may be repeated; default: hard against the baseline, and the levels "
        "against each other, pooled",
    )
    parser.add_argument("--games", type=int, default=30, help="games a lineup (default 30)")
    parser.add_argument(
        "--think", type=float, default=0.15, help="seconds a move for every searching player"
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lineups = [text.split(",") for text in args.lineup or DEFAULT_LINEUPS[args.players]]
    for names in lineups:
        if len(names) != args.players:
            raise SystemExit(f"the lineup {','.join(names)} is not {args.players} players")
    print(
        f"Feed the Ducks, {args.players} players, seeded random setups (seed {args.seed}), "
        f"games stopped at {CAP} placements"
    )
    tallies = []
    for names in lineups:
        began = time.perf_counter()
        tallies.append(run(names, args.games, args.think, args.seed))
        report(tallies[-1], args.think)
        print(f"  ({time.perf_counter() - began:.0f} s)", flush=True)
    report_levels(tallies)


if __name__ == "__main__":
    main()
