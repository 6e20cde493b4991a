"""Checks across files after validation: references exist, rooms are sound, quests hang together."""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from functools import cache
from typing import Any, get_args

from pydantic import BaseModel

from duckgeon_tui.content.build_checks import check_build
from duckgeon_tui.content.campaigns import Campaign, Chapter
from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.content.effects import ApplyCondition, RemoveCondition, Summon
from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.layering import SINGULAR, Layered, Origin
from duckgeon_tui.content.objective_checks import check_goals, check_rooms_of_goals
from duckgeon_tui.content.objectives import DefeatBeastie
from duckgeon_tui.content.quests import (
    BoosterWoosterTrack,
    BuildPlan,
    BuiltRoom,
    Quest,
    QuestRoom,
    Spawn,
    TableEntry,
)
from duckgeon_tui.content.rooms import BLOCKS_MOVE, DOOR_CLOSED, DOOR_OPEN, LEGEND, WALL, Room

MIN_INTERIOR = 8
"""The rulebook's rooms are at least 8x8 spaces inside their walls (smaller: a warning)."""
MIN_ROOMS = 6
"""The rulebook's quests have at least 6 rooms (fewer: a warning)."""

ENTRY_ROOM = 1
BOSS_ROOM = 6
RANK_NUMBERS = range(1, 7)

# Model type → (field, collection it names). `funkards` is any of items, zappies, feats.
REFERENCES: dict[type[BaseModel], tuple[tuple[str, str], ...]] = {
    DuckClass: (("school", "schools"), ("starting_funkards", "funkards")),
    ApplyCondition: (("condition", "conditions"),),
    RemoveCondition: (("condition", "conditions"),),
    Summon: (("beastie", "beasties"),),
    Spawn: (("beastie", "beasties"),),
    TableEntry: (("snare", "snares"),),
    QuestRoom: (("room", "rooms"), ("boss", "beasties")),
    BuiltRoom: (("room", "rooms"), ("boss", "beasties")),
    BuildPlan: (("pool", "rooms"),),
    DefeatBeastie: (("beastie", "beasties"),),
    BoosterWoosterTrack: (("boss", "beasties"),),
    Chapter: (("quest", "quests"),),
    Campaign: (("default_party", "classes"),),
    Quest: (
        ("knockout_condition", "conditions"),
        ("snares_in_deck", "snares"),
        ("default_party", "classes"),
    ),
}
NOT_REFERENCES = frozenset({"all"})  # `remove_condition: all`


def _models_in(annotation: Any) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
    for arg in get_args(annotation):
        yield from _models_in(arg)


@cache
def _fields_to_walk(model: type[BaseModel]) -> tuple[str, ...]:
    """The fields of a model that can hold (at any depth) a model naming other ids."""
    return tuple(
        name
        for name, info in model.model_fields.items()
        if any(sub in REFERENCES or _fields_to_walk(sub) for sub in _models_in(info.annotation))
    )


def _walk(entry: BaseModel) -> Iterator[tuple[tuple[str | int, ...], BaseModel]]:
    """Every model nested in an entry that may name other ids, with its path."""
    stack: list[tuple[tuple[str | int, ...], BaseModel]] = [((), entry)]
    while stack:
        loc, model = stack.pop()
        yield loc, model
        for name in _fields_to_walk(type(model)):
            child = getattr(model, name)
            if isinstance(child, BaseModel):
                stack.append(((*loc, name), child))
            elif isinstance(child, list):
                stack.extend(((*loc, name, index), item) for index, item in enumerate(child))
            elif isinstance(child, dict):
                stack.extend(((*loc, name, key), item) for key, item in child.items())


def _unknown(layered: Layered, collection: str, key: str) -> str:
    message = f"there is no {SINGULAR[collection]} with id `{key}`"
    close = difflib.get_close_matches(key, layered.keys(collection), n=1)
    return f"{message} (did you mean `{close[0]}`?)" if close else message


def check_references(layered: Layered) -> list[ContentError]:
    """Every id that an entry names (anywhere inside it) must exist."""
    errors = []
    for _, entry, origin in layered.all_entries():
        for loc, model in _walk(entry):
            for field_name, collection in REFERENCES.get(type(model), ()):
                if layered.is_broken(collection):
                    continue
                value = getattr(model, field_name)
                keys = value if isinstance(value, list) else [value]
                for index, key in enumerate(keys):
                    if key is None or key in NOT_REFERENCES or layered.has(collection, key):
                        continue
                    sub = (
                        (*loc, field_name, index) if isinstance(value, list) else (*loc, field_name)
                    )
                    errors.append(origin.error(_unknown(layered, collection, key), *sub))
    return errors


def check_room(room: Room, origin: Origin) -> list[ContentError]:
    """The grid is a walled rectangle with an 8x8 interior, known glyphs and sound doors."""
    errors = []
    width = len(room.map[0])
    for row, line in enumerate(room.map):
        if len(line) != width:
            errors.append(
                origin.error(
                    f"row {row} is {len(line)} spaces wide, the first row {width}: rows must "
                    "all be the same width",
                    "map",
                    row,
                )
            )
    if errors:
        return errors
    height = len(room.map)
    doors = {DOOR_CLOSED, DOOR_OPEN}
    drawn: set[str] = set()
    for row, line in enumerate(room.map):
        for col, glyph in enumerate(line):
            drawn.add(glyph)
            on_edge = row in (0, height - 1) or col in (0, width - 1)
            if on_edge and glyph != WALL and glyph not in doors:
                errors.append(
                    origin.error(
                        f"the outer ring must be wall `#` or doors; found `{glyph}` at column "
                        f"{col}",
                        "map",
                        row,
                    )
                )
            elif glyph not in LEGEND and glyph not in room.features:
                errors.append(
                    origin.error(
                        f"`{glyph}` at column {col} is not in the map legend nor a feature letter "
                        "declared under `features`",
                        "map",
                        row,
                    )
                )
    for letter in room.features:
        if letter not in drawn:
            errors.append(
                origin.error(f"feature `{letter}` is not drawn on the map", "features", letter)
            )
    errors.extend(_check_doors(room, origin, doors))
    return errors


def _check_doors(room: Room, origin: Origin, doors: set[str]) -> list[ContentError]:
    errors = []
    width, height = len(room.map[0]), len(room.map)
    by_place: dict[tuple[int, int], str] = {}
    ids: set[str] = set()
    for index, door in enumerate(room.doors):
        col, row = door.at
        if door.id in ids:
            errors.append(origin.error(f"two doors are called `{door.id}`", "doors", index, "id"))
        ids.add(door.id)
        if not (0 <= col < width and 0 <= row < height):
            errors.append(
                origin.error(
                    f"door `{door.id}` at [{col}, {row}] is outside the {width}x{height} map",
                    "doors",
                    index,
                    "at",
                )
            )
            continue
        if room.map[row][col] not in doors:
            errors.append(
                origin.error(
                    f"door `{door.id}` at [{col}, {row}] is on `{room.map[row][col]}`, not on a "
                    "door glyph (`+` or `'`)",
                    "doors",
                    index,
                    "at",
                )
            )
        elif not (row in (0, height - 1) or col in (0, width - 1)):
            errors.append(
                origin.error(
                    f"door `{door.id}` at [{col}, {row}] is not on the outer wall",
                    "doors",
                    index,
                    "at",
                )
            )
        if (col, row) in by_place:
            errors.append(
                origin.error(
                    f"doors `{by_place[(col, row)]}` and `{door.id}` are both at [{col}, {row}]",
                    "doors",
                    index,
                    "at",
                )
            )
        by_place[(col, row)] = door.id
        if not _opens_onto_floor(room, col, row):
            errors.append(
                origin.error(
                    f"door `{door.id}` at [{col}, {row}] opens onto nothing a Duckventurer can "
                    "stand on (walls, water, tables or blocking features all round it inside)",
                    "doors",
                    index,
                    "at",
                )
            )
    for row, line in enumerate(room.map):
        for col, glyph in enumerate(line):
            if glyph in doors and (col, row) not in by_place:
                errors.append(
                    origin.error(
                        f"the door glyph at [{col}, {row}] has no entry under `doors`", "map", row
                    )
                )
    return errors


def _opens_onto_floor(room: Room, col: int, row: int) -> bool:
    """Whether a door has a space inside the room next to it that does not block walking."""
    width, height = len(room.map[0]), len(room.map)
    for dc in (-1, 0, 1):
        for dr in (-1, 0, 1):
            c, r = col + dc, row + dr
            if not (0 < c < width - 1 and 0 < r < height - 1):
                continue
            glyph = room.map[r][c]
            feature = room.features.get(glyph)
            blocks = feature.blocks_move if feature is not None else glyph in BLOCKS_MOVE
            if not blocks:
                return True
    return False


def check_quest(quest: Quest, origin: Origin, layered: Layered) -> list[ContentError]:
    """Rooms 1 and 6, corridors between real doors, every door leading somewhere, victory
    (the quest's own layout, when it has one), and its `build`."""
    errors = check_build(quest, origin, layered)
    errors.extend(check_goals(quest, origin, layered))
    track = quest.booster_wooster
    boss = layered.entries["beasties"].get(track.boss) if track is not None else None
    if track is not None and boss is not None and not boss[0].boss:
        errors.append(
            origin.error(
                f"`{track.boss}` is not a boss (`boss: true`) Beastie", "booster_wooster", "boss"
            )
        )
    if not quest.rooms:
        return errors
    numbers = {qr.number: index for index, qr in enumerate(quest.rooms)}
    for required, what in ((ENTRY_ROOM, "the Entry Room"), (BOSS_ROOM, "the Boss Room")):
        if required not in numbers:
            errors.append(origin.error(f"the quest needs room {required} ({what})", "rooms"))
    rooms: dict[int, Room | None] = {}
    for qr in quest.rooms:
        entry = layered.entries["rooms"].get(qr.room)
        rooms[qr.number] = entry[0] if entry is not None else None
    rooms_known = not layered.is_broken("rooms")
    ends: dict[tuple[int, str], str] = {}
    joined: dict[int, set[int]] = {number: set() for number in numbers}
    for index, corridor in enumerate(quest.corridors):
        sides = (("a", corridor.a), ("b", corridor.b))
        for side, end in sides:
            if end.room not in numbers:
                errors.append(
                    origin.error(
                        f"corridor `{corridor.id}` leads to room {end.room}, which the quest does "
                        "not have",
                        "corridors",
                        index,
                        side,
                        "room",
                    )
                )
                continue
            room = rooms[end.room]
            if room is not None and end.door not in {door.id for door in room.doors}:
                errors.append(
                    origin.error(
                        f"room {end.room} (`{room.id}`) has no door `{end.door}`",
                        "corridors",
                        index,
                        side,
                        "door",
                    )
                )
            elif (end.room, end.door) in ends:
                errors.append(
                    origin.error(
                        f"door `{end.door}` of room {end.room} is already an end of corridor "
                        f"`{ends[(end.room, end.door)]}`",
                        "corridors",
                        index,
                        side,
                        "door",
                    )
                )
            ends[(end.room, end.door)] = corridor.id
        a, b = corridor.a.room, corridor.b.room
        if a in joined and b in joined:
            joined[a].add(b)
            joined[b].add(a)
        if {a, b} == {ENTRY_ROOM, BOSS_ROOM}:
            errors.append(
                origin.error(
                    f"corridor `{corridor.id}` joins room 1 straight to room 6; the Boss Room "
                    "must lie further from the Entry Room",
                    "corridors",
                    index,
                )
            )
    if rooms_known:
        errors.extend(_check_doors_lead_somewhere(quest, origin, rooms, ends))
    errors.extend(_check_reachable(quest, origin, joined))
    errors.extend(check_rooms_of_goals(quest, origin, set(numbers), rooms))
    return errors


def _check_doors_lead_somewhere(
    quest: Quest, origin: Origin, rooms: dict[int, Room | None], ends: dict[tuple[int, str], str]
) -> list[ContentError]:
    errors = []
    for index, qr in enumerate(quest.rooms):
        room = rooms[qr.number]
        if room is None:
            continue
        door_ids = {door.id for door in room.doors}
        for sealed_index, door_id in enumerate(qr.sealed):
            if door_id not in door_ids:
                errors.append(
                    origin.error(
                        f"room `{room.id}` has no door `{door_id}` to seal",
                        "rooms",
                        index,
                        "sealed",
                        sealed_index,
                    )
                )
            elif (qr.number, door_id) in ends:
                errors.append(
                    origin.error(
                        f"door `{door_id}` is sealed but corridor `{ends[(qr.number, door_id)]}` "
                        "leads to it",
                        "rooms",
                        index,
                        "sealed",
                        sealed_index,
                    )
                )
        for door in room.doors:
            if (qr.number, door.id) not in ends and door.id not in qr.sealed:
                errors.append(
                    origin.error(
                        f"door `{door.id}` of room {qr.number} (`{room.id}`) leads nowhere: join "
                        "it with a corridor or list it under `sealed`",
                        "rooms",
                        index,
                    )
                )
    return errors


def _check_reachable(
    quest: Quest, origin: Origin, joined: dict[int, set[int]]
) -> list[ContentError]:
    if ENTRY_ROOM not in joined:
        return []
    reached = {ENTRY_ROOM}
    frontier = [ENTRY_ROOM]
    while frontier:
        for other in joined[frontier.pop()]:
            if other not in reached:
                reached.add(other)
                frontier.append(other)
    return [
        origin.error(f"room {qr.number} cannot be reached from room 1 by corridors", "rooms", index)
        for index, qr in enumerate(quest.rooms)
        if qr.number not in reached
    ]


def check_ranks(layered: Layered, file: str) -> list[ContentError]:
    """The six Ranks, numbered 1 to 6 (`file`: where to report a gap)."""
    if layered.is_broken("ranks"):
        return []
    missing = [n for n in RANK_NUMBERS if n not in layered.entries["ranks"]]
    if not missing:
        return []
    listed = ", ".join(str(n) for n in missing)
    return [
        ContentError(
            file, 1, 1, "ranks", f"Rank {listed} missing: there are six Ranks, numbered 1 to 6"
        )
    ]


def check_warnings(layered: Layered) -> list[ContentError]:
    """What a mod may do but the rulebook's setup does not (house rules for mods): rooms under
    8x8, quests of fewer than 6 rooms, an Entry Room that may be empty."""
    warnings = []
    for room, origin in layered.entries["rooms"].values():
        width, height = len(room.map[0]) - 2, len(room.map) - 2
        if width < MIN_INTERIOR or height < MIN_INTERIOR:
            warnings.append(
                origin.error(
                    f"the room is {width}x{height} inside its walls; the rulebook asks for "
                    f"rooms of at least {MIN_INTERIOR}x{MIN_INTERIOR} (a map of "
                    f"{MIN_INTERIOR + 2}x{MIN_INTERIOR + 2} with the walls)",
                    "map",
                )
            )
    for quest, origin in layered.entries["quests"].values():
        if quest.rooms and len(quest.rooms) < MIN_ROOMS:
            warnings.append(
                origin.error(
                    f"the quest has {len(quest.rooms)} rooms; the rulebook asks for at least "
                    f"{MIN_ROOMS}",
                    "rooms",
                )
            )
        for i, room in enumerate(quest.rooms):
            if room.number != ENTRY_ROOM:
                continue
            for j, line in enumerate(room.room_table):
                if not line.spawns:
                    warnings.append(
                        origin.error(
                            f"rolls {line.min} to {line.max} bring no Beasties into the Entry "
                            'Room; the rulebook: "there will definitely be a welcoming '
                            'committee"',
                            "rooms",
                            i,
                            "room_table",
                            j,
                        )
                    )
    return warnings


def check_all(layered: Layered) -> list[ContentError]:
    """Every check across files, on the layered content."""
    errors = check_references(layered)
    for room, origin in layered.entries["rooms"].values():
        errors.extend(check_room(room, origin))
    for quest, origin in layered.entries["quests"].values():
        errors.extend(check_quest(quest, origin, layered))
    return errors
