"""The quest's objectives and clock in play: clue hunts found by Look, objects that open only
`after` other objectives, rituals to Prepare, the way out, and the clock's marks."""

from __future__ import annotations

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cards import Disarm
from duckgeon_tui.content.objectives import ClockOut, ClueHunt, EscapeFrom, InteractWith, Objective
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Feature, QuestObject
from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import effects, wounds
from duckgeon_tui.engine.bonuses import bonus_parts, show, total
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos
from duckgeon_tui.engine.state import DuckState, Reason, Result
from duckgeon_tui.engine.world import World


def goal_name(w: World, goal: Objective) -> str:
    """What an objective is called on screen: its `name`, or words for it (the room is shown
    beside it)."""
    if goal.name:
        return goal.name
    if isinstance(goal, InteractWith):
        return f"Interact with {_feature_name(w, goal.room, goal.feature)}"
    if isinstance(goal, ClueHunt):
        return f"Find {goal.need} of {len(goal.clues)} clues"
    if isinstance(goal, EscapeFrom):
        return "Escape from the Duckgeon"
    return f"Defeat {w.content.beasties[goal.beastie].name}"


def _feature_name(w: World, number: int, letter: str) -> str:
    feature = _feature(w, number, letter)
    return feature.name if feature is not None else f"feature {letter}"


def _feature(w: World, number: int, letter: str) -> Feature | None:
    for qr in w.quest.rooms:
        if qr.number == number:
            return w.content.rooms[qr.room].features.get(letter)
    return None


def is_ritual(w: World, goal: InteractWith) -> bool:
    """Whether the objective's object must be Prepared before the Interact."""
    feature = _feature(w, goal.room, goal.feature)
    return isinstance(feature, QuestObject) and feature.prepare


def found(w: World, index: int) -> list[int]:
    """The clues of clue hunt `index` found so far (by their place in its list)."""
    clues = w.state.clues_found
    return clues[index] if index < len(clues) else []


def missing_before(w: World, goal: InteractWith) -> list[str]:
    """The names of the objectives `goal` comes after that are not met yet."""
    names = []
    for index, other in enumerate(w.quest.victory):
        if other.id in goal.after and not w.state.objectives[index]:
            names.append(goal_name(w, other))
    return names


def goal_of_object(w: World, letter: str) -> InteractWith | None:
    """The unmet Interact objective of the current room on this feature, if any."""
    here = (w.quest_room.number, letter)
    for goal, done in zip(w.quest.victory, w.state.objectives, strict=True):
        if isinstance(goal, InteractWith) and not done and (goal.room, goal.feature) == here:
            return goal
    return None


def ritual_key(w: World, letter: str) -> str:
    """How a Prepared quest object of the current room is remembered among a Duckventurer's
    preparations (next to the Funkards it Prepared)."""
    return ritual_name(w.quest_room.number, letter)


def ritual_name(number: int, letter: str) -> str:
    """The preparation of the ritual object `letter` of room `number`: 'room-6:g'."""
    return f"room-{number}:{letter}"


def rituals(content: Content, quest: Quest) -> set[str]:
    """Every ritual a Duckventurer could have Prepared in this quest."""
    return {
        ritual_name(qr.number, letter)
        for qr in quest.rooms
        for letter, feature in content.rooms[qr.room].features.items()
        if isinstance(feature, QuestObject) and feature.prepare
    }


def object_refusal(w: World, duck: DuckState, at: Pos) -> str | None:
    """Why an Interact with the quest object on `at` cannot work yet (None: it can)."""
    letter = w.grid.feature_at.get(at)
    if letter is None:
        return None
    obj = w.room.features[letter]
    if not isinstance(obj, QuestObject):
        return None
    goal = goal_of_object(w, letter)
    if goal is not None:
        waiting = missing_before(w, goal)
        if waiting:
            return f"{obj.name} will not budge yet: first {'; '.join(waiting)}"
    if obj.prepare and ritual_key(w, letter) not in duck.prepared:
        return f"{obj.name} must be Prepared first (a Prepare free Action in sight of it)"
    return None


def interacted(w: World, duck: DuckState, letter: str) -> None:
    """A successful Interact with a quest object: a Prepared ritual is spent, objectives met."""
    key = ritual_key(w, letter)
    if key in duck.prepared:
        duck.prepared.remove(key)
    number = w.quest_room.number
    for i, goal in enumerate(w.quest.victory):
        if isinstance(goal, InteractWith) and goal.room == number and goal.feature == letter:
            name = goal.name or w.room.features[letter].name
            wounds.objective_met(w, i, f"{duck.name} completes the objective: {name}.")


def looked(w: World, duck: DuckState, letter: str) -> None:
    """A Look at a clue feature resolved: a clue of a hunt in this room may be found there."""
    number = w.quest_room.number
    for index, goal in enumerate(w.quest.victory):
        if not isinstance(goal, ClueHunt) or w.state.objectives[index]:
            continue
        have = found(w, index)
        for ci, clue in enumerate(goal.clues):
            if ci in have or clue.room != number or clue.feature not in (None, letter):
                continue
            if clue.test is not None and not _works_out(w, duck, clue.name, clue.test):
                return
            _pad_clues(w)
            w.state.clues_found[index].append(ci)
            count = len(w.state.clues_found[index])
            w.emit(
                EventKind.CLUE,
                f"{duck.name} finds {clue.name} ({count} of {goal.need}): {clue.text}",
                actor=duck.name,
                value=count,
            )
            if count >= goal.need:
                wounds.objective_met(w, index, f"Objective met: {goal_name(w, goal)}.")
            return


def _works_out(w: World, duck: DuckState, name: str, test: Disarm) -> bool:
    stat, target = test.stat, test.target
    parts = bonus_parts(w, duck, stat, "look")
    roll = w.roller.d6(duck.name, f"{name} riddle ({stat})", RollPurpose.TEST, stat)
    base = w.stat(duck, stat)
    value = base + roll + total(parts)
    ok = value >= target
    w.emit(
        EventKind.CLUE,
        f"{duck.name} puzzles over {name}: {stat} {base} + {roll}{show(parts)} = {value} vs "
        f"{target} → {'worked out!' if ok else 'still a mystery (Look again another turn)'}",
        actor=duck.name,
    )
    return ok


def _pad_clues(w: World) -> None:
    """One list of found clues per objective (a save from before clue hunts has none)."""
    clues = w.state.clues_found
    clues.extend([] for _ in range(len(w.quest.victory) - len(clues)))


def escape_refusal(w: World) -> str | None:
    """Why the party cannot get out of the Duckgeon now (None: it can)."""
    goal = escape_here(w)
    if goal is None:
        return "there is no way out of the Duckgeon here"
    waiting = [
        goal_name(w, other)
        for other, done in zip(w.quest.victory, w.state.objectives, strict=True)
        if not done and other is not goal
    ]
    if waiting:
        return f"the party cannot leave yet: first {'; '.join(waiting)}"
    if not w.room_state.cleared:
        return "the party escapes only from a Cleared room"
    if w.state.pool:
        return "released dice are in the pool: play this turn here first"
    down = [d.name for d in w.state.ducks if d.f <= 0]
    if down:
        return f"nobody is carried out: give {', '.join(down)} First Aid first"
    return None


def escape_here(w: World) -> EscapeFrom | None:
    """The unmet way out of the current room, if it has one."""
    number = w.quest_room.number
    for goal, done in zip(w.quest.victory, w.state.objectives, strict=True):
        if isinstance(goal, EscapeFrom) and not done and goal.room == number:
            return goal
    return None


def escape(w: World) -> None:
    """The party gets out of the Duckgeon: the way out is met (and with it, the quest)."""
    goal = escape_here(w)
    assert goal is not None
    index = next(i for i, g in enumerate(w.quest.victory) if g is goal)
    wounds.objective_met(w, index, f"The party escapes: {goal_name(w, goal)}!")


# -- the clock ------------------------------------------------------------------------------


def turn_passed(w: World) -> None:
    """At the end of a turn the clock moves one mark, every `every` turns."""
    clock = w.quest.clock
    if clock is not None and clock.every and w.state.turn % clock.every == 0:
        move_clock(w, 1, "the turn is over")


def goose_rolled(w: World, who: str) -> None:
    """A rolled DuckDuckGoose moves the clock its `goose` marks."""
    clock = w.quest.clock
    if clock is not None and clock.goose:
        move_clock(w, clock.goose, f"{possessive(who)} DuckDuckGoose")


def move_clock(w: World, marks: int, source: str) -> None:
    """Move the clock on (or back); each mark reached going on happens; at its last mark,
    `clock_out` loses the quest."""
    clock = w.quest.clock
    state = w.state
    if clock is None:
        w.emit(EventKind.INFO, f"This quest has no clock ({source}).")
        return
    before = state.clock
    state.clock = max(0, min(clock.length, before + marks))
    if state.clock == before:
        return
    verb = "moves on" if state.clock > before else "goes back"
    w.emit(
        EventKind.CLOCK,
        f"{clock.name} {verb} to {state.clock}/{clock.length} ({source}).",
        value=state.clock,
    )
    if state.clock < before:
        return
    for index, mark in enumerate(clock.marks):
        if before < mark.at <= state.clock:
            w.emit(EventKind.CLOCK, f"{clock.name} {mark.at}: {mark.name}! {mark.text}".rstrip())
            state.tally.clock_marks.append(mark.at)
            if not w.conscious_ducks():
                state.clock_waiting.append(index)  # between rooms: it happens in the next one
            else:
                _mark_happens(w, index)
    if state.clock >= clock.length and any(isinstance(d, ClockOut) for d in w.quest.defeat):
        w.finish(Result.DEFEAT, Reason.CLOCK_OUT, f"{clock.name} ran out")


def party_arrived(w: World) -> None:
    """Clock marks reached while the party was between rooms happen now."""
    waiting, w.state.clock_waiting = w.state.clock_waiting, []
    for index in waiting:
        _mark_happens(w, index)


def _mark_happens(w: World, index: int) -> None:
    assert w.quest.clock is not None
    mark = w.quest.clock.marks[index]
    user = next(iter(w.conscious_ducks()), None)
    if user is not None and mark.effects:
        effects.run(w, mark.effects, user=user, targets=[user], source=mark.name)
