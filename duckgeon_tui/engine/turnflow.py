"""The turn's start and end: Snares and triggers, the Beasties' go, free Actions, the next turn."""

from __future__ import annotations

from duckgeon_tui.content.objectives import TurnLimit
from duckgeon_tui.content.rooms import Clue, QuestObject
from duckgeon_tui.content.vocabulary import counted
from duckgeon_tui.engine import beasties, doors, effects, quest_goals, snares, triggers, wounds
from duckgeon_tui.engine.acting import interact_kind
from duckgeon_tui.engine.bonuses import bonus_parts, show, total
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, FreeDecl, Phase, Reason, Result
from duckgeon_tui.engine.world import Character, World


def begin_pick(w: World) -> None:
    """The turn proper starts: lingering Snares spring, turn_start triggers, bonus dice join."""
    state = w.state
    state.phase = Phase.PICK
    if state.turn_started:
        return  # the party came in from a corridor during this turn
    state.turn_started = True
    snares.turn_start(w)
    for duck in w.conscious_ducks():
        triggers.fire(w, "turn_start", duck, None)
    for b in list(state.beasties):
        triggers.fire(w, "turn_start", b, None)
    if state.next_turn_dice:
        state.pool.extend(d for d in state.next_turn_dice if d != "loot")
        loot = state.next_turn_dice.count("loot")  # LootCounters go to the turn's pool
        state.loot_counters += loot
        state.tally.loot_dice_picked += loot
        state.next_turn_dice = []


def end_turn(w: World) -> None:
    """The Beasties act, then free Actions resolve (lost if their maker was targeted), then the
    turn ends: unused dice and LootCounters are lost, Conditions tick."""
    state = w.state
    _tick(w, [d for d in state.ducks])
    beasties.act_all(w)
    _tick(w, list(state.beasties))
    for duck in state.ducks:
        decl = duck.free_action
        if decl is None:
            continue
        duck.free_action = None
        held = not w.can_act(duck) or any(c.no_free_action for c in w.conditions_of(duck))
        if duck.targeted or held:
            why = "was targeted this turn" if duck.targeted else "is held by a Condition"
            w.emit(
                EventKind.FREE_LOST,
                f"{duck.name} {why}: the {decl.kind} is lost"
                + (" (the preparation is spoiled)." if decl.kind == "prepare" else "."),
                actor=duck.name,
                at=decl.at,
                card=decl.card,
                target=decl.other,
            )
            continue
        _free(w, duck, decl)
    everyone: list[Character] = [*state.ducks, *state.beasties]
    for ch in everyone:
        for cond in list(w.conditions_of(ch)):
            if cond.damage_each_turn:
                # Duck! and wards soak it (any damage of the turn); armour does not (no blow).
                wounds.hurt(w, ch, cond.damage_each_turn, cond.name, armour=False)
    for duck in w.conscious_ducks():
        triggers.fire(w, "turn_end", duck, None)
    for b in list(state.beasties):
        triggers.fire(w, "turn_end", b, None)
    _lose_loot_counters(w)
    if w.room_state.cleared and w.room_state.loot_pool > 0:
        # The dice still held wait: a DuckDuckGoose among them may be played on a Loot die.
        state.phase = Phase.LOOT_ROLL
        pool = w.room_state.loot_pool
        w.emit(
            EventKind.LOOT,
            f"The Loot Pool holds {counted(pool, 'LootCounter')}: nominate who rolls "
            + ("it." if pool == 1 else "them."),
            value=pool,
        )
        return
    new_turn(w)


def _tick(w: World, chars: list[Character]) -> None:
    """Conditions that wear off count down at the end of their side's part of the turn."""
    for ch in chars:
        for cid, left in list(ch.conditions.items()):
            if left is None:
                continue
            if left <= 1:
                effects.remove_condition(w, ch, cid, "it wears off")
            else:
                ch.conditions[cid] = left - 1


def _lose_loot_counters(w: World) -> None:
    """LootCounters of the turn that found no casualty are lost."""
    state = w.state
    if state.loot_counters:
        w.emit(
            EventKind.LOST_DICE,
            f"{counted(state.loot_counters, 'LootCounter')} found no casualty: lost.",
            die="loot",
            value=state.loot_counters,
        )
        state.tally.loot_dice_lost += state.loot_counters
        state.loot_counters = 0


def _lose_held(w: World) -> None:
    """Dice nobody used (nor cashed) are lost when the turn is over."""
    state = w.state
    for duck in state.ducks:
        wounds.lose_dice(w, duck)
    state.pool = []


def new_turn(w: World) -> None:
    """The next turn: the last turn's unused dice are lost, the clock moves on, per-turn marks
    reset; turn limits are checked."""
    state = w.state
    _lose_held(w)
    if state.win_on_clear and w.room_state.cleared:
        w.finish(Result.VICTORY, Reason.ROOM_CLEARED, f"{w.room.name} is Cleared")
    quest_goals.turn_passed(w)
    for limit in w.quest.defeat:
        if isinstance(limit, TurnLimit) and state.turn >= limit.turns:
            w.finish(Result.DEFEAT, Reason.TURN_LIMIT, f"the quest's {limit.turns} turns are over")
    if state.turn_cap is not None and state.turn >= state.turn_cap:
        w.finish(Result.DEFEAT, Reason.TURN_CAP, f"the turn cap ({state.turn_cap}) is reached")
    state.turn += 1
    everyone: list[Character] = [*state.ducks, *state.beasties]
    for ch in everyone:
        ch.targeted = False
        ch.ward = 0
        ch.changes[:] = [c for c in ch.changes if c.duration != "turn"]
        if ch.denied == "turn":
            ch.denied = None
    for duck in state.ducks:
        duck.got_dice = False
        duck.free_action = None
        duck.hurt = 0
    state.to_pick = 6
    state.pool = []
    state.turn_started = False
    w.emit(EventKind.TURN, f"Turn {state.turn} begins.", value=state.turn)
    begin_pick(w)


def _free(w: World, duck: DuckState, decl: FreeDecl) -> None:
    """Resolve one free Action at the end of the turn."""
    if decl.kind == "prepare" and decl.at is not None:
        _prepare_object(w, duck, decl.at)
        return
    if decl.kind == "prepare":
        assert decl.card is not None
        if decl.card in duck.hand:
            duck.prepared.append(decl.card)
            w.emit(
                EventKind.FREE_ACTION,
                f"{duck.name} prepares {w.funkards[decl.card].name}.",
                actor=duck.name,
                card=decl.card,
                success=True,
            )
        return
    if decl.kind == "aid":
        other = w.duck(decl.other or "")
        if (
            other.pos is None
            or duck.pos is None
            or max(abs(other.pos[0] - duck.pos[0]), abs(other.pos[1] - duck.pos[1])) > 1
        ):
            w.emit(
                EventKind.FREE_LOST,
                f"{other.name} is no longer next to {duck.name}.",
                actor=duck.name,
                target=other.name,
            )
            return
        lifted = (
            ""
            if other.conditions
            else (
                f", but {other.name} has no Condition to lift: nothing changes (First Aid lifts "
                "Conditions; it heals no Fatty)"
            )
        )
        w.emit(
            EventKind.FREE_ACTION,
            f"{duck.name} gives {other.name} First Aid{lifted}.",
            actor=duck.name,
            target=other.name,
            success=True,
        )
        effects.remove_condition(w, other, "all", "First Aid")
        return
    assert decl.at is not None
    at = decl.at
    rs = w.room_state
    if decl.kind == "look":
        letter = w.grid.feature_at[at]
        clue = w.room.features[letter]
        assert isinstance(clue, Clue)
        w.emit(
            EventKind.FREE_ACTION,
            f"{duck.name} looks at {clue.name}: {clue.text}",
            actor=duck.name,
            at=at,
            success=True,
        )
        if at not in rs.used:
            rs.used.append(at)
            effects.run(w, clue.effects, user=duck, targets=[duck], source=clue.name)
        quest_goals.looked(w, duck, w.grid.feature_at[at])
        return
    kind = interact_kind(w, at)
    if kind == "snare":
        snare = next(s for s in rs.snares if s.pos == at)
        snares.disarm(w, duck, snare)
    elif kind == "door":
        doors.toggle(w, duck, at)
    elif kind == "object":
        _use_object(w, duck, at)
    else:
        w.emit(
            EventKind.FREE_LOST,
            f"There is nothing left to Interact with at {at[0]},{at[1]}.",
            actor=duck.name,
            at=at,
        )


def _prepare_object(w: World, duck: DuckState, at: tuple[int, int]) -> None:
    letter = w.grid.feature_at[at]
    obj = w.room.features[letter]
    duck.prepared.append(quest_goals.ritual_key(w, letter))
    w.emit(EventKind.FREE_ACTION, f"{duck.name} prepares {obj.name}.", actor=duck.name, at=at)


def _use_object(w: World, duck: DuckState, at: tuple[int, int]) -> None:
    letter = w.grid.feature_at[at]
    obj = w.room.features[letter]
    assert isinstance(obj, QuestObject)
    refusal = quest_goals.object_refusal(w, duck, at)
    if refusal is not None:
        w.emit(EventKind.FREE_LOST, f"{refusal}.", actor=duck.name, at=at)
        return
    if obj.test is not None:
        parts = bonus_parts(w, duck, obj.test.stat, "interact")
        roll = w.roller.d6(
            duck.name, f"{obj.name} test ({obj.test.stat})", RollPurpose.TEST, obj.test.stat
        )
        base = w.stat(duck, obj.test.stat)
        value = base + roll + total(parts)
        ok = value >= obj.test.target
        w.emit(
            EventKind.FREE_ACTION,
            f"{duck.name} tries {obj.name}: {obj.test.stat} {base} + {roll}"
            f"{show(parts)} = {value} vs {obj.test.target} → {'success' if ok else 'failure'}",
            actor=duck.name,
            at=at,
            faces=(roll,),
            score=value,
            against=obj.test.target,
            success=ok,
        )
        if not ok:
            return
    w.room_state.used.append(at)
    w.emit(
        EventKind.FREE_ACTION,
        obj.success or f"{duck.name} uses {obj.name}.",
        actor=duck.name,
        at=at,
        success=True,
    )
    effects.run(w, obj.effects, user=duck, targets=[duck], source=obj.name)
    quest_goals.interacted(w, duck, letter)
