"""Snares: traps from the deck or the Room Table; lingering ones hold the room until disarmed."""

from __future__ import annotations

from duckgeon_tui.engine import combat, effects, triggers, wounds
from duckgeon_tui.engine.bonuses import bonus_parts, show, total
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import DuckState, SnareState
from duckgeon_tui.engine.world import World


def spring(
    w: World, snare_id: str, victim: DuckState, from_deck: bool = False, lying: bool = False
) -> None:
    """The Snare goes off on `victim`: Resist (d6 + STAT vs difficulty) or suffer its effects.
    A lingering one that was not already `lying` in the room stays where it caught them."""
    snare = w.content.snares[snare_id]
    triggers.targeted(w, victim, None)
    triggers.fire(w, "snare", victim, None)
    how = "drawn from the deck" if from_deck else "sprung"
    # `resist: none`: no Resist Roll, so the victim counts its flat Q (dodging is Quack).
    stat = "Q" if snare.resist == "none" else snare.resist
    resisted, value, text = combat.resist(
        w, victim, stat, "snare_resist", snare.difficulty, flat=snare.resist == "none"
    )
    w.emit(
        EventKind.SNARE,
        f"Snare! {snare.name} ({how}) catches {victim.name}: difficulty "
        f"{snare.difficulty} vs {text} → {'resisted' if resisted else 'not resisted'}",
        target=victim.name,
        card=snare_id,
        score=snare.difficulty,
        against=value,
        resisted=resisted,
    )
    if not resisted:
        effects.run(w, snare.effects, user=victim, targets=[victim], source=snare.name)
    rs = w.room_state
    here = victim.pos is not None and any(
        s.snare_id == snare_id and s.pos == victim.pos for s in rs.snares
    )
    if snare.lingers and not lying and not here and victim.pos and w.state.result is None:
        rs.snares.append(SnareState(snare_id, victim.pos))
        rs.cleared = False
        w.emit(
            EventKind.SNARE,
            f"{snare.name} lingers at {victim.pos[0]},{victim.pos[1]}: the room "
            "is not Cleared until it is disarmed (Interact).",
            at=victim.pos,
            card=snare_id,
        )


def set_in_room(w: World, snare_id: str) -> None:
    """A Room Table Snare: a `step` one lies on a free spawn space; the others spring on the
    first Duckventurer in."""
    snare = w.content.snares.get(snare_id)
    if snare is None:
        return
    ducks = w.conscious_ducks()
    if snare.trigger == "step":
        grid = w.grid
        blocked = w.blocked()
        free = [p for p in grid.spawns if not blocked[grid.index(p)]] or [
            grid.pos(i) for i in range(grid.n) if not blocked[i]
        ]
        if free:
            _lay(w, snare_id, free[w.roller.below(len(free))])
    elif ducks:
        spring(w, snare_id, ducks[0])


def _lay(w: World, snare_id: str, pos: Pos) -> None:
    snare = w.content.snares[snare_id]
    w.room_state.snares.append(SnareState(snare_id, pos))
    w.room_state.cleared = False
    w.emit(
        EventKind.SNARE,
        f"A {snare.name} lies at {pos[0]},{pos[1]}: do not end a DuckWalk next to "
        "it, or disarm it (Interact).",
        at=pos,
        card=snare_id,
    )


def drawn(w: World, snare_id: str, drawer: DuckState) -> None:
    """A Snare comes up from the deck: `drawn` ones spring on the drawer at once, `step` ones
    lie on a free space next to the drawer, `room_enter` ones wait for the next room."""
    snare = w.content.snares[snare_id]
    if snare.trigger == "drawn" or drawer.pos is None:
        spring(w, snare_id, drawer, from_deck=True)
    elif snare.trigger == "step":
        grid = w.grid
        spot = grid.nearest_free(drawer.pos, [(0, 0)], w.blocked(), exclude=[drawer.pos])
        if spot is not None:
            _lay(w, snare_id, spot)
    else:
        w.state.waiting_snares.append(snare_id)
        w.emit(
            EventKind.SNARE,
            f"{drawer.name} draws {snare.name}: it will spring on the first "
            "Duckventurer into the next room.",
            actor=drawer.name,
            card=snare_id,
        )


def room_entered(w: World) -> None:
    """Snares waiting for the next room spring on the first Duckventurer in."""
    waiting = w.state.waiting_snares
    w.state.waiting_snares = []
    ducks = w.conscious_ducks()
    for snare_id in waiting:
        if ducks:
            spring(w, snare_id, ducks[0])


def after_walk(w: World, duck: DuckState) -> None:
    """Snares that spring on whoever ends a DuckWalk next to them."""
    if duck.pos is None:
        return
    for s in list(w.room_state.snares):
        snare = w.content.snares[s.snare_id]
        if snare.trigger == "step" and chebyshev(s.pos, duck.pos) <= 1:
            if not snare.lingers:
                w.room_state.snares.remove(s)
            spring(w, s.snare_id, duck, lying=True)
            wounds.check_cleared(w)


def turn_start(w: World) -> None:
    """Lingering Snares spring again on whoever still stands on them (a neighbour can disarm
    them without being caught)."""
    for s in list(w.room_state.snares):
        snare = w.content.snares[s.snare_id]
        if not snare.lingers:
            continue
        for duck in w.conscious_ducks():
            if duck.pos == s.pos:
                spring(w, s.snare_id, duck, lying=True)


def disarm(w: World, duck: DuckState, s: SnareState) -> None:
    """Interact with a Snare: d6 + STAT (+ interact modifiers) ≥ its target disarms it; a failed
    attempt does nothing (the free Action is spent)."""
    snare = w.content.snares[s.snare_id]
    test = snare.disarm
    parts = bonus_parts(w, duck, test.stat, "interact")
    roll = w.roller.d6(duck.name, f"disarm test ({test.stat})", RollPurpose.TEST, test.stat)
    base = w.stat(duck, test.stat)
    value = base + roll + total(parts)
    ok = value >= test.target
    w.emit(
        EventKind.SNARE,
        f"{duck.name} disarms {snare.name}: {test.stat} {base} + {roll}{show(parts)}"
        f" = {value} vs {test.target} → {'disarmed' if ok else 'it holds'}",
        actor=duck.name,
        at=s.pos,
        card=s.snare_id,
        faces=(roll,),
        score=value,
        against=test.target,
        success=ok,
    )
    if ok:
        w.room_state.snares.remove(s)
        wounds.check_cleared(w)
