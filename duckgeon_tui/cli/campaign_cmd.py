"""`duckgeon campaign new|continue`: open the app on a new campaign, or on a saved one."""

from __future__ import annotations

import argparse
from typing import Any

from duckgeon_tui.cli.play_cmd import (
    add_app_options,
    add_dice_options,
    mods_problem,
    new_game_spec,
    open_app,
    parse_party,
)
from duckgeon_tui.cli.refusals import refuse, saves_problem
from duckgeon_tui.printable import shown

DEFAULT_CAMPAIGN = "easy-peasy"


def register(subparsers: Any) -> None:
    """Add the `campaign` subcommand and its `new` and `continue`."""
    parser = subparsers.add_parser(
        "campaign",
        help="play a campaign: one party through Quests 1, 2 and 3",
        description="A campaign: one party plays the quests in order, keeping its Ranks, Loot "
        "and Funkards, and camps between them (the Shop, retiring, recruiting, fishing the "
        "fallen out of the pond). It is saved after every turn and at every camp.",
    )
    words = parser.add_subparsers(dest="campaign_command", metavar="new|continue")
    new = words.add_parser("new", help="start a new campaign")
    new.add_argument(
        "--campaign", default=DEFAULT_CAMPAIGN, help=f"campaign id (default: {DEFAULT_CAMPAIGN})"
    )
    new.add_argument(
        "--party",
        default=None,
        help='Duckventurers as "Name:class,Name:class[:player]" (default: the campaign\'s party)',
    )
    new.add_argument("--seed", type=int, default=None, help="seed (default: random)")
    new.add_argument(
        "--dungeon",
        choices=("own", "random"),
        default="own",
        help="each quest's own layout, or dungeons built from the room pool (default: own)",
    )
    add_dice_options(new)
    resume = words.add_parser("continue", help="continue the latest campaign (or --slot)")
    resume.add_argument("--slot", default=None, help="the campaign save to continue")
    for sub in (new, resume):
        add_app_options(sub)
        sub.set_defaults(handler=run)
    parser.set_defaults(handler=lambda _args: parser.print_help() or 0)


def _fail(text: str) -> int:
    return refuse("campaign", text)


def continue_problem(args: argparse.Namespace) -> str | None:
    """Why there is no campaign to continue (or not the one --slot names), if so."""
    from duckgeon_tui.saves import SaveError, default_saves_dir
    from duckgeon_tui.saves.campaign_files import CampaignStore

    folder = args.saves if args.saves is not None else default_saves_dir()
    store = CampaignStore(folder)
    if args.slot is None:
        if store.latest_unfinished() is None:
            return (
                f"no campaign to continue in {shown(str(folder))}: start one with "
                "`duckgeon campaign new`"
            )
        return None
    try:
        store.load(args.slot)
    except SaveError as exc:
        return f"--slot: {exc.reason}"
    return None


def run(args: argparse.Namespace) -> int:
    """Check the arguments, then open the app on the campaign."""
    from duckgeon_tui.saves import default_saves_dir
    from duckgeon_tui.tui.launch import DUCK_NAMES, LaunchOptions

    problem = mods_problem(args.mod) or saves_problem(args.saves)
    if problem is None and args.campaign_command == "continue":
        problem = continue_problem(args)
    if problem is not None:
        return _fail(problem)
    new_game = None
    if args.campaign_command == "new":
        try:
            party = parse_party(args.party)
        except ValueError as exc:
            return _fail(f"--party: {exc}")
        if not party:
            from duckgeon_tui.content.loader import load_content
            from duckgeon_tui.content.party import PartyMember

            try:
                content = load_content(mods=list(args.mod))
            except Exception as exc:  # the app shows content errors in full
                return _fail(f"the content does not load: {str(exc)[:300]}")
            campaign = content.campaigns.get(args.campaign)
            if campaign is None:
                known = ", ".join(sorted(content.campaigns)) or "none"
                return _fail(f"there is no campaign '{args.campaign}' (campaigns: {known})")
            classes = (
                campaign.default_party or content.quests[campaign.quests[0].quest].default_party
            )
            party = tuple(
                PartyMember(name, class_id)
                for name, class_id in zip(DUCK_NAMES, classes, strict=False)
            )
        players = tuple(dict.fromkeys(p.player for p in party))
        new_game = new_game_spec(
            args, quest="", players=players, party=party, campaign=args.campaign
        )
    options = LaunchOptions(
        saves_dir=args.saves if args.saves is not None else default_saves_dir(),
        mod_dirs=tuple(args.mod),
        start="campaign",
        new_game=new_game,
        campaign_slot=getattr(args, "slot", None),
        animation=not args.no_animation,
        opening=True,
    )
    return open_app(options)
