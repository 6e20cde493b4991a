"""`duckgeon play`: open the Textual app, at the title screen, a new game or the autosave."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from duckgeon_tui import paths
from duckgeon_tui.cli.refusals import content_or_problem, file_problem, refuse, saves_problem
from duckgeon_tui.printable import shown

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.cache_seal import CachedIds
    from duckgeon_tui.content.party import PartyMember
    from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec

DEFAULT_QUEST = "quest-1"
MOD_HELP = (
    "add a mod: its folder, or the name of one in the game's mods/ or in your own mods "
    "folder (`duckgeon paths` shows both), e.g. --mod rubber-duck-rampage"
)


def register(subparsers: Any) -> None:
    """Add the `play` subcommand."""
    parser = subparsers.add_parser(
        "play",
        help="play Duckgeon in the terminal",
        description="Play Duckgeon: solo or hot-seat, with the dice tray, the map and saves.",
    )
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--new", action="store_true", help="start a new game straight away")
    start.add_argument(
        "--continue", dest="resume", action="store_true", help="resume the latest autosave"
    )
    start.add_argument(
        "--scenario",
        type=paths.resolve_scenario,
        default=None,
        metavar="FILE",
        help="start from a scenario file, or a shipped scenario's name (e.g. rulebook-gotcha; "
        "`duckgeon paths` shows where they are)",
    )
    add_new_game_options(parser, "for --new: ")
    add_dice_options(parser)
    add_app_options(parser)
    parser.set_defaults(handler=run)


def add_new_game_options(parser: argparse.ArgumentParser, which: str) -> None:
    """--quest, --party, --seed, --dungeon and --dungeon-seed: the game a new game is (None
    where not given, so that a command can refuse one given where it means nothing)."""
    parser.add_argument(
        "--quest", default=None, help=f"{which}the quest id (default: {DEFAULT_QUEST})"
    )
    parser.add_argument(
        "--party",
        default=None,
        help=f'{which}the Duckventurers as "Name:class,Name:class[:player]" '
        "(default: the quest's party)",
    )
    parser.add_argument("--seed", type=int, default=None, help=f"{which}the seed (default: random)")
    parser.add_argument(
        "--dungeon",
        choices=("own", "random"),
        default="own",
        help=f"{which}the quest's own layout, or a dungeon built from the room pool (default: own)",
    )
    parser.add_argument(
        "--dungeon-seed",
        type=int,
        default=None,
        metavar="N",
        help="the seed that builds the dungeon with --dungeon random (default: --seed): share "
        "it to share the dungeon",
    )


def add_dice_options(parser: argparse.ArgumentParser) -> None:
    """--omens and --physical-dice: the options of a new game (quest or campaign)."""
    parser.add_argument("--omens", action="store_true", help="shuffle Omens into the decks")
    parser.add_argument("--physical-dice", action="store_true", help="type in your own rolls")


def add_app_options(parser: argparse.ArgumentParser) -> None:
    """--no-animation, --mod and --saves: how the app opens (to play a quest or a campaign)."""
    parser.add_argument("--no-animation", action="store_true", help="turn animations off")
    parser.add_argument(
        "--no-hand-over",
        action="store_true",
        help="hot-seat: no 'pass the keyboard' screen between players (one person plays all)",
    )
    add_content_options(parser)


def add_screen_options(parser: argparse.ArgumentParser, plain: str, help_text: str) -> None:
    """--no-animation, and the flag (`--lines`, `--headless`) that does without the game's
    screen (an online table's commands)."""
    parser.add_argument(plain, action="store_true", help=help_text)
    parser.add_argument("--no-animation", action="store_true", help="turn animations off")


def add_content_options(parser: argparse.ArgumentParser) -> None:
    """--mod and --saves: the content a game is played with and where it is saved."""
    parser.add_argument(
        "--mod",
        action="append",
        default=[],
        metavar="MOD",
        type=paths.resolve_mod,
        help=MOD_HELP,
    )
    parser.add_argument(
        "--saves",
        type=Path,
        default=None,
        metavar="DIR",
        help="folder of saves (default: $DUCKGEON_SAVES, else the one `duckgeon paths` shows)",
    )


def mods_problem(mod_dirs: Iterable[Path]) -> str | None:
    """What is wrong with the --mod folders, if anything."""
    missing = [shown(str(m)) for m in mod_dirs if not paths.is_mod(m)]
    if not missing:
        return None
    return f"--mod: no mod.yaml in {', '.join(missing)} (mods found by name: {paths.known_mods()})"


def new_game_spec(args: argparse.Namespace, **spec: Any) -> NewGameSpec:
    """A new game of the parsed arguments' seed (random when none), dungeon and options."""
    from duckgeon_tui.tui.launch import NewGameSpec, random_seed

    return NewGameSpec(
        seed=args.seed if args.seed is not None else random_seed(),
        omens=args.omens,
        physical_dice=args.physical_dice,
        animation=not args.no_animation,
        dungeon=args.dungeon,
        **spec,
    )


def open_app(options: LaunchOptions, checked: Content | CachedIds | None = None) -> int:
    """Run the app until the player quits (with the content, or what was read of its cache,
    when the arguments' check read it already); its return code (2: a table refused to be
    joined)."""
    from duckgeon_tui.tui.app import DuckgeonApp

    app = DuckgeonApp(options, checked)
    app.run()
    if app.farewell is not None:
        print(app.farewell, file=sys.stderr)
    return app.return_code or 0


def parse_party(text: str | None) -> tuple[PartyMember, ...]:
    """Read "Plumpy:duckidin,Pantsy:duckwiz:Sam" (player defaults to "Player 1"); None (no
    --party) is the default party, an empty text a ValueError."""
    if text is None:
        return ()
    from duckgeon_tui.content.party import MAX_PLAYER, PartyMember

    party: list[PartyMember] = []
    for chunk in (c.strip() for c in text.split(",")):
        if not chunk:
            continue
        parts = [p.strip() for p in chunk.split(":")]
        if len(parts) not in (2, 3) or not all(parts):
            raise ValueError(f"'{shown(chunk)}' is not Name:class or Name:class:player")
        player = parts[2] if len(parts) == 3 else "Player 1"
        if len(player) > MAX_PLAYER or not player.isprintable():
            raise ValueError(f"'{shown(player)}': a player's name is 1 to {MAX_PLAYER} letters")
        party.append(PartyMember(name=parts[0], class_id=parts[1], player=player))
    if not party:
        raise ValueError("name at least one Duckventurer, as Name:class")
    return tuple(party)


def build_options(args: argparse.Namespace) -> LaunchOptions:
    """Turn the parsed arguments into the app's launch options."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec

    saves_dir = args.saves if args.saves is not None else default_saves_dir()
    new_game = None
    if args.scenario is not None:
        new_game = NewGameSpec(
            quest="",
            players=(),
            party=(),
            seed=0,
            physical_dice=args.physical_dice,
            animation=not args.no_animation,
            scenario=args.scenario,
        )
    elif args.new:
        party = parse_party(args.party)
        players = tuple(dict.fromkeys(p.player for p in party)) or ("Player 1",)
        new_game = new_game_spec(
            args,
            quest=args.quest or DEFAULT_QUEST,
            players=players,
            party=party,
            dungeon_seed=args.dungeon_seed,
        )
    start: Literal["title", "new", "continue"] = (
        "new" if args.new or args.scenario is not None else "continue" if args.resume else "title"
    )
    return LaunchOptions(
        saves_dir=saves_dir,
        mod_dirs=tuple(args.mod),
        start=start,
        new_game=new_game,
        animation=not args.no_animation,
        opening=start != "title",
        hand_over=not args.no_hand_over,
    )


def dungeon_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the dungeon (or scenario) options, if anything."""
    if args.scenario is not None:
        if args.dungeon != "own" or args.party is not None or args.quest is not None:
            return "--scenario names its own quest, room and party"
        problem = file_problem(args.scenario)
        if problem is not None:
            return f"--scenario: {problem} (shipped scenarios: {paths.known_scenarios()})"
    for flag, given in (
        ("--dungeon", args.dungeon != "own"),
        ("--quest", args.quest is not None),
        ("--party", args.party is not None),
    ):
        if given and not args.new:
            return f"{flag} is for a new game: add --new"
    if args.quest is not None and not args.quest.strip():
        return f"--quest: name a quest, e.g. --quest {DEFAULT_QUEST}"
    if args.dungeon_seed is not None and args.dungeon != "random":
        return "--dungeon-seed builds a dungeon from the room pool: add --dungeon random"
    return None


def run(args: argparse.Namespace) -> int:
    """Run the app until the player quits."""
    # Start-up builds many objects and frees almost none: the cyclic garbage collector would
    # only slow it down. The app turns it back on once its first frame is on the screen.
    gc.disable()
    try:
        return launch(args)
    finally:
        gc.enable()


def checked_content(
    args: argparse.Namespace, options: LaunchOptions
) -> Content | CachedIds | str | None:
    """The content the game the arguments name was checked against (a scenario, or a new game
    of another quest or party than the default one) or the look at its cache that accepted
    it, or what it refuses of that game; None when the defaults needed no look."""
    spec = options.new_game
    if spec is None or (spec.scenario is None and args.quest is None and args.party is None):
        return None
    from duckgeon_tui.content.party import party_problem

    if spec.scenario is None and spec.dungeon == "own":
        accepted = cache_accepts(spec, options.mod_dirs)
        if accepted is not None:
            # The app builds the content from it behind its opening frame, as for the defaults.
            return accepted
    from duckgeon_tui.tui.session import new_game, scenario_game

    content = content_or_problem(options.mod_dirs)
    if isinstance(content, str):
        return content
    if spec.scenario is not None:
        try:
            scenario_game(content, spec)
        except ValueError as exc:
            return f"--scenario: {shown(str(args.scenario))}: {exc}"
        return content
    if spec.quest not in content.quests:
        known = ", ".join(sorted(content.quests)) or "none"
        return f"--quest: there is no quest '{shown(spec.quest)}' (quests: {known})"
    problem = party_problem(spec.party, content.classes) if spec.party else None
    if problem is not None:
        if all(m.class_id in content.classes for m in spec.party):
            return f"--party: {problem}"
        return f"--party: {problem} (classes: {', '.join(sorted(content.classes))})"
    if spec.dungeon != "own":  # whether the room pool builds this quest: only by building it
        try:
            new_game(content, spec)
        except ValueError as exc:
            return f"--dungeon: {exc}"
    return content


def cache_accepts(spec: NewGameSpec, mods: tuple[Path, ...]) -> CachedIds | None:
    """What the content's cache holds, when it has the new game's quest and every class of its
    party (the standard library reads it: no pydantic before the opening frame). Only a yes
    is taken from it: anything else (None) is checked against the content loaded in full,
    which refuses."""
    from duckgeon_tui.content.cache_seal import content_ids
    from duckgeon_tui.content.party import party_problem

    ids = content_ids(mods, paths.cache_dir())
    if ids is None or spec.quest not in ids.quests:
        return None
    if spec.party and party_problem(spec.party, ids.classes) is not None:
        return None
    return ids


def launch(args: argparse.Namespace) -> int:
    """Check the arguments, then open the app."""
    problem = dungeon_problem(args) or saves_problem(args.saves)
    if problem is not None:
        return refuse("play", problem)
    try:
        options = build_options(args)
    except ValueError as exc:
        return refuse("play", f"--party: {exc}")
    problem = mods_problem(options.mod_dirs)
    if problem is not None:
        return refuse("play", problem)
    content = checked_content(args, options)
    if isinstance(content, str):
        return refuse("play", content)
    return open_app(options, content)
