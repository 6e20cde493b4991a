"""The modders' balance tool: many bot games of a quest and the figures to tune a quest by."""

from __future__ import annotations

import hashlib
import multiprocessing
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypedDict, Unpack

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import DATA_DIR, load_content
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.scenario import Scenario
from duckgeon_tui.content.scenario_checks import read_scenario
from duckgeon_tui.engine import Action, Game, Options, PartyMember, Pick
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.dungeon import Dungeon
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.game_record import GameRecord
from duckgeon_tui.engine.layout_figures import (
    DEFAULT_LAYOUTS,
    layout_seed,
    layout_summary,
    room_label,
)
from duckgeon_tui.engine.memo import Memo

DEFAULT_TURN_CAP = 200
"""Safety net: a bot game still running after this many turns counts as a defeat."""

ACTIONS_PER_TURN_CAP = 400
"""Safety net against a bot that never ends its turn: more actions than this per turn stops it."""

TIMING_KEYS = ("seconds", "games_per_second", "actions_per_second", "workers")
"""Figures that depend on the machine, not on the seed."""

CARDS_LISTED = 5


class SimulationError(RuntimeError):
    """A bot game broke (the bot chose an illegal action, or it never finished)."""


@dataclass(frozen=True)
class SimSetup:
    """What to simulate: a quest, the party's classes, extra mod folders and the turn cap."""

    quest: str
    party: tuple[str, ...]
    mods: tuple[Path, ...] = ()
    data: Path = DATA_DIR
    turn_cap: int = DEFAULT_TURN_CAP
    dungeon: Literal["own", "random"] = "own"
    """The quest's own layout, or a dungeon built from the room pool for each group of games."""
    layouts: int = DEFAULT_LAYOUTS
    """With `dungeon="random"`: how many dungeons the games are spread over."""
    scenario: Path | None = None
    """A scenario file every game starts from (its party and quest, not `party`/`quest`)."""
    set_aside: tuple[str, ...] = ()
    """Funkards shuffled with the deck, then taken out (see `Options.set_aside`)."""


def party_names(classes: Sequence[str]) -> list[PartyMember]:
    """Name each Duckventurer after its class: 'Duckidin', and 'Duckidin-2' for a second one."""
    seen: Counter[str] = Counter()
    members = []
    for class_id in classes:
        seen[class_id] += 1
        base = class_id.replace("-", " ").title().replace(" ", "")[:17]
        name = base if seen[class_id] == 1 else f"{base}-{seen[class_id]}"
        members.append(PartyMember(name, class_id, "Bot"))
    return members


def game_seed(master: int, index: int) -> int:
    """The seed of game `index` of a run: the same for any number of workers."""
    digest = hashlib.blake2b(f"duckgeon/{master}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def boss_room(quest: Quest) -> int | None:
    """The number of the quest's room holding its boss, if any."""
    for room in quest.rooms:
        if room.boss:
            return room.number
    return None


def new_game(content: Content, setup: SimSetup, seed: int, dungeon_seed: int | None = None) -> Game:
    """A fresh game of the setup, as the bot plays it (no undo, the turn cap as safety net), on
    the dungeon built with `dungeon_seed` when there is one."""
    options = Options(
        omens=None,
        physical_dice=False,
        undo=False,
        turn_cap=setup.turn_cap,
        set_aside=setup.set_aside,
    )
    if setup.scenario is not None:
        # Every game starts from the scenario's position; the game's seed replaces its own.
        scenario = _scenario(setup.scenario, content).model_copy(update={"seed": seed})
        return Game.from_scenario(content, scenario, options)
    dungeon = None if dungeon_seed is None else _built(content, setup.quest, dungeon_seed)
    return Game.new(
        content, setup.quest, party_names(setup.party), seed=seed, options=options, dungeon=dungeon
    )


DUNGEONS_KEPT = 64
"""Built dungeons remembered: a run plays each of its few layouts over and over."""
_DUNGEONS: Memo[tuple[int, str, int], tuple[Content, Dungeon]] = Memo(DUNGEONS_KEPT)


def _built(content: Content, quest: str, seed: int) -> Dungeon:
    """The dungeon built with `seed`, built once per content (a dungeon never changes in play),
    each kept with the content it was built from (an id may be taken again once it is gone)."""
    hit = _DUNGEONS.get((id(content), quest, seed))
    if hit is None or hit[0] is not content:
        hit = _DUNGEONS.keep(
            (id(content), quest, seed), (content, build_dungeon(content, quest, seed))
        )
    return hit[1]


_SCENARIOS: dict[tuple[Path, str], Scenario] = {}


def _scenario(path: Path, content: Content) -> Scenario:
    """The scenario of a file, read once per content (ContentErrors when it does not fit)."""
    key = (path, content.fingerprint)
    if key not in _SCENARIOS:
        _SCENARIOS[key] = read_scenario(path, content)
    return _SCENARIOS[key]


def bot_for(seed: int) -> PartyBot:
    """The bot of the game with this seed, with its own RNG derived from the seed."""
    return PartyBot(random.Random(seed ^ 0x5EED_D0C5))


Chooser = Callable[[Game], Action]
"""Who plays a game: the action to take in the game's position (the party bot's `choose`)."""


def play_game(
    content: Content,
    setup: SimSetup,
    index: int,
    seed: int,
    dungeon_seed: int | None = None,
    chooser: Chooser | None = None,
) -> GameRecord:
    """Play one whole game, by the party bot (or by `chooser`), and record its figures."""
    began = time.perf_counter()
    game = new_game(content, setup, seed, dungeon_seed)
    first_turn = game.turn  # a scenario may start later than turn 1
    choose = chooser if chooser is not None else bot_for(seed).choose
    names = {duck.name for duck in game.ducks}
    boss_number = boss_room(game.quest)
    damage: Counter[int] = Counter()
    knockouts: Counter[int] = Counter()
    turns_in: Counter[int] = Counter()
    uses: Counter[str] = Counter()
    held: set[str] = set()
    entered: list[int] = []
    booster_at_boss: int | None = None
    actions = 0
    turn = 0
    actions_this_turn = 0
    while game.outcome is None:
        room = game.room_number
        if room is not None and (not entered or entered[-1] != room):
            entered.append(room)
        if game.turn != turn:
            turn, actions_this_turn = game.turn, 0
            for duck in game.ducks:
                held.update(duck.hand)
        action = choose(game)
        if isinstance(action, Pick) and room is not None:
            # A turn belongs to the room its dice are picked in (entering a room keeps the turn).
            turns_in[room] += 1
            if room == boss_number and booster_at_boss is None:
                booster_at_boss = game.booster_step
        try:
            events = game.apply(action)
        except Exception as exc:
            raise SimulationError(
                f"game {index} (seed {seed}), turn {game.turn}: the bot's '{action}' failed: {exc}"
            ) from exc
        actions += 1
        actions_this_turn += 1
        if actions_this_turn > ACTIONS_PER_TURN_CAP:
            raise SimulationError(
                f"game {index} (seed {seed}), turn {game.turn}: the bot took more than "
                f"{ACTIONS_PER_TURN_CAP} actions without ending the turn (last: '{action}')"
            )
        if getattr(action, "die", None) == "funky":
            card = getattr(action, "card", None)
            if card and card != "ability":
                uses[card] += 1
        room = game.room_number or 0
        for event in events:
            kind = event.kind  # damage and knockouts name their victim
            if kind == EventKind.DAMAGE:
                if event.damage and event.target in names:
                    damage[room] += event.damage
            elif kind == EventKind.KNOCKOUT and event.target in names:
                knockouts[room] += 1
    outcome = game.outcome
    return GameRecord(
        index=index,
        seed=seed,
        won=outcome.won,
        reason=outcome.reason.value,
        turns=game.turn - first_turn + 1,
        actions=actions,
        booster_final=game.booster_step,
        booster_at_boss=booster_at_boss,
        ducks_down=sum(1 for duck in game.ducks if duck.f <= 0),
        knockouts=sum(knockouts.values()),
        one_shot_knockouts=game.tally.one_shot_knockouts,
        last_room=game.room_number or 0,
        rooms_entered=entered,
        room_damage=dict(damage),
        room_knockouts=dict(knockouts),
        room_turns=dict(turns_in),
        card_uses=dict(uses),
        cards_held=sorted(held),
        seconds=time.perf_counter() - began,
        dungeon_seed=dungeon_seed,
        room_ids={} if dungeon_seed is None else {r.number: r.room for r in game.quest.rooms},
    )


# Worker processes load the content once, then play the games they are sent by index.
_worker_content: Content | None = None
_worker_setup: SimSetup | None = None


def _worker_init(setup: SimSetup) -> None:
    global _worker_content, _worker_setup
    _worker_content = load_content(setup.data, list(setup.mods))
    _worker_setup = setup


def _worker_play(job: tuple[int, int, int | None]) -> GameRecord:
    assert _worker_content is not None and _worker_setup is not None
    index, seed, dungeon_seed = job
    return play_game(_worker_content, _worker_setup, index, seed, dungeon_seed)


def run_games(
    setup: SimSetup,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    content: Content | None = None,
    progress: Callable[[GameRecord], None] | None = None,
    fallback: Callable[[str], None] | None = None,
) -> list[GameRecord]:
    """Play `games` bot games (seeds derived from `seed`), on `workers` processes; index order.
    On built dungeons, game `index` is played on layout `index % setup.layouts`. When the worker
    processes cannot start, the games are played here, and `fallback` is told why."""
    jobs = (  # streamed, not listed
        (index, game_seed(seed, index), _dungeon_seed(setup, seed, index)) for index in range(games)
    )
    records: list[GameRecord] = []
    for record in _records(setup, jobs, games, workers, content, fallback):
        records.append(record)
        if progress is not None:
            progress(record)
    records.sort(key=lambda r: r.index)
    return records


def _dungeon_seed(setup: SimSetup, seed: int, index: int) -> int | None:
    return layout_seed(seed, index % setup.layouts) if setup.dungeon == "random" else None


def _records(
    setup: SimSetup,
    jobs: Iterator[tuple[int, int, int | None]],
    games: int,
    workers: int,
    content: Content | None,
    fallback: Callable[[str], None] | None,
) -> Iterator[GameRecord]:
    if workers > 1 and games > 1:
        context = multiprocessing.get_context("spawn")
        try:
            pool = context.Pool(min(workers, games), _worker_init, (setup,))
        except OSError as exc:  # no processes left, a pipe that broke as they started ...
            if fallback is not None:
                fallback(f"worker processes could not start ({exc.strerror or exc})")
        else:
            with pool:
                chunk = max(1, games // (workers * 8))
                yield from pool.imap_unordered(_worker_play, jobs, chunksize=chunk)
            return
    loaded = content if content is not None else load_content(setup.data, list(setup.mods))
    for index, seed, dungeon_seed in jobs:
        yield play_game(loaded, setup, index, seed, dungeon_seed)


def _spread(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return dict.fromkeys(("mean", "stdev", "min", "p10", "median", "p90", "max"), 0.0)
    ordered = sorted(values)
    deciles = statistics.quantiles(ordered, n=10, method="inclusive") if len(ordered) > 1 else []
    p10, p90 = (deciles[0], deciles[-1]) if deciles else (ordered[0], ordered[0])
    return {
        "mean": round(statistics.fmean(ordered), 2),
        "stdev": round(statistics.pstdev(ordered), 2),
        "min": float(ordered[0]),
        "p10": round(p10, 2),
        "median": float(statistics.median(ordered)),
        "p90": round(p90, 2),
        "max": float(ordered[-1]),
    }


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def summarise(
    content: Content,
    setup: SimSetup,
    seed: int,
    records: Sequence[GameRecord],
    seconds: float,
    workers: int,
) -> dict[str, Any]:
    """The run's figures as a JSON-ready dict (only TIMING_KEYS depend on the machine); on
    built dungeons, with the spread of win rates across layouts and the danger of each room of
    the pool."""
    quest = content.quests[setup.quest]
    games = len(records)
    wins = sum(r.won for r in records)
    turns = [r.turns for r in records]
    at_boss = [r.booster_at_boss for r in records if r.booster_at_boss is not None]
    uses: Counter[str] = Counter()
    held: Counter[str] = Counter()
    for record in records:
        uses.update(record.card_uses)
        held.update(record.cards_held)
    # Least used: activated cards (passive and triggered ones are never played) the party held,
    # by plays per game held.
    playable = [c for c in held if _activated(content, c)]
    per_hold = sorted(playable, key=lambda c: (uses[c] / held[c], -held[c], c))
    rooms: dict[int, dict[str, Any]] = {}
    for record in records:
        for number in dict.fromkeys(record.rooms_entered):
            rooms.setdefault(number, _empty_room(number))["entered"] += 1
        for number, value in record.room_damage.items():
            rooms.setdefault(number, _empty_room(number))["damage"] += value
        for number, value in record.room_knockouts.items():
            rooms.setdefault(number, _empty_room(number))["knockouts"] += value
        for number, value in record.room_turns.items():
            rooms.setdefault(number, _empty_room(number))["turns"] += value
        if not record.won:
            rooms.setdefault(record.last_room, _empty_room(record.last_room))["defeats"] += 1
    room_rows = []
    for number in sorted(rooms):
        row = rooms[number]
        row["id"], row["name"] = room_label(content, quest, setup.dungeon == "random", number)
        visits = max(1, row["entered"])
        row["damage_per_visit"] = round(row["damage"] / visits, 2)
        row["knockouts_per_visit"] = round(row["knockouts"] / visits, 3)
        row["turns_per_visit"] = round(row["turns"] / visits, 2)
        room_rows.append(row)
    actions = sum(r.actions for r in records)
    built = (
        layout_summary(content, setup.layouts, records, _spread)
        if setup.dungeon == "random"
        else {}
    )
    return {
        "quest": setup.quest,
        **({"scenario": setup.scenario.stem} if setup.scenario is not None else {}),
        "party": list(setup.party),
        "seed": seed,
        "games": games,
        "wins": wins,
        "win_rate": _rate(wins, games),
        "mean_turns": round(statistics.fmean(turns), 2) if turns else 0.0,
        "turns": _spread(turns),
        "turns_won": _spread([r.turns for r in records if r.won]),
        "reached_boss": len(at_boss),
        "booster_at_boss": _spread(at_boss),
        "booster_final": _spread([r.booster_final for r in records]),
        "ducks_lost_mean": round(statistics.fmean(r.ducks_down for r in records), 3)
        if records
        else 0.0,
        "knockouts_mean": round(statistics.fmean(r.knockouts for r in records), 3)
        if records
        else 0.0,
        "one_shot_knockout_share": _rate(
            sum(r.one_shot_knockouts for r in records), sum(r.knockouts for r in records)
        ),
        "outcomes": dict(sorted(Counter(r.reason for r in records).items())),
        "cards_most_used": [
            [c, n] for c, n in sorted(uses.items(), key=lambda x: (-x[1], x[0]))[:CARDS_LISTED]
        ],
        "cards_least_used": [[c, uses[c], held[c]] for c in per_hold[:CARDS_LISTED]],
        "card_uses": dict(sorted(uses.items())),
        "rooms": room_rows,
        **built,
        "actions": actions,
        "mean_actions": round(actions / games, 1) if games else 0.0,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
        "actions_per_second": round(actions / seconds, 1) if seconds > 0 else 0.0,
        "workers": workers,
    }


def _activated(content: Content, card: str) -> bool:
    try:
        return content.funkard(card).activation == "activated"
    except KeyError:
        return False


def _empty_room(number: int) -> dict[str, Any]:
    return {"room": number, "entered": 0, "damage": 0, "knockouts": 0, "turns": 0, "defeats": 0}


def figures(summary: dict[str, Any]) -> dict[str, Any]:
    """The summary without the machine-dependent timing: equal for equal seeds."""
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


class HowToRun(TypedDict, total=False):
    """How `run_games` plays the games (its keyword arguments)."""

    workers: int
    content: Content | None
    progress: Callable[[GameRecord], None] | None
    fallback: Callable[[str], None] | None


def simulate(setup: SimSetup, games: int, seed: int, **how: Unpack[HowToRun]) -> dict[str, Any]:
    """Play the games as `run_games` does and return the summary (see `summarise`)."""
    content = how.get("content")
    loaded = content if content is not None else load_content(setup.data, list(setup.mods))
    fallback = how.get("fallback")
    began = time.perf_counter()
    alone: list[str] = []

    def fell_back(why: str) -> None:
        alone.append(why)
        if fallback is not None:
            fallback(why)

    played: HowToRun = {**how, "content": loaded, "fallback": fell_back}
    records = run_games(setup, games, seed, **played)
    used = 1 if alone else how.get("workers", 1)
    return summarise(loaded, setup, seed, records, time.perf_counter() - began, used)
