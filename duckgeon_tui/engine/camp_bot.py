"""The party bot at a campaign's camp: bring back the fallen it can afford, reach Ranks, fill
its hands at the Shop, replace those left behind, then set off."""

from __future__ import annotations

import random

from duckgeon_tui.engine.camp import (
    Camp,
    CampAction,
    CampRank,
    Recruit,
    Revive,
    SetOff,
    ShopBuy,
    free_name,
    legal_camp_actions,
)
from duckgeon_tui.engine.errors import IllegalAction


class CampBot:
    """Chooses one camp action at a time (its own seeded RNG for the Shop's cards)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, camp: Camp) -> CampAction:
        """The next camp action: SetOff once nothing else is worth doing."""
        legal = legal_camp_actions(camp)
        revives = [a for a in legal if isinstance(a, Revive)]
        if revives:
            return max(revives, key=lambda a: camp.veteran(a.who).rank)
        for action in legal:
            if isinstance(action, CampRank):
                return self._rank(camp, action.who, legal)
        recruit = self._recruit(camp)
        if recruit is not None:
            return recruit
        buys = [a for a in legal if isinstance(a, ShopBuy)]
        if buys:
            return self.rng.choice(buys)
        return SetOff()

    @staticmethod
    def _rank(camp: Camp, who: str, legal: list[CampAction]) -> CampAction:
        """A Rank for `who`: Fatty first (it is the one that keeps a duck standing)."""
        stats = [a.stat for a in legal if isinstance(a, CampRank) and a.who == who]
        return CampRank(who, next(s for s in ("F", "Q", "P") if s in stats))

    @staticmethod
    def _recruit(camp: Camp) -> Recruit | None:
        """A newcomer in the class of one who fell (and cannot be brought back) or was left
        behind, while fewer set off than started the campaign."""
        started = sum(1 for v in camp.state.roster if v.joined == 0)
        gone = [v for v in camp.state.roster if v.status in ("fallen", "lost")]
        if len(camp.ready()) >= started or not gone:
            return None
        class_id = gone[0].class_id
        recruit = Recruit(free_name(camp, class_id), class_id, gone[0].player)
        try:
            recruit.check(camp)
        except IllegalAction:  # a full party or roster: no newcomer
            return None
        return recruit
