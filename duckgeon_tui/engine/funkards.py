"""Using Funkards and abilities: FunkyDuck activation (P + roll > cost), scores and Resists."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.content.bundle import Funkard
from duckgeon_tui.content.cards import Boosty, Feat, Item, Targeting, Zappy
from duckgeon_tui.content.characters import Ability
from duckgeon_tui.content.effects import Effect, Move
from duckgeon_tui.content.party import ABILITY
from duckgeon_tui.engine import combat, deck, effects, triggers
from duckgeon_tui.engine.bonuses import bonus_parts, show, total
from duckgeon_tui.engine.errors import IllegalAction, RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Grid, Pos, distance_between
from duckgeon_tui.engine.state import BeastieState, DuckState
from duckgeon_tui.engine.world import Character, World
from duckgeon_tui.quick_dataclasses import dataclass

_RESIST_SITUATION = {"P": "zappy_resist", "Q": "feat_resist", "F": "item_resist"}


@dataclass(frozen=True, slots=True)
class Power:
    """A card or an ability seen the same way: what it costs, whom it hits, how it is resisted."""

    card_id: str | None
    name: str
    kind: str
    cost: int
    activation: str
    trigger: str | None
    target: Targeting
    effects: Sequence[Effect]
    score_stat: str
    resist_stat: str
    """The STAT its targets resist with (for a friendly Item that is never resisted: P)."""
    resist_flat: bool
    """It denies the Resist Roll: targets count their flat current `resist_stat`."""
    situation: str
    consumable: bool = False
    prepare: bool = False
    boosty: Boosty | None = None


_POWERS: dict[int, tuple[object, Power]] = {}


def card_power(w: World, card_id: str) -> Power:
    """A Funkard as a Power (cached: content never changes while it is loaded)."""
    c = w.funkards[card_id]
    hit = _POWERS.get(id(c))
    if hit is None or hit[0] is not c:
        hit = (c, _card_power(c, card_id))
        _POWERS[id(c)] = hit
    return hit[1]


def _card_power(c: Funkard, card_id: str) -> Power:
    if isinstance(c, Zappy):
        stat, flat, sit, kind, score = "P", c.resist == "none", "zappy_resist", "Zappy", "P"
    elif isinstance(c, Feat):
        stat, flat, sit, kind, score = "Q", c.resist == "none", "feat_resist", "Feat", "Q"
    else:
        assert isinstance(c, Item)
        # An Item denying the Resist Roll is met with the flat P its score is made of.
        stat = "P" if c.resist in (None, "none") else c.resist
        flat, sit, kind, score = c.resist == "none", "item_resist", "Item", "P"
    return Power(
        card_id,
        c.name,
        kind,
        c.cost,
        c.activation,
        c.trigger,
        c.target,
        c.effects,
        score,
        stat,
        flat,
        sit,
        c.consumable,
        c.prepare,
        c.boosty,
    )


def ability_power(ab: Ability) -> Power:
    """A class or Beastie ability as a Power, resisted with its STAT; one with `resist: none`
    denies the Resist Roll, so its targets count their flat P (what its score is made of)."""
    flat = ab.resist == "none"
    return Power(
        None,
        ab.name,
        "ability",
        ab.cost,
        ab.activation,
        ab.trigger,
        ab.target,
        ab.effects,
        "P",
        "P" if flat else ab.resist,
        flat,
        _RESIST_SITUATION.get("P" if flat else ab.resist, "item_resist"),
    )


def duck_power(w: World, duck: DuckState, card: str) -> Power:
    """The Power a Duckventurer names: a card in hand, or `ability`."""
    if card == ABILITY:
        return ability_power(w.content.classes[duck.class_id].ability)
    in_hand(duck, card)
    return card_power(w, card)


def in_hand(duck: DuckState, card: str) -> None:
    """Raise unless the Duckventurer holds the card."""
    if card not in duck.hand:
        raise IllegalAction(f"{duck.name} does not hold {card!r}")


def _same_side(a: Character, b: Character) -> bool:
    return isinstance(a, DuckState) == isinstance(b, DuckState)


def candidates(w: World, user: Character, targeting: Targeting) -> list[Character]:
    """Everyone the power may be aimed at now (range 0 = base contact; line of sight if needed)."""
    kind = targeting.kind
    if kind == "self":
        return [user]
    ducks: list[Character] = [d for d in w.state.ducks if d.pos is not None]
    beasties: list[Character] = list(w.state.beasties)
    own, other = (ducks, beasties) if isinstance(user, DuckState) else (beasties, ducks)
    pool = (
        own
        if kind in ("ally", "all_allies")
        else other
        if kind in ("enemy", "all_enemies")
        else ducks + beasties
    )
    reach = max(1, targeting.range)
    mine = w.spaces_of(user)
    sight: tuple[Grid, list[Pos]] | None = None  # looked up once, when a line of sight counts
    out = []
    for ch in pool:
        if ch is user:
            out.append(ch)
            continue
        theirs = w.spaces_of(ch)
        if not mine or not theirs:
            continue
        apart = distance_between(mine, theirs)
        if apart > reach:
            continue
        if targeting.line_of_sight and apart > 1:
            if sight is None:
                sight = (w.grid, w.closed_doors())
            grid, closed = sight
            if not any(grid.sight(a, b, closed) for a in mine for b in theirs):
                continue
        out.append(ch)
    if kind in ("enemy", "all_enemies"):
        out = [c for c in out if c is not user]
    return out


def needs_dest(power: Power) -> int:
    """Spaces of a `step` move the user picks (0 when the power moves nobody by choice)."""
    return max(
        (e.spaces for e in power.effects if isinstance(e, Move) and e.mode == "step"), default=0
    )


def check_use(
    w: World, duck: DuckState, card: str, target: str | None, dest: Pos | None
) -> tuple[Power, list[Character]]:
    """Validate a FunkyDuck use before anything is rolled; returns the power and its targets."""
    power = duck_power(w, duck, card)
    if power.activation != "activated":
        raise IllegalAction(f"{power.name} is {power.activation}: it needs no FunkyDuck")
    if power.prepare and card not in duck.prepared:
        raise IllegalAction(f"{power.name} must be Prepared first (a free Action)")
    cands = candidates(w, duck, power.target)
    kind = power.target.kind
    if kind in ("all_enemies", "all_allies"):
        if target is not None:
            raise IllegalAction(f"{power.name} hits everyone in range: name no target")
        chosen = cands
    elif kind == "self":
        if target is not None and target.lower() != duck.name.lower():
            raise IllegalAction(f"{power.name} can only be used on {duck.name}")
        chosen = [duck]
    else:
        if target is None:
            raise IllegalAction(f"{power.name} needs a target")
        found = [c for c in cands if c.handle.lower() == target.lower()]
        if not found:
            raise IllegalAction(
                f"{target} is not a legal target for {power.name} (range "
                f"{power.target.range or 'base contact'})"
            )
        chosen = found
    steps = needs_dest(power)
    if steps:
        if dest is None:
            raise IllegalAction(f"{power.name} moves someone: name the space, e.g. @5,4")
        mover = chosen[0] if chosen and isinstance(chosen[0], DuckState) else duck
        if mover.pos is None or dest not in w.grid.reach(mover.pos, steps, w.blocked(mover)):
            raise IllegalAction(f"{dest[0]},{dest[1]} is not within {steps} spaces")
    elif dest is not None:
        raise IllegalAction(f"{power.name} moves nobody: drop the @space")
    return power, chosen


def use(
    w: World,
    duck: DuckState,
    card: str,
    target: str | None,
    dest: Pos | None,
    rolled: int | None,
    chain: str = "",
) -> None:
    """Resolve an activated card or ability with its FunkyDuck: `rolled` (shown as `chain`),
    or None when a cost-0 card spends it unrolled."""
    power, chosen = check_use(w, duck, card, target, dest)
    tally = w.state.tally
    key = power.card_id or f"{duck.class_id}:ability"
    tally.card_uses[key] = tally.card_uses.get(key, 0) + 1
    if rolled is not None:
        parts = bonus_parts(w, duck, "P", "activation", card=power.card_id)
        value = duck.p + rolled + total(parts)
        ok = value > power.cost
        w.emit(
            EventKind.CARD,
            f"{duck.name} uses {power.name}: P {duck.p} + FunkyDuck {chain}"
            f"{show(parts)} = {value} vs cost {power.cost} → "
            f"{'activated' if ok else 'fizzles'}",
            actor=duck.name,
            card=card,
            die="funky",
            score=value,
            against=power.cost,
            success=ok,
        )
        if not ok:
            return
    else:
        w.emit(
            EventKind.CARD,
            f"{duck.name} uses {power.name} (cost 0: the FunkyDuck is spent unrolled).",
            actor=duck.name,
            card=card,
            die="funky",
            against=0,
            success=True,
        )
    boost = 0
    if power.boosty is not None and power.card_id is not None:
        boost = duck.charges.pop(power.card_id, 0) * power.boosty.per_charge
    if power.card_id in duck.prepared:
        duck.prepared.remove(power.card_id)
    stat_value = w.stat(duck, power.score_stat)
    rolled = rolled or 0
    score = stat_value + rolled + boost
    boost_text = f" + Boosty {boost}" if boost else ""
    text = (
        f"{duck.name}: {power.score_stat} {stat_value} + FunkyDuck {rolled}{boost_text} = {score}"
    )
    land(w, duck, power, chosen, score, text, boost, dest)
    if power.consumable and power.card_id in duck.hand:
        deck.discard(w, duck, power.card_id)


def land(
    w: World,
    user: Character,
    power: Power,
    chosen: Sequence[Character],
    score: int,
    score_text: str,
    boost: int = 0,
    dest: Pos | None = None,
) -> None:
    """Each target on the other side Resists (or not); then the effects land."""
    landed: list[Character] = []
    for t in chosen:
        if _same_side(user, t):
            landed.append(t)
            continue
        triggers.targeted(w, t, user)
        resisted, value, text = combat.resist(
            w, t, power.resist_stat, power.situation, score, flat=power.resist_flat
        )
        w.emit(
            EventKind.RESIST,
            f"{score_text} vs {text} → {'resisted' if resisted else 'not resisted'}",
            actor=user.handle,
            target=t.handle,
            card=power.card_id or ABILITY,
            score=score,
            against=value,
            resisted=resisted,
        )
        if not resisted:
            landed.append(t)
    effects.run(w, power.effects, user, landed, boost, dest, power.name)


def fire_power(w: World, user: Character, power: Power, source: Character | None) -> None:
    """A triggered card or ability goes off: no activation; enemies resist the user's STAT
    plus a FunkyDuck rolled for it (not from the pool). [House rule]"""
    cands = candidates(w, user, power.target)
    kind = power.target.kind
    if kind in ("all_enemies", "all_allies"):
        chosen = cands
    elif kind == "self":
        chosen = [user]
    elif source is not None and source in cands:
        chosen = [source]
    else:
        others = [c for c in cands if c is not user]
        chosen = others[:1] if kind in ("enemy", "any") else [user]
    if kind in ("enemy", "all_enemies") and not chosen:
        return
    w.emit(
        EventKind.CARD,
        f"{power.name} goes off for {w.name(user)}.",
        actor=user.handle,
        card=power.card_id or ABILITY,
        success=True,
    )
    score, text = 0, ""
    if any(not _same_side(user, c) for c in chosen):
        roll = w.roller.duck_die(
            w.name(user), "funky", RollPurpose.TRIGGER_FUNKYDUCK, power.score_stat
        )
        stat_value = w.stat(user, power.score_stat)
        score = stat_value + roll.total
        text = (
            f"{w.name(user)}: {power.score_stat} {stat_value} + FunkyDuck {roll.chain()} = {score}"
        )
    land(w, user, power, chosen, score, text)
    if power.consumable and isinstance(user, DuckState) and power.card_id in user.hand:
        deck.discard(w, user, power.card_id)


def beastie_power(w: World, b: BeastieState, ab: Ability, target: Character) -> bool:
    """A Beastie tries an activated ability: exploding d6 + P > cost; True when it went off."""
    power = ability_power(ab)
    name = w.name(b)
    roll = w.roller.exploding(name, ab.name, RollPurpose.BEASTIE_ABILITY, stat="P")
    p = w.stat(b, "P")
    value = p + roll.total
    ok = value > ab.cost
    w.emit(
        EventKind.BEASTIE,
        f"{name} tries {ab.name}: P {p} + {roll.chain()} = {value} vs cost "
        f"{ab.cost} → {'it works' if ok else 'it fails'}",
        actor=b.handle,
        target=target.handle,
        card=ABILITY,
        faces=roll.faces,
        score=value,
        against=ab.cost,
        success=ok,
    )
    if not ok:
        return False
    kind = ab.target.kind
    chosen = candidates(w, b, ab.target) if kind.startswith("all_") else [target]
    land(w, b, power, chosen, value, f"{name}: P {p} + {roll.chain()} = {value}")
    return True
