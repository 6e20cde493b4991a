"""Choppy and Shooty combat, and Resist Rolls (d6 + STAT + modifiers, or the flat STAT)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from duckgeon_tui.content.cards import Item
from duckgeon_tui.content.characters import Attack
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.engine import effects, triggers, wounds
from duckgeon_tui.engine.bonuses import bonus_parts, show, total, wielded
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Grid, Pos, distance_between
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import Character, World

C = TypeVar("C", bound=DuckState | BeastieState)
UNARMED_RANGE = 3
"""Shooty range without a Shooty weapon: a stone, a shoe, a stale bun."""


def denied(w: World, ch: Character) -> bool:
    """No Resist Roll: unconscious, a Condition that denies it, or a deny_resist effect."""
    return ch.f <= 0 or ch.denied is not None or any(c.denies_resist for c in w.conditions_of(ch))


def resist(
    w: World, ch: Character, stat: str, situation: str, score: int, flat: bool = False
) -> tuple[bool, int, str]:
    """The target's Resist against `score`: (resisted, value, text like 'Rat-Head: P 3 + 3 = 6').

    `flat`: the card or Snare denies the Resist Roll. A character without a Resist Roll, for
    whatever reason, counts its flat current STAT (never 0 for want of a roll)."""
    name = w.name(ch)
    weapon = wielded(w, ch) if isinstance(ch, DuckState) else None
    parts = bonus_parts(w, ch, stat, situation, weapon=weapon)
    base = w.stat(ch, stat)
    if flat or denied(w, ch):
        value = max(0, base + total(parts))
        text = f"{name}: flat {stat} {base}{show(parts)} = {value}"
    else:
        roll = w.roller.d6(name, f"Resist Roll ({stat})", RollPurpose.RESIST_ROLL, stat)
        value = max(0, base + roll + total(parts))
        text = f"{name}: {stat} {base} + {roll}{show(parts)} = {value}"
    return value >= score, value, text


def reach_ok(w: World, attacker: Character, target: Character, style: str, rng: int) -> bool:
    """Choppy: base contact; Shooty: within range and in line of sight."""
    return bool(in_reach(w, attacker, [target], style, rng))


def in_reach(w: World, attacker: Character, targets: Sequence[C], style: str, rng: int) -> list[C]:
    """The targets an attack of this style reaches (`reach_ok` of each, with the attacker's
    spaces, the shut doors and the grid looked up once)."""
    a_cells = w.spaces_of(attacker)
    if not a_cells:
        return []
    out = []
    sight: tuple[Grid, list[Pos]] | None = None
    for target in targets:
        t_cells = w.spaces_of(target)
        if not t_cells:
            continue
        dist = distance_between(a_cells, t_cells)
        if style == "choppy":
            if dist <= 1:
                out.append(target)
            continue
        if dist > rng:
            continue
        if sight is None:
            sight = (w.grid, w.closed_doors())
        grid, closed = sight
        if any(grid.sight(a, t, closed) for a in a_cells for t in t_cells):
            out.append(target)
    return out


def shooty_range(w: World, duck: DuckState, weapon: str | None) -> int:
    """Range of a Duckventurer's Shooty attack with that weapon (or thrown junk)."""
    if weapon is not None:
        card = w.funkards[weapon]
        return (card.range if isinstance(card, Item) else 0) or UNARMED_RANGE
    return UNARMED_RANGE


def strike(
    w: World,
    attacker: Character,
    target: Character,
    style: str,
    score: int,
    score_text: str,
    extra: list[Effect] | None = None,
) -> None:
    """Resolve one attack score against the target's Resist; wounds = score - Resist (min 1).
    A Duckventurer at full Fatty survives one blow of a Beastie that is not a boss with F 1
    (Lucky Feathers)."""
    triggers.targeted(w, target, attacker)
    stat = "Q"  # Choppy and Shooty are both resisted with Quack
    resisted, value, rtext = resist(w, target, stat, f"{style}_resist", score)
    head = f"{score_text} vs {rtext}"
    fields = {"actor": attacker.handle, "target": target.handle, "score": score, "against": value}
    if resisted:
        w.emit(EventKind.ATTACK, f"{head} → resisted", resisted=True, damage=0, **fields)
        return
    wound = max(1, score - value)
    w.emit(EventKind.ATTACK, f"{head} → {wound} damage", resisted=False, damage=wound, **fields)
    minion = isinstance(attacker, BeastieState) and not attacker.boss
    unhurt = minion and isinstance(target, DuckState) and target.f >= w.max_stat(target, "F")
    wounds.hurt(w, target, wound, w.name(attacker), attacker, spared=unhurt)
    if extra and target.f > 0:
        effects.run(w, extra, user=attacker, targets=[target], source=w.name(attacker))
    if unhurt and target.f <= 0:
        w.state.tally.one_shot_knockouts += 1


def duck_attack(
    w: World,
    duck: DuckState,
    target: BeastieState,
    style: str,
    roll: int,
    roll_text: str,
    weapon: str | None,
    label: str = "DuckFighter",
) -> None:
    """A Duckventurer's attack: Q + roll + the ONE weapon's modifiers (+ School, passives)."""
    if weapon is not None:
        duck.wielded = weapon
    parts = bonus_parts(w, duck, "Q", f"{style}_attack", weapon=weapon)
    score = max(0, duck.q + roll + total(parts))
    text = f"{duck.name}: Q {duck.q} + {label} {roll_text}{show(parts)} = {score}"
    strike(w, duck, target, style, score, text)


def beastie_attack(w: World, b: BeastieState, attack: Attack, duck: DuckState) -> None:
    """A Beastie's attack: exploding d6 + Q + the attack's bonus + modifiers."""
    name = w.name(b)
    roll = w.roller.exploding(name, attack.name, RollPurpose.BEASTIE_ATTACK, stat="Q")
    parts = bonus_parts(w, b, "Q", f"{attack.style}_attack")
    if attack.bonus:
        parts.insert(0, (attack.name, attack.bonus))
    q = w.stat(b, "Q")
    score = max(0, q + roll.total + total(parts))
    chain = roll.chain()
    shown = f"{roll.total} ({chain})" if len(roll.faces) > 1 else chain
    text = f"{name} ({attack.name}): Q {q} + {shown}{show(parts)} = {score}"
    strike(w, b, duck, attack.style, score, text, list(attack.effects))


def best_weapon(w: World, duck: DuckState, style: str) -> str | None:
    """The weapon for an attack of this style: the wielded one if it fits, else the best held."""
    current = wielded(w, duck)
    if current is not None and _weapon_style(w, current) == style:
        return current
    best: str | None = None
    best_bonus = -99
    for cid in duck.hand:
        card = w.funkards[cid]
        if not isinstance(card, Item) or card.weapon != style:
            continue
        bonus = sum(
            m.amount
            for m in card.modifiers
            if m.stat == "Q" and (f"{style}_attack" in m.when or "always" in m.when)
        )
        if bonus > best_bonus:
            best, best_bonus = cid, bonus
    return best


def _weapon_style(w: World, card_id: str) -> str | None:
    card = w.funkards[card_id]
    return card.weapon if isinstance(card, Item) else None
