"""Entering rooms: the Room Table, the Beasties that appear, and the corridors out of a room."""

from __future__ import annotations

from duckgeon_tui.content.quests import TableEntry
from duckgeon_tui.engine import placement, quest_goals, snares, triggers, wounds
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


def table_entry(table: list[TableEntry], roll: int) -> TableEntry:
    """The line of a table for a roll; below the lowest uses the lowest, above the highest the
    highest."""
    ordered = sorted(table, key=lambda e: e.min)
    for entry in ordered:
        if entry.min <= roll <= entry.max:
            return entry
    return ordered[0] if roll < ordered[0].min else ordered[-1]


def roll_table(w: World) -> int:
    """Roll the Room Table die (a DuckDie: it explodes)."""
    roll = w.roller.exploding("The party", "Room Table", RollPurpose.ROOM_TABLE)
    w.emit(
        EventKind.ROOM_TABLE,
        f"Room Table roll for {w.room.name}: {roll.chain()}"
        + (f" = {roll.total}" if len(roll.faces) > 1 else "")
        + ".",
        actor="The party",
        faces=roll.faces,
        score=roll.total,
    )
    return roll.total


def finish_entry(w: World, roll: int) -> None:
    """The Room Table result comes true: the party arrives, then the Beasties appear."""
    state = w.state
    qr = w.quest_room
    rs = w.room_state
    rs.entries += 1
    rs.cleared = False
    entry = table_entry(qr.room_table, roll)
    w.emit(
        EventKind.ROOM,
        f"Room {qr.number}: {w.room.name} (table {roll}). {entry.text}".rstrip(),
        score=roll,
        value=qr.number,
    )
    placement.arrive(w)
    state.phase = Phase.PICK  # Beasties placed next; the turn goes on with picking dice
    ids: list[str] = []
    if qr.boss is not None and not _boss_defeated(w, qr.boss):
        ids.append(qr.boss)
    for spawn in entry.spawns:
        ids.extend([spawn.beastie] * spawn.count)
    placement.spawn_all(w, ids)
    strolling = state.strolling
    state.strolling = []
    origin = placement.entry_origin(w)
    for bid in strolling:
        b = placement.place_beastie(w, bid, origin)
        if b is not None:
            w.emit(
                EventKind.STROLLING,
                f"{w.name(b)} followed the party in!",
                actor=b.handle,
                at=b.pos,
            )
    quest_goals.party_arrived(w)
    snares.room_entered(w)
    if entry.snare is not None:
        snares.set_in_room(w, entry.snare)
    for duck in w.conscious_ducks():
        triggers.fire(w, "room_enter", duck, None)
    for b in list(state.beasties):
        triggers.fire(w, "room_enter", b, None)
    wounds.check_cleared(w)


def _boss_defeated(w: World, boss: str) -> bool:
    return any(
        done and getattr(goal, "beastie", None) == boss
        for goal, done in zip(w.quest.victory, w.state.objectives, strict=True)
    )


def exits(w: World) -> dict[str, tuple[int, str, int]]:
    """Doors of the current room that lead somewhere: door → (room number, door there, length)."""
    number = w.quest_room.number
    out: dict[str, tuple[int, str, int]] = {}
    for c in w.quest.corridors:
        if c.a.room == number:
            out[c.a.door] = (c.b.room, c.b.door, c.length)
        elif c.b.room == number:
            out[c.b.door] = (c.a.room, c.a.door, c.length)
    return out
