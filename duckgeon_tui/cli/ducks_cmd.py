"""`duckgeon ducks`: Feed the Ducks positions, moves and the computer's choice from the shell."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from duckgeon_tui.ducks import BadPosition, DucksGame, IllegalMove, PlaceBreadcrumb
from duckgeon_tui.ducks.ai import LEVELS, choose
from duckgeon_tui.ducks.board import ROW_LENGTHS, ROW_LETTERS
from duckgeon_tui.ducks.game import REPETITIONS_FOR_DRAW

EXIT_BAD_INPUT = 2

_MOVES_HELP = (
    "comma-separated placements in notation, e.g. e5,c2,g4 (spaces a1..i5). When one breadcrumb "
    "finishes several colours at once the game waits for the placer to choose the winner: give "
    "that choice as a move '=colour', e.g. e5,c2,=black (=w, =b, =r, =u also work)."
)
_TIE_HELP = (
    "While a tie waits for the placer's choice, the JSON has over=false, winners = the tied "
    "colours, placer = who chooses (also to_move) and legal = the choices, e.g. ['=white', "
    f"'=black']. A position repeated {REPETITIONS_FOR_DRAW} times with the same colour to "
    "move is a draw (draw=true, no winners)."
)


def register(subparsers: Any) -> None:
    """Add the `ducks` subcommand and its own subcommands."""
    parser = subparsers.add_parser(
        "ducks",
        help="Feed the Ducks: starting positions, playing moves, the computer's choice",
        description="Feed the Ducks on the command line. The app (`duckgeon play`, then Feed "
        "the Ducks on the title screen) plays whole games, the draft setup included.",
    )
    parser.set_defaults(handler=_open_app)
    sub = parser.add_subparsers(dest="ducks_command", metavar="ACTION")

    new = sub.add_parser(
        "new",
        help="print a starting position",
        description="Print a starting position in the pond notation.",
    )
    new.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    new.add_argument(
        "--setup",
        choices=("random", "draft"),
        default="random",
        help="random: the edge filled at random, no more than 2 ducks of a colour "
        "together (default); draft: the players fill the edge in turn, which is "
        "interactive and done in the app",
    )
    new.add_argument("--seed", type=int, default=None, help="seed of the random setup")
    new.add_argument("--json", action="store_true", help="print JSON (as `ducks play --json` does)")
    new.set_defaults(handler=run_new)

    play = sub.add_parser(
        "play",
        help="apply placements to a position",
        description="Apply placements to a position and print the result.",
        epilog=_TIE_HELP,
    )
    _add_position(play)
    play.add_argument("--moves", default="", help=_MOVES_HELP)
    play.add_argument("--json", action="store_true", help="print JSON instead of the board")
    play.set_defaults(handler=run_play)

    analyse = sub.add_parser(
        "analyse",
        help="the computer's choice and its evaluation",
        description="Ask the computer which move it would play.",
    )
    _add_position(analyse)
    analyse.add_argument("--level", choices=LEVELS, default="hard")
    analyse.add_argument("--seed", type=int, default=0, help="seed of the computer's choices")
    analyse.add_argument("--json", action="store_true", help="print JSON")
    analyse.set_defaults(handler=run_analyse)


def _add_position(parser: argparse.ArgumentParser) -> None:
    """--position and --advanced: the position a command works on."""
    parser.add_argument("--position", required=True, help="a position in the pond notation")
    parser.add_argument(
        "--advanced",
        action="store_true",
        help="3-player advanced variant: all 8 ducks must form the group",
    )


def _open_app(_args: argparse.Namespace) -> int:
    """`duckgeon ducks` alone opens the app on the Feed the Ducks setup screen."""
    from duckgeon_tui.tui.ducks.launch import run_ducks_app

    return run_ducks_app()


def _fail(text: str) -> int:
    print(f"duckgeon ducks: {text}", file=sys.stderr)
    return EXIT_BAD_INPUT


def run_new(args: argparse.Namespace) -> int:
    """Print a starting position."""
    if args.setup == "draft":
        return _fail(
            "the draft setup is played move by move: start it in the app "
            "(`duckgeon play`, Feed the Ducks), or use --setup random"
        )
    game = DucksGame.new(args.players, "random", random.Random(args.seed))
    print(json.dumps(summary(game)) if args.json else game.position())
    return 0


def _load(args: argparse.Namespace) -> DucksGame:
    return DucksGame.from_position(args.position, advanced=args.advanced)


def summary(game: DucksGame) -> dict[str, Any]:
    """The state as the JSON `play` prints."""
    winners = game.tied if game.phase == "tie" else game.winners
    return {
        "position": game.position(),
        "to_move": game.to_move.to_move_letter,
        "placements": sum(isinstance(a, PlaceBreadcrumb) for a in game.history),
        "over": game.over,
        "winners": [c.name_lower for c in winners],
        "placer": game.placer.name_lower if game.placer else None,
        "draw": game.draw,
        "legal": [a.notation() for a in game.legal_actions()],
    }


def render(game: DucksGame) -> str:
    """The pond as a readable hexagon of letters with the state below it."""
    lines = []
    start = 0
    for letter, length in zip(ROW_LETTERS, ROW_LENGTHS, strict=True):
        cells = []
        for i in range(start, start + length):
            owner = game.cell(i)
            cells.append("*" if i == game.breadcrumb else owner.letter if owner else ".")
        lines.append(f"{letter}  " + " " * (9 - length) + " ".join(cells))
        start += length
    lines.append("")
    lines.append(f"position: {game.position()}")
    if game.draw:
        lines.append("drawn by threefold repetition")
    elif game.phase == "tie":
        lines.append(
            f"tie: {', '.join(c.name_lower for c in game.tied)} finished at once; "
            f"{game.to_move.name_lower} chooses the winner"
        )
    elif game.over:
        placer = game.placer.name_lower if game.placer else "?"
        lines.append(f"{game.winners[0].name_lower} wins (last breadcrumb by {placer})")
    else:
        lines.append(f"{game.to_move.name_lower} to move")
    groups = ", ".join(f"{c.name_lower} {n}/{game.need}" for c, n in game.largest_groups().items())
    lines.append(f"largest groups: {groups}")
    return "\n".join(lines)


def run_play(args: argparse.Namespace) -> int:
    """Apply the moves and print the result."""
    try:
        game = _load(args)
    except BadPosition as exc:
        return _fail(f"position: {exc}")
    moves = [m for m in args.moves.split(",") if m.strip()] if args.moves.strip() else []
    try:
        game.play_moves(moves)
    except IllegalMove as exc:
        return _fail(str(exc))
    print(json.dumps(summary(game)) if args.json else render(game))
    return 0


def run_analyse(args: argparse.Namespace) -> int:
    """Print the computer's choice and its evaluation."""
    try:
        game = _load(args)
    except BadPosition as exc:
        return _fail(f"position: {exc}")
    if game.over:
        return _fail("the game is over: there is nothing to analyse")
    choice = choose(game, args.level, random.Random(args.seed))
    if args.json:
        print(
            json.dumps(
                {
                    "move": choice.action.notation(),
                    "evaluation": round(choice.evaluation, 4),
                    "level": choice.level,
                    "to_move": game.to_move.to_move_letter,
                    "depth": choice.depth,
                    "nodes": choice.nodes,
                    "seconds": round(choice.seconds, 3),
                }
            )
        )
    else:
        print(
            f"{game.to_move.name_lower} ({choice.level}) plays {choice.action.notation()}; "
            f"evaluation {choice.evaluation:+.3f} for {game.to_move.name_lower} "
            f"(+1 sure win, -1 sure loss); depth {choice.depth}, {choice.nodes} positions "
            f"in {choice.seconds:.2f} s"
        )
    return 0
