"""The order a game's autosaves are written in, whichever thread writes them: one at a time,
and a save made before the one last written is dropped, never written over it (a give's save
still in its thread as the next action's is written, say)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import field

from duckgeon_tui.quick_dataclasses import dataclass


@dataclass
class SaveOrder:
    """Numbers a game's saves as they are made; writes them one at a time, the newest kept."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    made: int = 0
    """Saves made so far (the number of the newest)."""
    written: int = 0
    """The number of the save written last."""
    saved: bool = True
    """Whether the save written last was written (False: its write failed)."""

    def in_order(self, write: Callable[[], bool]) -> Callable[[], bool]:
        """`write` (a save just made) as a write that keeps the order: called after a newer
        save was written, it writes nothing and answers as that one did."""
        self.made += 1
        number = self.made

        def write_in_order() -> bool:
            with self.lock:
                if number < self.written:
                    return self.saved
                self.written = number
                self.saved = False  # until the write returns: an error leaves it False
                self.saved = write()
                return self.saved

        return write_in_order
