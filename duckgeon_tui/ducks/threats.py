"""Who is about to win: whether a colour can gather its group with one breadcrumb."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import LINES_MASK, spaces_of


def after_placement(occupied: int, ducks: int, crumb: int) -> int:
    """Where `ducks` (one colour's, a subset of `occupied`) stand once the breadcrumb is on
    `crumb`; the other colours are not worked out."""
    moved = ducks & ~LINES_MASK[crumb]
    for ray in rules.RAYS[crumb]:
        mine = ducks & ray.mask
        if mine:
            on_ray = occupied & ray.mask
            if mine == on_ray:
                moved |= ray.packed[on_ray.bit_count()]
            else:
                moved |= ray.pack_colour(on_ray, mine)
    return moved


def winning_space(pond: Sequence[int], crumb: int | None, colour: int, need: int) -> int | None:
    """A space where the breadcrumb, placed now, gathers `need` of `colour`'s ducks, if any.

    Placed by `colour` itself such a breadcrumb wins, whoever else finishes with it (the placer
    chooses among the tied)."""
    return next(_winning_spaces(pond, crumb, colour, need), None)


def winning_spaces(pond: Sequence[int], crumb: int | None, colour: int, need: int) -> int:
    """How many spaces would win for `colour` as `winning_space` does: the more there are, the
    harder for one opponent's breadcrumb to take them all away."""
    return sum(1 for _ in _winning_spaces(pond, crumb, colour, need))


def _winning_spaces(
    pond: Sequence[int], crumb: int | None, colour: int, need: int
) -> Iterator[int]:
    ducks = pond[colour]
    occupied = rules.occupied(pond)
    for space in spaces_of(rules.legal_mask(pond, crumb) & _touching(ducks)):
        if rules.has_group(after_placement(occupied, ducks, space), need):
            yield space


def _touching(ducks: int) -> int:
    """The spaces with at least one of `ducks` on their six lines (only these move any): as
    lines run both ways, the spaces on the lines of the ducks."""
    found = 0
    for space in spaces_of(ducks):
        found |= LINES_MASK[space]
    return found


def pressure(pond: Sequence[int], crumb: int | None, colour: int, need: int) -> float:
    """The share of the spaces where the player to move may place the breadcrumb (after one on
    `crumb`) that would leave `colour` able to gather its group with its own breadcrumb, or
    gather it at once: for the player just before `colour`, how few ways it has to stop it."""
    spaces = spaces_of(rules.legal_mask(pond, crumb))
    handed = 0
    for space in spaces:
        child = list(pond)
        rules.slide(child, space)
        gathered = rules.has_group(child[colour], need)
        if gathered or winning_space(child, space, colour, need) is not None:
            handed += 1
    return handed / len(spaces)
