"""What a Duckventurer's attack would do before its DuckFighter is rolled: its score before the
roll, the Beastie's Resist before its d6, the chance to wound and the wound dealt on average,
from the same STATS and modifiers the rules then use (a trigger's surprise left aside)."""

from __future__ import annotations

from functools import cache

from duckgeon_tui.engine.bonuses import bonus_parts, total
from duckgeon_tui.engine.combat import denied
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import World
from duckgeon_tui.quick_dataclasses import dataclass

CHAIN = 6
"""The sixes in a row counted (a longer chain is rarer than 1 in 40,000)."""


@dataclass(frozen=True, slots=True)
class Forecast:
    """An attack weighed before its roll."""

    score: int
    """Q and the modifiers that count: the score is this plus the DuckFighter roll."""
    resist: int
    """The target's Q and modifiers: its Resist is this plus a d6 (or this flat)."""
    rolls: bool
    """Whether the target rolls its d6 (False: it counts its flat STAT)."""
    chance: float
    """The chance the score beats the Resist, from 0 to 1."""
    damage: float
    """The wound the attack deals on average (a resisted attack deals none)."""


@cache
def exploding_d6() -> tuple[tuple[int, float], ...]:
    """An exploding d6's totals and their chances (6 rolls again and adds)."""
    found: dict[int, float] = {}
    for sixes in range(CHAIN):
        for face in range(1, 6):
            found[6 * sixes + face] = (1 / 6) ** (sixes + 1)
    return tuple(sorted(found.items()))


def forecast(
    w: World, duck: DuckState, target: BeastieState, style: str, weapon: str | None
) -> Forecast:
    """The attack of `duck` on `target` in that style with that weapon, weighed."""
    score = duck.q + total(bonus_parts(w, duck, "Q", f"{style}_attack", weapon=weapon))
    resist = w.stat(target, "Q") + total(bonus_parts(w, target, "Q", f"{style}_resist"))
    rolls = not denied(w, target)
    resists = (
        [(max(0, resist + face), 1 / 6) for face in range(1, 7)]
        if rolls
        else [(max(0, resist), 1.0)]
    )
    chance = damage = 0.0
    for roll, p_roll in exploding_d6():
        total_score = max(0, score + roll)
        for value, p_resist in resists:
            if total_score > value:
                chance += p_roll * p_resist
                damage += p_roll * p_resist * max(1, total_score - value)
    return Forecast(score, resist, rolls, chance, damage)
