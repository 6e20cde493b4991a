"""The engine's working context: content lookups, the state, the roller and the event sink."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from duckgeon_tui.content.bundle import Content, Funkard
from duckgeon_tui.content.cards import Condition
from duckgeon_tui.content.characters import Ability, Attack, Beastie
from duckgeon_tui.content.quests import Quest, QuestRoom
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.engine.dice import Roller
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import Event, EventKind
from duckgeon_tui.engine.grid import Grid, Pos
from duckgeon_tui.engine.memo import Memo
from duckgeon_tui.engine.state import (
    BeastieState,
    DuckState,
    GameState,
    Phase,
    Reason,
    Result,
    RoomState,
)

Character = DuckState | BeastieState


class QuestOver(Exception):
    """Raised inside the engine when the quest is won or lost, to stop the action at once."""


class World:
    """Everything the rules need while applying an action."""

    __slots__ = (
        "_ducks",
        "content",
        "depth",
        "events",
        "funkards",
        "grids",
        "quest",
        "roller",
        "state",
    )

    def __init__(self, content: Content, quest: Quest, state: GameState, roller: Roller) -> None:
        self.content = content
        self.quest = quest
        self.state = state
        self.roller = roller
        self.events: list[Event] = []
        self.depth = 0  # how deep triggers are nested (a trigger never sets off a chain forever)
        self.funkards: dict[str, Funkard] = {**content.items, **content.zappies, **content.feats}
        self._ducks: dict[str, DuckState] = {}
        self.grids: list[Grid | None] = [None] * len(quest.rooms)
        """Each quest room's geometry once asked: derived from the content alone, so a copy of
        the game shares it like the content."""
        self.reindex()

    def reindex(self) -> None:
        """Rebuild the name lookup and the roller's fixed faces (after the state was replaced)."""
        self._ducks = {d.name.lower(): d for d in self.state.ducks}
        self.roller.fixed = self.state.fixed_dice

    # -- events ---------------------------------------------------------------------------
    def emit(self, kind: EventKind, text: str, **fields: Any) -> None:
        """Report something that happened: its kind, its text and its typed fields (see
        `Event`)."""
        self.events.append(Event(kind, text, **fields))

    def finish(self, result: Result, reason: Reason, text: str) -> None:
        """End the quest now: victory or defeat, why (`reason`) and in words (`text`)."""
        self.state.result = result
        self.state.reason = reason
        self.state.reason_text = text
        self.state.phase = Phase.OVER
        self.state.pending = None
        self.emit(
            EventKind.OVER,
            f"{'Victory' if result is Result.VICTORY else 'Defeat'}: {text}",
            value=1 if result is Result.VICTORY else 0,
        )
        raise QuestOver

    # -- the room -------------------------------------------------------------------------
    @property
    def quest_room(self) -> QuestRoom:
        """The quest's entry for the current room."""
        return self.quest.rooms[self.state.room_index]

    @property
    def room(self) -> Room:
        """The current room's content."""
        return self.content.rooms[self.quest_room.room]

    @property
    def room_state(self) -> RoomState:
        """What has happened in the current room."""
        return self.state.rooms[self.state.room_index]

    @property
    def grid(self) -> Grid:
        """The current room's geometry."""
        index = self.state.room_index
        grid = self.grids[index]  # the rules ask this all the time
        if grid is None:
            grid = self.grids[index] = grid_of(self.room)
        return grid

    def closed_doors(self) -> list[Pos]:
        """Door spaces of the current room that are shut now (sealed doors always are)."""
        opened = self.room_state.open_doors
        return [p for p in self.grid.doors if p not in opened]

    def sealed(self) -> list[Pos]:
        """Door spaces of the current room that lead nowhere in this quest (they count as wall)."""
        sealed = self.quest_room.sealed
        return [d.at for d in self.room.doors if d.id in sealed]

    def occupied(self, skip: Character | None = None) -> list[Pos]:
        """Every space a character stands on (except `skip`)."""
        out = [d.pos for d in self.state.ducks if d.pos is not None and d is not skip]
        for b in self.state.beasties:
            if b is not skip:
                out.extend(self.cells(b))
        return out

    def blocked(self, skip: Character | None = None) -> bytearray:
        """Movement blockers for `skip` (it does not block itself)."""
        return self.grid.blocked(self.closed_doors(), self.occupied(skip))

    def occupant(self, pos: Pos) -> Character | None:
        """Who stands on a space."""
        for d in self.state.ducks:
            if d.pos == pos:
                return d
        for b in self.state.beasties:
            if pos in self.cells(b):
                return b
        return None

    # -- characters -----------------------------------------------------------------------
    def duck(self, name: str) -> DuckState:
        """The Duckventurer called `name` (any case)."""
        duck = self._ducks.get(name.lower())
        if duck is None:
            raise IllegalAction(f"there is no Duckventurer called {name!r}")
        return duck

    def find(self, handle: str) -> Character:
        """A Duckventurer by name or a Beastie by handle."""
        duck = self._ducks.get(handle.lower())
        if duck is not None:
            return duck
        for b in self.state.beasties:
            if b.handle == handle:
                return b
        raise IllegalAction(f"there is no {handle!r} here")

    def beastie_def(self, b: BeastieState) -> Beastie:
        """The Beastie-ary entry of a Beastie."""
        return self.content.beasties[b.beastie_id]

    def cells(self, b: BeastieState) -> list[Pos]:
        """The spaces a Beastie covers."""
        footprint = self.content.beasties[b.beastie_id].footprint
        if len(footprint) == 1:
            return [b.pos]
        x, y = b.pos
        return [(x + dc, y + dr) for dc, dr in footprint]

    def spaces_of(self, ch: Character) -> list[Pos]:
        """The spaces a character covers (a Duckventurer covers one)."""
        if isinstance(ch, DuckState):
            return [ch.pos] if ch.pos is not None else []
        return self.cells(ch)

    def name(self, ch: Character) -> str:
        """The character's name as texts show it."""
        if isinstance(ch, DuckState):
            return ch.name
        base = self.beastie_def(ch).name
        number = ch.handle.rsplit("-", 1)[-1]
        return base if number == "1" else f"{base} #{number}"

    def conscious_ducks(self) -> list[DuckState]:
        """Duckventurers who are up and in the room."""
        return [d for d in self.state.ducks if d.f > 0 and d.pos is not None]

    def condition(self, cid: str) -> Condition | None:
        """A Condition by id (None when the content lacks it)."""
        return self.content.conditions.get(cid)

    def conditions_of(self, ch: Character) -> Iterator[Condition]:
        """The Conditions on a character."""
        for cid in ch.conditions:
            cond = self.content.conditions.get(cid)
            if cond is not None:
                yield cond

    def can_act(self, ch: Character) -> bool:
        """Up and not held by a no-actions Condition."""
        return ch.f > 0 and not any(c.no_actions for c in self.conditions_of(ch))

    # -- STATS ----------------------------------------------------------------------------
    def stat(self, ch: Character, stat: str) -> int:
        """A character's current STAT (the boss includes his Booster-Wooster steps)."""
        if stat == "F":
            return ch.f
        if isinstance(ch, DuckState):
            return ch.q if stat == "Q" else ch.p
        base = self.beastie_def(ch).stats.get(stat)  # type: ignore[arg-type]
        if ch.boss:
            base += booster_totals(self.quest, self.state.booster)[0].get(stat, 0)
        return int(base)

    def max_stat(self, ch: Character, stat: str) -> int:
        """A character's max STAT."""
        if isinstance(ch, DuckState):
            return {"F": ch.fmax, "Q": ch.qmax, "P": ch.pmax}[stat]
        return ch.fmax if stat == "F" else self.stat(ch, stat)

    def attacks(self, b: BeastieState) -> list[Attack]:
        """A Beastie's attacks (the boss gains some on his track)."""
        own = list(self.beastie_def(b).attacks)
        return own + booster_totals(self.quest, self.state.booster)[2] if b.boss else own

    def abilities(self, b: BeastieState) -> list[Ability]:
        """A Beastie's abilities (the boss gains some on his track)."""
        own = list(self.beastie_def(b).abilities)
        return own + booster_totals(self.quest, self.state.booster)[3] if b.boss else own

    def move_of(self, b: BeastieState) -> int:
        """How far a Beastie moves each Beastie turn."""
        base = self.beastie_def(b).move
        return base + booster_totals(self.quest, self.state.booster)[1] if b.boss else base

    def new_handle(self, beastie_id: str) -> str:
        """The next handle for a Beastie of this kind: '<id>-<n>'."""
        n = self.state.handles.get(beastie_id, 0) + 1
        self.state.handles[beastie_id] = n
        return f"{beastie_id}-{n}"


GRIDS_KEPT = 512
"""Room geometries remembered (a built dungeon draws from the same pool of rooms)."""
BOOSTS_KEPT = 1024
"""Booster-Wooster totals remembered (a quest's track has a dozen steps or so)."""
BoostTotals = tuple[dict[str, int], int, list[Attack], list[Ability]]
# Keyed by the content's identity, each with the content it was worked out from (an id may be
# taken again once its object is gone), and bounded: a `serve` may load mods for days.
_GRIDS: Memo[int, tuple[Room, Grid]] = Memo(GRIDS_KEPT)
_BOOSTS: Memo[tuple[int, int], tuple[Quest, BoostTotals]] = Memo(BOOSTS_KEPT)


def grid_of(room: Room) -> Grid:
    """The geometry of a room, computed once per room content (content models are immutable)."""
    hit = _GRIDS.get(id(room))
    if hit is None or hit[0] is not room:
        hit = _GRIDS.keep(id(room), (room, Grid(room)))
    return hit[1]


def booster_totals(quest: Quest, step: int) -> BoostTotals:
    """What the Booster-Wooster has added to the boss by `step`: STATS, move, attacks, abilities."""
    hit = _BOOSTS.get((id(quest), step))
    if hit is None or hit[0] is not quest:
        hit = _BOOSTS.keep((id(quest), step), (quest, _booster_totals(quest, step)))
    return hit[1]


def _booster_totals(quest: Quest, step: int) -> BoostTotals:
    stats = {"F": 0, "Q": 0, "P": 0}
    move = 0
    attacks: list[Attack] = []
    abilities: list[Ability] = []
    track = quest.booster_wooster
    for s in track.steps[:step] if track is not None else ():
        for key in stats:
            stats[key] += s.stats.get(key)  # type: ignore[arg-type]
        move += s.move
        attacks.extend(s.attacks)
        abilities.extend(s.abilities)
    return stats, move, attacks, abilities
