"""What a Duckventurer carries from one quest of a campaign into the next: its Rank (and the
max STAT each Rank raised), its Loot and its Funkards. Everything else starts afresh."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import Carried
from duckgeon_tui.content.vocabulary import Stat
from duckgeon_tui.engine.actions import RankUp, parse_action
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.state import DuckState

MAX_LOOT = 100_000
"""No Duckventurer carries more Loot than this (a whole campaign rolls a few hundred)."""


def rank_problems(content: Content, rank: int, raises: Sequence[str]) -> Iterator[str]:
    """What does not fit the content's Ranks in a Rank and the STATS it raised, in words."""
    if rank not in content.ranks:
        yield f"Rank {rank} is not one of the Ranks (1 to {max(content.ranks, default=1)})"
        return
    if len(raises) != rank - 1:
        yield f"Rank {rank} comes with {rank - 1} max STAT raises, not {len(raises)}"
        return
    for number, stat in enumerate(raises, start=2):
        if stat not in content.ranks[number].raises:
            shown = ", ".join(content.ranks[number].raises) or "nothing"
            yield f"Rank {number} raises {shown}, not {stat}"


def carried_problems(
    content: Content, carried: Carried, deck: Sequence[str], hand_limit: int
) -> Iterator[str]:
    """What in a veteran's record does not fit the content or the quest it goes into."""
    yield from rank_problems(content, carried.rank, carried.raises)
    if not 0 <= carried.loot <= MAX_LOOT:
        yield f"{carried.loot} Loot is not 0 to {MAX_LOOT}"
    if len(carried.funkards) > hand_limit:
        yield f"{len(carried.funkards)} Funkards are over the quest's hand limit ({hand_limit})"
    cards = set(deck)
    for card in carried.funkards:
        if card not in cards:
            yield f"the Funkard `{card}` is not in this quest's deck"


def carry_in(
    content: Content, duck: DuckState, carried: Carried, deck: Sequence[str], limit: int
) -> None:
    """Set up a veteran fresh from its class (full STATS, no Condition) with what it carries;
    IllegalAction saying why when the record does not fit the content or the quest."""
    problems = list(carried_problems(content, carried, deck, limit))
    if problems:
        raise IllegalAction(f"{duck.name}: " + "; ".join(problems))
    for number, stat in enumerate(carried.raises, start=2):
        duck.raise_max(stat, content.ranks[number].amount)
    duck.rank = carried.rank
    duck.loot = carried.loot
    duck.hand = list(carried.funkards)


def ranks_reached(log: Sequence[str], name: str) -> list[Stat]:
    """The max STAT each Rank a Duckventurer reached during a game raised, in order (from the
    game's action log)."""
    raised: list[Stat] = []
    for text in log:
        if not text.startswith("rank "):
            continue
        try:
            action = parse_action(text)
        except NotationError:
            continue
        if isinstance(action, RankUp) and action.who.lower() == name.lower():
            raised.append(action.stat)
    return raised


def carry_out(duck: DuckState, before: Carried | None, log: Sequence[str]) -> Carried:
    """What a Duckventurer carries out of a finished quest: its Rank with every raise (those it
    brought and those it reached), its Loot and every Funkard in its hand."""
    raises = (*(before.raises if before else ()), *ranks_reached(log, duck.name))
    return Carried(duck.rank, raises, duck.loot, tuple(duck.hand))
