"""The move list: the game so far in notation, the draft first, then one line a round."""

from __future__ import annotations

from duckgeon_tui.ducks.actions import Action, ChooseWinner, PlaceDuck
from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.ducks.game import DucksGame


def movers(game: DucksGame) -> list[Colour]:
    """Who made each move of the game's history, in order (worked out by taking them back)."""
    probe = game.copy()
    found: list[Colour] = []
    while probe.history:
        probe.undo()
        found.append(probe.to_move)
    found.reverse()
    return found


def move_lines(game: DucksGame) -> list[str]:
    """The history as text: `Draft:` with the edge placements, then numbered rounds."""
    history: list[Action] = list(game.history)
    who = movers(game)
    lines: list[str] = []
    draft = [
        f"{colour.letter}{action.notation()}"
        for action, colour in zip(history, who, strict=True)
        if isinstance(action, PlaceDuck)
    ]
    for start in range(0, len(draft), 6):
        prefix = "Draft: " if start == 0 else "       "
        lines.append(prefix + " ".join(draft[start : start + 6]))
    round_no = 0
    current: list[str] = []
    for action, colour in zip(history, who, strict=True):
        if isinstance(action, PlaceDuck):
            continue
        if isinstance(action, ChooseWinner):
            current.append(f"{colour.letter}{action.notation()}")
            continue
        if colour == game.colours[0] and current:
            lines.append(_round(round_no, current))
            current = []
        if not current:
            round_no += 1
        current.append(action.notation().ljust(3))
    if current:
        lines.append(_round(round_no, current))
    return lines


def _round(number: int, moves: list[str]) -> str:
    return f"{number:>3}. " + " ".join(moves).rstrip()
