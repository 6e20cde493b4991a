"""Checks of a quest's `build` against the rest of the content: Room Tables for every number,
a pool big enough to draw from, pinned rooms with doors, objectives in pinned rooms only."""

from __future__ import annotations

from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.layering import Layered, Origin
from duckgeon_tui.content.quests import BuildPlan, InteractWith, Quest
from duckgeon_tui.content.rooms import QuestObject


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


def _check_pool(plan: BuildPlan, origin: Origin, layered: Layered) -> list[ContentError]:
    pinned = {r.room for r in plan.rooms if r.room is not None}
    listed = plan.pool or layered.keys("rooms")
    pool = {room for room in listed if layered.has("rooms", room)} - pinned
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
    """An Interact objective names a feature of one room: that room must be pinned."""
    errors = []
    pinned = {r.number: r.room for r in plan.rooms}
    for index, goal in enumerate(quest.victory):
        if not isinstance(goal, InteractWith):
            continue
        room_id = pinned.get(goal.room)
        if room_id is None:
            errors.append(
                origin.error(
                    f"victory needs an Interact in room {goal.room}, but the build draws room "
                    f"{goal.room} from the pool: pin the room that holds feature "
                    f"`{goal.feature}`",
                    "victory",
                    index,
                )
            )
            continue
        entry = layered.entries["rooms"].get(room_id)
        feature = entry[0].features.get(goal.feature) if entry is not None else None
        if entry is not None and not isinstance(feature, QuestObject):
            errors.append(
                origin.error(
                    f"victory needs an Interact with `{goal.feature}` in room {goal.room}, and "
                    f"the room the build pins there, `{room_id}`, has no such object",
                    "victory",
                    index,
                )
            )
    return errors
