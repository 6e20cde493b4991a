"""The Game: a Duckgeon quest as a state machine with `legal_actions()` and `apply()`."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any, TypeVar, cast, overload

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import (
    PartyMember,
    member_data,
    member_from_data,
    party_problem,
)
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.engine import deck
from duckgeon_tui.engine.actions import Action, parse_action
from duckgeon_tui.engine.carry_over import carry_in
from duckgeon_tui.engine.dice import Roller
from duckgeon_tui.engine.dungeon import Dungeon, DungeonError, quest_for
from duckgeon_tui.engine.errors import IllegalAction, RollNeeded
from duckgeon_tui.engine.events import Event
from duckgeon_tui.engine.goal_views import GoalQueries
from duckgeon_tui.engine.legal import legal_actions
from duckgeon_tui.engine.queries import GameQueries
from duckgeon_tui.engine.state import DuckState, GameState, Phase, Reason, Result, RoomState
from duckgeon_tui.engine.world import QuestOver, World
from duckgeon_tui.quick_dataclasses import dataclass

if TYPE_CHECKING:
    from duckgeon_tui.content.scenario import Scenario

SAVE_VERSION = 1
A = TypeVar("A", bound=Action)


@dataclass(frozen=True, slots=True)
class Options:
    """Game options chosen when the game is set up."""

    omens: bool | None = None
    physical_dice: bool = False
    undo: bool = False
    turn_cap: int | None = None
    set_aside: tuple[str, ...] = ()
    """Funkards shuffled with the deck and then taken out of it, never drawn: a deck without
    them whose other cards lie in the order the full deck's would (the balance lab compares
    such games with full ones on the same dice). Empty in a normal game."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the quest ended: `result` and `reason` to compare, `text` to show."""

    result: Result
    reason: Reason
    text: str

    @property
    def won(self) -> bool:
        """Whether the party won."""
        return self.result is Result.VICTORY


@dataclass(slots=True)
class _Setup:
    """How a game was set up (its quest, party, seed, options, dungeon or scenario) and the
    actions applied since: what a replay or a save starts from."""

    quest_id: str
    party: list[PartyMember]
    seed: int
    options: Options
    log: list[str | Action] = field(default_factory=list)
    """The actions applied, each written in notation when the log is first read (a bot game
    applies hundreds and nobody reads the log until the end)."""
    dungeon: Dungeon | None = None
    scenario: Scenario | None = None


class Game(GameQueries, GoalQueries):
    """A quest being played: build with `Game.new`, drive with `apply`."""

    def __init__(
        self, content: Content, setup: _Setup, state: GameState | None = None, rng_state: Any = None
    ) -> None:
        if setup.quest_id not in content.quests:
            raise IllegalAction(f"there is no quest {setup.quest_id!r}")
        self.content = content
        try:
            if setup.scenario is None:
                self.quest: Quest = quest_for(content, setup.quest_id, setup.dungeon)
            else:
                # A scenario's rules (and its models) load when one is played: a game of a
                # quest starts without them.
                from duckgeon_tui.engine import scenario_setup

                self.quest = scenario_setup.quest_of(content, setup.scenario)
        except DungeonError as exc:
            raise IllegalAction(str(exc)) from None
        self._setup = setup
        self.options = setup.options
        self.rng = random.Random(setup.seed)
        self.roller = Roller(self.rng, setup.options.physical_dice)
        self._undo: list[tuple[GameState, Any, int]] = []
        fresh = state is None
        self.world = World(content, self.quest, state or GameState(), self.roller)
        if fresh:
            self._start()
        else:
            self.rng.setstate(rng_state)

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        content: Content,
        quest_id: str,
        party: Sequence[PartyMember | tuple[str, str, str]],
        seed: int | None = None,
        options: Options | None = None,
        dungeon: Dungeon | None = None,
    ) -> Game:
        """A new game of `quest_id` for the party, on the quest's own layout or on a dungeon
        built from the room pool; a random seed when none is given."""
        members = [p if isinstance(p, PartyMember) else PartyMember(*p) for p in party]
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        return cls(content, _Setup(quest_id, members, seed, options or Options(), dungeon=dungeon))

    @classmethod
    def from_scenario(
        cls, content: Content, scenario: Scenario, options: Options | None = None
    ) -> Game:
        """A game that starts from a scenario's position (see `content.scenario`); read a
        scenario file with `content.read_scenario`. IllegalAction if it does not fit the
        content."""
        from duckgeon_tui.engine import scenario_setup

        quest = scenario_setup.quest_of(content, scenario)
        party = [PartyMember(d.name, d.class_id, d.player) for d in scenario.party]
        opts = options or Options()
        if scenario.omens is not None:
            opts = replace(opts, omens=scenario.omens)
        setup = _Setup(quest.id, party, scenario.seed, opts, scenario=scenario)
        return cls(content, setup)

    @property
    def scenario(self) -> Scenario | None:
        """The scenario the game started from, if any (its lesson, for a tutorial)."""
        return self._setup.scenario

    def _start(self) -> None:
        party = self._setup.party
        problem = party_problem(party, self.content.classes)
        if problem is not None:
            raise IllegalAction(problem)
        state = self.world.state
        for m in party:
            cls = self.content.classes[m.class_id]
            s = cls.stats
            hand = [c for c in cls.starting_funkards if c in self.world.funkards]
            duck = DuckState(
                m.name, m.class_id, m.player, s.F, s.Q, s.P, s.F, s.Q, s.P, cls.school, hand=hand
            )
            if m.carried is not None:
                cards = deck.quest_funkards(self.content, self.quest)
                carry_in(self.content, duck, m.carried, cards, self.quest.hand_limit)
            state.ducks.append(duck)
        for qr in self.quest.rooms:
            room = self.content.rooms[qr.room]
            sealed = [d.at for d in room.doors if d.id in qr.sealed]
            opened = [d.at for d in room.doors if room.glyph(*d.at) == "'" and d.at not in sealed]
            state.rooms.append(RoomState(qr.number, open_doors=opened))
        # Content checks make sure every quest has its Entry Room, number 1.
        state.room_index = next(i for i, r in enumerate(self.quest.rooms) if r.number == 1)
        track, clock = self.quest.booster_wooster, self.quest.clock
        state.booster = track.start if track is not None else 0
        state.clock = clock.start if clock is not None else 0
        state.objectives = [False] * len(self.quest.victory)
        state.clues_found = [[] for _ in self.quest.victory]
        state.turn_cap = self.options.turn_cap
        omens = self.options.omens
        use_omens = self.quest.omens == "on" or (self.quest.omens == "optional" and bool(omens))
        state.deck = deck.build_deck(self.world, use_omens, self.options.set_aside)
        self.world.reindex()
        if self._setup.scenario is not None:
            from duckgeon_tui.engine import scenario_setup

            scenario_setup.set_up(self.world, self._setup.scenario)

    # -- where the game stands ------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The live state, to read: not a copy. Changing it is not supported: a change made
        here is in no action, so a replay, a save or an undo does not keep it. Set a position
        up with a scenario (`Game.from_scenario`), and change it with `apply`."""
        return self.world.state

    @property
    def phase(self) -> Phase:
        """What kind of action is expected now."""
        return self.world.state.phase

    @property
    def active(self) -> str | None:
        """The Duckventurer who must act now, or None when the party chooses."""
        p = self.world.state.pending
        if p is not None and p.die != "table":
            return p.goose_who if p.signing else p.who
        return None

    @property
    def outcome(self) -> Outcome | None:
        """Victory or defeat, once the quest is over."""
        s = self.world.state
        if s.result is None or s.reason is None:
            return None
        return Outcome(s.result, s.reason, s.reason_text)

    @property
    def seed(self) -> int:
        """The seed the game was set up with."""
        return self._setup.seed

    @property
    def dungeon(self) -> Dungeon | None:
        """The dungeon built from the room pool, or None on the quest's own layout."""
        return self._setup.dungeon

    @property
    def log(self) -> list[str]:
        """Every action applied so far, in notation."""
        return list(self._written_log())

    def _written_log(self) -> list[str]:
        """The setup's log with every action in it written in notation (actions are frozen,
        so writing one late gives the text it had when it was applied)."""
        log = self._setup.log
        for index, entry in enumerate(log):
            if not isinstance(entry, str):
                log[index] = entry.notation()
        return cast("list[str]", log)

    @property
    def turn(self) -> int:
        """The turn number, from 1."""
        return self.world.state.turn

    @property
    def room_number(self) -> int:
        """The quest number of the room the party is in (or about to enter)."""
        return self.world.quest_room.number

    @property
    def booster_step(self) -> int:
        """Duckthulhu's step on the Booster-Wooster."""
        return self.world.state.booster

    @property
    def booster_start(self) -> int:
        """The Booster-Wooster step the game started on: the scenario's, else the quest's."""
        scenario, track = self._setup.scenario, self.quest.booster_wooster
        if scenario is not None and scenario.booster is not None:
            return scenario.booster
        return track.start if track is not None else 0

    @property
    def party(self) -> tuple[PartyMember, ...]:
        """The party the game was set up with."""
        return tuple(self._setup.party)

    def player_of(self, name: str) -> str:
        """The player controlling a Duckventurer."""
        return self.world.duck(name).player

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Apply one action; returns what happened. Illegal: IllegalAction, nothing changes."""
        if isinstance(action, str):
            action = parse_action(action)
        state = self.world.state
        if state.phase == Phase.OVER:
            raise IllegalAction("the quest is over")
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an action")
        if state.phase not in type(action).PHASES:
            raise IllegalAction(f"`{action.notation()}` is not possible now (phase {state.phase})")
        keep = self.options.physical_dice or self.options.undo
        snapshot = (copy.deepcopy(state), self.rng.getstate(), self.roller.draws) if keep else None
        self.roller.supply(action.dice)
        self.world.events = []
        draws = self.roller.draws
        try:
            action.run(self.world)
            self.roller.check_all_used()
        except QuestOver:
            pass
        except (IllegalAction, RollNeeded):
            if snapshot is not None:
                self._restore(snapshot)
            raise
        self._setup.log.append(action)
        if self.options.undo and snapshot is not None:
            if self.roller.draws == draws:
                self._undo.append(snapshot)
            else:
                self._undo.clear()
        return self.world.events

    def _restore(self, snapshot: tuple[GameState, Any, int]) -> None:
        self.world.state = snapshot[0]
        self.rng.setstate(snapshot[1])
        self.roller.draws = snapshot[2]
        self.world.reindex()

    @property
    def can_undo(self) -> bool:
        """Whether `undo()` would take something back (never a roll)."""
        return bool(self._undo)

    def undo(self) -> None:
        """Take back the last action, if it rolled nothing (Options.undo only)."""
        if not self._undo:
            raise IllegalAction("nothing to undo (a roll can never be taken back)")
        self._restore(self._undo.pop())
        self._setup.log.pop()

    def is_legal(self, action: Action | str) -> bool:
        """Whether the rules allow `action` now, checked without changing the game (in
        physical-dice mode, `apply` then asks for the faces it needs)."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action | str) -> str | None:
        """Why the rules refuse `action` now, in a player's words (None: it is legal), checked
        without changing the game."""
        if isinstance(action, str):
            action = parse_action(action)
        phase = self.world.state.phase
        if phase == Phase.OVER:
            return "the game is over"
        if phase not in type(action).PHASES:
            return f"not now (the game is at its {phase.value.replace('_', ' ')} step)"
        try:
            self.roller.check_faces(action.dice)
            action.check(self.world)
        except IllegalAction as refused:
            return str(refused)
        return None

    def copy(self) -> Game:
        """An independent copy (same future, same undo history). Every attribute is copied
        deep, so one added to `Game` later is copied too; only the content and what was built
        from it, which play never changes, are shared."""
        setup = self._setup
        self._written_log()  # text is copied faster than actions
        world = self.world
        shared = (
            self.content,
            self.quest,
            world.funkards,
            world.grids,
            setup.dungeon,
            setup.scenario,
        )
        memo: dict[int, Any] = {id(item): item for item in shared if item is not None}
        dup = Game.__new__(Game)
        dup.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return dup

    # -- saves ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole game as JSON-ready data (state, RNG state, action log)."""
        from duckgeon_tui.engine.dungeon import dungeon_to_data
        from duckgeon_tui.engine.saving import state_to_data

        version, internal, gauss = self.rng.getstate()
        dungeon = self._setup.dungeon
        scenario = self._setup.scenario
        scenario_data = None
        if scenario is not None:
            from duckgeon_tui.engine import scenario_setup

            scenario_data = scenario_setup.scenario_to_data(scenario)
        return {
            "version": SAVE_VERSION,
            "setup": {
                "quest": self._setup.quest_id,
                "party": [member_data(m) for m in self._setup.party],
                "seed": self._setup.seed,
                "options": {
                    "omens": self.options.omens,
                    "physical_dice": self.options.physical_dice,
                    "undo": self.options.undo,
                    "turn_cap": self.options.turn_cap,
                    **(
                        {"set_aside": list(self.options.set_aside)}
                        if self.options.set_aside
                        else {}
                    ),
                },
                "dungeon": None if dungeon is None else dungeon_to_data(dungeon),
                "scenario": scenario_data,
            },
            "state": state_to_data(self.world.state),
            "rng": [version, list(internal), gauss],
            "log": self.log,
        }

    @classmethod
    def from_json(cls, content: Content, data: dict[str, Any]) -> Game:
        """Continue a game saved with `to_json` (the same future follows)."""
        from duckgeon_tui.engine.saving import state_from_data

        if data.get("version") != SAVE_VERSION:
            raise IllegalAction(f"save version {data.get('version')!r} is not {SAVE_VERSION}")
        setup = _setup_from(data["setup"])
        setup.log = list(data.get("log", []))
        version, internal, gauss = data["rng"]
        return cls(
            content, setup, state_from_data(data["state"]), (version, tuple(internal), gauss)
        )

    @classmethod
    def replay(cls, content: Content, setup: dict[str, Any], log: Sequence[str]) -> Game:
        """Rebuild a game from its setup and action log."""
        game = cls(content, _setup_from(setup))
        for text in log:
            game.apply(text)
        return game

    @overload
    def legal_actions(self) -> list[Action]: ...
    @overload
    def legal_actions(self, kind: type[A]) -> list[A]: ...
    def legal_actions(self, kind: type[Action] | None = None) -> list[Any]:
        """Every legal action now (split and redraw: a sample; any valid one is legal); with
        `kind`, only the legal actions of that kind, e.g. `legal_actions(Cash)`."""
        return legal_actions(self.world, kind)


def _setup_from(data: dict[str, Any]) -> _Setup:
    from duckgeon_tui.engine.dungeon import dungeon_from_data

    opts = data.get("options", {})
    aside = opts.get("set_aside", [])
    if not isinstance(aside, list) or not all(isinstance(card, str) for card in aside):
        raise IllegalAction("the Funkards set aside are not a list of card ids")
    stored = data.get("dungeon")
    try:
        dungeon = None if stored is None else dungeon_from_data(stored)
    except DungeonError as exc:
        raise IllegalAction(str(exc)) from None
    scenario = None
    if data.get("scenario") is not None:
        from duckgeon_tui.engine import scenario_setup

        scenario = scenario_setup.scenario_from_data(data["scenario"])
    return _Setup(
        data["quest"],
        [member_from_data(m) for m in data["party"]],
        int(data["seed"]),
        Options(**{**opts, "set_aside": tuple(aside)}),
        dungeon=dungeon,
        scenario=scenario,
    )
