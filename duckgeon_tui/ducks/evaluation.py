"""How good a pond looks for a colour: group size, contacts, compactness, staying off the edge."""

from __future__ import annotations

from collections.abc import Sequence

from duckgeon_tui.ducks import pond as rules
from duckgeon_tui.ducks.board import AXIAL, BIT, COUNT, RADIUS, STRIDE, ring

# One mask per value of each cube coordinate (q, r and s = -q - r), to measure spread by popcounts.
_AXIS_MASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(BIT[i] for i in range(COUNT) if coord(AXIAL[i]) == k)
        for k in range(-RADIUS, RADIUS + 1)
    )
    for coord in (lambda a: a[0], lambda a: a[1], lambda a: -a[0] - a[1])
)
_EDGE = sum(BIT[i] for i in range(COUNT) if ring(i) == RADIUS)
_INNER = sum(BIT[i] for i in range(COUNT) if ring(i) <= 1)

GROUP_WEIGHT = 10.0
CONTACT_WEIGHT = 2.0
SPREAD_WEIGHT = 3.0
EDGE_WEIGHT = 1.0
CENTRE_WEIGHT = 0.5


def spread(ducks: int) -> float:
    """The mean squared distance of the ducks from their centre of mass (summed over 3 axes)."""
    n = ducks.bit_count()
    if n < 2:
        return 0.0
    total = 0.0
    for masks in _AXIS_MASKS:
        s1 = s2 = 0
        for k, mask in enumerate(masks):
            c = (ducks & mask).bit_count()
            if c:
                s1 += k * c
                s2 += k * k * c
        total += s2 / n - (s1 / n) ** 2
    return total


def contacts(ducks: int) -> int:
    """The number of touching pairs among `ducks`."""
    return (
        (ducks & (ducks >> 1)).bit_count()
        + (ducks & (ducks >> STRIDE)).bit_count()
        + (ducks & (ducks >> (STRIDE - 1))).bit_count()
    )


def contacts_between(ducks: int, others: int) -> int:
    """The number of touching pairs of one of `ducks` and one of `others` (no space in both)."""
    touching = 0
    for shift in (1, STRIDE, STRIDE - 1):
        touching += (ducks & (others >> shift)).bit_count() + (
            ducks & (others << shift)
        ).bit_count()
    return touching


def colour_score(ducks: int) -> float:
    """A colour's progress toward one group: higher is better."""
    return (
        GROUP_WEIGHT * rules.largest_group(ducks)
        + CONTACT_WEIGHT * contacts(ducks)
        - SPREAD_WEIGHT * spread(ducks)
        - EDGE_WEIGHT * (ducks & _EDGE).bit_count()
        + CENTRE_WEIGHT * (ducks & _INNER).bit_count()
    )


def evaluate(pond: Sequence[int], me: int) -> float:
    """The pond for colour index `me`: its score minus the best opponent's."""
    scores = [colour_score(d) for d in pond]
    mine = scores[me]
    del scores[me]
    return mine - max(scores)


class Scorer:
    """Every colour's value of a pond at once, for a search of `players` colours.

    A colour's value is its progress, less `crowding` for every touch between one of its ducks and
    another colour's; each colour's progress is kept by its ducks, as most placements leave most
    colours where they were."""

    def __init__(self, players: int, crowding: float = 0.0) -> None:
        self.players = players
        self.crowding = crowding
        self._progress: dict[int, float] = {}

    def progress(self, ducks: int) -> float:
        """`colour_score` of `ducks`, remembered."""
        found = self._progress.get(ducks)
        if found is None:
            found = self._progress[ducks] = colour_score(ducks)
        return found

    def values(self, pond: Sequence[int]) -> tuple[float, ...]:
        """The pond's value for each colour, in colour order."""
        scores = [self.progress(d) for d in pond]
        if self.crowding:
            everyone = rules.occupied(pond)
            crowding = self.crowding
            scores = [
                s - crowding * contacts_between(d, everyone & ~d)
                for s, d in zip(scores, pond, strict=True)
            ]
        return tuple(scores)
