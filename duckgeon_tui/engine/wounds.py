"""Damage, healing, knockouts and deaths, and what they set off (Loot, objectives, defeat)."""

from __future__ import annotations

from duckgeon_tui.content.objectives import DefeatBeastie
from duckgeon_tui.content.vocabulary import DIE_NAMES, counted, possessive
from duckgeon_tui.engine import triggers
from duckgeon_tui.engine.bonuses import bonus_parts, total
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import BeastieState, DuckState, Phase, Reason, Result
from duckgeon_tui.engine.world import Character, World


def hurt(
    w: World,
    victim: Character,
    amount: int,
    source: str,
    attacker: Character | None = None,
    armour: bool = True,
    spared: bool = False,
) -> int:
    """Wound `victim`: armour first (unless not `armour`: a Condition's burn is no blow), then
    Duck! rolls and wards soak, then Fatty drops (to 1 at the least if `spared`). Returns the
    wound."""
    if amount <= 0 or victim.f <= 0:
        return 0
    name = w.name(victim)
    by = attacker.handle if attacker is not None else None
    stops = total(bonus_parts(w, victim, "F", "damage_taken")) if armour else 0
    if stops > 0:
        stopped = min(stops, amount)
        amount -= stopped
        _soaked(w, victim, by, f"{possessive(name)} armour stops {stops}.", stopped)
    soak = min(victim.ward, amount)
    if soak:
        victim.ward -= soak
        amount -= soak
        text = f"{name} ducks: {soak} damage soaked ({victim.ward} Duck! left)."
        _soaked(w, victim, by, text, soak, value=victim.ward)
    if spared and amount >= victim.f > 1:
        kept = amount - (victim.f - 1)
        amount = victim.f - 1
        text = (
            f"{name} clings on with F 1: Lucky Feathers (no minion's blow knocks out a "
            "Duckventurer at full Fatty)."
        )
        _soaked(w, victim, by, text, kept)
    if amount <= 0:
        return 0
    victim.f = max(0, victim.f - amount)
    room = w.quest_room.room
    tally = w.state.tally
    if isinstance(victim, DuckState):
        victim.hurt += amount
        tally.damage_by_room[room] = tally.damage_by_room.get(room, 0) + amount
    w.emit(
        EventKind.DAMAGE,
        f"{name} takes {amount} damage from {source}: F {victim.f}/{w.max_stat(victim, 'F')}.",
        actor=by,
        target=victim.handle,
        damage=amount,
        value=victim.f,
    )
    if victim.f == 0:
        if isinstance(victim, DuckState):
            knock_out(w, victim)
        else:
            kill(w, victim, source, by)
    else:
        triggers.fire(w, "damage_taken", victim, attacker)
    return amount


def _soaked(
    w: World, victim: Character, by: str | None, text: str, prevented: int, **fields: int
) -> None:
    """Report damage kept off `victim` (by armour, a Duck! or Lucky Feathers)."""
    w.emit(EventKind.SOAK, text, actor=by, target=victim.handle, prevented=prevented, **fields)


def duck_roll(w: World, duck: DuckState, rolled: int) -> None:
    """A Duck! roll: it is taken off any damage the Duckventurer took earlier in the turn (that
    Fatty comes back), and what is left soaks the damage still to come this turn."""
    back = min(rolled, duck.hurt)
    ward = rolled - back
    if back:
        duck.hurt -= back
        duck.f += back
        room = w.quest_room.room
        tally = w.state.tally
        tally.damage_by_room[room] = tally.damage_by_room.get(room, 0) - back
    duck.ward += ward
    earlier = (
        f" {back} of the damage taken earlier this turn is ducked (F {duck.f});" if back else ""
    )
    w.emit(
        EventKind.SOAK,
        f"{duck.name} ducks:{earlier} {duck.ward} damage will be soaked this turn.",
        actor=duck.name,
        target=duck.name,
        die="duck",
        prevented=back or None,
        value=duck.ward,
    )


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
        EventKind.HEAL,
        f"{w.name(ch)} heals {amount} from {source}: F {before} → {ch.f}/{top}{extra}.",
        target=ch.handle,
        value=ch.f - before,
        wasted=wasted,
    )


def knock_out(w: World, duck: DuckState) -> None:
    """Fatty 0: the quest's knockout Condition; free Action and held dice are lost."""
    knockout = w.quest.knockout_condition
    cond = w.condition(knockout)
    duck.conditions[knockout] = cond.wears_off if cond else None
    duck.free_action = None
    w.state.tally.knockouts += 1
    w.emit(EventKind.KNOCKOUT, f"{duck.name} is knocked out!", target=duck.name)
    lose_dice(w, duck)
    if all(d.f == 0 for d in w.state.ducks):
        w.finish(Result.DEFEAT, Reason.PARTY_DOWN, "every Duckventurer is down")
    for other in w.state.ducks:
        if other is not duck and other.f > 0:
            triggers.fire(w, "ally_down", other, duck)


def revive(w: World, duck: DuckState) -> None:
    """Lifting the knockout Condition brings a Duckventurer back with Fatty 1."""
    if duck.f == 0:
        duck.f = 1
        w.emit(EventKind.HEAL, f"{duck.name} comes round with F 1.", target=duck.name, value=1)


def kill(w: World, b: BeastieState, source: str, by: str | None = None) -> None:
    """A Beastie dies: one LootCounter of the turn moves to the Room's Loot Pool."""
    if b not in w.state.beasties:
        return
    w.state.beasties.remove(b)
    state = w.state
    state.tally.kills += 1
    w.emit(EventKind.DEATH, f"{w.name(b)} is slain by {source}!", actor=by, target=b.handle)
    if state.loot_counters > 0:
        state.loot_counters -= 1
        w.room_state.loot_pool += 1
        state.tally.loot_dice_banked += 1
        w.emit(
            EventKind.LOOT_COUNTER,
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
    if rs.cleared or w.state.beasties or rs.snares or w.state.phase == Phase.ROOM_TABLE:
        return
    rs.cleared = True
    w.emit(
        EventKind.CLEARED,
        f"{w.room.name} is Cleared!"
        + (f" {counted(rs.loot_pool, 'LootCounter')} in the Loot Pool." if rs.loot_pool else ""),
        value=rs.loot_pool,
    )
    for duck in w.conscious_ducks():
        triggers.fire(w, "room_cleared", duck, None)


def objective_met(w: World, index: int, text: str) -> None:
    """Tick a victory objective; all of them ticked wins the quest."""
    if w.state.objectives[index]:
        return
    w.state.objectives[index] = True
    w.emit(EventKind.OBJECTIVE, text, value=index)
    if all(w.state.objectives):
        w.finish(Result.VICTORY, Reason.OBJECTIVES_MET, "every objective of the quest is met")


def lose_dice(w: World, duck: DuckState) -> None:
    """A Duckventurer's unused DuckDice are lost (knocked out, or the turn is over)."""
    if duck.dice:
        w.emit(
            EventKind.LOST_DICE,
            f"{possessive(duck.name)} unused {', '.join(DIE_NAMES[d] for d in duck.dice)} "
            f"{'is' if len(duck.dice) == 1 else 'are'} lost.",
            actor=duck.name,
            value=len(duck.dice),
        )
        duck.dice = []
