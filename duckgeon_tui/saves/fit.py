"""Whether a save's own parts hang together: its header tells the game it heads, its options
are what the game writes. (The saved state itself is checked against the content by the
engine, `engine.state_check`.)"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from duckgeon_tui.printable import printable

if TYPE_CHECKING:
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


def save_misfits(save: SaveFile, quest: str, names: Sequence[str]) -> list[str]:
    """What in a save's header and options does not fit the game restored from it (the
    game's quest id and Duckventurer names), in words; empty when all fits."""
    return [printable(problem) for problem in (*_header(save, quest, names), *_options(save))]


def describe(problems: Sequence[str]) -> str:
    """The first few problems as one reason."""
    shown = "; ".join(problems[:PROBLEMS_SHOWN])
    more = len(problems) - PROBLEMS_SHOWN
    return shown + (f" (and {more} more)" if more > 0 else "")
