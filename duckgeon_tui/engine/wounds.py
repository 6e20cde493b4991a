"""Damage, healing, knockouts and deaths, and what they set off (Loot, objectives, defeat)."""

from __future__ import annotations

from duckgeon_tui.content.objectives import DefeatBeastie
from duckgeon_tui.engine import triggers
from duckgeon_tui.engine.bonuses import bonus_parts, total
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import Character, World


def hurt(
    w: World,
    victim: Character,
    amount: int,
    source: str,
    attacker: Character | None = None,
    soaked: bool = True,
    spared: bool = False,
) -> int:
    """Wound `victim`: armour, then Duck! rolls and wards soak first (unless not `soaked`),
    then Fatty drops (to 1 at the least if `spared`). Returns the wound."""
    if amount <= 0 or victim.f <= 0:
        return 0
    name = w.name(victim)
    armour = total(bonus_parts(w, victim, "F", "damage_taken")) if soaked else 0
    if armour > 0:
        amount = max(0, amount - armour)
        w.emit("soak", f"{name}'s armour stops {armour}.", who=victim.handle, value=armour)
    soak = min(victim.ward, amount) if soaked else 0
    if soak:
        victim.ward -= soak
        amount -= soak
        w.emit(
            "soak",
            f"{name} ducks: {soak} damage soaked ({victim.ward} Duck! left).",
            who=victim.handle,
            value=soak,
        )
    if spared and amount >= victim.f > 1:
        kept = amount - (victim.f - 1)
        amount = victim.f - 1
        w.emit(
            "soak",
            f"{name} clings on with F 1: Lucky Feathers (no minion's blow knocks out a "
            "Duckventurer at full Fatty).",
            who=victim.handle,
            value=kept,
        )
    if amount <= 0:
        return 0
    victim.f = max(0, victim.f - amount)
    room = w.quest_room.room
    tally = w.state.tally
    if isinstance(victim, DuckState):
        tally.damage_by_room[room] = tally.damage_by_room.get(room, 0) + amount
    w.emit(
        "damage",
        f"{name} takes {amount} damage from {source}: F {victim.f}/{w.max_stat(victim, 'F')}.",
        who=attacker.handle if attacker is not None else None,
        target=victim.handle,
        value=amount,
    )
    if victim.f == 0:
        if isinstance(victim, DuckState):
            knock_out(w, victim)
        else:
            kill(w, victim, source)
    else:
        triggers.fire(w, "damage_taken", victim, attacker)
    return amount


def heal(w: World, ch: Character, amount: int, source: str) -> None:
    """Restore Fatty, never above max: the rest is wasted (max 8, at 7, +4 → 8)."""
    if amount <= 0:
        return
    top = w.max_stat(ch, "F")
    before = ch.f
    if before == 0 and isinstance(ch, DuckState):
        return  # an Unconscious Duckventurer needs First Aid (or a card lifting the knockout)
    ch.f = min(top, before + amount)
    wasted = before + amount - ch.f
    extra = f" ({wasted} wasted)" if wasted else ""
    w.emit(
        "heal",
        f"{w.name(ch)} heals {amount} from {source}: F {before} → {ch.f}/{top}{extra}.",
        who=ch.handle,
        value=ch.f - before,
    )


def knock_out(w: World, duck: DuckState) -> None:
    """Fatty 0: the quest's knockout Condition; free Action and held dice are lost."""
    knockout = w.quest.knockout_condition
    cond = w.condition(knockout)
    duck.conditions[knockout] = cond.wears_off if cond else None
    duck.free_action = None
    w.state.tally.knockouts += 1
    w.emit("knockout", f"{duck.name} is knocked out!", target=duck.name)
    if duck.dice:
        w.emit("lost_dice", f"{duck.name}'s unused DuckDice are lost.", who=duck.name)
        duck.dice = []
    if all(d.f == 0 for d in w.state.ducks):
        w.finish("defeat", "every Duckventurer is down")
    for other in w.state.ducks:
        if other is not duck and other.f > 0:
            triggers.fire(w, "ally_down", other, duck)


def revive(w: World, duck: DuckState) -> None:
    """Lifting the knockout Condition brings a Duckventurer back with Fatty 1."""
    if duck.f == 0:
        duck.f = 1
        w.emit("heal", f"{duck.name} comes round with F 1.", who=duck.name, value=1)


def kill(w: World, b: BeastieState, source: str) -> None:
    """A Beastie dies: one LootCounter of the turn moves to the Room's Loot Pool."""
    if b not in w.state.beasties:
        return
    w.state.beasties.remove(b)
    state = w.state
    state.tally.kills += 1
    w.emit("death", f"{w.name(b)} is slain by {source}!", target=b.handle)
    if state.loot_counters > 0:
        state.loot_counters -= 1
        w.room_state.loot_pool += 1
        state.tally.loot_dice_banked += 1
        w.emit(
            "loot_counter",
            f"1 LootCounter goes to the Room's Loot Pool "
            f"({w.room_state.loot_pool} there, {state.loot_counters} left this turn).",
            value=w.room_state.loot_pool,
        )
    for i, goal in enumerate(w.quest.victory):
        if isinstance(goal, DefeatBeastie) and goal.beastie == b.beastie_id:
            objective_met(w, i, f"{w.name(b)} is defeated!")
    for duck in w.conscious_ducks():
        triggers.fire(w, "beastie_killed", duck, b)
    for other in list(w.state.beasties):
        triggers.fire(w, "beastie_killed", other, b)
    check_cleared(w)


def check_cleared(w: World) -> None:
    """A room is Cleared when no Beastie and no Snare is left in it."""
    rs = w.room_state
    if rs.cleared or w.state.beasties or rs.snares or w.state.phase == "room_table":
        return
    rs.cleared = True
    w.emit(
        "cleared",
        f"{w.room.name} is Cleared!"
        + (f" {rs.loot_pool} LootCounter(s) in the Loot Pool." if rs.loot_pool else ""),
    )
    for duck in w.conscious_ducks():
        triggers.fire(w, "room_cleared", duck, None)


def objective_met(w: World, index: int, text: str) -> None:
    """Tick a victory objective; all of them ticked wins the quest."""
    if w.state.objectives[index]:
        return
    w.state.objectives[index] = True
    w.emit("objective", text)
    if all(w.state.objectives):
        w.finish("victory", "every objective of the quest is met")
