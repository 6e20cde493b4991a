"""Whether a save's own parts hang together: its header tells the game it heads, its options
are what the game writes, and the saved state fits the content (the engine's own checks,
`engine.state_check`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from duckgeon_tui.engine.state_check import misfits
from duckgeon_tui.printable import printable

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game
    from duckgeon_tui.saves.models import SaveFile

MAX_COUNT = 1_000_000
PROBLEMS_SHOWN = 3


def _header(save: SaveFile, quest: str, names: Sequence[str]) -> Iterator[str]:
    header = save.header
    if header.quest != quest:
        yield f"its header names the quest `{header.quest}`, but the game is of `{quest}`"
    if [m.name for m in header.party] != list(names):
        yield "its header lists another party than the game's"
    for text in (header.quest_name, *header.players, *(m.player for m in header.party)):
        if not text.isprintable():
            yield f"its header holds the text {text!r}, with control characters"


def _options(save: SaveFile) -> Iterator[str]:
    options = save.options
    for key in ("kills", "loot"):
        value = options.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
            yield f"the option `{key}` is {repr(value)[:40]}, not a count"
    if not isinstance(options.get("animation", True), bool):
        yield "the option `animation` is not true or false"


def save_misfits(save: SaveFile, game: Game) -> list[str]:
    """What in a save does not fit, in words (empty when all fits): the state of the game
    restored from it, else the save's header and options (against the game's quest id and
    Duckventurer names)."""
    problems = misfits(game)
    if problems:
        return problems
    names = [d.name for d in game.state.ducks]
    return [printable(p) for p in (*_header(save, game.quest.id, names), *_options(save))]


def describe(problems: Sequence[str]) -> str:
    """The first few problems as one reason."""
    shown = "; ".join(problems[:PROBLEMS_SHOWN])
    more = len(problems) - PROBLEMS_SHOWN
    return shown + (f" (and {more} more)" if more > 0 else "")
