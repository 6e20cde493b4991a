"""`duckgeon balance`: the balance lab, paired sweeps of bot games and their figures."""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from duckgeon_tui.cli.balance_print import print_report
from duckgeon_tui.cli.refusals import refuse
from duckgeon_tui.cli.simulate_cmd import add_sweep_arguments, whole_number
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import ContentErrors, report_lines
from duckgeon_tui.content.loader import DATA_DIR, load_content
from duckgeon_tui.engine.dungeon import DungeonError
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.layout_figures import DEFAULT_LAYOUTS
from duckgeon_tui.lab.backends import Backend, BackendError, cluster_address
from duckgeon_tui.lab.plan import STUDIES, Plan, deck_cards, make_plan
from duckgeon_tui.lab.report import report
from duckgeon_tui.lab.store import COLUMNS, LabStore, StoreError, default_db
from duckgeon_tui.lab.sweep import DEFAULT_BATCH, Tally, run_sweep
from duckgeon_tui.paths import known_mods
from duckgeon_tui.printable import printable

EXIT_FAILED = 1
MAX_SEEDS = 100_000
MAX_BATCH = 1_000
MAX_PARTY = 12


def register(subparsers: Any) -> None:
    """Add the `balance` subcommand."""
    parser = subparsers.add_parser(
        "balance",
        help="the balance lab: which cards, classes and STATS move the win rate, with intervals",
        description="Plays the same seeds with each Funkard out of the deck, each class out of "
        "the party and each STAT of each class one up and down, and says what each changes in "
        "the win rate, with a 95 percent interval (paired on the seeds); the bot against random "
        "legal actions; the games decided in the last room; rule holes; every party of the "
        "party's size. Every game goes into a SQLite database: an interrupted sweep resumes, "
        "and a re-run with the same content plays nothing again.",
    )
    parser.add_argument(
        "--study",
        default="cards",
        metavar="STUDY,...",
        help=f"what to measure: {', '.join(STUDIES)}, or all (default: cards)",
    )
    parser.add_argument(
        "--quest",
        action="append",
        default=[],
        metavar="ID",
        help="quest id, again for more, or all (default: quest-1)",
    )
    parser.add_argument(
        "--party",
        default="",
        metavar="CLASS,CLASS,...",
        help="class ids of the party (default: each quest's default_party)",
    )
    parser.add_argument(
        "--card",
        action="append",
        default=[],
        metavar="ID",
        help="only these Funkards in the card study (again for more; default: the whole deck)",
    )
    parser.add_argument(
        "--seeds",
        type=whole_number(1, MAX_SEEDS),
        default=200,
        help=f"games per variant, the same seeds for each, 1 to {MAX_SEEDS:,} (default: 200)",
    )
    add_sweep_arguments(parser)
    parser.add_argument(
        "--cluster",
        default=None,
        metavar="local|tcp://HOST:PORT",
        help="play on Dask: `local` starts a LocalCluster of --workers workers here, "
        "tcp://HOST:8786 uses a running scheduler (needs duckgeon-tui[cluster] here and on its "
        "workers)",
    )
    parser.add_argument(
        "--batch",
        type=whole_number(1, MAX_BATCH),
        default=DEFAULT_BATCH,
        help=f"games per task sent to a worker (default: {DEFAULT_BATCH})",
    )
    parser.add_argument(
        "--db", type=Path, default=None, help=f"the database file (default: {default_db()})"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--export",
        choices=("csv", "json"),
        default=None,
        help="print every game of the sweep (its key, figures and record) for other tools",
    )
    parser.add_argument("--no-charts", action="store_true", help="tables only, no charts")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Check the arguments, play what the database lacks, print the figures."""
    if args.json and args.export:
        return refuse("balance", "--json and --export both print to standard output: choose one")
    if args.layouts != DEFAULT_LAYOUTS and args.dungeon != "random":
        return refuse(
            "balance", "--layouts spreads games over built dungeons: add --dungeon random"
        )
    backend = _backend(args)
    if isinstance(backend, str):
        return refuse("balance", backend)
    missing = [m for m in args.mod if not m.is_dir()]
    if missing:
        return refuse(
            "balance", f"--mod: there is no mod folder {missing[0]} (mods: {known_mods()})"
        )
    try:
        content = load_content(DATA_DIR, list(args.mod))
    except ContentErrors as exc:
        for line in report_lines(exc.errors):
            print(line, file=sys.stderr)
        return refuse(
            "balance", f"the content has {exc.total} error(s); see `duckgeon validate`", EXIT_FAILED
        )
    plan = _plan(args, content)
    if isinstance(plan, str):
        return refuse("balance", plan)
    try:
        store = LabStore(args.db if args.db is not None else default_db())
    except StoreError as exc:
        return refuse("balance", str(exc), EXIT_FAILED)
    try:
        return _sweep(args, plan, store, content, backend)
    except (StoreError, BackendError) as exc:
        return refuse("balance", str(exc), EXIT_FAILED)
    finally:
        store.close()


def _backend(args: argparse.Namespace) -> Backend | str:
    if args.cluster is None:
        return Backend(args.workers)
    try:
        return Backend(args.workers, cluster_address(args.cluster))
    except ValueError as exc:
        return f"--cluster: {exc}"


def _plan(args: argparse.Namespace, content: Content) -> Plan | str:
    """The sweep's plan, or what is wrong with the arguments."""
    words = [w.strip() for w in args.study.split(",") if w.strip()]
    studies = STUDIES if words == ["all"] else tuple(words)
    wrong = [w for w in studies if w not in STUDIES]
    if wrong or not studies:
        return (
            f"--study: {wrong[0] if wrong else '(none)'!r} is not one of {', '.join(STUDIES)}, all"
        )
    asked = [q for given in args.quest for q in given.split(",") if q.strip()] or ["quest-1"]
    quests = tuple(sorted(content.quests)) if asked == ["all"] else tuple(dict.fromkeys(asked))
    parties: dict[str, tuple[str, ...]] = {}
    given = tuple(c.strip() for c in args.party.split(",") if c.strip())
    for quest_id in quests:
        quest = content.quests.get(quest_id)
        if quest is None:
            return f"there is no quest {quest_id!r} (quests: {', '.join(sorted(content.quests))})"
        party = given or tuple(quest.default_party)
        if not party:
            return f"quest {quest_id!r} has no default_party: give --party CLASS,CLASS,..."
        parties[quest_id] = party
        if args.dungeon == "random":
            try:
                build_dungeon(content, quest_id, 0)
            except DungeonError as exc:
                return str(exc)
        elif not quest.has_own_layout:
            return f"quest {quest_id!r} has no layout of its own: add --dungeon random"
    unknown = [c for c in given if c not in content.classes]
    if unknown:
        return f"unknown class {unknown[0]!r} (classes: {', '.join(sorted(content.classes))})"
    if len(given) > MAX_PARTY:
        return f"a party has at most {MAX_PARTY} Duckventurers"
    for card in args.card:
        if not any(card in deck_cards(content, q) for q in quests):
            return f"--card: {card!r} is in no deck of {', '.join(quests)}"
    if args.card and "cards" not in studies:
        return "--card narrows the card study: add --study cards"
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.seed is None:
        print(f"seed: {seed}", file=sys.stderr)
    return make_plan(
        content,
        quests,
        parties,
        studies,
        args.seeds,
        seed,
        dungeon=args.dungeon,
        layouts=args.layouts,
        turn_cap=args.turn_cap,
        cards=tuple(dict.fromkeys(args.card)),
        mods=tuple(args.mod),
    )


def _sweep(
    args: argparse.Namespace, plan: Plan, store: LabStore, content: Content, backend: Backend
) -> int:
    err = Console(stderr=True)
    with _progress(err, backend.label) as tick:
        tally = run_sweep(plan, store, content, backend, batch_size=args.batch, progress=tick)
    reused = tally.total - tally.played
    err.print(
        f"{tally.played:,} games played, {reused:,} taken from {printable(str(store_path(args)))}",
        markup=False,
        highlight=False,
    )
    if args.export:
        _export(args.export, plan, store)
        return 0
    figures = report(plan, store)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print_report(figures, Console(), charts=not args.no_charts)
    return 0


def store_path(args: argparse.Namespace) -> Path:
    """The database file the run uses."""
    return args.db if args.db is not None else default_db()


@contextmanager
def _progress(err: Console, label: str) -> Iterator[Callable[[Tally], None]]:
    """A progress line: games done of the sweep's, the rate of this run and the time left."""
    columns = (
        TextColumn(f"[bold]balance[/] ({label})"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
    )
    began = time.perf_counter()
    with Progress(*columns, console=err, transient=True) as progress:
        task = progress.add_task("balance", total=1, rate="")

        def tick(tally: Tally) -> None:
            seconds = time.perf_counter() - began
            rate = tally.played / seconds if seconds > 0 and tally.played else 0.0
            left = (tally.total - tally.done) / rate if rate else None
            words = f"{rate:.1f} games/s" if rate else "starting"
            if left is not None:
                words += f", {int(left) // 60}:{int(left) % 60:02d} left"
            progress.update(task, total=tally.total, completed=tally.done, rate=words)

        yield tick


def _export(kind: str, plan: Plan, store: LabStore) -> None:
    rows = store.export(plan)
    if kind == "json":
        print(json.dumps([{**row, "record": json.loads(row["record"])} for row in rows]))
        return
    writer = csv.DictWriter(sys.stdout, fieldnames=COLUMNS)
    writer.writeheader()
    writer.writerows(rows)
