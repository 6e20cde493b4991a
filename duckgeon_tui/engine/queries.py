"""Read-only questions the app and bots ask a game: what is where, who can reach whom."""

from __future__ import annotations

from dataclasses import dataclass

from duckgeon_tui.content.characters import Ability, Attack
from duckgeon_tui.content.quests import BoosterStep, TableEntry
from duckgeon_tui.engine import acting, combat, doors, funkards, rooms
from duckgeon_tui.engine.forecast import Forecast, forecast
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.state import BeastieState, DuckState, Pending, Tally
from duckgeon_tui.engine.world import World


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

    w: World

    def room_view(self) -> RoomView:
        """The current room as it stands (doors opened or shut)."""
        w = self.w
        room = w.room
        closed = set(w.closed_doors())
        rows = []
        for r, line in enumerate(room.map):
            chars = list(line)
            for c, ch in enumerate(chars):
                if ch in "+'":
                    chars[c] = "+" if (c, r) in closed else "'"
            rows.append("".join(chars))
        return RoomView(
            w.quest_room.number,
            room.id,
            room.name,
            room.width,
            room.height,
            tuple(rows),
            w.room_state.cleared,
            w.room_state.loot_pool,
            {d.id: d.at for d in room.doors},
            {d: v[0] for d, v in rooms.exits(w).items()},
        )

    def at(self, col: int, row: int) -> SpaceInfo:
        """What is on a space."""
        w = self.w
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
        return self.w.state.ducks

    def duck(self, name: str) -> DuckState:
        """One Duckventurer by name."""
        return self.w.duck(name)

    def free_refusal(self, name: str) -> str | None:
        """Why the Duckventurer may take no free Action now, whatever it would aim at (None:
        it may, given something to aim at)."""
        return acting.free_refusal(self.w, self.w.duck(name))

    def knocked_out(self, name: str) -> bool:
        """Whether the Duckventurer is down: it has the quest's knockout Condition (no dice, no
        free Action, until First Aid)."""
        return self.w.quest.knockout_condition in self.w.duck(name).conditions

    @property
    def beasties(self) -> list[BeastieView]:
        """The Beasties in the room."""
        return [self._view(b.handle) for b in self.w.state.beasties]

    def beastie(self, handle: str) -> BeastieView:
        """One Beastie by handle."""
        return self._view(handle)

    def _view(self, handle: str) -> BeastieView:
        w = self.w
        b = next(x for x in w.state.beasties if x.handle == handle)
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
        return list(self.w.state.pool)

    @property
    def loot_counters(self) -> int:
        """LootCounters in this turn's Loot Counter pool."""
        return self.w.state.loot_counters

    @property
    def loot_dice(self) -> tuple[int, ...]:
        """The faces of the Loot Pool just rolled, waiting to be shared out."""
        return tuple(self.w.state.loot_dice)

    @property
    def loot_total(self) -> int:
        """The Loot just rolled, waiting to be shared out."""
        return self.w.state.loot_total

    @property
    def dice_to_pick(self) -> int:
        """How many DuckDice the party picks this turn (6, or 5 after a goose on the table)."""
        return self.w.state.to_pick

    @property
    def pending(self) -> Pending | None:
        """The die just rolled and waiting (walk destination, goose, sign), if any."""
        return self.w.state.pending

    def sign_results(self) -> tuple[int, int] | None:
        """What the DuckDuckGoose waiting for a sign makes of the roll it changes: added, and
        subtracted (None when no goose waits for one)."""
        p = self.w.state.pending
        if p is None or not p.signing:
            return None
        return acting.signed(self.w, p, True), acting.signed(self.w, p, False)

    def table_line(self, roll: int) -> TableEntry:
        """The line of this room's Room Table a total brings."""
        return rooms.table_entry(self.w.quest_room.room_table, roll)

    @property
    def tally(self) -> Tally:
        """Run statistics (kills, Loot, card uses, damage per room, ...)."""
        return self.w.state.tally

    def reachable(self, name: str, steps: int) -> dict[Pos, int]:
        """Spaces a walk of up to `steps` can end on, with their distances."""
        duck = self.w.duck(name)
        if duck.pos is None:
            return {}
        return self.w.grid.reach(duck.pos, steps, self.w.blocked(duck))

    def distances_from(self, start: Pos, name: str) -> dict[Pos, int]:
        """Walking steps from `start` to every space it reaches, as the Duckventurer would walk
        (everyone else blocks the way)."""
        w = self.w
        grid = w.grid
        return grid.reach(start, grid.n, w.blocked(w.duck(name)))

    def walk_cap(self, name: str, value: int) -> int:
        """A DuckWalk of `value` as the Duckventurer's Conditions cap it (0: it cannot walk)."""
        return acting.walk_cap(self.w, self.w.duck(name), value)

    @property
    def room_cleared(self) -> bool:
        """Whether the current room is Cleared (Loot can be spent, the party can leave)."""
        return self.w.room_state.cleared

    def cells(self, handle: str) -> list[Pos]:
        """The spaces a Beastie covers (its whole footprint)."""
        found = self.w.find(handle)
        return self.w.cells(found) if isinstance(found, BeastieState) else []

    def walk_targets(self) -> dict[Pos, int]:
        """Spaces the pending DuckWalk can end on, with their distances (closed doors it can
        stop at to open them included)."""
        w = self.w
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
        duck = self.w.duck(name)
        return combat.shooty_range(self.w, duck, combat.best_weapon(self.w, duck, "shooty"))

    def weapon(self, name: str, style: str) -> str | None:
        """The card id of the weapon the Duckventurer would attack with in that style (the
        wielded one if it fits, else the best one held; None: bare wings, or a thrown bun)."""
        return combat.best_weapon(self.w, self.w.duck(name), style)

    def attack_targets(self, name: str, style: str) -> list[str]:
        """Beasties the Duckventurer can attack now in that style."""
        w = self.w
        duck = w.duck(name)
        weapon = combat.best_weapon(w, duck, style)
        rng = combat.shooty_range(w, duck, weapon)
        return [b.handle for b in w.state.beasties if combat.reach_ok(w, duck, b, style, rng)]

    def attack_forecast(self, name: str, style: str, target: str) -> Forecast:
        """The Duckventurer's attack in that style on the Beastie `target`, weighed before the
        roll (with the weapon it would use): its chance to wound and its wound on average."""
        w = self.w
        duck = w.duck(name)
        beastie = next(b for b in w.state.beasties if b.handle == target)
        return forecast(w, duck, beastie, style, combat.best_weapon(w, duck, style))

    def card_targets(self, name: str, card: str) -> list[str]:
        """Who a card (or `ability`) of the Duckventurer can be aimed at now."""
        w = self.w
        duck = w.duck(name)
        power = funkards.duck_power(w, duck, card)
        return [c.handle for c in funkards.candidates(w, duck, power.target)]

    def usable_cards(self, name: str) -> list[str]:
        """Activated cards (and `ability`) the Duckventurer could spend a FunkyDuck on."""
        w = self.w
        duck = w.duck(name)
        out = []
        for card in [*dict.fromkeys(duck.hand), funkards.ABILITY]:
            power = funkards.duck_power(w, duck, card)
            if power.activation == "activated" and (not power.prepare or card in duck.prepared):
                out.append(card)
        return out

    def line_of_sight(self, a: Pos, b: Pos) -> bool:
        """Whether two spaces of the current room see each other."""
        return self.w.grid.sight(a, b, self.w.closed_doors())

    def spaces_in_range(self, pos: Pos, reach: int, los: bool = True) -> list[Pos]:
        """Spaces within `reach` of `pos` (and in its line of sight when `los`)."""
        grid = self.w.grid
        closed = self.w.closed_doors()
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
        track = self.w.quest.booster_wooster
        return self.w.state.booster, list(track.steps) if track is not None else []
