"""A bounded memory for the engine's caches: a dict that forgets its oldest entries."""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V]):
    """A dict of answers already worked out that keeps at most `limit` of them, forgetting the
    oldest first: read it with `get`, store with `keep`. A cache that lives as long as the
    process (a `duckgeon serve` may run for days) never grows past its limit."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def keep(self, key: K, value: V) -> V:
        """Remember `value` for `key` (forgetting the oldest answer when full); returns it."""
        if key not in self and len(self) >= self.limit:
            del self[next(iter(self))]
        self[key] = value
        return value
