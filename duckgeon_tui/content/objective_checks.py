"""Checks of a quest's victory and defeat against itself and the rest of the content: ids and
`after` links, Interact objects and clue features in the rooms named, tracks the defeats need,
expansion sets that exist."""

from __future__ import annotations

from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.layering import FUNKARD_POOLS, Layered, Origin
from duckgeon_tui.content.objectives import (
    BoosterTop,
    ClockOut,
    ClueHunt,
    EscapeFrom,
    InteractWith,
    Objective,
)
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Clue, QuestObject, Room


def check_goals(quest: Quest, origin: Origin, layered: Layered) -> list[ContentError]:
    """What the quest's victory and defeat need of the quest itself: ids, `after`, the tracks
    the defeats watch, the expansion sets it names."""
    errors = _check_links(quest.victory, origin)
    for index, condition in enumerate(quest.defeat):
        if isinstance(condition, BoosterTop) and quest.booster_wooster is None:
            errors.append(
                origin.error("`booster_top` needs a `booster_wooster` track", "defeat", index)
            )
        if isinstance(condition, ClockOut) and quest.clock is None:
            errors.append(origin.error("`clock_out` needs a `clock`", "defeat", index))
    if not layered.is_broken("funkards"):
        sets = {
            card.expansion
            for pool in FUNKARD_POOLS
            for card, _ in layered.entries[pool].values()
            if card.expansion is not None
        }
        for index, name in enumerate(quest.expansions):
            if name not in sets:
                errors.append(
                    origin.error(
                        f"no Funkard belongs to the expansion set `{name}` (a card joins a set "
                        "with `expansion: ...`)",
                        "expansions",
                        index,
                    )
                )
    return errors


def _check_links(victory: list[Objective], origin: Origin) -> list[ContentError]:
    errors = []
    seen: dict[str, int] = {}
    for index, goal in enumerate(victory):
        if goal.id is None:
            continue
        if goal.id in seen:
            errors.append(
                origin.error(
                    f"objective {seen[goal.id]} already has the id `{goal.id}`",
                    "victory",
                    index,
                    "id",
                )
            )
        seen.setdefault(goal.id, index)
    escapes = [index for index, goal in enumerate(victory) if isinstance(goal, EscapeFrom)]
    for index in escapes[1:]:
        errors.append(
            origin.error("a quest has one way out at most (one `escape`)", "victory", index)
        )
    after = {
        goal.id: goal.after
        for goal in victory
        if isinstance(goal, InteractWith) and goal.id is not None
    }
    for index, goal in enumerate(victory):
        if not isinstance(goal, InteractWith):
            continue
        for sub, name in enumerate(goal.after):
            where = ("victory", index, "after", sub)
            if name not in seen:
                errors.append(origin.error(f"no victory objective has the id `{name}`", *where))
            elif isinstance(victory[seen[name]], EscapeFrom):
                errors.append(
                    origin.error(f"`{name}` is the way out: nothing can come after it", *where)
                )
            elif goal.id is not None and _leads_back(after, name, goal.id):
                errors.append(
                    origin.error(f"`{goal.id}` would come after itself (through `{name}`)", *where)
                )
    return errors


def _leads_back(after: dict[str, list[str]], start: str, goal: str) -> bool:
    """Whether following `after` from `start` comes back to `goal`."""
    stack, seen = [start], set()
    while stack:
        name = stack.pop()
        if name == goal:
            return True
        if name not in seen:
            seen.add(name)
            stack.extend(after.get(name, []))
    return False


def check_rooms_of_goals(
    quest: Quest,
    origin: Origin,
    numbers: set[int],
    rooms: dict[int, Room | None],
) -> list[ContentError]:
    """On the quest's own layout: the rooms the objectives name exist and hold the features."""
    errors = []
    for index, goal in enumerate(quest.victory):
        if isinstance(goal, InteractWith | EscapeFrom) and goal.room not in numbers:
            errors.append(
                origin.error(f"the quest has no room {goal.room}", "victory", index, "room")
            )
        elif isinstance(goal, InteractWith):
            problem = object_problem(rooms[goal.room], goal.room, goal.feature)
            if problem:
                errors.append(origin.error(problem, "victory", index, "feature"))
        elif isinstance(goal, ClueHunt):
            for sub, clue in enumerate(goal.clues):
                where = ("victory", index, "clues", sub)
                if clue.room not in numbers:
                    errors.append(
                        origin.error(f"the quest has no room {clue.room}", *where, "room")
                    )
                    continue
                problem = clue_problem(rooms[clue.room], clue.room, clue.feature)
                if problem:
                    errors.append(origin.error(problem, *where))
    return errors


def object_problem(room: Room | None, number: int, letter: str) -> str:
    """Why an Interact objective cannot be met in this room ('' when it can)."""
    if room is None:
        return ""
    feature = room.features.get(letter)
    if feature is None:
        return f"room {number} (`{room.id}`) has no feature `{letter}`"
    if not isinstance(feature, QuestObject):
        return (
            f"feature `{letter}` of room `{room.id}` is a {feature.kind}; an Interact needs an "
            "`object`"
        )
    return ""


def clue_problem(room: Room | None, number: int, letter: str | None) -> str:
    """Why a clue cannot be found with a Look in this room ('' when it can)."""
    if room is None:
        return ""
    if letter is None:
        if any(isinstance(f, Clue) for f in room.features.values()):
            return ""
        return f"room {number} (`{room.id}`) has no `clue` feature to Look at"
    feature = room.features.get(letter)
    if feature is None:
        return f"room {number} (`{room.id}`) has no feature `{letter}`"
    if not isinstance(feature, Clue):
        return f"feature `{letter}` of room `{room.id}` is a {feature.kind}; a Look needs a `clue`"
    return ""
