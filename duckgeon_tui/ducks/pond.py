"""The fast rules core on bitboards: ducks sliding to the breadcrumb, legal spaces, finished groups.

A pond is a list of one int per colour (bit layout in `board`); the breadcrumb is a space index.
"""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.ducks.board import BIT, COUNT, EDGE_MASK, FULL, LINES_MASK, STRIDE, lines_from


class Ray:
    """One of the six lines from a space: its spaces nearest first, as bits, and their masks."""

    __slots__ = ("_cache", "bits", "mask", "packed", "spaces")

    def __init__(self, spaces: tuple[int, ...]) -> None:
        self.spaces = spaces
        self.bits: tuple[int, ...] = tuple(BIT[j] for j in spaces)
        self.mask = sum(self.bits)
        # packed[k]: the k spaces nearest the breadcrumb, where k ducks end up.
        self.packed: tuple[int, ...] = tuple(sum(self.bits[:k]) for k in range(len(spaces) + 1))
        self._cache: dict[int, int] = {}

    def pack_colour(self, occupied: int, colour: int) -> int:
        """Where the ducks `colour` (a subset of `occupied`, both on this ray) end up."""
        key = (occupied << 128) | colour
        found = self._cache.get(key)
        if found is None:
            found, rank = 0, 0
            for bit in self.bits:
                if occupied & bit:
                    if colour & bit:
                        found |= self.bits[rank]
                    rank += 1
            self._cache[key] = found
        return found


RAYS: tuple[tuple[Ray, ...], ...] = tuple(
    tuple(Ray(spaces) for spaces in lines_from(i) if spaces) for i in range(COUNT)
)


def occupied(pond: Sequence[int]) -> int:
    """Every space holding a duck."""
    total = 0
    for ducks in pond:
        total |= ducks
    return total


def slide(pond: list[int], crumb: int) -> None:
    """Move every duck on the six lines of `crumb` toward it, packed in order (in place)."""
    occ = occupied(pond)
    last = len(pond) - 1
    for ray in RAYS[crumb]:
        on_ray = occ & ray.mask
        if not on_ray:
            continue
        packed = ray.packed[on_ray.bit_count()]
        if on_ray == packed:
            continue
        rest = packed
        for c in range(last):
            mine = pond[c] & ray.mask
            if mine:
                new = packed if mine == on_ray else ray.pack_colour(on_ray, mine)
                pond[c] ^= mine ^ new
                rest ^= new
        mine = pond[last] & ray.mask
        pond[last] ^= mine ^ rest


def legal_mask(pond: Sequence[int], previous: int | None) -> int:
    """The spaces where the breadcrumb may go, given its previous space (None on the first turn)."""
    free = FULL & ~occupied(pond)
    if previous is None:
        return free
    return free & ~LINES_MASK[previous] & ~BIT[previous]


def draft_mask(pond: Sequence[int]) -> int:
    """The empty edge spaces, where the next duck of the draft may go."""
    return EDGE_MASK & ~occupied(pond)


def group_of(seed: int, ducks: int) -> int:
    """The connected group of `ducks` that contains the bit `seed`."""
    group = seed
    while True:
        grown = (
            group
            | (group << 1)
            | (group >> 1)
            | (group << STRIDE)
            | (group >> STRIDE)
            | (group << (STRIDE - 1))
            | (group >> (STRIDE - 1))
        ) & ducks
        if grown == group:
            return group
        group = grown


def largest_group(ducks: int) -> int:
    """The size of the largest connected group of `ducks`."""
    best = 0
    remaining = ducks
    while remaining.bit_count() > best:
        group = group_of(remaining & -remaining, remaining)
        best = max(best, group.bit_count())
        remaining ^= group
    return best


def has_group(ducks: int, need: int) -> bool:
    """Whether at least `need` of `ducks` form one connected group."""
    remaining = ducks
    while remaining.bit_count() >= need:
        group = group_of(remaining & -remaining, remaining)
        if group.bit_count() >= need:
            return True
        remaining ^= group
    return False


def finished(pond: Sequence[int], need: int) -> list[int]:
    """The colour indices that have `need` ducks in one group."""
    return [c for c, ducks in enumerate(pond) if has_group(ducks, need)]


def place(pond: list[int], crumb: int, need: int) -> list[int]:
    """Drop the breadcrumb on `crumb`: slide the ducks, return the colours that finished."""
    slide(pond, crumb)
    return finished(pond, need)
