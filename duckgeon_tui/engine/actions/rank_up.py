"""Reaching the next Rank with Loot: one max STAT rises."""

from __future__ import annotations

from collections.abc import Mapping

from duckgeon_tui.content.characters import Rank
from duckgeon_tui.content.vocabulary import Stat
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.actions.buy import spending
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World

STATS: tuple[Stat, ...] = ("F", "Q", "P")


def next_rank(ranks: Mapping[int, Rank], name: str, rank: int, loot: int, stat: Stat) -> Rank:
    """The Rank after `rank` when `loot` pays for it and it raises `stat`; else IllegalAction
    saying why not (both in the dungeon and at a campaign's camp)."""
    nxt = ranks.get(rank + 1)
    if nxt is None:
        raise IllegalAction(f"{name} is already at the top Rank")
    if loot < nxt.cost:
        raise IllegalAction(f"Rank {nxt.rank} costs {nxt.cost} Loot; {name} has {loot}")
    if stat not in nxt.raises:
        raise IllegalAction(f"Rank {nxt.rank} raises {', '.join(nxt.raises) or 'nothing'}")
    return nxt


def rank_words(name: str, nxt: Rank, stat: Stat) -> str:
    """What reaching a Rank says."""
    return (
        f"{name} becomes {nxt.name} (Rank {nxt.rank}) for {nxt.cost} Loot: "
        f"max {stat} +{nxt.amount}."
    )


@action("rank NAME F|Q|P", Phase.PICK, by_duck=True)
class RankUp(Action):
    """Spend Loot to reach the next Rank, raising one max STAT."""

    who: str
    stat: Stat

    def check(self, w: World) -> tuple[DuckState, Rank]:
        duck = spending(w, self.who)
        return duck, next_rank(w.content.ranks, duck.name, duck.rank, duck.loot, self.stat)

    def run(self, w: World) -> None:
        """Spend the Rank's cost: the max STAT it raises goes up (and the current one)."""
        duck, nxt = self.check(w)
        stat = self.stat
        duck.loot -= nxt.cost
        w.state.tally.loot_spent += nxt.cost
        duck.rank = nxt.rank
        duck.raise_max(stat, nxt.amount)
        w.emit(
            EventKind.RANK,
            rank_words(duck.name, nxt, stat),
            actor=duck.name,
            loot=nxt.cost,
            value=nxt.rank,
        )

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        nxt = w.content.ranks.get(duck.rank + 1)
        if not w.room_state.cleared or nxt is None or duck.loot < nxt.cost or duck.f <= 0:
            return []
        return [cls(duck.name, s) for s in dict.fromkeys(nxt.raises)]
