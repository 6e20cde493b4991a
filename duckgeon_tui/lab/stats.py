"""Intervals for the lab's figures: paired differences of two variants on the same seeds (wins
and losses by an exact interval on the games that differ, turns by the normal approximation),
and a win rate alone (normal approximation; the lab's cells hold hundreds of games)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Z95 = 1.959964
"""The 97.5th percentile of the normal distribution: a two-sided 95% interval."""


Bounds = tuple[float, float]
RATE: Bounds = (0.0, 1.0)
"""What a win rate can be."""
RATE_DIFFERENCE: Bounds = (-1.0, 1.0)
"""What the difference of two win rates can be."""


@dataclass(frozen=True)
class Interval:
    """An estimate with its 95% interval, over `n` games (or pairs of games)."""

    value: float
    low: float
    high: float
    n: int

    @property
    def excludes_zero(self) -> bool:
        """Whether the interval lies wholly above or below zero (never for a lone game, whose
        interval has no width because nothing is known of its spread)."""
        return self.n > 1 and (self.low > 0 or self.high < 0)

    def rounded(self) -> dict[str, float | int]:
        """The interval as JSON-ready figures."""
        return {
            "value": round(self.value, 4),
            "low": round(self.low, 4),
            "high": round(self.high, 4),
            "n": self.n,
        }


def paired(
    first: Sequence[float], second: Sequence[float], within: Bounds | None = None
) -> Interval:
    """The mean of first[i] - second[i] (the same seed i in both), with its 95% interval
    (kept `within` what a difference can be, when given)."""
    differences = [a - b for a, b in zip(first, second, strict=True)]
    return mean_interval(differences, within)


def paired_wins(first: Sequence[int], second: Sequence[int]) -> Interval:
    """The win rate of `first` minus that of `second` on the same seeds (1 a win, 0 a loss),
    with an exact 95% interval: only the pairs whose outcomes differ say anything, and when
    they are few (a card drawn in 4 games of 100) the normal approximation would call a
    4-to-0 split real, which a sign test puts at 1 chance in 8."""
    n = len(first)
    gained = sum(1 for a, b in zip(first, second, strict=True) if a > b)
    lost = sum(1 for a, b in zip(first, second, strict=True) if a < b)
    differ = gained + lost
    if n == 0 or differ == 0:
        return Interval(0.0, 0.0, 0.0, n)
    low, high = _binomial_bounds(gained, differ)
    share = differ / n
    return Interval((gained - lost) / n, share * (2 * low - 1), share * (2 * high - 1), n)


EXACT_UP_TO = 2_000
"""Above this many differing pairs, the Wilson score interval stands in for the exact one
(they agree to a fraction of a point there, and the exact sums grow with the count)."""


def _binomial_bounds(k: int, m: int) -> Bounds:
    """The 95% Clopper-Pearson interval of a binomial proportion, k successes in m trials."""
    if m > EXACT_UP_TO:
        centre, spread = k / m, Z95 * Z95
        middle = (centre + spread / (2 * m)) / (1 + spread / m)
        half = Z95 * math.sqrt(centre * (1 - centre) / m + spread / (4 * m * m)) / (1 + spread / m)
        return max(0.0, middle - half), min(1.0, middle + half)
    low = 0.0 if k == 0 else _solve(lambda p: _at_least(k, m, p) - 0.025)
    high = 1.0 if k == m else _solve(lambda p: _at_least(k + 1, m, p) - 0.975)
    return low, high


def _at_least(k: int, m: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(m, p), 0 < p < 1."""
    log_p, log_q = math.log(p), math.log1p(-p)
    return sum(
        math.exp(
            math.lgamma(m + 1)
            - math.lgamma(i + 1)
            - math.lgamma(m - i + 1)
            + i * log_p
            + (m - i) * log_q
        )
        for i in range(k, m + 1)
    )


def _solve(rising: Callable[[float], float]) -> float:
    """Where a function that rises from below zero to above it on (0, 1) crosses zero."""
    low, high = 1e-12, 1 - 1e-12
    for _ in range(60):
        middle = (low + high) / 2
        if rising(middle) < 0:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def mean_interval(values: Sequence[float], within: Bounds | None = None) -> Interval:
    """The mean of the values with its 95% interval (no width for under 2 values), kept
    `within` the values' range when given (a win rate's interval stops at 0 and 100%)."""
    n = len(values)
    if n == 0:
        return Interval(0.0, 0.0, 0.0, 0)
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
    low, high = mean - half, mean + half
    if within is not None:
        low, high = max(low, within[0]), min(high, within[1])
    return Interval(mean, low, high, n)


def apart(
    first: Sequence[float], second: Sequence[float], within: Bounds | None = None
) -> Interval:
    """The mean of `first` minus the mean of `second`, two groups of games with nothing paired,
    with its 95% interval (each group's variance counts; `n` is the smaller group's size)."""
    if len(first) < 2 or len(second) < 2:
        return Interval(0.0, 0.0, 0.0, min(len(first), len(second)))
    value = statistics.fmean(first) - statistics.fmean(second)
    half = Z95 * math.sqrt(
        statistics.variance(first) / len(first) + statistics.variance(second) / len(second)
    )
    low, high = value - half, value + half
    if within is not None:
        low, high = max(low, within[0]), min(high, within[1])
    return Interval(value, low, high, min(len(first), len(second)))
