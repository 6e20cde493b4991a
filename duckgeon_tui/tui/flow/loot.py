"""The Loot of a Cleared room: the total just rolled, and the split offered first."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.engine import Event, Game
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState


def loot_total(events: Sequence[Event]) -> int:
    """The Loot just rolled for the Cleared room (the latest Loot event's)."""
    for event in reversed(events):
        if event.kind == EventKind.LOOT and event.loot is not None:
            return event.loot
    return 0


def pooled_shares(game: Game, total: int) -> tuple[list[int], str]:
    """The split offered first: all the Loot to one Duckventurer who is up, the one it brings
    to a Funkard's price or the next Rank's cost (or nearest to one), since each costs one
    Duckventurer's Loot; and why, in words."""
    ducks = game.ducks
    price = game.quest.funkard_price

    def need(duck: DuckState) -> int:
        nxt = game.content.ranks.get(duck.rank + 1)
        costs = [price] + ([nxt.cost] if nxt is not None else [])
        return min((c - duck.loot for c in costs if c > duck.loot), default=10**6)

    up = [i for i, d in enumerate(ducks) if not game.knocked_out(d.name)] or list(range(len(ducks)))
    best = min(up, key=lambda i: need(ducks[i]))
    shares = [0] * len(ducks)
    shares[best] = total
    name, has = ducks[best].name, ducks[best].loot + total
    why = (
        f"All to {name} ({has} Loot): enough for"
        if need(ducks[best]) <= total
        else f"Nobody reaches a purchase yet: all to {name}, the nearest to"
    )
    return shares, (
        f"{why} a Funkard ({price} Loot) or the next Rank; each costs one Duckventurer's "
        "Loot, so pooling buys sooner. e: an even split instead."
    )
