"""Listing every legal action of the current phase (what the app offers and random play uses)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from duckgeon_tui.content.rooms import Clue
from duckgeon_tui.content.vocabulary import DIE_KINDS
from duckgeon_tui.engine import combat, funkards, rooms
from duckgeon_tui.engine.acting import goose_holders, interact_kind
from duckgeon_tui.engine.actions import (
    Action,
    Buy,
    Cash,
    Discard,
    EndTurn,
    Enter,
    FreeAction,
    Give,
    Go,
    Goose,
    Leave,
    LootRoll,
    Pick,
    RankUp,
    Release,
    Resolve,
    RollDie,
    Sign,
    Split,
    Take,
    Walk,
)
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.grid import chebyshev
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World

if TYPE_CHECKING:
    from duckgeon_tui.engine.game import Game


def legal_actions(game: Game) -> list[Action]:
    """Every legal action now (Loot splits and redraws: a representative sample)."""
    w = game.w
    phase = w.state.phase
    out: list[Action] = []
    if phase == "room_table":
        out = [Enter(False), Enter(True)]
    elif phase == "goose_sign":
        out = [Sign(True), Sign(False)]
    elif phase == "pick":
        out = _releases(w)
        out += [Pick(c) for c in combinations_with_replacement(DIE_KINDS, w.state.to_pick)]
        if w.room_state.cleared:
            out += _shopping(w)
            if not w.state.pool:
                out += [Leave(d) for d in rooms.exits(w)]
        out += _discards(w)
    elif phase == "share":
        out = _releases(w) + _sharing(w) + _discards(w)
    elif phase == "act":
        out = _acting(w) + _discards(w) + [EndTurn()]
    elif phase == "walk":
        p = w.state.pending
        assert p is not None
        duck = w.duck(p.who)
        assert duck.pos is not None
        out = [Walk(duck.name, pos) for pos in w.grid.reach(duck.pos, p.value, w.blocked(duck))]
        out += _geese(w)
    elif phase == "roll":
        out = [Resolve(), *_geese(w)]
    elif phase == "loot_roll":
        out = [LootRoll(d.name) for d in w.state.ducks if d.f > 0]
    elif phase == "loot_split":
        out = _splits(w)
    return out


def _releases(w: World) -> list[Action]:
    return [Release(d.name, c) for d in w.state.ducks for c, dice in d.stored.items() if dice]


def _discards(w: World) -> list[Action]:
    return [Discard(d.name, c) for d in w.state.ducks for c in dict.fromkeys(d.hand)]


def _shopping(w: World) -> list[Action]:
    out: list[Action] = []
    for d in w.state.ducks:
        if d.loot >= w.quest.funkard_price and len(d.hand) < w.quest.hand_limit:
            out.append(Buy(d.name))
        nxt = w.content.ranks.get(d.rank + 1)
        if nxt is not None and d.loot >= nxt.cost:
            out += [RankUp(d.name, s) for s in dict.fromkeys(nxt.raises)]
    return out


def _sharing(w: World) -> list[Action]:
    takers = [d for d in w.state.ducks if d.pos is not None and w.can_act(d)]
    out: list[Action] = [Give(die, d.name) for die in dict.fromkeys(w.state.pool) for d in takers]
    out += [Take(die, d.name) for d in w.state.ducks for die in dict.fromkeys(d.dice)]
    out.append(Go())
    return out


def _geese(w: World) -> list[Action]:
    return [Goose(d.name, m) for d in goose_holders(w) for m in ("reroll", "add")]


def _acting(w: World) -> list[Action]:
    out: list[Action] = []
    for duck in w.state.ducks:
        if duck.pos is None or not w.can_act(duck):
            continue
        held = set(duck.dice)
        for die in ("walk", "duck"):
            if die in held:
                out.append(RollDie(die, duck.name))
        if "fighter" in held:
            out += _fights(w, duck)
        if "funky" in held:
            out += _card_uses(w, duck)
        if "goose" in held and duck.hand:
            out.append(Goose(duck.name, "redraw", tuple(duck.hand)))
            out += [Goose(duck.name, "redraw", (c,)) for c in dict.fromkeys(duck.hand)]
        out += _cashes(w, duck)
        if not duck.got_dice and duck.free_action is None:
            out += _free_actions(w, duck)
    return out


def _fights(w: World, duck: DuckState) -> list[Action]:
    out: list[Action] = []
    for style in ("choppy", "shooty"):
        weapon = combat.best_weapon(w, duck, style)
        rng = combat.shooty_range(w, duck, weapon)
        for b in w.state.beasties:
            if combat.reach_ok(w, duck, b, style, rng):
                out.append(RollDie("fighter", duck.name, style=style, target=b.handle))
    return out


def _card_uses(w: World, duck: DuckState) -> list[Action]:
    out: list[Action] = []
    names = [*dict.fromkeys(duck.hand), funkards.ABILITY]
    for card in names:
        try:
            power = funkards.duck_power(w, duck, card)
        except IllegalAction:
            continue
        if power.activation != "activated":
            continue
        kind = power.target.kind
        if kind in ("all_enemies", "all_allies"):
            targets: list[str | None] = [None]
        elif kind == "self":
            targets = [None]
        else:
            targets = [c.handle for c in funkards.candidates(w, duck, power.target)]
        steps = funkards.needs_dest(power)
        for target in targets:
            dests: list[tuple[int, int] | None] = [None]
            if steps:
                mover = w.find(target) if target else duck
                if isinstance(mover, DuckState) and mover.pos is not None:
                    dests = list(w.grid.reach(mover.pos, steps, w.blocked(mover)))
                else:
                    dests = list(w.grid.reach(duck.pos, steps, w.blocked(duck)))  # type: ignore[arg-type]
            for dest in dests:
                try:
                    funkards.check_use(w, duck, card, target, dest)
                except IllegalAction:
                    continue
                out.append(RollDie("funky", duck.name, card=card, target=target, dest=dest))
    return out


def _cashes(w: World, duck: DuckState) -> list[Action]:
    out: list[Action] = []
    dice = list(dict.fromkeys(duck.dice))
    if w.state.loot_counters:
        dice.append("loot")
    for cid in dict.fromkeys(duck.hand):
        card = w.funkards[cid]
        for die in dice:
            if card.gobbly is not None:
                stored = duck.stored.get(cid, [])
                if len(stored) < card.gobbly.capacity and (
                    card.gobbly.dice == "any" or die in card.gobbly.dice
                ):
                    out.append(Cash(die, duck.name, cid))
            elif card.boosty is not None and duck.charges.get(cid, 0) < card.boosty.max_charges:
                out.append(Cash(die, duck.name, cid))
    return out


def _free_actions(w: World, duck: DuckState) -> list[Action]:
    if duck.targeted or any(c.no_free_action for c in w.conditions_of(duck)):
        return []
    assert duck.pos is not None
    out: list[Action] = []
    for cid in dict.fromkeys(duck.hand):
        if getattr(w.funkards[cid], "prepare", False) and cid not in duck.prepared:
            out.append(FreeAction(duck.name, "prepare", card=cid))
    for other in w.state.ducks:
        if (
            other is not duck
            and other.pos is not None
            and other.conditions
            and chebyshev(other.pos, duck.pos) <= 1
        ):
            out.append(FreeAction(duck.name, "aid", other=other.name))
    grid = w.grid
    x, y = duck.pos
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            at = (x + dx, y + dy)
            if grid.inside(at) and interact_kind(w, at) is not None:
                out.append(FreeAction(duck.name, "interact", at=at))
    closed = w.closed_doors()
    for at, letter in grid.feature_at.items():
        if isinstance(w.room.features[letter], Clue) and (
            chebyshev(at, duck.pos) <= 1 or grid.sight(duck.pos, at, closed)
        ):
            out.append(FreeAction(duck.name, "look", at=at))
    return out


def _splits(w: World) -> list[Action]:
    total = w.state.loot_total
    ducks = [d.name for d in w.state.ducks]
    out: list[Action] = [Split(((n, total),)) for n in ducks]
    if len(ducks) > 1:
        share, extra = divmod(total, len(ducks))
        out.append(Split(tuple((n, share + (1 if i < extra else 0)) for i, n in enumerate(ducks))))
    return out
