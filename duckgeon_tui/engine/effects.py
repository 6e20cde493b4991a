"""The closed effect vocabulary, executed generically for cards, abilities, Omens and Snares."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.content import effects as fx
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.engine import combat, deck, placement, wounds
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import BeastieState, Change, DuckState
from duckgeon_tui.engine.world import Character, World


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


def run(
    w: World,
    effects: Sequence[Effect],
    user: Character,
    targets: Sequence[Character],
    score: int = 0,
    boost: int = 0,
    dest: Pos | None = None,
    source: str = "",
) -> None:
    """Apply effects in order; `targets` are those that failed to resist (or accepted it)."""
    use_changes: list[tuple[Character, Change | None]] = []  # None: a use-long deny_resist
    for effect in effects:
        for ch in _side(w, user, effect.to, targets):
            downed_ok = isinstance(effect, fx.RemoveCondition) or (
                isinstance(ch, DuckState) and isinstance(effect, fx.ApplyCondition)
            )
            if ch.f <= 0 and not downed_ok:
                continue
            if isinstance(ch, BeastieState) and ch not in w.state.beasties:
                continue
            _one(w, effect, user, ch, score, boost, dest, source, use_changes)
    for ch, change in use_changes:
        if change is None:
            if ch.denied == "use":
                ch.denied = None
        elif change in ch.changes:
            ch.changes.remove(change)


def _one(
    w: World,
    e: Effect,
    user: Character,
    ch: Character,
    score: int,
    boost: int,
    dest: Pos | None,
    source: str,
    use_changes: list[tuple[Character, Change | None]],
) -> None:
    name = w.name(ch)
    if isinstance(e, fx.Damage):
        amount = e.amount + boost
        if e.stat is not None:
            amount += w.stat(user, e.stat)
        for _ in range(e.dice):
            amount += w.roller.exploding(w.name(user), f"{source} damage").total
        wounds.hurt(w, ch, amount, source, user)
    elif isinstance(e, fx.Heal):
        wounds.heal(w, ch, e.amount + boost, source)
    elif isinstance(e, fx.ChangeStat):
        amount = e.amount + (boost if e.amount > 0 else -boost)
        change = Change(e.stat, amount, list(e.when), e.duration, source)
        ch.changes.append(change)
        if e.duration == "use":
            use_changes.append((ch, change))
        w.emit(
            "condition",
            f"{name}: {e.stat} {amount:+d} ({', '.join(e.when)}) for the "
            f"{'use' if e.duration == 'use' else e.duration} from {source}.",
            who=ch.handle,
        )
    elif isinstance(e, fx.RaiseMax):
        _raise_max(w, ch, e.stat, e.amount, source)
    elif isinstance(e, fx.ApplyCondition):
        apply_condition(w, ch, e.condition, source)
    elif isinstance(e, fx.RemoveCondition):
        remove_condition(w, ch, e.condition, source)
    elif isinstance(e, fx.Move):
        _move(w, e, user, ch, boost, dest)
    elif isinstance(e, fx.DenyResist):
        ch.denied = e.duration
        if e.duration == "use":
            use_changes.append((ch, None))
        w.emit("condition", f"{name} can make no Resist Rolls ({e.duration}).", who=ch.handle)
    elif isinstance(e, fx.Draw):
        if isinstance(ch, DuckState):
            deck.draw(w, ch, e.count)
    elif isinstance(e, fx.Redraw):
        if isinstance(ch, DuckState):
            deck.redraw(w, ch, ch.hand[: e.count], source)
    elif isinstance(e, fx.BoosterWooster):
        deck.move_booster(w, e.steps, source)
    elif isinstance(e, fx.Summon):
        near = user.pos if e.near == "user" and user.pos is not None else None
        placement.summon(w, e.beastie, e.count, near)
    elif isinstance(e, fx.AddDice):
        deck.add_dice(w, ch, e.die, e.count, source)
    elif isinstance(e, fx.LoseDice):
        deck.lose_dice(w, ch, e.die, e.count, source)
    elif isinstance(e, fx.GainLoot):
        if isinstance(ch, DuckState):
            before = ch.loot
            ch.loot = max(0, ch.loot + e.amount)
            w.state.tally.loot_from_effects += ch.loot - before
            w.emit("loot", f"{name}: Loot {before} → {ch.loot} ({source}).", who=ch.handle)
    elif isinstance(e, fx.Ward):
        ch.ward += e.amount + boost
        w.emit(
            "soak",
            f"{name} is warded: the next {ch.ward} damage this turn is soaked.",
            who=ch.handle,
            value=ch.ward,
        )
    elif isinstance(e, fx.ExtraAttack):
        _extra_attack(w, e, user, ch, boost, source)


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
        w.emit("rank", f"{ch.name}'s max {stat} rises by {amount} ({source}).", who=ch.name)
    elif stat == "F":
        ch.fmax += amount
        ch.f += amount


def apply_condition(w: World, ch: Character, cid: str, source: str) -> None:
    """Put a Condition on a character (it lasts its `wears_off` turns, or until First Aid)."""
    cond = w.condition(cid)
    if cond is None:
        return
    ch.conditions[cid] = cond.wears_off
    w.emit("condition", f"{w.name(ch)} is {cond.name} ({source}).", who=ch.handle)
    if cond.no_actions and isinstance(ch, DuckState):
        ch.free_action = None


def remove_condition(w: World, ch: Character, cid: str, source: str) -> None:
    """Lift one Condition or all of them; lifting the knockout wakes the Duckventurer up."""
    ids = list(ch.conditions) if cid == "all" else [cid] if cid in ch.conditions else []
    for one in ids:
        del ch.conditions[one]
        cond = w.condition(one)
        w.emit(
            "condition",
            f"{w.name(ch)} is no longer {cond.name if cond else one} ({source}).",
            who=ch.handle,
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
            "move",
            f"{w.name(ch)} is {'pushed' if away else 'pulled'} to {pos[0]},{pos[1]}.",
            who=ch.handle,
            at=pos,
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
                w.emit("move", f"{ch.name} moves to {dest[0]},{dest[1]}.", who=ch.name, at=dest)
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
            w.emit("info", f"{source}: no Beastie is in reach.", who=user.name)
            return
        ch = min(reach, key=lambda b: (b.f, b.handle))
    if not isinstance(ch, BeastieState):
        return
    if not combat.reach_ok(w, user, ch, e.style, rng):
        w.emit("info", f"{source}: {w.name(ch)} is out of reach.", who=user.name)
        return
    if e.amount:
        roll, text = e.amount + boost, str(e.amount + boost)
    else:
        r = w.roller.exploding(user.name, f"{source} attack")
        roll = r.total + boost
        text = r.chain() + (f" + {boost}" if boost else "")
    combat.duck_attack(w, user, ch, e.style, roll, text, weapon, label=source)
