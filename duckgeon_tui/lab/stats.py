"""Intervals for the lab's figures: paired differences of two variants on the same seeds, and
a win rate alone (normal approximation; the lab's cells hold hundreds of games)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
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
