"""Feed the Ducks speed: placements and random playouts per second on one core, bitboards against
the plain set-of-cells reference (median of several runs)."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.actions import PlaceBreadcrumb
from duckgeon_tui.ducks.board import BIT, COUNT, spaces_of
from duckgeon_tui.ducks.colours import Colour, group_needed
from duckgeon_tui.ducks.game import DucksGame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the reference lives with the tests

from tests.support.ducks_reference import ReferencePond

MAX_PLIES = 400


def _start(players: int, rng: random.Random) -> tuple[list[int], dict[int, int]]:
    game = DucksGame.new(players, "random", rng)
    ducks = {i: c.value for i in range(COUNT) if (c := game.cell(i)) is not None}
    return list(game.pond), ducks


def _sequences(players: int, games: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """Random games recorded as (start pond, placements) so both versions replay the same moves."""
    rng = random.Random(seed)
    need = group_needed(players)
    out = []
    for _ in range(games):
        start, _ = _start(players, rng)
        pond, crumb, moves = list(start), None, []
        for _ in range(MAX_PLIES):
            crumb = rng.choice(spaces_of(rules.legal_mask(pond, crumb)))
            moves.append(crumb)
            if rules.place(pond, crumb, need):
                break
        out.append((start, moves))
    return out


def bitboard_placements(games: list[tuple[list[int], list[int]]], need: int) -> float:
    """Placements per second: slide, finished-group check and next legal mask."""
    count = 0
    began = time.perf_counter()
    for start, moves in games:
        pond = list(start)
        for crumb in moves:
            rules.place(pond, crumb, need)
            rules.legal_mask(pond, crumb)
        count += len(moves)
    return count / (time.perf_counter() - began)


def reference_placements(
    games: list[tuple[list[int], list[int]]], need: int, players: int
) -> float:
    """The same placements with the set-of-cells reference."""
    count = 0
    began = time.perf_counter()
    for start, moves in games:
        ducks = {i: c for c in range(players) for i in range(COUNT) if start[c] & BIT[i]}
        ref = ReferencePond(ducks, None, need, players)
        for crumb in moves:
            ref.place(crumb)
            ref.legal()
        count += len(moves)
    return count / (time.perf_counter() - began)


def game_applies(games: list[tuple[list[int], list[int]]], players: int) -> float:
    """The same placements through `DucksGame.apply` (checks, events, repetition, undo record)."""
    starts = []
    for start, moves in games:
        cells = tuple(
            next((Colour(c) for c in range(players) if start[c] & BIT[i]), None)
            for i in range(COUNT)
        )
        starts.append((cells, moves))
    count = 0
    began = time.perf_counter()
    for cells, moves in starts:
        game = DucksGame(players, cells, None, Colour.WHITE)
        for crumb in moves:
            game.apply(PlaceBreadcrumb(crumb))
            count += 1
            if game.phase != "play":  # the repetition rule can end a recorded game early
                break
    return count / (time.perf_counter() - began)


def bitboard_playouts(players: int, games: int, seed: int) -> float:
    """Random playouts per second, choosing each placement at random, to the end."""
    rng = random.Random(seed)
    need = group_needed(players)
    starts = [_start(players, rng)[0] for _ in range(games)]
    began = time.perf_counter()
    for start in starts:
        pond, crumb = list(start), None
        for _ in range(MAX_PLIES):
            crumb = rng.choice(spaces_of(rules.legal_mask(pond, crumb)))
            if rules.place(pond, crumb, need):
                break
    return games / (time.perf_counter() - began)


def reference_playouts(players: int, games: int, seed: int) -> float:
    """Random playouts per second with the set-of-cells reference."""
    rng = random.Random(seed)
    need = group_needed(players)
    starts = [_start(players, rng)[1] for _ in range(games)]
    began = time.perf_counter()
    for ducks in starts:
        ref = ReferencePond(ducks, None, need, players)
        for _ in range(MAX_PLIES):
            if ref.place(rng.choice(ref.legal())):
                break
    return games / (time.perf_counter() - began)


def main() -> None:
    """Run every measure `--runs` times and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200, help="random games per run")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    args = parser.parse_args()
    need = group_needed(args.players)
    recorded = _sequences(args.players, args.games, seed=1)
    plies = sum(len(m) for _, m in recorded)
    applies = statistics.median(game_applies(recorded, args.players) for _ in range(args.runs))
    rows = {
        "placements/s": (
            [bitboard_placements(recorded, need) for _ in range(args.runs)],
            [reference_placements(recorded, need, args.players) for _ in range(args.runs)],
        ),
        "random playouts/s": (
            [bitboard_playouts(args.players, args.games, seed=r) for r in range(args.runs)],
            [reference_playouts(args.players, args.games, seed=r) for r in range(args.runs)],
        ),
    }
    print(
        f"Feed the Ducks, {args.players} players, {args.games} random games per run "
        f"({plies} placements), median of {args.runs} runs, one core"
    )
    print(f"{'measure':<20}{'bitboards':>14}{'set of cells':>14}{'ratio':>8}")
    for name, (fast, slow) in rows.items():
        f, s = statistics.median(fast), statistics.median(slow)
        print(f"{name:<20}{f:>14,.0f}{s:>14,.0f}{f / s:>7.1f}x")
    print(
        f"{'game.apply/s':<20}{applies:>14,.0f}  (the full game object: checks, events, repetition)"
    )


if __name__ == "__main__":
    main()
