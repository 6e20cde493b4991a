"""Read-only questions the app and bots ask a game: what is where, who can reach whom."""

from __future__ import annotations

from duckgeon_tui.content.characters import Ability, Attack
from duckgeon_tui.content.quests import BoosterStep, TableEntry
from duckgeon_tui.engine import acting, combat, doors, funkards, rooms
from duckgeon_tui.engine.forecast import Forecast, forecast
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import BeastieState, DuckState, Pending, Tally
from duckgeon_tui.engine.world import World
from duckgeon_tui.quick_dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SpaceInfo:
    """What is on one space of the current room."""

    glyph: str
    blocks_move: bool
    blocks_sight: bool
    occupant: str | None
    feature: str | None
    door: str | None
    snare: str | None


@dataclass(frozen=True, slots=True)
class BeastieView:
    """A Beastie as the app shows it (the boss with his Booster-Wooster steps included)."""

    handle: str
    beastie_id: str
    name: str
    pos: Pos
    cells: tuple[Pos, ...]
    f: int
    fmax: int
    q: int
    p: int
    move: int
    attacks: tuple[Attack, ...]
    abilities: tuple[Ability, ...]
    conditions: dict[str, int | None]
    boss: bool


@dataclass(frozen=True, slots=True)
class RoomView:
    """The current room: its map as it stands now, and what it holds."""

    number: int
    room_id: str
    name: str
    width: int
    height: int
    rows: tuple[str, ...]
    cleared: bool
    loot_pool: int
    doors: dict[str, Pos]
    exits: dict[str, int]

    def glyph(self, col: int, row: int) -> str:
        """The glyph at a space now (doors show open `'` or closed `+`)."""
        if 0 <= row < self.height and 0 <= col < len(self.rows[row]):
            return self.rows[row][col]
        return "#"


class GameQueries:
    """Mixed into Game: every query reads the state and never changes it."""

    world: World

    def room_view(self) -> RoomView:
        """The current room as it stands (doors opened or shut)."""
        w = self.world
        room = w.room
        grid = w.grid
        return RoomView(
            w.quest_room.number,
            room.id,
            room.name,
            grid.w,
            grid.h,
            grid.rows(w.closed_doors()),
            w.room_state.cleared,
            w.room_state.loot_pool,
            {d.id: d.at for d in room.doors},
            self.exits(),
        )

    def exits(self) -> dict[str, int]:
        """The current room's doors that lead somewhere: door id → the room they lead to."""
        return {d: v[0] for d, v in rooms.exits(self.world).items()}

    def shut_doors(self) -> dict[str, Pos]:
        """The current room's doors shut now (sealed ones always are): door id → its space."""
        w = self.world
        closed = w.closed_doors()
        return {d.id: d.at for d in w.room.doors if d.at in closed}

    def at(self, col: int, row: int) -> SpaceInfo:
        """What is on a space."""
        w = self.world
        grid = w.grid
        pos = (col, row)
        glyph = self.room_view().glyph(col, row)
        inside = grid.inside(pos)
        i = grid.index(pos) if inside else 0
        closed = pos in w.closed_doors()
        occupant = w.occupant(pos)
        door = next((d.id for d in w.room.doors if d.at == pos), None)
        snare = next((s.snare_id for s in w.room_state.snares if s.pos == pos), None)
        return SpaceInfo(
            glyph,
            (not inside) or bool(grid.static_block[i]) or closed,
            (not inside) or bool(grid.sight_block[i]) or closed,
            occupant.handle if occupant else None,
            grid.feature_at.get(pos),
            door,
            snare,
        )

    @property
    def ducks(self) -> list[DuckState]:
        """The Duckventurers (live state: read only)."""
        return self.world.state.ducks

    def duck(self, name: str) -> DuckState:
        """One Duckventurer by name."""
        return self.world.duck(name)

    def free_refusal(self, name: str) -> str | None:
        """Why the Duckventurer may take no free Action now, whatever it would aim at (None:
        it may, given something to aim at)."""
        return acting.free_refusal(self.world, self.world.duck(name))

    def knocked_out(self, name: str) -> bool:
        """Whether the Duckventurer is down: it has the quest's knockout Condition (no dice, no
        free Action, until First Aid)."""
        return self.world.quest.knockout_condition in self.world.duck(name).conditions

    @property
    def beasties(self) -> list[BeastieView]:
        """The Beasties in the room."""
        return [self._view(b) for b in self.world.state.beasties]

    def beastie(self, handle: str) -> BeastieView:
        """One Beastie by handle."""
        return self._view(next(x for x in self.world.state.beasties if x.handle == handle))

    def _view(self, b: BeastieState) -> BeastieView:
        w = self.world
        return BeastieView(
            b.handle,
            b.beastie_id,
            w.name(b),
            b.pos,
            tuple(w.cells(b)),
            b.f,
            b.fmax,
            w.stat(b, "Q"),
            w.stat(b, "P"),
            w.move_of(b),
            tuple(w.attacks(b)),
            tuple(w.abilities(b)),
            dict(b.conditions),
            b.boss,
        )

    @property
    def pool(self) -> list[str]:
        """Picked DuckDice not yet shared out."""
        return list(self.world.state.pool)

    @property
    def loot_counters(self) -> int:
        """LootCounters in this turn's Loot Counter pool."""
        return self.world.state.loot_counters

    @property
    def loot_dice(self) -> tuple[int, ...]:
        """The faces of the Loot Pool just rolled, waiting to be shared out."""
        return tuple(self.world.state.loot_dice)

    @property
    def loot_total(self) -> int:
        """The Loot just rolled, waiting to be shared out."""
        return self.world.state.loot_total

    @property
    def dice_to_pick(self) -> int:
        """How many DuckDice the party picks this turn (6, or 5 after a goose on the table)."""
        return self.world.state.to_pick

    @property
    def pending(self) -> Pending | None:
        """The die just rolled and waiting (walk destination, goose, sign), if any."""
        return self.world.state.pending

    def sign_results(self) -> tuple[int, int] | None:
        """What the DuckDuckGoose waiting for a sign makes of the roll it changes: added, and
        subtracted (None when no goose waits for one)."""
        p = self.world.state.pending
        if p is None or not p.signing:
            return None
        return acting.signed(self.world, p, True), acting.signed(self.world, p, False)

    def table_line(self, roll: int) -> TableEntry:
        """The line of this room's Room Table a total brings."""
        return rooms.table_entry(self.world.quest_room.room_table, roll)

    @property
    def tally(self) -> Tally:
        """Run statistics (kills, Loot, card uses, damage per room, ...)."""
        return self.world.state.tally

    def reachable(self, name: str, steps: int) -> dict[Pos, int]:
        """Spaces a walk of up to `steps` can end on, with their distances."""
        duck = self.world.duck(name)
        if duck.pos is None:
            return {}
        return dict(self.world.grid.reach(duck.pos, steps, self.world.blocked(duck)))

    def distances_from(self, start: Pos, name: str) -> dict[Pos, int]:
        """Walking steps from `start` to every space it reaches, as the Duckventurer would walk
        (everyone else blocks the way)."""
        w = self.world
        grid = w.grid
        return dict(grid.reach(start, grid.n, w.blocked(w.duck(name))))

    def walk_distance(self, start: Pos, goal: Pos, name: str) -> int | None:
        """Walking steps from `start` to `goal` as the Duckventurer would walk (everyone else
        blocks the way): `distances_from(start, name).get(goal)` without a copy of the whole
        map, searched only as far as `goal` unless the whole map's walk is known (None: no way
        there)."""
        w = self.world
        return w.grid.steps(start, goal, w.blocked(w.duck(name)))

    def walk_cap(self, name: str, value: int) -> int:
        """A DuckWalk of `value` as the Duckventurer's Conditions cap it (0: it cannot walk)."""
        return acting.walk_cap(self.world, self.world.duck(name), value)

    @property
    def room_cleared(self) -> bool:
        """Whether the current room is Cleared (Loot can be spent, the party can leave)."""
        return self.world.room_state.cleared

    def cells(self, handle: str) -> list[Pos]:
        """The spaces a Beastie covers (its whole footprint)."""
        found = self.world.find(handle)
        return self.world.cells(found) if isinstance(found, BeastieState) else []

    def walk_targets(self) -> dict[Pos, int]:
        """Spaces the pending DuckWalk can end on, with their distances (closed doors it can
        stop at to open them included)."""
        w = self.world
        p = w.state.pending
        if p is None or p.die != "walk":
            return {}
        duck = w.duck(p.who)
        if duck.pos is None:
            return {}
        blocked = w.blocked(duck)
        return {
            **w.grid.reach(duck.pos, p.value, blocked),
            **doors.walk_stops(w, duck.pos, p.value, blocked),
        }

    def shooty_range(self, name: str) -> int:
        """Range of the Duckventurer's Shooty attack (its best Shooty weapon, else 3)."""
        duck = self.world.duck(name)
        return combat.shooty_range(self.world, duck, combat.best_weapon(self.world, duck, "shooty"))

    def weapon(self, name: str, style: str) -> str | None:
        """The card id of the weapon the Duckventurer would attack with in that style (the
        wielded one if it fits, else the best one held; None: bare wings, or a thrown bun)."""
        return combat.best_weapon(self.world, self.world.duck(name), style)

    def attack_targets(self, name: str, style: str) -> list[str]:
        """Beasties the Duckventurer can attack now in that style."""
        w = self.world
        duck = w.duck(name)
        rng = 0  # base contact: no range
        if style != "choppy":
            rng = combat.shooty_range(w, duck, combat.best_weapon(w, duck, style))
        return [b.handle for b in combat.in_reach(w, duck, w.state.beasties, style, rng)]

    def attack_forecast(self, name: str, style: str, target: str) -> Forecast:
        """The Duckventurer's attack in that style on the Beastie `target`, weighed before the
        roll (with the weapon it would use): its chance to wound and its wound on average."""
        w = self.world
        duck = w.duck(name)
        beastie = next(b for b in w.state.beasties if b.handle == target)
        return forecast(w, duck, beastie, style, combat.best_weapon(w, duck, style))

    def card_targets(self, name: str, card: str) -> list[str]:
        """Who a card (or `ability`) of the Duckventurer can be aimed at now."""
        w = self.world
        duck = w.duck(name)
        power = funkards.duck_power(w, duck, card)
        return [c.handle for c in funkards.candidates(w, duck, power.target)]

    def usable_cards(self, name: str) -> list[str]:
        """Activated cards (and `ability`) the Duckventurer could spend a FunkyDuck on."""
        w = self.world
        duck = w.duck(name)
        out = []
        for card in [*dict.fromkeys(duck.hand), funkards.ABILITY]:
            power = funkards.duck_power(w, duck, card)
            if power.activation == "activated" and (not power.prepare or card in duck.prepared):
                out.append(card)
        return out

    def line_of_sight(self, a: Pos, b: Pos) -> bool:
        """Whether two spaces of the current room see each other."""
        return self.world.grid.sight(a, b, self.world.closed_doors())

    def spaces_in_range(self, pos: Pos, reach: int, los: bool = True) -> list[Pos]:
        """Spaces within `reach` of `pos` (and in its line of sight when `los`)."""
        grid = self.world.grid
        closed = self.world.closed_doors()
        out = []
        for i in range(grid.n):
            p = grid.pos(i)
            if (
                chebyshev(p, pos) <= reach
                and not grid.static_block[i]
                and (not los or grid.sight(pos, p, closed))
            ):
                out.append(p)
        return out

    def booster_track(self) -> tuple[int, list[BoosterStep]]:
        """Duckthulhu's step and the steps of his Booster-Wooster (none: the quest has none)."""
        track = self.world.quest.booster_wooster
        return self.world.state.booster, list(track.steps) if track is not None else []
