"""The lab's effect chart shows every interval whole, and the zero line, on its x-axis."""

from __future__ import annotations

from typing import Any

from duckgeon_tui.lab.charts import draw_effects


class Recorder:
    """A plotext-like canvas that keeps the calls it is given."""

    def __init__(self) -> None:
        self.calls: dict[str, tuple[Any, ...]] = {}

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> None:
            self.calls[name] = args

        return record


def effect(variant: str, low: float, value: float, high: float) -> dict[str, Any]:
    return {
        "variant": variant,
        "subject": variant,
        "decisive": low > 0 or high < 0,
        "effect": {"low": low, "value": value, "high": high},
    }


def test_the_x_axis_holds_every_interval_and_zero() -> None:
    canvas = Recorder()
    effects = [effect("duckidin", 0.275, 0.5, 0.725), effect("duckwiz", -0.206, 0.15, 0.506)]
    draw_effects(canvas, "Classes", effects)
    low, high = canvas.calls["xlim"]
    assert low < -20.6 and high > 72.5
    canvas = Recorder()
    draw_effects(canvas, "Cards", [effect("bun", 0.1, 0.2, 0.3)])
    low, high = canvas.calls["xlim"]
    assert low < 0 < 10 < 30 < high
