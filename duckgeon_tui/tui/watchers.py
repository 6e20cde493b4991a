"""Letting go of watchers that Textual keeps on long-lived objects after their widget is gone.

A widget's `watch(other, ...)` (and `data_bind`) leaves its entry on `other`, and Textual drops it
only when that attribute next changes (Textual issue #6666). The app's title and a Footer's
`compact` hardly ever change, so every Header and every rebuilt Footer key stayed in memory,
with its caches: about 20 keys each time a dialog opened or closed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def drop_watchers(observed: object, drop: Callable[[Any], bool]) -> None:
    """Remove from `observed` the watchers whose widget `drop` says is gone."""
    watchers: dict[str, list[tuple[Any, Any]]] = getattr(observed, "__watchers", {})
    for entries in watchers.values():
        entries[:] = [(node, callback) for node, callback in entries if not drop(node)]
