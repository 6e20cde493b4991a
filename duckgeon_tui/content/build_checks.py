"""Checks of a quest's `build` against the rest of the content: Room Tables for every number,
a pool big enough to draw from, pinned rooms with doors, objectives a built dungeon can meet
(Interact objects in pinned rooms, clues in pinned rooms or in every room of the pool)."""

from __future__ import annotations

from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.layering import Layered, Origin
from duckgeon_tui.content.objective_checks import clue_problem, object_problem
from duckgeon_tui.content.objectives import ClueHunt, InteractWith, QuestClue
from duckgeon_tui.content.quests import BuildPlan, Quest


def check_build(quest: Quest, origin: Origin, layered: Layered) -> list[ContentError]:
    """Every problem of the quest's `build` (none when it has no `build`)."""
    plan = quest.build
    if plan is None:
        return []
    errors = []
    own = {r.number for r in quest.rooms}
    for index, built in enumerate(plan.rooms):
        if built.room_table is None and built.number not in own:
            errors.append(
                origin.error(
                    f"room {built.number} has no Room Table: give it a `room_table` (the quest "
                    f"has no room {built.number} of its own to take one from)",
                    "build",
                    "rooms",
                    index,
                )
            )
    if not layered.is_broken("rooms"):
        errors.extend(_check_pool(plan, origin, layered))
        errors.extend(_check_objectives(quest, plan, origin, layered))
    return errors


def _pool(plan: BuildPlan, layered: Layered) -> set[str]:
    """The rooms a build may draw (as `engine.dungeon_build.room_pool` does)."""
    pinned = {r.room for r in plan.rooms if r.room is not None}
    entries = layered.entries["rooms"]
    listed = plan.pool or [key for key, (room, _) in entries.items() if room.in_pool]
    return {room for room in listed if room in entries} - pinned


def _check_pool(plan: BuildPlan, origin: Origin, layered: Layered) -> list[ContentError]:
    pool = _pool(plan, layered)
    drawn = sum(1 for r in plan.rooms if r.room is None)
    if len(pool) >= drawn:
        return []
    where = ("build", "pool") if plan.pool else ("build", "rooms")
    return [
        origin.error(
            f"the build draws {drawn} room(s) but the room pool has only {len(pool)} to draw "
            "from (pinned rooms are never drawn): add rooms to the pool or pin fewer",
            *where,
        )
    ]


def _check_objectives(
    quest: Quest, plan: BuildPlan, origin: Origin, layered: Layered
) -> list[ContentError]:
    """An Interact objective names a feature of one room: that room must be pinned. A clue in a
    drawn room names no feature, and every room of the pool has a clue to Look at."""
    errors = []
    pinned = {r.number: r.room for r in plan.rooms}
    rooms = layered.entries["rooms"]
    for index, goal in enumerate(quest.victory):
        if isinstance(goal, InteractWith):
            room_id = pinned.get(goal.room)
            if room_id is None:
                errors.append(
                    origin.error(
                        f"victory needs an Interact in room {goal.room}, but the build draws "
                        f"room {goal.room} from the pool: pin the room that holds feature "
                        f"`{goal.feature}`",
                        "victory",
                        index,
                    )
                )
                continue
            entry = rooms.get(room_id)
            problem = object_problem(entry[0] if entry else None, goal.room, goal.feature)
            if problem:
                errors.append(
                    origin.error(f"in the build's room {goal.room}: {problem}", "victory", index)
                )
        elif isinstance(goal, ClueHunt):
            for sub, clue in enumerate(goal.clues):
                where = ("victory", index, "clues", sub)
                errors.extend(_check_clue(plan, layered, origin, clue, where))
    return errors


def _check_clue(
    plan: BuildPlan,
    layered: Layered,
    origin: Origin,
    clue: QuestClue,
    where: tuple[str | int, ...],
) -> list[ContentError]:
    rooms = layered.entries["rooms"]
    room_id = next((r.room for r in plan.rooms if r.number == clue.room), None)
    if room_id is not None:
        entry = rooms.get(room_id)
        problem = clue_problem(entry[0] if entry else None, clue.room, clue.feature)
        if not problem:
            return []
        return [origin.error(f"in the build's room {clue.room}: {problem}", *where)]
    if clue.feature is not None:
        return [
            origin.error(
                f"the build draws room {clue.room} from the pool, so the clue cannot name a "
                f"feature (`{clue.feature}`): leave `feature` out (any clue of the room), or "
                "pin the room",
                *where,
                "feature",
            )
        ]
    without = sorted(
        room_id
        for room_id in _pool(plan, layered)
        if clue_problem(rooms[room_id][0], clue.room, None)
    )
    if not without:
        return []
    return [
        origin.error(
            f"the build may draw a room with no clue to Look at as room {clue.room} "
            f"({', '.join(f'`{r}`' for r in without)}): narrow the build's `pool` to rooms "
            "with a `clue`, or pin the room",
            *where,
        )
    ]
