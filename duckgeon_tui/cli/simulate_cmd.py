"""`duckgeon simulate`: play many bot games of a quest and print the balance figures."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from duckgeon_tui.cli.play_cmd import MOD_HELP
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import ContentErrors, report_lines
from duckgeon_tui.content.loader import DATA_DIR, load_content
from duckgeon_tui.content.scenario_checks import read_scenario, scenario_quest
from duckgeon_tui.engine.dungeon import DungeonError
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.layout_figures import DEFAULT_LAYOUTS
from duckgeon_tui.engine.simulation import (
    DEFAULT_TURN_CAP,
    SimSetup,
    SimulationError,
    simulate,
)
from duckgeon_tui.paths import known_scenarios, resolve_mod, resolve_scenario
from duckgeon_tui.printable import printable

DEFAULT_QUEST = "quest-1"
DEFAULT_CAMPAIGN = "easy-peasy"
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
MAX_GAMES = 100_000
"""The most games one run plays (every game's record is kept for the figures)."""
MAX_WORKERS = 64
MAX_TURN_CAP = 10_000
MAX_CAMPAIGNS = 10_000
"""The most campaigns one run plays (each is three quests or so)."""


def register(subparsers: Any) -> None:
    """Add the `simulate` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help="play many bot games of a quest and print the balance figures",
        description="The modders' balance tool: the bot plays the quest N times with a party and "
        "the figures come out: win rate, turns, Booster-Wooster step at the boss fight, "
        "Duckventurers lost, the most and least used Funkards and how dangerous each room is. "
        "The same seed gives the same figures, with any number of workers.",
    )
    parser.add_argument("--quest", default=DEFAULT_QUEST, help="quest id (default: quest-1)")
    parser.add_argument(
        "--party",
        default=None,
        metavar="CLASS,CLASS,...",
        help="class ids of the party, e.g. duckidin,duckwiz (default: the quest's default_party)",
    )
    parser.add_argument(
        "--games",
        type=whole_number(1, MAX_GAMES),
        default=100,
        help=f"how many games, 1 to {MAX_GAMES:,} (default: 100)",
    )
    add_sweep_arguments(parser)
    parser.add_argument(
        "--scenario",
        type=resolve_scenario,
        default=None,
        metavar="FILE",
        help="start every game from a scenario file (or a shipped scenario's name): its party, "
        "quest and position, e.g. duckthulhu-booster-six; turns count from its first",
    )
    parser.add_argument(
        "--campaign",
        nargs="?",
        const=DEFAULT_CAMPAIGN,
        default=None,
        metavar="ID",
        help="play bot campaigns instead (every quest of the campaign in order, the camp bot "
        f"spending between them; --games counts campaigns; default id: {DEFAULT_CAMPAIGN})",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.set_defaults(handler=run)


def add_sweep_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of every run of bot games (`simulate`, `balance`): --seed, --mod,
    --workers, --turn-cap, --dungeon and --layouts."""
    parser.add_argument(
        "--seed", type=int, default=None, help="master seed (default: a random one, printed)"
    )
    parser.add_argument(
        "--mod", action="append", default=[], type=resolve_mod, metavar="MOD", help=MOD_HELP
    )
    parser.add_argument(
        "--workers",
        type=whole_number(1, MAX_WORKERS),
        default=1,
        help=f"processes to spread the games over, 1 to {MAX_WORKERS} (default: 1)",
    )
    parser.add_argument(
        "--turn-cap",
        type=whole_number(1, MAX_TURN_CAP),
        default=DEFAULT_TURN_CAP,
        help=f"a game still going after this many turns is a defeat (default: {DEFAULT_TURN_CAP})",
    )
    parser.add_argument(
        "--dungeon",
        choices=("own", "random"),
        default="own",
        help="play the quest's own layout, or dungeons built from the room pool (default: own)",
    )
    parser.add_argument(
        "--layouts",
        type=whole_number(1, MAX_GAMES),
        default=DEFAULT_LAYOUTS,
        metavar="N",
        help="with --dungeon random: how many dungeons the games are spread over "
        f"(default: {DEFAULT_LAYOUTS})",
    )


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type=` that takes a whole number from `low` to `high`, else says so."""

    def parse(text: str) -> int:
        words = f"a whole number from {low:,} to {high:,}"
        if not text.strip().lstrip("+-").isdigit() or len(text.strip()) > 20:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not {words}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:,} is not {words}")
        return value

    return parse


def _fail(text: str, code: int = EXIT_BAD_INPUT) -> int:
    print(f"duckgeon simulate: {text}", file=sys.stderr)
    return code


def party_classes(text: str | None) -> tuple[str, ...]:
    """The class ids of --party (none given: the default party)."""
    return () if text is None else tuple(c.strip() for c in text.split(",") if c.strip())


def run(args: argparse.Namespace) -> int:
    """Check the arguments, play the games with a progress bar, print the figures."""
    if args.party is not None and not party_classes(args.party):
        return _fail("--party: name at least one class, e.g. --party duckidin,duckwiz")
    if args.layouts != DEFAULT_LAYOUTS and args.dungeon != "random":
        return _fail("--layouts spreads games over built dungeons: add --dungeon random")
    mods = tuple(args.mod)
    try:
        content = load_content(DATA_DIR, list(mods))
    except ContentErrors as exc:
        for line in report_lines(exc.errors):
            print(line, file=sys.stderr)
        return _fail(f"the content has {exc.total} error(s); see `duckgeon validate`", EXIT_FAILED)
    if args.scenario is not None:
        return _run_scenario(args, content, mods)
    if args.campaign is not None:
        return run_campaigns(args, content)
    quest = content.quests.get(args.quest)
    if quest is None:
        return _fail(
            f"there is no quest '{args.quest}' (quests: {', '.join(sorted(content.quests))})"
        )
    party = party_classes(args.party) or tuple(quest.default_party)
    if not party:
        return _fail(f"quest '{args.quest}' has no default_party: give --party CLASS,CLASS,...")
    unknown = [c for c in party if c not in content.classes]
    if unknown:
        return _fail(
            f"unknown class(es) {', '.join(unknown)} "
            f"(classes: {', '.join(sorted(content.classes))})"
        )
    if len(party) > 12:
        return _fail("a party has at most 12 Duckventurers")
    if args.dungeon == "random":
        try:
            build_dungeon(content, args.quest, 0)
        except DungeonError as exc:
            return _fail(str(exc))
    elif not quest.has_own_layout:
        return _fail(f"quest '{args.quest}' has no layout of its own: add --dungeon random")
    setup = SimSetup(args.quest, party, mods, DATA_DIR, args.turn_cap, args.dungeon, args.layouts)
    return _play(args, setup, content)


def _run_scenario(args: argparse.Namespace, content: Content, mods: tuple[Path, ...]) -> int:
    """Every game from the scenario: its party and quest; the flags that choose them clash."""
    clashes = [
        flag
        for flag, given in (
            ("--quest", args.quest != DEFAULT_QUEST),
            ("--party", args.party is not None),
            ("--dungeon random", args.dungeon != "own"),
        )
        if given
    ]
    if clashes:
        return _fail(f"{', '.join(clashes)}: a scenario names its own quest, room and party")
    if not args.scenario.is_file():
        return _fail(
            f"--scenario: there is no file {printable(str(args.scenario))} (shipped scenarios: "
            f"{known_scenarios()})"
        )
    try:
        scenario = read_scenario(args.scenario, content)
    except ContentErrors as exc:
        for line in report_lines(exc.errors):
            print(line, file=sys.stderr)
        return _fail(f"the scenario has {exc.total} error(s)")
    quest = scenario_quest(scenario, content)
    assert quest is not None
    party = tuple(d.class_id for d in scenario.party)
    setup = SimSetup(quest.id, party, mods, DATA_DIR, args.turn_cap, "own", scenario=args.scenario)
    return _play(args, setup, content)


def _play(args: argparse.Namespace, setup: SimSetup, content: Content) -> int:
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    err = Console(stderr=True)
    if args.seed is None:
        err.print(f"seed: {seed}")
    try:
        summary = _run_with_progress(setup, args.games, seed, args.workers, content, err)
    except SimulationError as exc:
        return _fail(str(exc), EXIT_FAILED)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print_summary(summary, Console())
    return 0


def run_campaigns(args: argparse.Namespace, content: Content) -> int:
    """`simulate --campaign`: bot campaigns, and how far the parties get."""
    from duckgeon_tui.engine.campaign_sim import simulate_campaigns
    from duckgeon_tui.engine.campaign_state import CampaignOptions

    campaign = content.campaigns.get(args.campaign)
    if campaign is None:
        known = ", ".join(sorted(content.campaigns)) or "none"
        return _fail(f"there is no campaign '{args.campaign}' (campaigns: {known})")
    if args.games > MAX_CAMPAIGNS:
        return _fail(f"--games with --campaign plays at most {MAX_CAMPAIGNS:,} campaigns")
    first = content.quests[campaign.quests[0].quest]
    party = party_classes(args.party) or tuple(campaign.default_party or first.default_party)
    unknown = [c for c in party if c not in content.classes]
    if unknown or not campaign.party.fewest <= len(party) <= campaign.party.most:
        return _fail(
            f"--party: {campaign.name} takes {campaign.party.fewest} to {campaign.party.most} "
            f"Duckventurers of the classes {', '.join(sorted(content.classes))}"
        )
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    err = Console(stderr=True)
    if args.seed is None:
        err.print(f"seed: {seed}")
    options = CampaignOptions(dungeon=args.dungeon, turn_cap=args.turn_cap)
    try:
        with _counting(err, "campaigns", args.games, "won") as tick:
            summary = simulate_campaigns(
                content,
                campaign.id,
                party,
                args.games,
                seed,
                options,
                progress=lambda record: tick(record.won),
            )
    except SimulationError as exc:
        return _fail(str(exc), EXIT_FAILED)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print_campaigns(summary, Console())
    return 0


@contextmanager
def _counting(err: Console, label: str, total: int, won: str) -> Iterator[Callable[[bool], None]]:
    """A progress bar of `total` plays, counting the ones won; yields what to call after
    each (with whether it was won)."""
    columns = (
        TextColumn(f"[bold]{label}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn(f"{won} {{task.fields[won]}}"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=err, transient=True) as progress:
        task = progress.add_task(label, total=total, won=0)
        count = 0

        def tick(one_won: bool) -> None:
            nonlocal count
            count += one_won
            progress.update(task, advance=1, won=count)

        yield tick


def _figures(console: Console, title: str) -> Table:
    """Print the title line of a run's figures; the table (name, figure) to fill."""
    console.print(title)
    head = Table(show_header=False, box=None, pad_edge=False)
    head.add_column(style="bold")
    head.add_column()
    return head


def _print_campaigns(s: dict[str, Any], console: Console) -> None:
    head = _figures(
        console,
        f"[bold]{s['campaign']}[/] with {', '.join(s['party'])}: {s['campaigns']} campaigns, "
        f"seed {s['seed']}",
    )
    head.add_row("campaigns won", f"{s['win_rate']:.1%} ({s['won']} of {s['campaigns']})")
    reached = ", ".join(f"{n}: {count}" for n, count in s["quests_won"].items())
    head.add_row(
        "quests won", f"mean {s['mean_quests_won']:.2f}; campaigns by quests won: {reached}"
    )
    head.add_row(
        "at the camps",
        f"{s['revived_mean']:.2f} fished out of the pond and {s['recruited_mean']:.2f} "
        f"recruited per campaign; mean Rank at the end {s['final_rank_mean']:.2f}",
    )
    head.add_row("speed", f"{s['seconds']:.1f} s")
    console.print(head)
    table = Table(title="Quest by quest", title_justify="left")
    for name in ("#", "quest", "played", "won", "win rate", "turns", "fell"):
        table.add_column(name, justify="left" if name == "quest" else "right")
    for number, q in enumerate(s["quests"], start=1):
        table.add_row(
            str(number),
            q["quest"],
            str(q["played"]),
            str(q["won"]),
            f"{q['win_rate']:.0%}",
            f"{q['mean_turns']:.1f}",
            f"{q['fallen_mean']:.2f}",
        )
    console.print(table)


def _run_with_progress(
    setup: SimSetup, games: int, seed: int, workers: int, content: Content, err: Console
) -> dict[str, Any]:
    with _counting(err, "simulating", games, "wins") as tick:

        def alone(why: str) -> None:
            words = f"duckgeon simulate: {why}; playing the games in this one process"
            err.print(words, soft_wrap=True, markup=False, highlight=False)

        return simulate(
            setup,
            games,
            seed,
            workers=workers,
            content=content,
            progress=lambda record: tick(record.won),
            fallback=alone,
        )


def _print_summary(s: dict[str, Any], console: Console) -> None:
    turns, boss = s["turns"], s["booster_at_boss"]
    start = f" from the scenario {s['scenario']}" if "scenario" in s else ""
    head = _figures(
        console,
        f"[bold]{s['quest']}[/]{start} with {', '.join(s['party'])}: {s['games']} games, "
        f"seed {s['seed']}",
    )
    head.add_row("win rate", f"{s['win_rate']:.1%} ({s['wins']} of {s['games']})")
    head.add_row(
        "turns",
        f"mean {turns['mean']:.1f}, stdev {turns['stdev']:.1f}, median {turns['median']:g}, "
        f"10-90% {turns['p10']:g}-{turns['p90']:g}, range {turns['min']:g}-{turns['max']:g}",
    )
    head.add_row(
        "boss fight",
        f"reached in {s['reached_boss']} games; Booster-Wooster step there: mean "
        f"{boss['mean']:.1f}, range {boss['min']:g}-{boss['max']:g}",
    )
    head.add_row(
        "Duckventurers lost",
        f"{s['ducks_lost_mean']:.2f} down at the end per game, "
        f"{s['knockouts_mean']:.2f} knockouts per game, "
        f"{s['one_shot_knockout_share']:.0%} of them by one minion's blow at full Fatty",
    )
    head.add_row("outcomes", ", ".join(f"{k}: {v}" for k, v in s["outcomes"].items()))
    head.add_row(
        "most used Funkards", ", ".join(f"{c} ({n})" for c, n in s["cards_most_used"]) or "none"
    )
    head.add_row(
        "least used Funkards",
        ", ".join(f"{c} ({n} uses, held in {h} games)" for c, n, h in s["cards_least_used"])
        or "none",
    )
    head.add_row(
        "speed",
        f"{s['games_per_second']:.1f} games/s, {s['actions_per_second']:.0f} actions/s "
        f"({s['workers']} worker(s), {s['seconds']:.1f} s)",
    )
    if "layouts" in s:
        head.add_row("layouts", _layouts_line(s["quest"], s["layouts"]))
    console.print(head)
    console.print(
        _danger_table("Danger per room (damage, knockouts and turns per visit)", s["rooms"])
    )
    if "pool" in s:
        console.print(_danger_table("Danger per room of the pool, whatever its number", s["pool"]))


def _danger_table(title: str, rows: list[dict[str, Any]]) -> Table:
    numbered = bool(rows) and "room" in rows[0]
    table = Table(title=title, title_justify="left")
    names = ("room", "id") if numbered else ("id",)
    for name in (*names, "visits", "damage", "knockouts", "turns", "defeats"):
        table.add_column(name, justify="left" if name == "id" else "right")
    for row in rows:
        table.add_row(
            *((str(row["room"]),) if numbered else ()),
            row["id"],
            str(row["entered"]),
            f"{row['damage_per_visit']:.1f}",
            f"{row['knockouts_per_visit']:.2f}",
            f"{row['turns_per_visit']:.1f}",
            str(row["defeats"]),
        )
    return table


def _layouts_line(quest: str, layouts: dict[str, Any]) -> str:
    rate, turns = layouts["win_rate"], layouts["mean_turns"]
    low, high = layouts["games_each"]
    each = f"{low}" if low == high else f"{low}-{high}"
    hardest = ", ".join(f"{seed} ({r:.0%})" for seed, r, _ in layouts["hardest"])
    easiest = ", ".join(f"{seed} ({r:.0%})" for seed, r, _ in layouts["easiest"])
    return (
        f"{layouts['count']} dungeons, {each} game{'s' if high > 1 else ''} each; win rate per "
        f"dungeon: mean {rate['mean']:.0%}, stdev {rate['stdev']:.0%} (chance alone: "
        f"{layouts['win_rate_chance_stdev']:.0%}), range {rate['min']:.0%}-{rate['max']:.0%}; "
        f"mean turns {turns['min']:.0f}-{turns['max']:.0f}. Hardest dungeon seeds: {hardest}; "
        f"easiest: {easiest} (play one: duckgeon play --new --quest {quest} --dungeon random "
        "--dungeon-seed N)"
    )
