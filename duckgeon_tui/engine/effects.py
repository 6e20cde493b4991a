"""The closed effect vocabulary, executed generically for cards, abilities, Omens and Snares."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from duckgeon_tui.content import effects as fx
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.content.vocabulary import counts_in, possessive
from duckgeon_tui.engine import combat, deck, placement, quest_goals, wounds
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import BeastieState, Change, DuckState
from duckgeon_tui.engine.world import Character, World
from duckgeon_tui.quick_dataclasses import dataclass


def _side(w: World, user: Character, to: str, targets: Sequence[Character]) -> list[Character]:
    ducks: list[Character] = [d for d in w.state.ducks if d.pos is not None]
    beasties: list[Character] = list(w.state.beasties)
    if to == "target":
        return list(targets)
    if to in ("self", "drawer"):
        return [user]
    if to == "party":
        return ducks
    if to == "room_beasties":
        return beasties
    # allies: the user's own side, without the user
    own = ducks if isinstance(user, DuckState) else beasties
    return [c for c in own if c is not user]


@dataclass(slots=True)
class _Use:
    """One use of a list of effects: who uses them, the boost, the space chosen, the source."""

    w: World
    user: Character
    boost: int
    dest: Pos | None
    source: str
    until_used: list[tuple[Character, Change | None]]
    """Use-long changes, undone once the use is over (None: a use-long deny_resist)."""


def run(
    w: World,
    effects: Sequence[Effect],
    user: Character,
    targets: Sequence[Character],
    boost: int = 0,
    dest: Pos | None = None,
    source: str = "",
) -> None:
    """Apply effects in order; `targets` are those that failed to resist (or accepted it)."""
    use = _Use(w, user, boost, dest, source, [])
    passed_over: list[DuckState] = []
    for effect in effects:
        handler = HANDLERS[type(effect)]
        for ch in _side(w, user, effect.to, targets):
            downed_ok = isinstance(effect, fx.RemoveCondition) or (
                isinstance(ch, DuckState) and isinstance(effect, fx.ApplyCondition)
            )
            if ch.f <= 0 and not downed_ok:
                if isinstance(ch, DuckState):
                    passed_over.append(ch)
                continue
            if isinstance(ch, BeastieState) and ch not in w.state.beasties:
                continue
            handler(use, effect, ch)
    if isinstance(user, DuckState):
        # A Duckventurer's card on a knocked-out friend says why it did nothing to them (a
        # Beastie's, which ignores the knocked out, says nothing).
        for duck in {d.handle: d for d in passed_over if d.f <= 0}.values():
            _knocked_out_untouched(w, duck, source)
    for ch, change in use.until_used:
        if change is None:
            if ch.denied == "use":
                ch.denied = None
        elif change in ch.changes:
            ch.changes.remove(change)


def _knocked_out_untouched(w: World, duck: DuckState, source: str) -> None:
    """Said once per use, so a card spent on a knocked-out friend does not seem to vanish."""
    name = w.name(duck)
    w.emit(
        EventKind.INFO,
        f"{name} is knocked out, so {source or 'it'} does nothing to {name}: First Aid gets a "
        "knocked-out Duckventurer up (with F 1).",
        target=duck.handle,
    )


def _damage(u: _Use, e: fx.Damage, ch: Character) -> None:
    w = u.w
    amount = e.amount + u.boost
    if e.stat is not None:
        amount += w.stat(u.user, e.stat)
    for _ in range(e.dice):
        amount += w.roller.exploding(
            w.name(u.user), f"{u.source} damage", RollPurpose.CARD_EFFECT
        ).total
    wounds.hurt(w, ch, amount, u.source, u.user)


def _heal(u: _Use, e: fx.Heal, ch: Character) -> None:
    wounds.heal(u.w, ch, e.amount + u.boost, u.source)


def _change_stat(u: _Use, e: fx.ChangeStat, ch: Character) -> None:
    amount = e.amount + (u.boost if e.amount > 0 else -u.boost)
    change = Change(e.stat, amount, list(e.when), e.duration, u.source)
    ch.changes.append(change)
    if e.duration == "use":
        u.until_used.append((ch, change))
    u.w.emit(
        EventKind.CONDITION,
        f"{u.w.name(ch)}: {e.stat} {amount:+d}{counts_in(e.when)} for the "
        f"{'use' if e.duration == 'use' else e.duration} from {u.source}.",
        actor=u.user.handle,
        target=ch.handle,
        value=amount,
    )


def _raise(u: _Use, e: fx.RaiseMax, ch: Character) -> None:
    _raise_max(u.w, ch, e.stat, e.amount, u.source)


def _apply_condition(u: _Use, e: fx.ApplyCondition, ch: Character) -> None:
    apply_condition(u.w, ch, e.condition, u.source)


def _remove_condition(u: _Use, e: fx.RemoveCondition, ch: Character) -> None:
    remove_condition(u.w, ch, e.condition, u.source)


def _deny_resist(u: _Use, e: fx.DenyResist, ch: Character) -> None:
    ch.denied = e.duration
    if e.duration == "use":
        u.until_used.append((ch, None))
    u.w.emit(
        EventKind.CONDITION,
        f"{u.w.name(ch)} can make no Resist Rolls ({e.duration}).",
        actor=u.user.handle,
        target=ch.handle,
        condition="deny_resist",
        value=1,
    )


def _draw(u: _Use, e: fx.Draw, ch: Character) -> None:
    if isinstance(ch, DuckState):
        deck.draw(u.w, ch, e.count)


def _redraw(u: _Use, e: fx.Redraw, ch: Character) -> None:
    if isinstance(ch, DuckState):
        deck.redraw(u.w, ch, ch.hand[: e.count])


def _booster(u: _Use, e: fx.BoosterWooster, ch: Character) -> None:
    deck.move_booster(u.w, e.steps, u.source)


def _clock(u: _Use, e: fx.ClockMarks, ch: Character) -> None:
    quest_goals.move_clock(u.w, e.marks, u.source)


def _summon(u: _Use, e: fx.Summon, ch: Character) -> None:
    near = u.user.pos if e.near == "user" and u.user.pos is not None else None
    placement.summon(u.w, e.beastie, e.count, near)


def _add_dice(u: _Use, e: fx.AddDice, ch: Character) -> None:
    deck.add_dice(u.w, ch, e.die, e.count, u.source)


def _lose_dice(u: _Use, e: fx.LoseDice, ch: Character) -> None:
    deck.lose_dice(u.w, ch, e.die, e.count, u.source)


def _gain_loot(u: _Use, e: fx.GainLoot, ch: Character) -> None:
    if isinstance(ch, DuckState):
        before = ch.loot
        ch.loot = max(0, ch.loot + e.amount)
        u.w.state.tally.loot_from_effects += ch.loot - before
        u.w.emit(
            EventKind.LOOT,
            f"{ch.name}: Loot {before} → {ch.loot} ({u.source}).",
            target=ch.handle,
            loot=ch.loot - before,
        )


def _ward(u: _Use, e: fx.Ward, ch: Character) -> None:
    ch.ward += e.amount + u.boost
    u.w.emit(
        EventKind.SOAK,
        f"{u.w.name(ch)} is warded: the next {ch.ward} damage this turn is soaked.",
        actor=u.user.handle,
        target=ch.handle,
        value=ch.ward,
    )


def _move_effect(u: _Use, e: fx.Move, ch: Character) -> None:
    _move(u.w, e, u.user, ch, u.boost, u.dest)


def _extra(u: _Use, e: fx.ExtraAttack, ch: Character) -> None:
    _extra_attack(u.w, e, u.user, ch, u.boost, u.source)


HANDLERS: dict[type[Effect], Callable[[_Use, Any, Character], None]] = {
    fx.Damage: _damage,
    fx.Heal: _heal,
    fx.ChangeStat: _change_stat,
    fx.RaiseMax: _raise,
    fx.ApplyCondition: _apply_condition,
    fx.RemoveCondition: _remove_condition,
    fx.Move: _move_effect,
    fx.DenyResist: _deny_resist,
    fx.Draw: _draw,
    fx.Redraw: _redraw,
    fx.BoosterWooster: _booster,
    fx.ClockMarks: _clock,
    fx.Summon: _summon,
    fx.AddDice: _add_dice,
    fx.LoseDice: _lose_dice,
    fx.GainLoot: _gain_loot,
    fx.Ward: _ward,
    fx.ExtraAttack: _extra,
}
"""What each kind of effect does, by its content model."""


def _raise_max(w: World, ch: Character, stat: str, amount: int, source: str) -> None:
    if isinstance(ch, DuckState):
        if stat == "F":
            ch.fmax += amount
            if ch.f > 0:
                ch.f += amount
        elif stat == "Q":
            ch.qmax += amount
            ch.q += amount
        else:
            ch.pmax += amount
            ch.p += amount
        w.emit(
            EventKind.RANK,
            f"{possessive(ch.name)} max {stat} rises by {amount} ({source}).",
            actor=ch.name,
            value=amount,
        )
    elif stat == "F":
        ch.fmax += amount
        ch.f += amount


def apply_condition(w: World, ch: Character, cid: str, source: str) -> None:
    """Put a Condition on a character (it lasts its `wears_off` turns, or until First Aid)."""
    cond = w.condition(cid)
    if cond is None:
        return
    ch.conditions[cid] = cond.wears_off
    w.emit(
        EventKind.CONDITION,
        f"{w.name(ch)} is {cond.name} ({source}).",
        target=ch.handle,
        condition=cid,
        value=1,
    )
    if cond.no_actions and isinstance(ch, DuckState):
        ch.free_action = None


def remove_condition(w: World, ch: Character, cid: str, source: str) -> None:
    """Lift one Condition or all of them; lifting the knockout wakes the Duckventurer up."""
    ids = list(ch.conditions) if cid == "all" else [cid] if cid in ch.conditions else []
    for one in ids:
        del ch.conditions[one]
        cond = w.condition(one)
        w.emit(
            EventKind.CONDITION,
            f"{w.name(ch)} is no longer {cond.name if cond else one} ({source}).",
            target=ch.handle,
            condition=one,
            value=0,
        )
    if isinstance(ch, DuckState) and w.quest.knockout_condition in ids:
        wounds.revive(w, ch)


def _step_toward(w: World, ch: Character, toward: Pos, away: bool, spaces: int) -> None:
    footprint = w.beastie_def(ch).footprint if isinstance(ch, BeastieState) else [(0, 0)]
    start = ch.pos
    if start is None:
        return
    blocked = w.blocked(ch)
    grid = w.grid
    pos = start
    for _ in range(spaces):
        dx = (pos[0] > toward[0]) - (pos[0] < toward[0])
        dy = (pos[1] > toward[1]) - (pos[1] < toward[1])
        if not away:
            dx, dy = -dx, -dy
            if chebyshev(pos, toward) <= 1:
                break
        if dx == dy == 0:
            break
        nxt = (pos[0] + dx, pos[1] + dy)
        if not grid.footprint_free(nxt, footprint, blocked):
            break
        pos = nxt
    if pos != start:
        ch.pos = pos
        w.emit(
            EventKind.MOVE,
            f"{w.name(ch)} is {'pushed' if away else 'pulled'} to {pos[0]},{pos[1]}.",
            actor=ch.handle,
            at=pos,
            value=chebyshev(start, pos),
        )


def _move(
    w: World, e: fx.Move, user: Character, ch: Character, boost: int, dest: Pos | None
) -> None:
    spaces = e.spaces + boost
    if e.mode in ("push", "pull"):
        if user.pos is not None and ch is not user:
            _step_toward(w, ch, user.pos, e.mode == "push", spaces)
    elif e.mode == "step":
        if isinstance(ch, DuckState) and ch.pos is not None and dest is not None:
            reach = w.grid.reach(ch.pos, spaces, w.blocked(ch))
            if dest in reach:
                ch.pos = dest
                w.emit(
                    EventKind.MOVE,
                    f"{ch.name} moves to {dest[0]},{dest[1]}.",
                    actor=ch.name,
                    at=dest,
                )
    elif isinstance(ch, DuckState):
        placement.return_to_entry(w, ch)
    elif isinstance(ch, BeastieState):
        placement.send_home(w, ch)


def _extra_attack(
    w: World, e: fx.ExtraAttack, user: Character, ch: Character, boost: int, source: str
) -> None:
    if not isinstance(user, DuckState):
        return
    weapon = combat.best_weapon(w, user, e.style)
    rng = combat.shooty_range(w, user, weapon)
    if ch is user:
        # [House rule] a card aimed at its user strikes the weakest Beastie in reach
        reach = [b for b in w.state.beasties if combat.reach_ok(w, user, b, e.style, rng)]
        if not reach:
            w.emit(EventKind.INFO, f"{source}: no Beastie is in reach.", actor=user.name)
            return
        ch = min(reach, key=lambda b: (b.f, b.handle))
    if not isinstance(ch, BeastieState):
        return
    if not combat.reach_ok(w, user, ch, e.style, rng):
        w.emit(EventKind.INFO, f"{source}: {w.name(ch)} is out of reach.", actor=user.name)
        return
    if e.amount:
        roll, text = e.amount + boost, str(e.amount + boost)
    else:
        r = w.roller.exploding(user.name, f"{source} attack", RollPurpose.CARD_EFFECT)
        roll = r.total + boost
        text = r.chain() + (f" + {boost}" if boost else "")
    combat.duck_attack(w, user, ch, e.style, roll, text, weapon, label=source)
