"""Reading a scenario file and checking it against the content: every id exists, every piece
stands on a free space of the room, the dice and cards make sense where the turn starts. Every
problem is reported at once, at its file:line:column."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import MAX_FILE_BYTES, ContentError, ContentErrors, too_big
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import BLOCKS_MOVE, DOOR_CLOSED, DOOR_OPEN, Room
from duckgeon_tui.content.scenario import Scenario
from duckgeon_tui.content.validation import validate_file
from duckgeon_tui.content.yaml_source import ParsedFile, locate, parse_yaml

Problem = tuple[tuple[str | int, ...], str]
"""Where in the file (a field path) and what is wrong."""


def read_scenario(path: Path, content: Content) -> Scenario:
    """The scenario of a file, checked against the content; ContentErrors lists every
    problem (an unreadable file too)."""
    display = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ContentErrors([too_big(display, size)])
        raw = path.read_bytes()
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise ContentErrors(
            [ContentError(display, 1, 1, "", f"cannot read it: {reason}")]
        ) from None
    return parse_scenario(raw, content, display)


def parse_scenario(text: bytes | str, content: Content, display: str = "<scenario>") -> Scenario:
    """The scenario of some YAML text, checked against the content (ContentErrors if not)."""
    raw = text.encode("utf-8") if isinstance(text, str) else text
    parsed, errors = parse_yaml(raw, display)
    if errors:
        raise ContentErrors(errors)
    scenario, errors = validate_file(parsed, Scenario)
    if errors:
        raise ContentErrors(errors)
    problems = list(check_scenario(scenario, content))
    if problems:
        raise ContentErrors(_placed(parsed, problems))
    assert isinstance(scenario, Scenario)
    return scenario


def _placed(parsed: ParsedFile, problems: list[Problem]) -> list[ContentError]:
    out = []
    for loc, message in problems:
        where = locate(parsed.node, loc)
        out.append(ContentError(parsed.display, where.line, where.column, where.path, message))
    return out


def scenario_quest(scenario: Scenario, content: Content) -> Quest | None:
    """The quest whose rules the scenario is played by (None when the content has none)."""
    if scenario.quest is not None:
        return content.quests.get(scenario.quest)
    return next(iter(content.quests.values()), None)


def scenario_room(scenario: Scenario, content: Content, quest: Quest) -> Room | None:
    """The room the party starts in."""
    if isinstance(scenario.room, str):
        return content.rooms.get(scenario.room)
    found = next((r for r in quest.rooms if r.number == scenario.room), None)
    return None if found is None else content.rooms.get(found.room)


def check_scenario(scenario: Scenario, content: Content) -> Iterator[Problem]:
    """Every way the scenario does not fit the content, with where it is in the file."""
    quest = scenario_quest(scenario, content)
    if quest is None:
        yield (
            ("quest",),
            f"there is no quest `{scenario.quest}`"
            if scenario.quest
            else ("the content has no quest to take the rules from"),
        )
        return
    room = scenario_room(scenario, content, quest)
    if room is None:
        if isinstance(scenario.room, str):
            yield ("room",), f"there is no room `{scenario.room}`"
        else:
            numbers = ", ".join(str(r.number) for r in quest.rooms)
            yield ("room",), f"quest `{quest.id}` has no room {scenario.room} (it has {numbers})"
        return
    yield from _check_ids(scenario, content, quest, room)
    yield from _check_places(scenario, content, room)
    track = quest.booster_wooster
    if scenario.booster is not None and track is None:
        yield ("booster",), f"quest `{quest.id}` has no Booster-Wooster"
    elif scenario.booster is not None and track is not None and scenario.booster > len(track.steps):
        yield ("booster",), f"the Booster-Wooster has {len(track.steps)} steps"
    if not isinstance(scenario.room, str):
        known = {r.number for r in quest.rooms}
        for i, number in enumerate(scenario.cleared_rooms):
            if number not in known:
                yield ("cleared_rooms", i), f"quest `{quest.id}` has no room {number}"
    elif scenario.cleared_rooms:
        yield ("cleared_rooms",), "a single room has no other rooms to have Cleared"
    single = isinstance(scenario.room, str)
    if scenario.phase == "room_table" and single and scenario.room_table is None:
        yield ("room_table",), "entering a single room needs its `room_table`"


def _check_ids(scenario: Scenario, content: Content, quest: Quest, room: Room) -> Iterator[Problem]:
    funkards = {**content.items, **content.zappies, **content.feats}
    hand_limit = quest.hand_limit
    for i, duck in enumerate(scenario.party):
        at: tuple[str | int, ...] = ("party", i)
        cls = content.classes.get(duck.class_id)
        if cls is None:
            yield (*at, "class"), f"there is no class `{duck.class_id}`"
            continue
        if duck.rank not in content.ranks:
            yield (*at, "rank"), f"there is no Rank {duck.rank}"
        for stat in ("F", "Q", "P"):
            top = getattr(duck.max, stat)
            top = cls.stats.get(stat) if top is None else top
            now = getattr(duck.stats, stat)
            if now is not None and now > top:
                yield (*at, "stats", stat), f"current {stat} {now} is above the max {top}"
        hand = cls.starting_funkards if duck.hand is None else duck.hand
        for j, card in enumerate(duck.hand or []):
            if card not in funkards:
                yield (*at, "hand", j), f"there is no Funkard `{card}`"
        if len(hand) > hand_limit:
            yield (*at, "hand"), f"{len(hand)} Funkards are over the hand limit ({hand_limit})"
        for card, dice in duck.stored.items():
            gobbly = getattr(funkards.get(card), "gobbly", None)
            if card not in hand or gobbly is None:
                yield (*at, "stored", card), f"{duck.name} holds no Gobbly card `{card}`"
            elif len(dice) > gobbly.capacity:
                yield (*at, "stored", card), f"`{card}` holds {gobbly.capacity} dice at most"
            elif gobbly.dice != "any" and any(d not in gobbly.dice for d in dice):
                yield (*at, "stored", card), f"`{card}` takes only {', '.join(gobbly.dice)}"
        for card, charges in duck.charges.items():
            boosty = getattr(funkards.get(card), "boosty", None)
            if card not in hand or boosty is None:
                yield (*at, "charges", card), f"{duck.name} holds no Boosty card `{card}`"
            elif charges > boosty.max_charges:
                yield (*at, "charges", card), f"`{card}` takes {boosty.max_charges} charges at most"
        for j, card in enumerate(duck.prepared):
            if card not in hand or not getattr(funkards.get(card), "prepare", False):
                yield (*at, "prepared", j), f"{duck.name} holds no card to Prepare `{card}`"
        if duck.wielded is not None and (
            duck.wielded not in hand or getattr(funkards.get(duck.wielded), "weapon", None) is None
        ):
            yield (*at, "wielded"), f"{duck.name} holds no weapon `{duck.wielded}`"
        if "loot" in duck.dice:
            yield (*at, "dice"), "LootCounters are not held: count them in `loot_counters`"
        yield from _check_conditions(duck.conditions, content, (*at, "conditions"))
    for i, b in enumerate(scenario.beasties):
        if b.kind not in content.beasties:
            yield ("beasties", i, "kind"), f"there is no Beastie `{b.kind}`"
        yield from _check_conditions(b.conditions, content, ("beasties", i, "conditions"))
    for i, s in enumerate(scenario.snares):
        if s.snare not in content.snares:
            yield ("snares", i, "snare"), f"there is no Snare `{s.snare}`"
    for i, card in enumerate(scenario.deck_top):
        if card not in funkards and card not in content.omens and card not in content.snares:
            yield ("deck_top", i), f"there is no Funkard, Omen or Snare `{card}`"
    if "loot" in scenario.pool:
        yield ("pool",), "LootCounters are not shared: count them in `loot_counters`"
    door_ids = {d.id for d in room.doors}
    for i, door in enumerate(scenario.open_doors):
        if door not in door_ids:
            yield ("open_doors", i), f"{room.name} has no door `{door}`"
    if scenario.entry_door is not None and scenario.entry_door not in door_ids:
        yield ("entry_door",), f"{room.name} has no door `{scenario.entry_door}`"


def _check_conditions(
    conditions: list[str] | dict[str, int | None], content: Content, at: tuple[str | int, ...]
) -> Iterator[Problem]:
    for i, cid in enumerate(conditions):
        if cid not in content.conditions:
            yield (
                (*at, i if isinstance(conditions, list) else cid),
                f"there is no Condition `{cid}`",
            )


def _check_places(scenario: Scenario, content: Content, room: Room) -> Iterator[Problem]:
    """Everyone stands inside the room, on a space that can be stood on, one to a space."""
    opened = {d.at for d in room.doors if d.id in scenario.open_doors}
    taken: dict[tuple[int, int], str] = {}

    def blocked(pos: tuple[int, int]) -> str | None:
        col, row = pos
        if not (0 <= row < room.height and 0 <= col < room.width):
            return f"{col},{row} is outside {room.name} ({room.width}x{room.height})"
        glyph = room.glyph(col, row)
        feature = room.features.get(glyph)
        if glyph == DOOR_CLOSED:
            shut = pos not in opened
        elif glyph == DOOR_OPEN:
            shut = False
        else:
            shut = feature.blocks_move if feature is not None else glyph in BLOCKS_MOVE
        return f"{col},{row} cannot be stood on ({_what(room, glyph)})" if shut else None

    def free(pos: tuple[int, int]) -> str | None:
        problem = blocked(pos)
        if problem is None and pos in taken:
            return f"{pos[0]},{pos[1]} is taken by {taken[pos]}"
        return problem

    for i, duck in enumerate(scenario.party):
        if duck.at is None:
            if scenario.phase != "room_table":
                yield ("party", i), f"{duck.name} needs a space `at` (the party is in the room)"
            continue
        if scenario.phase == "room_table":
            yield ("party", i, "at"), "the party enters the room: it stands nowhere yet"
            continue
        problem = free(duck.at)
        if problem is not None:
            yield ("party", i, "at"), problem
        taken[duck.at] = duck.name
    for i, b in enumerate(scenario.beasties):
        bdef = content.beasties.get(b.kind)
        if bdef is None:
            continue
        for dc, dr in bdef.footprint:
            cell = (b.at[0] + dc, b.at[1] + dr)
            problem = free(cell)
            if problem is not None:
                yield ("beasties", i, "at"), f"{bdef.name}: {problem}"
                break
            taken[cell] = bdef.name
    for i, s in enumerate(scenario.snares):
        problem = blocked(s.at)
        if problem is not None:
            yield ("snares", i, "at"), problem


def _what(room: Room, glyph: str) -> str:
    feature = room.features.get(glyph)
    if feature is not None:
        return feature.name
    return {
        "#": "a wall",
        "+": "a closed door",
        "T": "furniture",
        "O": "a pillar",
        "~": "deep water",
    }.get(glyph, "blocked")
