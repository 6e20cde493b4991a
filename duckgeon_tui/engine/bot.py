"""A sensible party bot: picks dice for the situation, moves, fights, loots, uses cards, aids."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from duckgeon_tui.content.cards import Targeting
from duckgeon_tui.content.effects import ApplyCondition, Damage, DenyResist, Heal, Move
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.engine import bot_goals
from duckgeon_tui.engine.actions import (
    Action,
    Buy,
    Cash,
    EndTurn,
    Enter,
    Escape,
    FreeAction,
    Give,
    Go,
    Leave,
    LootRoll,
    Pick,
    RankUp,
    Release,
    Resolve,
    RollDie,
    Sign,
    Split,
    Walk,
)
from duckgeon_tui.engine.bot_goals import Task
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.funkards import ABILITY
from duckgeon_tui.engine.game import Game, Outcome
from duckgeon_tui.engine.grid import Pos, chebyshev
from duckgeon_tui.engine.rooms import table_entry
from duckgeon_tui.engine.state import DuckState, Phase

MAX_ACTIONS = 20000
"""A bot game never takes more actions than this (a quest's turn limit ends it long before)."""


@dataclass(slots=True)
class _Plan:
    """The bot's intentions for the current turn."""

    dice: dict[str, list[str]] = field(default_factory=dict)
    free: dict[str, Action] = field(default_factory=dict)
    goal: dict[str, Pos] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _CardValue:
    """A card's worth against the Beasties: its cost, its value and whom it is aimed at."""

    cost: int
    value: float
    target: Targeting


class PartyBot:
    """Plays every Duckventurer of a party through the public Game API."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)
        self.plan = _Plan()
        self._values: dict[tuple[str, str], _CardValue | None] = {}
        self._heals: dict[tuple[str, str], tuple[int, str] | None] = {}
        self._hops: tuple[Quest, dict[int, dict[int, int]]] | None = None
        """The quest's corridor distances: from each room asked about, to every room it reaches."""

    def play(self, game: Game, max_actions: int = MAX_ACTIONS) -> Outcome | None:
        """Play the game to its end (or `max_actions`); returns the outcome."""
        for _ in range(max_actions):
            if game.outcome is not None:
                break
            game.apply(self.choose(game))
        return game.outcome

    def choose(self, game: Game) -> Action:
        """The bot's action for the current phase."""
        phase = game.phase
        if phase == Phase.ROOM_TABLE:
            return Enter(self._goose_on_table(game))
        if phase == Phase.GOOSE_SIGN:
            return self._sign(game)
        if phase == Phase.PICK:
            return self._pick(game)
        if phase == Phase.SHARE:
            return self._share(game)
        if phase == Phase.ACT:
            return self._act(game)
        if phase == Phase.WALK:
            return self._walk(game)
        if phase == Phase.ROLL:
            return Resolve()
        if phase == Phase.LOOT_ROLL:
            return LootRoll(next(d.name for d in game.ducks if d.f > 0))
        if phase == Phase.LOOT_SPLIT:
            return self._split(game)
        raise IllegalAction(f"the bot has nothing to do in phase {phase}")

    # -- decisions --------------------------------------------------------------------------
    def _goose_on_table(self, game: Game) -> bool:
        """Spend a DuckDuckGoose on the Room Table when the party is battered (below 60% of its
        Fatty), except at the boss's door (the goose would feed him)."""
        qr = game.quest.rooms[game.state.room_index]
        if qr.boss is not None:
            return False
        now = sum(d.f for d in game.ducks)
        top = sum(d.fmax for d in game.ducks)
        return now * 10 < top * 6

    def _sign(self, game: Game) -> Action:
        p = game.pending
        assert p is not None
        if p.die != "table":
            return Sign(True)
        table = game.quest.rooms[game.state.room_index].room_table

        def danger(total: int) -> int:
            entry = table_entry(table, total)
            return sum(s.count * game.content.beasties[s.beastie].stats.F for s in entry.spawns)

        plus = danger(p.value + p.goose_value) <= danger(p.value - p.goose_value)
        return Sign(plus)

    def _pick(self, game: Game) -> Action:
        state = game.state
        if game.is_legal(Escape()):
            return Escape()
        if game.room_cleared:
            # A game a player left in any state: the shop or the way out only when the rules
            # allow it now (dice released into the pool keep the party in the room).
            for choice in (self._shop(game), self._leave(game)):
                if choice is not None and game.is_legal(choice):
                    return choice
        for duck in game.ducks:
            for card, dice in duck.stored.items():
                if dice and duck.f > 0 and game.is_legal(Release(duck.name, card)):
                    return Release(duck.name, card)
        self.plan = self._make_plan(game)
        picked: list[str] = [d for dice in self.plan.dice.values() for d in dice]
        while len(picked) < state.to_pick:
            picked.append("fighter" if game.state.beasties else "walk")
        picked = picked[: state.to_pick]
        for name in list(self.plan.dice):
            if not self.plan.dice[name]:
                del self.plan.dice[name]
        return Pick(tuple(picked))

    def _shop(self, game: Game) -> Action | None:
        awake = [d for d in game.ducks if d.f > 0]  # the Unconscious spend nothing
        for duck in awake:
            nxt = game.content.ranks.get(duck.rank + 1)
            if nxt is not None and duck.loot >= nxt.cost and nxt.raises:
                order = ("F", "Q", "P") if duck.q >= duck.p else ("F", "P", "Q")
                stat = next(s for s in order if s in nxt.raises)
                return RankUp(duck.name, stat)
        for duck in awake:
            nxt = game.content.ranks.get(duck.rank + 1)
            saving = nxt is not None and duck.loot < nxt.cost <= duck.loot + 6
            if (
                not saving
                and duck.loot >= game.quest.funkard_price
                and len(duck.hand) < game.quest.hand_limit
            ):
                return Buy(duck.name)
        return None

    def _leave(self, game: Game) -> Action | None:
        if game.pool:
            return None  # dice an Omen or a card released are played here first
        if any(d.f == 0 for d in game.ducks) and any(d.f > 0 for d in game.ducks):
            return None  # First Aid first
        if bot_goals.tasks_here(game):
            return None
        door = self._exit(game)
        if door is None or not game.is_legal(Leave(door)):
            return None  # the door is shut: someone opens it this turn
        return Leave(door)

    def _exit(self, game: Game, exits: dict[str, int] | None = None) -> str | None:
        """The door of the room that leads toward the next room to clear (`exits`: the room's
        ways out, when the caller has them already)."""
        exits = game.exits() if exits is None else exits
        target = self._next_room(game)
        best = None
        for door, number in sorted(exits.items()):
            dist = self._room_distance(game, number, target)
            if best is None or dist < best[0]:
                best = (dist, door)
        return best[1] if best else None

    def _shut_exit(self, game: Game, safe: bool = True) -> Pos | None:
        """The space of the way out while its door is still shut (once the room is safe, or
        at any time when not `safe`)."""
        if safe and (game.state.beasties or not game.room_cleared):
            return None
        shut = game.shut_doors()
        exits = game.exits()
        if not any(door in shut for door in exits):
            return None  # every way out stands open, whichever the party takes
        door = self._exit(game, exits)
        return None if door is None else shut.get(door)

    def _next_room(self, game: Game) -> int:
        done = [
            r.number
            for r, rs in zip(game.quest.rooms, game.state.rooms, strict=True)
            if rs.cleared and rs.entries
        ]
        todo = [r.number for r in game.quest.rooms if r.number not in done]
        needed = bot_goals.rooms_needed(game)
        if needed is not None:
            # Only the rooms with clues still to find, then the objectives' rooms.
            here = game.room_number
            return min(needed, key=lambda n: (self._room_distance(game, here, n), n))
        return min(todo) if todo else max(r.number for r in game.quest.rooms)

    def _room_distance(self, game: Game, start: int, goal: int) -> int:
        """Corridors walked from room `start` to room `goal` (99: no way there), every room's
        distances from `start` worked out once per quest."""
        if self._hops is None or self._hops[0] is not game.quest:
            self._hops = (game.quest, {})
        hops = self._hops[1]
        seen = hops.get(start)
        if seen is None:
            links: dict[int, list[int]] = {}
            for c in game.quest.corridors:
                links.setdefault(c.a.room, []).append(c.b.room)
                links.setdefault(c.b.room, []).append(c.a.room)
            seen = hops[start] = {start: 0}
            queue = deque([start])
            while queue:
                r = queue.popleft()
                for nxt in links.get(r, []):
                    if nxt not in seen:
                        seen[nxt] = seen[r] + 1
                        queue.append(nxt)
        return seen.get(goal, 99)

    def _plan_task(
        self,
        game: Game,
        plan: _Plan,
        ducks: list[DuckState],
        task: Task,
        fire: bool = False,
        walk: bool = True,
    ) -> int:
        """Do the task's free Action, or (`walk`) walk someone there; the dice it takes. Look
        and Prepare work from base contact or line of sight, Interact from base contact only;
        under fire the duck least likely to be attacked does it."""
        at = task.pos
        if task.doer is not None:
            ducks = [d for d in ducks if d.name == task.doer]

        def ready(d: DuckState) -> bool:
            assert d.pos is not None
            if not d.free_available:
                return False
            if chebyshev(d.pos, at) <= 1:
                return True
            return task.kind != "interact" and game.line_of_sight(d.pos, at)

        able = [d for d in ducks if ready(d)]
        skill = self._disarm_skill(game, at)
        # A Snare is tried by everyone beside it (a failed try does nothing), the best first;
        # the party's best at its disarm test walks up to it when not already there.
        snare = task.kind == "interact" and not fire and self._snare_at(game, at)
        doers = sorted(able, key=lambda d: (-skill(d), d.name)) if snare else []
        if able and not snare:
            doers = [bot_goals.doer(game, able, task, fire)]
        for doer in doers:
            plan.free[doer.name] = FreeAction(doer.name, task.kind, at=at)
        walkers = [d for d in ducks if d.name not in plan.free]
        if doers and (not snare or skill(doers[0]) >= max(map(skill, walkers), default=0)):
            return 0
        walker = self._nearest_walker(game, walkers, at, skill) if walk else None
        if walker is None:
            return 0
        steps = self._steps_to(game, walker, at)
        assert steps is not None  # the walker was chosen for a way there
        plan.goal[walker.name] = at
        # With nobody about, enough DuckWalks to get there this turn (about 3 spaces each).
        most = game.dice_to_pick if not game.state.beasties else 3
        plan.dice[walker.name] = ["walk"] * min(most, 1 + steps // 3)
        return len(plan.dice[walker.name])

    def _snare_at(self, game: Game, at: Pos) -> bool:
        """Whether a Snare the party knows of lies on the space."""
        return any(s.pos == at for s in game.state.rooms[game.state.room_index].snares)

    def _disarm_skill(self, game: Game, at: Pos) -> Callable[[DuckState], int]:
        """How good a Duckventurer is at the task on a space: a Snare's disarm STAT (0 for
        anything else)."""
        rs = game.state.rooms[game.state.room_index]
        snare = next((s for s in rs.snares if s.pos == at), None)
        card = game.content.snares.get(snare.snare_id) if snare is not None else None
        if card is None:
            return lambda _: 0
        stat = card.disarm.stat
        return lambda duck: int(getattr(duck, stat.lower()))

    def _steps_from(self, game: Game, duck: DuckState, goal: Pos) -> dict[Pos, int]:
        """Walking steps from each space the duck could stand on to base contact with `goal`
        (the goal's own space, say a Snare underfoot, counts as one step away)."""
        dist = game.distances_from(goal, duck.name)
        return {s: (1 if s == goal else d - 1) for s, d in dist.items()}

    def _steps_to(self, game: Game, duck: DuckState, goal: Pos) -> int | None:
        """`_steps_from` for the duck's own space alone (None: no way there)."""
        assert duck.pos is not None
        if duck.pos == goal:
            return 1
        dist = game.walk_distance(goal, duck.pos, duck.name)
        return None if dist is None else dist - 1

    def _nearest_walker(
        self,
        game: Game,
        ducks: list[DuckState],
        goal: Pos,
        skill: Callable[[DuckState], int] = lambda _: 0,
    ) -> DuckState | None:
        """The duck best at the task (`skill`) that can walk into base contact with `goal`,
        in the fewest steps among equals."""
        best: tuple[int, int, str, DuckState] | None = None
        for duck in ducks:
            if duck.pos is None or game.walk_cap(duck.name, 1) == 0:
                continue  # Frozen, or otherwise rooted to the spot this turn
            steps = self._steps_to(game, duck, goal)
            rank = (-skill(duck), steps, duck.name) if steps is not None else None
            if rank is not None and (best is None or rank < best[:3]):
                best = (*rank, duck)
        return None if best is None else best[3]

    def _make_plan(self, game: Game) -> _Plan:
        plan = _Plan()
        ducks = [
            d
            for d in game.ducks
            if d.pos is not None
            and d.f > 0
            and not any(
                game.content.conditions[c].no_actions
                for c in d.conditions
                if c in game.content.conditions
            )
        ]
        downed = [d for d in game.ducks if d.f == 0 and d.pos is not None]
        budget = game.dice_to_pick
        for task in bot_goals.tasks_here(game):
            # The room's tasks (Snares to disarm, the quest's objects) come before First Aid,
            # each by another duck; with Beasties about, only those that cannot wait.
            idle = [d for d in ducks if d.name not in plan.free and d.name not in plan.dice]
            if not idle:
                break
            if not game.state.beasties:
                budget -= self._plan_task(game, plan, idle, task, walk=budget > 0)
            elif bot_goals.under_fire(game, task):
                budget -= self._plan_task(game, plan, idle, task, fire=True, walk=budget > 0)
            elif task.objective and task.kind != "interact" and len(ducks) > 1:
                # A clue or a ritual in sight: a duck no Beastie can reach sees to it.
                safe = [d for d in idle if bot_goals.safe(game, d)]
                self._plan_task(game, plan, safe, task, fire=True, walk=False)
        exit_door = self._shut_exit(game)
        idle = [d for d in ducks if d.name not in plan.free and d.name not in plan.dice]
        if exit_door is not None and idle:
            # The way out, still shut, is opened before the party sets off (a door is left
            # only once it is open).
            budget -= self._plan_task(
                game, plan, idle, Task("interact", exit_door), walk=budget > 0
            )
        # With Beasties about, one First Aid a turn, and someone always keeps fighting.
        aids = len(downed) if not game.state.beasties else min(1, len(ducks) - 1)
        for hurt in downed[: max(0, aids)]:
            assert hurt.pos is not None
            free = [d for d in ducks if d.name not in plan.free and d.name not in plan.goal]
            ready = [d for d in free if d.free_available and chebyshev(d.pos, hurt.pos) <= 1]  # type: ignore[arg-type]
            if ready:
                plan.free[ready[0].name] = FreeAction(ready[0].name, "aid", other=hurt.name)
                continue
            helper = self._nearest_walker(game, free, hurt.pos)
            if helper is not None and budget > 0:
                plan.goal[helper.name] = hurt.pos
                plan.dice[helper.name] = ["walk"]
                budget -= 1
        budget -= self._plan_clock_cards(game, plan, ducks, budget)
        fighters = [d for d in ducks if d.name not in plan.free]
        if not game.state.beasties or not fighters:
            return plan
        door = self._shut_exit(game, safe=False)
        left = sum(b.f for b in game.state.beasties)
        if door is not None and len(fighters) > 1 and left <= 3 * len(fighters) and budget > 2:
            # The fight is nearly won: the Duckventurer nearest the way out goes to open it.
            opener = self._nearest_walker(game, fighters, door)
            if opener is not None:
                fighters.remove(opener)
                steps = self._steps_to(game, opener, door)
                assert steps is not None  # the opener was chosen for a way there
                plan.goal[opener.name] = door
                plan.dice[opener.name] = ["walk"] * min(2, 1 + steps // 4)
                budget -= len(plan.dice[opener.name])
        for duck in fighters:
            if budget <= 0:
                break
            dice = plan.dice.setdefault(duck.name, [])
            if not self._in_reach(game, duck):
                dice.append("walk")
                budget -= 1
        kills = sum(1 for b in game.state.beasties if b.f <= 4)
        loot = min(2, kills, max(0, budget - len(fighters)))
        budget -= loot
        casters: dict[str, bool] = {}  # who has a card worth a FunkyDuck, asked once each

        def casts(duck: DuckState) -> bool:
            if duck.name not in casters:
                casters[duck.name] = self._best_card(game, duck, first=True) is not None
            return casters[duck.name]

        i = 0
        while budget > 0:
            duck = fighters[i % len(fighters)]
            dice = plan.dice.setdefault(duck.name, [])
            kind = "fighter"
            if "funky" not in dice and casts(duck):
                kind = "funky"
            elif duck.f <= duck.fmax // 3 and "duck" not in dice:
                kind = "duck"
            dice.append(kind)
            budget -= 1
            i += 1
        plan.dice["__loot__"] = ["loot"] * loot
        return plan

    def _plan_clock_cards(
        self, game: Game, plan: _Plan, ducks: list[DuckState], budget: int
    ) -> int:
        """Cards that push the quest's clock back: Prepared (a free Action) while no Beastie
        can reach the duck, cast with a FunkyDuck once the clock has moved on; the dice taken."""
        taken = 0
        for duck in ducks:
            for card in bot_goals.clock_cards(game, duck):
                if card in game.usable_cards(duck.name):
                    if bot_goals.clock_worth_pushing(game) and taken < budget:
                        plan.dice.setdefault(duck.name, []).append("funky")
                        taken += 1
                        break
                elif (
                    duck.name not in plan.free
                    and duck.name not in plan.dice
                    and duck.free_available
                    and bot_goals.safe(game, duck)
                ):
                    plan.free[duck.name] = FreeAction(duck.name, "prepare", card=card)
                    break
        return taken

    def _in_reach(self, game: Game, duck: DuckState) -> bool:
        return bool(
            game.attack_targets(duck.name, "choppy") or game.attack_targets(duck.name, "shooty")
        )

    def _attack_value(self, game: Game, duck: DuckState, card: str) -> _CardValue | None:
        """What a card is worth against the Beasties (None: not an attacking card); remembered,
        as the content never changes during a game."""
        key = (duck.class_id, card)
        if key in self._values:
            return self._values[key]
        if card == "ability":
            ab = game.content.classes[duck.class_id].ability
            cost, effects, target = ab.cost, ab.effects, ab.target
        else:
            fk = game.content.funkard(card)
            cost, effects, target = fk.cost, fk.effects, fk.target
        value = 0.0
        for e in effects:
            if isinstance(e, Damage):
                value += e.amount + 3.5 * e.dice + (2 if e.stat else 0)
            elif isinstance(e, ApplyCondition):
                value += 1.5
            elif isinstance(e, DenyResist):
                value += 1.0
        stepping = any(isinstance(e, Move) and e.mode == "step" for e in effects)
        found = None if value <= 0 or stepping else _CardValue(cost, value, target)
        self._values[key] = found
        return found

    def _best_card(
        self, game: Game, duck: DuckState, first: bool = False
    ) -> tuple[str, str | None] | None:
        """The card most worth a FunkyDuck against the Beasties (P + 3.5 must beat its cost):
        damage counts most, then Conditions and denied Resists; spread cards count per target.
        With `first`, the first card worth it (whether there is one is all that is asked)."""
        worth: dict[str, _CardValue] = {}  # the cards worth it, were they usable now
        for card in [*dict.fromkeys(duck.hand), ABILITY]:
            info = self._attack_value(game, duck, card)
            if info is not None and duck.p + 3.5 > info.cost:
                worth[card] = info
        if not worth:
            return None
        best: tuple[float, str, str | None] | None = None
        names = {d.name.lower() for d in game.ducks}
        fs = {b.handle: b.f for b in game.state.beasties}
        fmaxes = {b.handle: b.fmax for b in game.state.beasties}
        in_reach: dict[tuple[str, int, bool], list[str]] = {}
        for card in game.usable_cards(duck.name):
            info = worth.get(card)
            if info is None:
                continue
            aim = info.target
            reach_key = (aim.kind, aim.range, aim.line_of_sight)
            if reach_key not in in_reach:
                in_reach[reach_key] = [
                    t for t in game.card_targets(duck.name, card) if t.lower() not in names
                ]
            enemies = in_reach[reach_key]
            if not enemies:
                continue
            if first:
                return card, None
            value = info.value
            if aim.kind.startswith("all_"):
                value *= len(enemies)
                target = None
            else:
                target = min(enemies, key=lambda h: (fs[h], h))
                if value < 3:
                    target = max(enemies, key=lambda h: (fmaxes[h], h))
            if best is None or value > best[0]:
                best = (value, card, target)
        return None if best is None else (best[1], best[2])

    def _share(self, game: Game) -> Action:
        pool = game.pool
        for name, dice in self.plan.dice.items():
            if name == "__loot__":
                continue
            duck = game.duck(name)
            for die in dice:
                if die in pool and duck.dice.count(die) < dice.count(die):
                    return Give(die, name)
        takers = [
            d for d in game.ducks if d.f > 0 and d.pos is not None and d.name not in self.plan.free
        ]
        if pool and takers:
            return Give(pool[0], takers[0].name)
        return Go()

    def _act(self, game: Game) -> Action:
        door = None if self.plan.goal else self._shut_exit(game)
        if door is not None:
            # The room was just Cleared: a spare DuckWalk goes to open the way out.
            walkers = [d for d in game.ducks if "walk" in d.dice and d.f > 0 and d.pos]
            walker = self._nearest_walker(game, walkers, door)
            if walker is not None:
                self.plan.goal[walker.name] = door
        for duck in game.ducks:
            if duck.pos is None or duck.f <= 0 or not duck.dice:
                continue
            action = self._use_dice(game, duck)
            if action is not None:
                return action
        for name, free in list(self.plan.free.items()):
            del self.plan.free[name]
            duck = game.duck(name)
            if not duck.got_dice and duck.free_action is None and game.is_legal(free):
                return free
        return self._cash(game) or EndTurn()

    def _cash(self, game: Game) -> Action | None:
        """Unused dice first (Duckventurer by Duckventurer, die by die), then this turn's
        LootCounters; each into the first card of the hand that takes it."""
        cashes = game.legal_actions(Cash)
        if not cashes:
            return None
        order: dict[tuple[str, str], int] = {}
        for duck in game.ducks:
            for die in duck.dice:
                order.setdefault((duck.name, die), len(order))
        for duck in game.ducks:
            order.setdefault((duck.name, "loot"), len(order))
        return min(cashes, key=lambda c: order[(c.who, c.die)])

    def _use_dice(self, game: Game, duck: DuckState) -> Action | None:
        dice = duck.dice
        if "walk" in dice and (
            duck.name in self.plan.goal or (game.state.beasties and not self._in_reach(game, duck))
        ):
            return RollDie("walk", duck.name)
        if "funky" in dice:
            for card in bot_goals.clock_cards(game, duck):
                if bot_goals.clock_worth_pushing(game) and card in game.usable_cards(duck.name):
                    return RollDie("funky", duck.name, card=card)
            heal = self._heal_card(game, duck)
            if heal is not None:
                return heal
            best = self._best_card(game, duck)
            if best is not None:
                return RollDie("funky", duck.name, card=best[0], target=best[1])
        if "fighter" in dice:
            for style in ("choppy", "shooty"):
                targets = game.attack_targets(duck.name, style)
                if targets:
                    fs = {b.handle: b.f for b in game.state.beasties}
                    weakest = min(targets, key=lambda h: (fs[h], h))
                    return RollDie("fighter", duck.name, style=style, target=weakest)
        if "duck" in dice and game.state.beasties:
            return RollDie("duck", duck.name)
        if "walk" in dice and game.state.beasties:
            return RollDie("walk", duck.name)
        return None

    def _heal_value(self, game: Game, duck: DuckState, card: str) -> tuple[int, str] | None:
        """A healing card's cost and the kind of its aim (None: it heals nobody, or it moves
        its user by choice); remembered, as the content never changes during a game."""
        key = (duck.class_id, card)
        if key not in self._heals:
            if card == "ability":
                ab = game.content.classes[duck.class_id].ability
                cost, effects, kind = ab.cost, ab.effects, ab.target.kind
            else:
                fk = game.content.funkard(card)
                cost, effects, kind = fk.cost, fk.effects, fk.target.kind
            heals = any(isinstance(e, Heal) for e in effects)
            stepping = any(getattr(e, "mode", "") == "step" for e in effects)
            self._heals[key] = (cost, kind) if heals and not stepping else None
        return self._heals[key]

    def _heal_card(self, game: Game, duck: DuckState) -> Action | None:
        worth = {}  # the healing cards worth a FunkyDuck, were they usable now
        for card in [*dict.fromkeys(duck.hand), ABILITY]:
            info = self._heal_value(game, duck, card)
            if info is not None and duck.p + 3.5 > info[0]:
                worth[card] = info[1]
        if not worth:
            return None
        for card in game.usable_cards(duck.name):
            kind = worth.get(card)
            if kind is None:
                continue
            names = game.card_targets(duck.name, card)
            hurt = [
                game.duck(n) for n in names if n.lower() in {d.name.lower() for d in game.ducks}
            ]
            hurt = [d for d in hurt if 0 < d.f <= d.fmax - 3]
            if hurt:
                target = (
                    None if kind in ("self", "all_allies") else min(hurt, key=lambda d: d.f).name
                )
                return RollDie("funky", duck.name, card=card, target=target)
        return None

    def _walk(self, game: Game) -> Action:
        p = game.pending
        assert p is not None
        duck = game.duck(p.who)
        reach = game.walk_targets()
        goal = self.plan.goal.get(duck.name)
        if goal is not None and goal in reach and game.at(*goal).door is not None:
            del self.plan.goal[duck.name]
            return Walk(duck.name, goal)  # stop at the door and open it
        if goal is not None:
            steps = self._steps_from(game, duck, goal)
            dest = min(reach, key=lambda s: (steps.get(s, 999), reach[s], s))
            if steps.get(dest) == 0:
                del self.plan.goal[duck.name]
            return Walk(duck.name, dest)
        cells = [c for b in game.state.beasties for c in game.cells(b.handle)]
        if not cells:
            return Walk(duck.name, duck.pos)  # type: ignore[arg-type]
        weak = {c: b.f for b in game.state.beasties for c in game.cells(b.handle)}
        spots = [(cx, cy, f) for (cx, cy), f in weak.items()]

        def score(s: Pos) -> tuple[int, int, int, Pos]:
            # The nearest Beastie space, and the weakest Beastie in base contact (written out:
            # the bot asks it of every space the walk reaches).
            x, y = s
            near = 99
            adjacent_f = 99
            for cx, cy, f in spots:
                dx = x - cx if x > cx else cx - x
                dy = y - cy if y > cy else cy - y
                d = dx if dx > dy else dy
                if d < near:
                    near = d
                if d <= 1 and f < adjacent_f:
                    adjacent_f = f
            return (0 if near <= 1 else near, adjacent_f, reach[s], s)

        return Walk(duck.name, min(reach, key=score))

    def _split(self, game: Game) -> Action:
        total = game.state.loot_total
        ducks = [d for d in game.ducks]

        def need(d: DuckState) -> int:
            nxt = game.content.ranks.get(d.rank + 1)
            return (nxt.cost - d.loot) if nxt else 99

        order = sorted(ducks, key=lambda d: (need(d), d.name))
        shares: dict[str, int] = {d.name: 0 for d in ducks}
        left = total
        for d in order:
            want = max(0, need(d))
            give = min(left, want)
            shares[d.name] += give
            left -= give
        if left:
            shares[order[0].name] += left
        return Split(tuple((n, a) for n, a in shares.items() if a) or ((ducks[0].name, 0),))
