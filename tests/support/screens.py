"""A screen opened by its key, as a player opens it: for the app tests of each screen."""

from __future__ import annotations

from typing import TypeVar

from textual.pilot import Pilot
from textual.screen import Screen

S = TypeVar("S", bound=Screen[object])


async def press_for(pilot: Pilot[None], key: str, kind: type[S]) -> S:
    """Press `key` and return the screen of `kind` it opens (on top)."""
    await pilot.press(key)
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, kind), f"{key} opened {type(screen).__name__}, not {kind.__name__}"
    return screen
