"""The lab's intervals: paired differences and win rates."""

from __future__ import annotations

import math

import pytest

from duckgeon_tui.lab.stats import RATE, RATE_DIFFERENCE, mean_interval, paired


def test_a_paired_difference_has_the_normal_interval_of_its_differences() -> None:
    first = [1, 1, 1, 0, 1, 1, 0, 1]
    second = [0, 1, 0, 0, 1, 0, 0, 1]
    interval = paired(first, second)
    # differences 1,0,1,0,0,1,0,0: mean 3/8, stdev 0.5175, half-width 1.96 x 0.5175 / sqrt 8
    assert interval.value == pytest.approx(0.375)
    assert interval.high - interval.value == pytest.approx(0.3586, abs=1e-4)
    assert interval.n == 8 and interval.excludes_zero


def test_pairing_takes_the_shared_luck_out() -> None:
    luck = [0, 1, 1, 0, 1, 0, 0, 1, 1, 0] * 4
    better = [1 if i % 5 == 0 else won for i, won in enumerate(luck)]
    interval = paired(better, luck, RATE_DIFFERENCE)
    # Unpaired, the two win rates' own intervals add up (in quadrature) to a wider one.
    widths = [mean_interval(won).high - mean_interval(won).low for won in (better, luck)]
    apart = math.hypot(*widths)
    assert interval.excludes_zero
    assert interval.high - interval.low < 0.7 * apart


def test_a_win_rate_interval_stays_between_0_and_1() -> None:
    interval = mean_interval([1, 1, 1, 0], RATE)
    assert interval.high == 1.0 and interval.low > 0
    assert mean_interval([]).n == 0


def test_a_lone_pair_proves_nothing() -> None:
    assert not paired([1], [0]).excludes_zero
    assert paired([1, 1], [0, 0]).n == 2
