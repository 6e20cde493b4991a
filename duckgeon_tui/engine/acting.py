"""What the Duckventurers' actions share: who may act, rolled dice waiting for a goose, reach."""

from __future__ import annotations

from duckgeon_tui.content.cards import Item
from duckgeon_tui.content.rooms import QuestObject
from duckgeon_tui.content.vocabulary import DIE_NAMES, possessive
from duckgeon_tui.engine import combat, funkards, wounds
from duckgeon_tui.engine.bonuses import bonus_parts, show, total
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos
from duckgeon_tui.engine.state import BeastieState, DuckState, Pending, Phase
from duckgeon_tui.engine.world import World


def actor(w: World, name: str) -> DuckState:
    """A Duckventurer who may act now (up, in the room, no Condition stopping it)."""
    duck = w.duck(name)
    if duck.pos is None:
        raise IllegalAction(f"{duck.name} is not in the room")
    if not w.can_act(duck):
        raise IllegalAction(cannot_act(duck))
    return duck


def cannot_act(duck: DuckState) -> str:
    """Why a Duckventurer a Condition holds (or who is down) cannot act."""
    return f"{duck.name} cannot act ({', '.join(duck.conditions) or 'down'})"


BEFORE_ACTING = (
    Phase.ROOM_TABLE,
    Phase.GOOSE_SIGN,
    Phase.PICK,
    Phase.SHARE,
    Phase.LOOT_ROLL,
    Phase.LOOT_SPLIT,
)
"""The phases of a turn before the Duckventurers act (the Loot roll ends the turn before),
when no free Action can be declared yet."""


def free_refusal(w: World, duck: DuckState) -> str | None:
    """Why a Duckventurer may take no free Action now, whatever it would aim at (None: it may,
    if it finds something to aim at)."""
    if not w.can_act(duck):
        return cannot_act(duck)
    if duck.got_dice:
        return f"{duck.name} was given DuckDice this turn: no free Action"
    if w.state.phase in BEFORE_ACTING:
        return f"{duck.name} may declare a free Action once the dice are shared, if given none"
    if duck.free_action is not None:
        return f"{duck.name} already declared a free Action this turn"
    if duck.targeted:
        return f"{duck.name} was targeted this turn: no free Action"
    if any(c.no_free_action for c in w.conditions_of(duck)):
        return f"{possessive(duck.name)} Condition allows no free Action"
    return None


def walk_value(w: World, duck: DuckState, rolled: int) -> int:
    """A DuckWalk roll plus walk modifiers, capped by Conditions that limit walking."""
    return walk_cap(w, duck, max(0, rolled + total(bonus_parts(w, duck, "Q", "walk"))))


def walk_cap(w: World, duck: DuckState, value: int) -> int:
    """A DuckWalk value capped by Conditions that limit walking (a goose cannot lift it)."""
    for cond in w.conditions_of(duck):
        if cond.walk_limit is not None:
            value = min(value, cond.walk_limit)
    return value


def signed(w: World, p: Pending, plus: bool) -> int:
    """What the DuckDuckGoose waiting for a sign makes of the roll it changes, added or
    subtracted: a die never goes below 0 (a DuckWalk stays within its Conditions' limit); the
    Room Table's total may, and brings the table's lowest line."""
    value = p.value + (p.goose_value if plus else -p.goose_value)
    if p.die == "table":
        return value
    value = max(0, value)
    return walk_cap(w, w.duck(p.who), value) if p.die == "walk" else value


def fight_target(
    w: World, duck: DuckState, style: str, target: str | None, card: str | None
) -> tuple[BeastieState, str | None]:
    """Check a DuckFighter nomination: the Beastie in reach and the weapon used."""
    if style not in ("choppy", "shooty"):
        raise IllegalAction("a DuckFighter is Choppy or Shooty")
    if target is None:
        raise IllegalAction(
            "name the Beastie to attack" if w.state.beasties else "there is no Beastie to attack"
        )
    found = w.find(target)
    if not isinstance(found, BeastieState):
        raise IllegalAction(f"{target} is not a Beastie")
    if card is not None:
        funkards.in_hand(duck, card)
        fk = w.funkards[card]
        if not isinstance(fk, Item) or fk.weapon != style:
            raise IllegalAction(f"{fk.name} is not a {style} weapon")
        weapon: str | None = card
    else:
        weapon = combat.best_weapon(w, duck, style)
    rng = combat.shooty_range(w, duck, weapon)
    if not combat.reach_ok(w, duck, found, style, rng):
        where = "in base contact" if style == "choppy" else f"within {rng} and in sight"
        raise IllegalAction(f"{w.name(found)} is not {where} of {duck.name}")
    return found, weapon


def roll_pending(w: World, duck: DuckState, pending: Pending, verb: str) -> None:
    """Roll the pending die for `duck`, tell the table, and wait for a goose or destination."""
    roll = w.roller.duck_die(duck.name, pending.die)
    pending.faces = list(roll.faces)
    walk = pending.die == "walk"
    pending.value = walk_value(w, duck, roll.total) if walk else roll.total
    w.emit(
        EventKind.ROLL,
        f"{duck.name} {verb} {DIE_NAMES[pending.die]}: "
        f"{walk_text(w, duck, pending) if walk else roll_text(pending)}.",
        actor=duck.name,
        die=pending.die,
        faces=roll.faces,
        value=pending.value,
    )
    after_roll(w)


def walk_text(w: World, duck: DuckState, p: Pending) -> str:
    """A DuckWalk roll with what changed it named: '3 (5 - Muddy Boots 2)', or '1 (5, Stuck:
    at most 1)' for a Condition that limits walking."""
    parts = bonus_parts(w, duck, "Q", "walk")
    chain = "+".join(map(str, p.faces))
    added = max(0, sum(p.faces) + total(parts))
    limits = [c.name for c in w.conditions_of(duck) if c.walk_limit == p.value < added]
    if not parts and not limits:
        return roll_text(p)
    limited = f", {' and '.join(limits)}: at most {p.value}" if limits else ""
    return f"{p.value} ({chain}{show(parts)}{limited})"


def roll_text(p: Pending) -> str:
    """'4', '8 (6+2)' or '7 (6+2 - DuckDuckGoose 1)': a DuckDuckGoose's sign is named."""
    raw = sum(p.faces)
    chain = "+".join(map(str, p.faces))
    if p.value == raw:
        return chain if len(p.faces) == 1 else f"{raw} ({chain})"
    return f"{p.value} ({chain}{show([(DIE_NAMES['goose'], p.value - raw)])})"


def goose_holders(w: World) -> list[DuckState]:
    """Duckventurers who could play a DuckDuckGoose right now."""
    return [d for d in w.state.ducks if "goose" in d.dice and d.pos is not None and w.can_act(d)]


def after_roll(w: World) -> None:
    """Open the DuckDuckGoose window, or go straight on."""
    p = w.state.pending
    assert p is not None
    if p.die == "walk":
        w.state.phase = Phase.WALK
    elif goose_holders(w):
        w.state.phase = Phase.ROLL
    else:
        resolve(w)


def resolve(w: World) -> None:
    """The die just rolled takes effect."""
    state = w.state
    p = state.pending
    assert p is not None
    state.pending = None
    state.phase = Phase.ACT
    duck = w.duck(p.who)
    if p.die == "fighter":
        target = w.find(p.target or "")
        assert isinstance(target, BeastieState) and p.style is not None
        combat.duck_attack(w, duck, target, p.style, p.value, roll_text(p), p.card)
    elif p.die == "duck":
        wounds.duck_roll(w, duck, p.value)
    elif p.die == "funky":
        assert p.card is not None
        funkards.use(w, duck, p.card, p.target, p.dest, p.value, roll_text(p))


def interact_kind(w: World, at: Pos) -> str | None:
    """What an Interact on a space would do: 'door', 'snare', 'object' or None."""
    if any(s.pos == at for s in w.room_state.snares):
        return "snare"
    if at in w.grid.doors and at not in w.sealed():
        occupied = w.occupant(at) is not None
        return None if occupied and at in w.room_state.open_doors else "door"
    letter = w.grid.feature_at.get(at)
    if letter is not None:
        feature = w.room.features[letter]
        if isinstance(feature, QuestObject) and not (feature.once and used(w, letter)):
            return "object"
    return None


def used(w: World, letter: str) -> bool:
    """Whether a feature (by map letter) was already used in this room."""
    return any(w.grid.feature_at.get(p) == letter for p in w.room_state.used)
