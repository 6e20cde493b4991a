"""The lab's charts, drawn on a plotext-like canvas (the `plotext` module in the terminal, a
`PlotextPlot` widget's `plt` in the app): effect per variant with its interval, win rate per
party, win rate per layout."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Canvas = Any
"""`plotext`, or the `plt` of textual-plotext's PlotextPlot (the same drawing calls)."""

CHART_ROWS = 20
"""The most variants, parties or layouts one chart shows (the largest effects, the best and
worst parties); the tables list them all."""


def biggest(effects: Sequence[dict[str, Any]], count: int = CHART_ROWS) -> list[dict[str, Any]]:
    """The effects with the largest size, by |effect|, in the table's order (largest first)."""
    ranked = sorted(effects, key=lambda e: (-abs(e["effect"]["value"]), e["variant"]))[:count]
    return sorted(ranked, key=lambda e: (-e["effect"]["value"], e["variant"]))


def draw_effects(plt: Canvas, title: str, effects: Sequence[dict[str, Any]]) -> None:
    """Each variant's effect on the win rate (points) with its 95% interval (bars), the
    largest at the top, and the zero line: a bar clear of it is a real effect."""
    shown = biggest(effects)
    if not shown:
        _empty(plt, title)
        return
    rows = list(range(len(shown), 0, -1))
    values = [e["effect"]["value"] * 100 for e in shown]
    halves = [(e["effect"]["high"] - e["effect"]["low"]) * 50 for e in shown]
    plt.error(values, rows, xerr=halves)
    plt.yticks(rows, [_mark(e) for e in shown])
    plt.xlim(
        *_span(
            [v - h for v, h in zip(values, halves, strict=True)] + [0.0],
            [v + h for v, h in zip(values, halves, strict=True)] + [0.0],
        )
    )
    plt.vline(0)
    plt.title(title)
    plt.xlabel("win rate points (95% interval); * the interval excludes 0")


def draw_rates(plt: Canvas, title: str, labels: Sequence[str], rates: Sequence[float]) -> None:
    """Win rates as horizontal bars, in percent."""
    if not labels:
        _empty(plt, title)
        return
    plt.bar(list(labels), [r * 100 for r in rates], orientation="horizontal", minimum=0)
    plt.xlim(0, 100)
    plt.title(title)
    plt.xlabel("win rate, %")


def party_rates(matrix: Sequence[dict[str, Any]]) -> tuple[list[str], list[float]]:
    """The best and the worst parties of a matrix (at most CHART_ROWS), best at the top."""
    half = CHART_ROWS // 2
    shown = list(matrix) if len(matrix) <= CHART_ROWS else [*matrix[:half], *matrix[-half:]]
    shown = shown[::-1]  # plotext draws the first bar at the bottom
    return [",".join(p["party"]) for p in shown], [p["win_rate"]["value"] for p in shown]


def layout_rates(layouts: Sequence[dict[str, Any]]) -> tuple[list[str], list[float]]:
    """The win rate of each layout (its seed), at most CHART_ROWS."""
    shown = list(layouts)[:CHART_ROWS][::-1]
    return [str(row["layout"]) for row in shown], [row["win_rate"]["value"] for row in shown]


def _span(lows: Sequence[float], highs: Sequence[float]) -> tuple[float, float]:
    """The x-axis from the lowest interval end to the highest, zero included, with a margin:
    plotext sizes its axes by the points alone and would cut the intervals off."""
    low, high = min(lows), max(highs)
    margin = max(high - low, 1.0) * 0.05
    return low - margin, high + margin


def _mark(effect: dict[str, Any]) -> str:
    return f"{'*' if effect['decisive'] else ' '}{effect['subject']}"


def _empty(plt: Canvas, title: str) -> None:
    plt.title(f"{title}: no games yet")
