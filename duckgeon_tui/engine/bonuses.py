"""Which modifiers count in a situation: a bonus counts only when its source is used."""

from __future__ import annotations

from duckgeon_tui.content.bundle import Funkard
from duckgeon_tui.content.cards import Item
from duckgeon_tui.content.common import Modifier
from duckgeon_tui.engine.state import Change, DuckState
from duckgeon_tui.engine.world import Character, World

Part = tuple[str, int]


def _counts(m: Modifier | Change, stat: str, situation: str) -> bool:
    return m.stat == stat and (situation in m.when or "always" in m.when)


def is_weapon(card: Funkard) -> bool:
    """Whether a Funkard is a weapon (its bonuses count only in attacks and Resists with it)."""
    return isinstance(card, Item) and card.weapon is not None


def wielded(w: World, duck: DuckState) -> str | None:
    """The weapon a Duckventurer holds ready: the one it last attacked with, else its first."""
    if duck.wielded in duck.hand:
        return duck.wielded
    for cid in duck.hand:
        if is_weapon(w.funkards[cid]):
            return cid
    return None


def bonus_parts(
    w: World,
    ch: Character,
    stat: str,
    situation: str,
    weapon: str | None = None,
    card: str | None = None,
) -> list[Part]:
    """The (label, amount) modifiers to `stat` that count in `situation`.

    `weapon` is the weapon used (its modifiers count, no other weapon's do); `card` is a card
    being used right now (its modifiers count for this use only)."""
    parts: list[Part] = []
    if isinstance(ch, DuckState):
        cls = w.content.classes[ch.class_id]
        school = w.content.schools.get(cls.school)
        if school is not None:
            parts += [
                (school.name, m.amount) for m in school.modifiers if _counts(m, stat, situation)
            ]
        if cls.ability.activation == "passive":
            parts += [
                (cls.ability.name, m.amount)
                for m in cls.ability.modifiers
                if _counts(m, stat, situation)
            ]
        for cid in ch.hand:
            fk = w.funkards[cid]
            if not fk.modifiers:
                continue
            # a weapon counts only when it is the one used; other cards when passive or in use
            use = cid == weapon if is_weapon(fk) else fk.activation == "passive" or cid == card
            if use:
                parts += [(fk.name, m.amount) for m in fk.modifiers if _counts(m, stat, situation)]
    else:
        for ab in w.abilities(ch):
            if ab.activation == "passive":
                parts += [(ab.name, m.amount) for m in ab.modifiers if _counts(m, stat, situation)]
    for cond in w.conditions_of(ch):
        parts += [(cond.name, m.amount) for m in cond.modifiers if _counts(m, stat, situation)]
    parts += [(c.source, c.amount) for c in ch.changes if _counts(c, stat, situation)]
    return parts


def total(parts: list[Part]) -> int:
    """The sum of some modifiers."""
    return sum(a for _, a in parts)


def show(parts: list[Part]) -> str:
    """Modifiers as text: ' + Plain 'Ol Sword 1 - Frozen 1'."""
    return "".join(f" {'+' if a >= 0 else '-'} {label} {abs(a)}" for label, a in parts)
