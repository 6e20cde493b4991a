"""The random setup variant: the edge filled at random, at most 2 ducks of a colour together."""

from __future__ import annotations

import random

from duckgeon_tui.ducks.board import EDGE_CYCLE
from duckgeon_tui.ducks.colours import DUCKS_PER_PLAYER, Colour, colours_for

# The edge spaces touch only their two neighbours along the edge, so "grouped together" on the
# edge means a run along the edge cycle; at most MAX_RUN ducks of a colour may stand in a row.
MAX_RUN = 2


def longest_run(colours: list[Colour]) -> int:
    """The longest run of one colour around the edge cycle (it wraps round)."""
    n = len(colours)
    if len(set(colours)) == 1:
        return n
    start = next(k for k in range(n) if colours[k] != colours[k - 1])
    best = run = 0
    for k in range(n):
        here = colours[(start + k) % n]
        run = run + 1 if k and here == colours[(start + k - 1) % n] else 1
        best = max(best, run)
    return best


def random_edge(players: int, rng: random.Random) -> dict[int, Colour]:
    """A random filling of the edge: space index to colour, no run of more than MAX_RUN."""
    ducks = [c for c in colours_for(players) for _ in range(DUCKS_PER_PLAYER[players])]
    # Rejection sampling keeps every allowed arrangement equally likely.
    while True:
        rng.shuffle(ducks)
        if longest_run(ducks) <= MAX_RUN:
            return dict(zip(EDGE_CYCLE, ducks, strict=True))
