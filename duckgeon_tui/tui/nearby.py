"""What the acting Duckventurer stands by, for its Scroll: a clue to Look at, an object, a
shut door or a Snare to Interact with, a way out of the room; each with its key and when it
can be done, so that no move hides behind Help."""

from __future__ import annotations

from duckgeon_tui.content.rooms import Clue, QuestObject
from duckgeon_tui.engine import Game, Phase
from duckgeon_tui.engine.acting import BEFORE_ACTING
from duckgeon_tui.engine.grid import Pos
from duckgeon_tui.tui.describe import snare_name

AROUND = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


def the(name: str) -> str:
    """A feature's name after a verb: 'the Abandoned Backpack', 'the Evil Agenda' (never 'the
    The Evil Agenda'), 'King Goscock's Cage' (a name's own: no article)."""
    if name.startswith("The "):
        return "the " + name[4:]
    return name if "'s " in name else f"the {name}"


def free_when(game: Game, name: str) -> str:
    """When the Duckventurer can take its free Action (f)."""
    refusal = game.free_refusal(name)
    if refusal is None:
        return "f (free Action) now"
    duck = game.duck(name)
    if duck.dice or duck.got_dice:
        return "f, a free Action: on a turn with no dice"
    if game.phase in BEFORE_ACTING:
        return "f, a free Action: once the dice are shared, if given none"
    return f"f, a free Action: not now ({refusal})"


def nearby_words(game: Game, name: str) -> list[str]:
    """What the Duckventurer can Look at, Interact with or leave by from where it stands."""
    duck = game.duck(name)
    if duck.pos is None or game.phase in (Phase.ROOM_TABLE, Phase.OVER):
        return []
    view = game.room_view()
    room = game.content.rooms.get(view.room_id)
    used = set(game.state.rooms[game.state.room_index].used)
    doors = {at: door for door, at in view.doors.items()}
    x, y = duck.pos
    said: list[str] = []
    for dx, dy in AROUND:
        at: Pos = (x + dx, y + dy)
        info = game.at(*at)
        feature = room.features.get(info.feature) if room and info.feature else None
        if isinstance(feature, Clue):
            said.append(f"Look at {the(feature.name)}: {free_when(game, name)}")
        elif isinstance(feature, QuestObject) and not (feature.once and at in used):
            said.append(f"Interact with {the(feature.name)}: {free_when(game, name)}")
        if info.snare:
            said.append(f"Disarm {snare_name(game, info.snare)}: {free_when(game, name)}")
        if at in doors:
            said.append(door_words(game, doors[at], at, at == duck.pos, name))
    return list(dict.fromkeys(said))


def door_words(game: Game, door: str, at: Pos, on_it: bool, name: str) -> str:
    """A door beside (or under) the Duckventurer: how to open it, or when the party leaves."""
    view = game.room_view()
    room = view.exits.get(door)
    where = f"the door to room {room}" if room is not None else f"the {door} door"
    if view.glyph(*at) == "+":
        return (
            f"Open {where} by a DuckWalk that ends on it, or Interact with it: "
            f"{free_when(game, name)}"
        )
    if room is None:
        return f"{where.capitalize()} leads nowhere yet"
    if not view.cleared:
        return f"Leave by {where} once the room is Cleared"
    start = "now" if game.phase == Phase.PICK else "at the start of the next turn"
    here = "" if on_it else " (from anywhere in the room)"
    return f"Leave by {where}{here}: {start}, before the dice: M or {room}"
