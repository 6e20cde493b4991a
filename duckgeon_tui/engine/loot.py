"""Loot: the Room's Loot Pool roll and split, buying Funkards and Ranks, cashing dice."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import deck
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World


def roll_pool(w: World, duck: DuckState) -> None:
    """The nominated Duckventurer rolls every LootCounter of the Loot Pool (each explodes)."""
    rs = w.room_state
    rolls = [w.roller.duck_die(duck.name, "loot") for _ in range(rs.loot_pool)]
    value = sum(r.total for r in rolls)
    w.emit(
        "loot",
        f"{duck.name} rolls {rs.loot_pool} LootCounter(s): "
        f"{' + '.join(r.chain() for r in rolls)} = {value} Loot.",
        who=duck.name,
        value=value,
        faces=tuple(f for r in rolls for f in r.faces),
    )
    rs.loot_pool = 0
    w.state.loot_total = value
    w.state.tally.loot_rolled += value
    w.state.phase = "loot_split"


def split(w: World, shares: tuple[tuple[str, int], ...]) -> None:
    """Allocate the rolled Loot: any split, as long as it adds up to the total."""
    given: dict[str, int] = {}
    for name, amount in shares:
        duck = w.duck(name)
        if duck.name in given:
            raise IllegalAction(f"{duck.name} is named twice")
        given[duck.name] = amount
    if sum(given.values()) != w.state.loot_total:
        raise IllegalAction(
            f"the shares add up to {sum(given.values())}, not the {w.state.loot_total} Loot rolled"
        )
    for name, amount in given.items():
        w.duck(name).loot += amount
    text = ", ".join(f"{n} {a}" for n, a in given.items() if a) or "nobody"
    w.emit("loot", f"The Loot is shared out: {text}.", value=w.state.loot_total)
    w.state.loot_total = 0


def rank_cost(w: World, duck: DuckState) -> int | None:
    """Loot for the next Rank, or None at the top."""
    nxt = w.content.ranks.get(duck.rank + 1)
    return None if nxt is None else nxt.cost


def rank_up(w: World, duck: DuckState, stat: str) -> None:
    """Spend Loot on the next Rank: one max STAT of those it offers rises (and the current)."""
    nxt = w.content.ranks.get(duck.rank + 1)
    if nxt is None:
        raise IllegalAction(f"{duck.name} is already at the top Rank")
    if duck.loot < nxt.cost:
        raise IllegalAction(f"Rank {nxt.rank} costs {nxt.cost} Loot; {duck.name} has {duck.loot}")
    if stat not in nxt.raises:
        raise IllegalAction(f"Rank {nxt.rank} raises {', '.join(nxt.raises) or 'nothing'}")
    duck.loot -= nxt.cost
    w.state.tally.loot_spent += nxt.cost
    duck.rank = nxt.rank
    if stat == "F":
        duck.fmax += nxt.amount
        duck.f += nxt.amount if duck.f > 0 else 0
    elif stat == "Q":
        duck.qmax += nxt.amount
        duck.q += nxt.amount
    else:
        duck.pmax += nxt.amount
        duck.p += nxt.amount
    w.emit(
        "rank",
        f"{duck.name} becomes {nxt.name} (Rank {nxt.rank}) for {nxt.cost} Loot: "
        f"max {stat} +{nxt.amount}.",
        who=duck.name,
        value=nxt.rank,
    )


def buy(w: World, duck: DuckState) -> None:
    """Spend the quest's Funkard price to draw one Funkard."""
    price = w.quest.funkard_price
    if duck.loot < price:
        raise IllegalAction(f"a Funkard costs {price} Loot; {duck.name} has {duck.loot}")
    if len(duck.hand) >= w.quest.hand_limit:
        raise IllegalAction(f"{duck.name}'s hand is full ({w.quest.hand_limit} Funkards)")
    duck.loot -= price
    w.state.tally.loot_spent += price
    w.emit("buy", f"{duck.name} spends {price} Loot on a Funkard.", who=duck.name)
    deck.draw(w, duck, 1)


def cash(w: World, duck: DuckState, die: str, card_id: str) -> None:
    """Cash an unused die: stored in a Gobbly card (keeps its type) or a Boosty charge."""
    if card_id not in duck.hand:
        raise IllegalAction(f"{duck.name} does not hold {card_id!r}")
    card = w.funkards[card_id]
    state = w.state
    if die == "loot":
        if state.loot_counters <= 0:
            raise IllegalAction("no LootCounter is left in this turn's pool")
    elif die not in duck.dice:
        raise IllegalAction(f"{duck.name} holds no unused {DIE_NAMES[die]}")
    if card.gobbly is not None:
        stored = duck.stored.get(card_id, [])
        if len(stored) >= card.gobbly.capacity:
            raise IllegalAction(f"{card.name} is full ({card.gobbly.capacity} dice)")
        if card.gobbly.dice != "any" and die not in card.gobbly.dice:
            raise IllegalAction(f"{card.name} does not take {DIE_NAMES[die]} dice")
        duck.stored[card_id] = [*stored, die]
        verb = (
            f"stores a {DIE_NAMES[die]} in {card.name} ({len(stored) + 1}/{card.gobbly.capacity})"
        )
    elif card.boosty is not None:
        charges = duck.charges.get(card_id, 0)
        if charges >= card.boosty.max_charges:
            raise IllegalAction(f"{card.name} is fully Boosted ({card.boosty.max_charges})")
        duck.charges[card_id] = charges + 1
        verb = f"cashes a {DIE_NAMES[die]} into {card.name} (Boosty {charges + 1})"
    else:
        raise IllegalAction(f"{card.name} is neither Gobbly nor Boosty")
    if die == "loot":
        state.loot_counters -= 1
        state.tally.loot_dice_cashed += 1
    else:
        duck.dice.remove(die)
    w.emit("cash", f"{duck.name} {verb}.", who=duck.name)


def release(w: World, duck: DuckState, card_id: str) -> None:
    """The dice stored in a Gobbly card join this turn's pool (even beyond six)."""
    stored = duck.stored.get(card_id)
    if not stored:
        raise IllegalAction(f"{duck.name} has no dice stored in {card_id!r}")
    del duck.stored[card_id]
    state = w.state
    for die in stored:
        if die == "loot":
            state.loot_counters += 1
            state.tally.loot_dice_picked += 1
        else:
            state.pool.append(die)
    w.emit(
        "give",
        f"{duck.name} releases {len(stored)} stored dice from "
        f"{w.funkards[card_id].name}: {', '.join(DIE_NAMES[d] for d in stored)}.",
        who=duck.name,
    )
