"""The Duckventurers' actions: rolling held DuckDice, DuckDuckGoose plays, walks, free Actions."""

from __future__ import annotations

from duckgeon_tui.content.cards import Item
from duckgeon_tui.content.rooms import Clue, QuestObject
from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import combat, deck, funkards, snares
from duckgeon_tui.engine.actions import FreeAction, Goose, RollDie, Walk
from duckgeon_tui.engine.bonuses import bonus_parts, total
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import BeastieState, DuckState, FreeDecl, Pending
from duckgeon_tui.engine.world import World


def actor(w: World, name: str) -> DuckState:
    """A Duckventurer who may act now (up, in the room, no Condition stopping it)."""
    duck = w.duck(name)
    if duck.pos is None:
        raise IllegalAction(f"{duck.name} is not in the room")
    if not w.can_act(duck):
        raise IllegalAction(f"{duck.name} cannot act ({', '.join(duck.conditions) or 'down'})")
    return duck


def walk_value(w: World, duck: DuckState, rolled: int) -> int:
    """A DuckWalk roll plus walk modifiers, capped by Conditions that limit walking."""
    return walk_cap(w, duck, max(0, rolled + total(bonus_parts(w, duck, "Q", "walk"))))


def walk_cap(w: World, duck: DuckState, value: int) -> int:
    """A DuckWalk value capped by Conditions that limit walking (a goose cannot lift it)."""
    for cond in w.conditions_of(duck):
        if cond.walk_limit is not None:
            value = min(value, cond.walk_limit)
    return value


def fight_target(
    w: World, duck: DuckState, style: str, target: str | None, card: str | None
) -> tuple[BeastieState, str | None]:
    """Check a DuckFighter nomination: the Beastie in reach and the weapon used."""
    if style not in ("choppy", "shooty"):
        raise IllegalAction("a DuckFighter is Choppy or Shooty")
    if target is None:
        raise IllegalAction("name the Beastie to attack")
    found = w.find(target)
    if not isinstance(found, BeastieState):
        raise IllegalAction(f"{target} is not a Beastie")
    if card is not None:
        if card not in duck.hand:
            raise IllegalAction(f"{duck.name} does not hold {card!r}")
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


def _roll_pending(w: World, duck: DuckState, pending: Pending, verb: str) -> None:
    """Roll the pending die for `duck`, tell the table, and wait for a goose or destination."""
    roll = w.roller.duck_die(duck.name, pending.die)
    pending.faces = list(roll.faces)
    pending.value = walk_value(w, duck, roll.total) if pending.die == "walk" else roll.total
    w.emit(
        "roll",
        f"{duck.name} {verb} {DIE_NAMES[pending.die]}: {roll_text(pending)}.",
        who=duck.name,
        value=pending.value,
        faces=roll.faces,
    )
    after_roll(w)


def roll_die(w: World, a: RollDie) -> None:
    """Roll one held die; the result waits for a DuckDuckGoose (or a destination) if needed."""
    duck = actor(w, a.who)
    if a.die not in duck.dice:
        raise IllegalAction(f"{duck.name} holds no {DIE_NAMES.get(a.die, a.die)}")
    pending = Pending(duck.name, a.die, [], 0)
    if a.die == "fighter":
        assert a.style is not None
        target, weapon = fight_target(w, duck, a.style, a.target, a.card)
        pending.style, pending.target, pending.card = a.style, target.handle, weapon
    elif a.die == "funky":
        if a.card is None:
            raise IllegalAction("name the Funkard (or `ability`) the FunkyDuck is for")
        power, _ = funkards.check_use(w, duck, a.card, a.target, a.dest)
        if power.cost == 0:
            duck.dice.remove("funky")
            funkards.use(w, duck, a.card, a.target, a.dest, None)
            return
        pending.card, pending.target, pending.dest = a.card, a.target, a.dest
    elif a.die not in ("walk", "duck"):
        raise IllegalAction(f"a {DIE_NAMES[a.die]} is not rolled on its own")
    duck.dice.remove(a.die)
    w.state.pending = pending
    _roll_pending(w, duck, pending, "rolls")


def roll_text(p: Pending) -> str:
    """'4', '8 (6+2)' or '7 (6+2 -1 goose)'."""
    raw = sum(p.faces)
    chain = "+".join(map(str, p.faces))
    if p.value == raw:
        return chain if len(p.faces) == 1 else f"{raw} ({chain})"
    return f"{p.value} ({chain} {p.value - raw:+d})"


def goose_holders(w: World) -> list[DuckState]:
    """Duckventurers who could play a DuckDuckGoose right now."""
    return [d for d in w.state.ducks if "goose" in d.dice and d.pos is not None and w.can_act(d)]


def after_roll(w: World) -> None:
    """Open the DuckDuckGoose window, or go straight on."""
    p = w.state.pending
    assert p is not None
    if p.die == "walk":
        w.state.phase = "walk"
    elif goose_holders(w):
        w.state.phase = "roll"
    else:
        resolve(w)


def resolve(w: World) -> None:
    """The die just rolled takes effect."""
    state = w.state
    p = state.pending
    assert p is not None
    state.pending = None
    state.phase = "act"
    duck = w.duck(p.who)
    if p.die == "fighter":
        target = w.find(p.target or "")
        assert isinstance(target, BeastieState) and p.style is not None
        combat.duck_attack(w, duck, target, p.style, p.value, roll_text(p), p.card)
    elif p.die == "duck":
        duck.ward += p.value
        w.emit(
            "soak",
            f"{duck.name} gets ready to duck: {duck.ward} damage will be soaked this turn.",
            who=duck.name,
            value=duck.ward,
        )
    elif p.die == "funky":
        assert p.card is not None
        funkards.use(w, duck, p.card, p.target, p.dest, p.value, roll_text(p))


def goose(w: World, a: Goose) -> None:
    """Play a DuckDuckGoose: re-roll or ± the die just rolled (at once), or redraw Funkards."""
    duck = actor(w, a.who)
    if "goose" not in duck.dice:
        raise IllegalAction(f"{duck.name} holds no DuckDuckGoose")
    state = w.state
    if a.mode == "redraw":
        if state.phase != "act" or state.pending is not None:
            raise IllegalAction("finish the die just rolled first")
        if not a.cards or any(a.cards.count(c) > duck.hand.count(c) for c in a.cards):
            raise IllegalAction(f"name Funkards {duck.name} holds to redraw")
        duck.dice.remove("goose")
        deck.goose_rolled(w, duck.name)
        deck.redraw(w, duck, list(a.cards), "DuckDuckGoose")
        return
    p = state.pending
    if state.phase not in ("walk", "roll") or p is None:
        raise IllegalAction("a DuckDuckGoose must be played right after the die it changes")
    duck.dice.remove("goose")
    value = deck.goose_rolled(w, duck.name)
    if a.mode == "reroll":
        _roll_pending(w, w.duck(p.who), p, "re-rolls")
    else:
        p.goose_value = value
        p.goose_who = duck.name
        p.signing = True
        state.phase = "goose_sign"


def sign(w: World, plus: bool) -> None:
    """Add or subtract the DuckDuckGoose to the die it was played on."""
    p = w.state.pending
    assert p is not None
    before = p.value
    p.value = max(0, p.value + (p.goose_value if plus else -p.goose_value))
    if p.die == "walk":
        p.value = walk_cap(w, w.duck(p.who), p.value)
    p.signing = False
    w.emit(
        "goose",
        f"{p.goose_who}'s DuckDuckGoose {'adds' if plus else 'subtracts'} "
        f"{p.goose_value}: {DIE_NAMES[p.die]} {before} → {p.value}.",
        who=p.goose_who,
        value=p.value,
    )
    after_roll(w)


def walk(w: World, a: Walk) -> None:
    """Walk the rolled number of spaces (8 directions, diagonals count 1); nobody walks through
    walls, furniture, closed doors, Beasties or allies."""
    p = w.state.pending
    assert p is not None
    duck = w.duck(a.who)
    if duck.name != p.who:
        raise IllegalAction(f"it is {p.who}'s DuckWalk")
    assert duck.pos is not None
    blocked = w.blocked(duck)
    reach = w.grid.reach(duck.pos, p.value, blocked)
    if a.dest not in reach:
        raise IllegalAction(f"{a.dest[0]},{a.dest[1]} is not within {p.value} open spaces")
    path = w.grid.path(duck.pos, a.dest, blocked) or []
    wobbly = any(c.wobbly_walk for c in w.conditions_of(duck))
    budget = p.value
    steps: list[Pos] = []
    while path and budget > 0:
        budget -= 1
        if wobbly and w.roller.d6(duck.name, "wobbly step") == 1:
            w.emit("move", f"{duck.name} wobbles and wastes a step.", who=duck.name)
            continue
        steps.append(path.pop(0))
    w.state.pending = None
    w.state.phase = "act"
    if steps:
        duck.pos = steps[-1]
        w.emit(
            "move",
            f"{duck.name} walks {len(steps)} to {duck.pos[0]},{duck.pos[1]}.",
            who=duck.name,
            at=duck.pos,
            value=len(steps),
        )
        snares.after_walk(w, duck)
    else:
        w.emit("move", f"{duck.name} stays put.", who=duck.name, at=duck.pos)


def check_free(w: World, a: FreeAction) -> FreeDecl:
    """Validate a free Action (for a Duckventurer given no DuckDie this turn)."""
    duck = actor(w, a.who)
    if duck.got_dice:
        raise IllegalAction(f"{duck.name} was given DuckDice this turn: no free Action")
    if duck.free_action is not None:
        raise IllegalAction(f"{duck.name} already declared a free Action this turn")
    if duck.targeted:
        raise IllegalAction(f"{duck.name} was targeted this turn: no free Action")
    if any(c.no_free_action for c in w.conditions_of(duck)):
        raise IllegalAction(f"{duck.name}'s Condition allows no free Action")
    assert duck.pos is not None
    if a.kind == "prepare":
        if a.card not in duck.hand or not getattr(w.funkards[a.card], "prepare", False):
            raise IllegalAction(f"{duck.name} holds no card that needs preparing called {a.card!r}")
        if a.card in duck.prepared:
            raise IllegalAction(f"{a.card} is already prepared")
        return FreeDecl("prepare", card=a.card)
    if a.kind == "aid":
        other = w.duck(a.other or "")
        if other is duck or other.pos is None or chebyshev(other.pos, duck.pos) > 1:
            raise IllegalAction(f"First Aid needs another Duckventurer next to {duck.name}")
        if not other.conditions:
            raise IllegalAction(f"{other.name} has no Condition to lift")
        return FreeDecl("aid", other=other.name)
    at = a.at
    if at is None or not w.grid.inside(at):
        raise IllegalAction("name a space on the map")
    if a.kind == "look":
        letter = w.grid.feature_at.get(at)
        if letter is None or not isinstance(w.room.features[letter], Clue):
            raise IllegalAction(f"there is nothing to Look at on {at[0]},{at[1]}")
        if chebyshev(at, duck.pos) > 1 and not w.grid.sight(duck.pos, at, w.closed_doors()):
            raise IllegalAction(f"{duck.name} cannot see {at[0]},{at[1]}")
        return FreeDecl("look", at=at)
    if chebyshev(at, duck.pos) > 1:
        raise IllegalAction(f"Interact needs base contact with {at[0]},{at[1]}")
    if interact_kind(w, at) is None:
        raise IllegalAction(f"there is nothing to Interact with on {at[0]},{at[1]}")
    return FreeDecl("interact", at=at)


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
