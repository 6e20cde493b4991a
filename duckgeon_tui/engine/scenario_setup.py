"""Setting a game up from a scenario: the quest it is played by, and the position on the table
(the party, the Beasties, the deck, the dice, the turn and phase)."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.quests import Quest, QuestRoom, TableEntry
from duckgeon_tui.content.scenario import FixedDice, Scenario, ScenarioBeastie, ScenarioDuck
from duckgeon_tui.engine.deck import OMEN, SNARE
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import BeastieState, Change, DuckState, Phase, SnareState
from duckgeon_tui.engine.world import World, booster_totals

SINGLE_ROOM = 1
"""The number a single room of a scenario has in the quest made for it."""

_NOBODY = [TableEntry.model_construct(min=-20, max=60, text="")]
"""A Room Table where nobody comes (made without building the validator as the engine loads)."""


def quest_of(content: Content, scenario: Scenario) -> Quest:
    """The quest a scenario is played by: the named quest, or (for a single room) a quest of
    that one room with the named quest's deck, Booster-Wooster and rules, won once the room is
    Cleared. IllegalAction when the scenario does not fit the content."""
    # The checks bring the YAML reader: loaded for scenarios only, not for every game.
    from duckgeon_tui.content.scenario_checks import check_scenario, scenario_quest

    problems = list(check_scenario(scenario, content))
    if problems:
        where, message = problems[0]
        path = ".".join(str(p) for p in where)
        raise IllegalAction(f"the scenario does not fit the game's content: {path}: {message}")
    quest = scenario_quest(scenario, content)
    assert quest is not None
    if not isinstance(scenario.room, str):
        return quest
    room = content.rooms[scenario.room]
    single = QuestRoom.model_construct(
        number=SINGLE_ROOM,
        room=room.id,
        at=(0, 0),
        room_table=list(scenario.room_table or _NOBODY),
        boss=None,
        sealed=[d.id for d in room.doors],
    )
    return quest.model_copy(
        update={"rooms": [single], "corridors": [], "build": None, "victory": []}
    )


def set_up(w: World, scenario: Scenario) -> None:
    """Put the scenario's position on the table of a game just set up for it."""
    state = w.state
    number = SINGLE_ROOM if isinstance(scenario.room, str) else scenario.room
    state.room_index = next(i for i, r in enumerate(w.quest.rooms) if r.number == number)
    state.win_on_clear = isinstance(scenario.room, str)
    state.turn = scenario.turn
    if scenario.booster is not None:
        state.booster = scenario.booster
    state.fixed_dice = _fixed(scenario.dice)
    w.reindex()
    for rs in state.rooms:
        if rs.number in scenario.cleared_rooms:
            rs.cleared, rs.entries = True, 1
    _deck_top(w, scenario.deck_top)
    for duck, spec in zip(state.ducks, scenario.party, strict=True):
        _duck(w, duck, spec)
    if scenario.phase == "room_table":
        state.phase = Phase.ROOM_TABLE
        state.entry_door = scenario.entry_door
        return
    room = w.room
    rs = w.room_state
    rs.entries = 1
    doors = {d.id: d.at for d in room.doors}
    rs.open_doors += [doors[d] for d in scenario.open_doors if doors[d] not in rs.open_doors]
    rs.snares = [SnareState(s.snare, s.at) for s in scenario.snares]
    rs.loot_pool = scenario.loot_pool
    for beastie in scenario.beasties:
        _beastie(w, beastie)
    rs.cleared = not state.beasties and not rs.snares
    state.turn_started = True
    state.pool = list(scenario.pool)
    state.loot_counters = scenario.loot_counters
    state.tally.loot_dice_picked += scenario.loot_counters
    state.phase = Phase(scenario.phase)


def _fixed(dice: list[int] | FixedDice) -> dict[str, list[int]]:
    if isinstance(dice, list):
        return {"any": list(dice)} if dice else {}
    return {key: list(faces) for key, faces in dice.model_dump().items() if faces}


def _deck_top(w: World, cards: list[str]) -> None:
    """The named cards go on top of the deck, the first one to be drawn first."""
    deck = w.state.deck
    keys = []
    for card in cards:
        key = OMEN + card if card in w.content.omens else card
        key = SNARE + card if card in w.content.snares else key
        if key in deck:
            deck.remove(key)
        keys.append(key)
    deck.extend(reversed(keys))


def _duck(w: World, duck: DuckState, spec: ScenarioDuck) -> None:
    cls = w.content.classes[spec.class_id]
    duck.rank = spec.rank
    duck.fmax = cls.stats.F if spec.max.F is None else spec.max.F
    duck.qmax = cls.stats.Q if spec.max.Q is None else spec.max.Q
    duck.pmax = cls.stats.P if spec.max.P is None else spec.max.P
    duck.f = duck.fmax if spec.stats.F is None else spec.stats.F
    duck.q = duck.qmax if spec.stats.Q is None else spec.stats.Q
    duck.p = duck.pmax if spec.stats.P is None else spec.stats.P
    duck.loot = spec.loot
    if spec.hand is not None:
        duck.hand = list(spec.hand)
    duck.dice = list(spec.dice)
    duck.got_dice = bool(spec.dice)
    duck.stored = {card: list(dice) for card, dice in spec.stored.items()}
    duck.charges = dict(spec.charges)
    duck.prepared = list(spec.prepared)
    duck.wielded = spec.wielded
    duck.conditions = _conditions(w, spec.conditions)
    if duck.f == 0 and w.quest.knockout_condition not in duck.conditions:
        duck.conditions[w.quest.knockout_condition] = None
    duck.pos = spec.at


def _beastie(w: World, spec: ScenarioBeastie) -> None:
    bdef = w.content.beasties[spec.kind]
    fmax = bdef.stats.F
    if bdef.boss:
        fmax += booster_totals(w.quest, w.state.booster)[0]["F"]
        w.state.tally.booster_at_boss = w.state.booster
    f = fmax if spec.stats.F is None else spec.stats.F
    b = BeastieState(
        w.new_handle(spec.kind), spec.kind, f, max(f, fmax), spec.at, spec.at, boss=bdef.boss
    )
    b.conditions = _conditions(w, spec.conditions)
    w.state.beasties.append(b)
    for stat in ("Q", "P"):
        value = getattr(spec.stats, stat)
        if value is not None and value != w.stat(b, stat):
            # [House rule] a Beastie's Q or P is its Beastie-ary's: a scenario's other value
            # counts as a change for the whole quest.
            b.changes.append(Change(stat, value - w.stat(b, stat), ["always"], "quest", "now"))


def _conditions(w: World, given: list[str] | dict[str, int | None]) -> dict[str, int | None]:
    if isinstance(given, dict):
        return dict(given)
    out: dict[str, int | None] = {}
    for cid in given:
        cond = w.content.conditions[cid]
        out[cid] = cond.wears_off
    return out


def scenario_to_data(scenario: Scenario) -> dict[str, Any]:
    """A scenario as JSON-ready data, for a save (what it leaves out is its default)."""
    data: dict[str, Any] = scenario.model_dump(by_alias=True, exclude_defaults=True, mode="json")
    return data


def scenario_from_data(data: Any) -> Scenario:
    """A scenario back from a save (IllegalAction when it is not one)."""
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise IllegalAction(f"the saved scenario is broken: {exc.error_count()} error(s)") from None
