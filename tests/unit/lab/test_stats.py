"""The lab's intervals: paired differences and win rates."""

from __future__ import annotations

import math

import pytest

from duckgeon_tui.lab.stats import (
    EXACT_UP_TO,
    RATE,
    RATE_DIFFERENCE,
    _binomial_bounds,
    mean_interval,
    paired,
    paired_wins,
)


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


def sign_test(gained: int, lost: int) -> float:
    """The exact two-sided sign test's p-value of `gained` against `lost` differing pairs."""
    m = gained + lost
    tail = sum(math.comb(m, i) for i in range(min(gained, lost) + 1)) / 2**m
    return min(1.0, 2 * tail)


def test_a_few_games_that_differ_all_one_way_prove_nothing_yet() -> None:
    # 4 of 100 games change, all for the better: the sign test says 1 chance in 8.
    four = paired_wins([1] * 4 + [0] * 96, [0] * 100)
    assert four.value == pytest.approx(0.04) and not four.excludes_zero
    ten = paired_wins([1] * 10 + [0] * 90, [0] * 100)
    assert ten.excludes_zero and ten.low > 0 and ten.high == pytest.approx(0.1)
    assert paired_wins([0, 1, 1], [0, 1, 1]).excludes_zero is False


@pytest.mark.parametrize("differ", [1, 2, 5, 9, 17, 40])
def test_a_win_rate_effect_is_marked_exactly_when_the_sign_test_says_so(differ: int) -> None:
    for gained in range(differ + 1):
        lost = differ - gained
        first = [1] * gained + [0] * lost + [1] * 30 + [0] * 30
        second = [0] * gained + [1] * lost + [1] * 30 + [0] * 30
        interval = paired_wins(first, second)
        assert interval.low <= interval.value <= interval.high
        assert interval.excludes_zero == (sign_test(gained, lost) < 0.05), (gained, lost)


def test_many_differing_games_take_the_wilson_interval_near_the_exact_one() -> None:
    exact = _binomial_bounds(1_200, 2_000)
    assert EXACT_UP_TO == 2_000
    wilson = _binomial_bounds(1_260, 2_100)
    assert abs(exact[0] - wilson[0]) < 0.01 and abs(exact[1] - wilson[1]) < 0.01
