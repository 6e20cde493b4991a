"""The frames of a slide: the ducks swimming toward the breadcrumb one space a frame."""

from __future__ import annotations

from duckgeon_tui.ducks.actions import DuckSlid, Event
from duckgeon_tui.ducks.board import lines_from
from duckgeon_tui.ducks.colours import Colour

Cells = tuple[Colour | None, ...]


def _path(crumb: int, slid: DuckSlid) -> list[int]:
    """The spaces a duck passes, from where it started to where it stopped."""
    for ray in lines_from(crumb):
        if slid.from_space in ray and slid.to_space in ray:
            start, stop = ray.index(slid.from_space), ray.index(slid.to_space)
            return [ray[k] for k in range(start, stop - 1, -1)]
    raise ValueError("a duck slid off the breadcrumb's lines")


def slide_frames(after: Cells, crumb: int, events: list[Event]) -> list[Cells]:
    """The pond before the ducks moved, then after each step; the last frame is `after`."""
    slides = [event for event in events if isinstance(event, DuckSlid)]
    if not slides:
        return []
    paths = [(_path(crumb, slid), slid.colour) for slid in slides]
    still = list(after)
    for slid in slides:
        still[slid.to_space] = None
    frames: list[Cells] = []
    for step in range(max(len(path) for path, _ in paths)):
        cells = list(still)
        for path, colour in paths:
            cells[path[min(step, len(path) - 1)]] = colour
        frames.append(tuple(cells))
    return frames
