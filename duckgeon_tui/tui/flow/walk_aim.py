"""Where a DuckWalk's cursor starts: on the space in reach that gets the walker nearest what a
walk is likely for (next to a Beastie while any is in the room; else on a closed door to a room
not entered yet, or next to a clue or an object not yet used), so that the first Enter walks
somewhere useful; on the walker's own space (stay) when nothing calls."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from duckgeon_tui.content.rooms import DOOR_CLOSED, Clue, QuestObject
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.grid import chebyshev
from duckgeon_tui.quick_dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True)
class Spot:
    """Something a walk may be for: its space, the steps short of it that reach it (1: base
    contact; 0: the space itself, a door the walk opens), and its name in the banner's words."""

    at: Pos
    short: int
    name: str


@dataclass(frozen=True)
class WalkAim:
    """Where the cursor starts, and what it is there for (for the banner)."""

    pos: Pos
    words: str
    opens: bool = False
    """Whether the walk ends on a closed door there, and opens it."""


def spots(game: Game, at: Pos) -> list[Spot]:
    """What a walk from `at` is likely for: the Beasties' spaces while any is in the room; in a
    Cleared room, the closed doors to rooms not entered yet (the way on) first; else the clues
    and objects not used yet that the walker does not stand next to already."""
    beasties = [Spot(c, 1, f"the {b.name}") for b in game.beasties for c in b.cells]
    if beasties:
        return beasties
    tasks = [t for t in room_tasks(game) if t.short == 0 or chebyshev(t.at, at) > t.short]
    doors = [t for t in tasks if t.short == 0]
    return doors if doors and game.room_view().cleared else tasks


def room_tasks(game: Game) -> Iterator[Spot]:
    """The closed doors that lead to a room not entered yet, the clues not looked at and the
    objects not used up, in reading order."""
    view = game.room_view()
    room = game.content.rooms.get(view.room_id)
    features = room.features if room is not None else {}
    used = set(game.state.rooms[game.state.room_index].used)
    entered = {r.number for r in game.state.rooms if r.entries}
    leads = {
        at: view.exits[door]
        for door, at in view.doors.items()
        if door in view.exits and view.exits[door] not in entered
    }
    for row, line in enumerate(view.rows):
        for col, glyph in enumerate(line):
            at = (col, row)
            feature = features.get(glyph)
            if glyph == DOOR_CLOSED and at in leads:
                yield Spot(at, 0, f"the door to room {leads[at]}")
            elif isinstance(feature, Clue | QuestObject) and not left_alone(feature, at in used):
                yield Spot(at, 1, f"the {feature.name}")


def left_alone(feature: Clue | QuestObject, used: bool) -> bool:
    """Whether a feature has nothing more for a walk: a clue looked at, an object used up."""
    return used and (isinstance(feature, Clue) or feature.once)


def walk_aim(game: Game, who: str, reach: Mapping[Pos, int]) -> WalkAim | None:
    """The space in `reach` (each with the steps walked to it) nearest a spot (fewest steps
    still to go, then fewest walked, then the nearest as the crow flies, then reading order),
    and why; None when nothing calls or no spot can be walked to."""
    pos = game.duck(who).pos
    if pos is None:
        return None
    best: tuple[tuple[int, int, int, int, int], Spot] | None = None
    for spot in spots(game, (pos[0], pos[1])):
        left_from = game.distances_from(spot.at, who)
        for pos, walked in reach.items():
            steps = left_from.get(pos)
            if steps is None:
                continue
            line = (pos[0] - spot.at[0]) ** 2 + (pos[1] - spot.at[1]) ** 2
            rank = (max(0, steps - spot.short), walked, line, pos[1], pos[0])
            if best is None or rank < best[0]:
                best = (rank, spot)
    if best is None:
        return None
    (left, walked, _line, row, col), spot = best
    if left:
        return WalkAim((col, row), f"as near {spot.name} as the walk goes")
    if spot.short == 0:
        return WalkAim((col, row), f"on {spot.name} (the walk stops there and opens it)", True)
    if walked == 0:
        return WalkAim((col, row), f"where {who} stands, next to {spot.name} already (stay)")
    return WalkAim((col, row), f"next to {spot.name}")
