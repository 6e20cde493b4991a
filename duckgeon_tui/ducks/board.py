"""The 61-space pond: space names, neighbours, the six lines of every space and their bit masks."""

from __future__ import annotations

# Rows `a` (top) to `i` (bottom); spaces numbered from the left starting at 1.
ROW_LENGTHS: tuple[int, ...] = (5, 6, 7, 8, 9, 8, 7, 6, 5)
ROW_LETTERS = "abcdefghi"
RADIUS = 4

# Axial hex coordinates (q, r): r is the row (-4 top .. 4 bottom), q grows to the right.
# The six directions, in the order the lines are listed: east, west, south-east, north-west,
# north-east, south-west.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

# Bit layout: a space (q, r) is bit (r + 4) * STRIDE + (q + 4). The spare column makes every
# neighbour a fixed shift that never wraps onto a real space.
STRIDE = 10


def _build_axial() -> tuple[tuple[int, int], ...]:
    cells: list[tuple[int, int]] = []
    for r in range(-RADIUS, RADIUS + 1):
        for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1):
            cells.append((q, r))
    return tuple(cells)


AXIAL: tuple[tuple[int, int], ...] = _build_axial()
COUNT = len(AXIAL)
_BY_AXIAL: dict[tuple[int, int], int] = {qr: i for i, qr in enumerate(AXIAL)}


def row_col(i: int) -> tuple[int, int]:
    """Row (0 = `a`) and column (0 = leftmost) of space `i`, for drawing."""
    q, r = AXIAL[i]
    return r + RADIUS, q - max(-RADIUS, -RADIUS - r)


SPACES: tuple[str, ...] = tuple(
    f"{ROW_LETTERS[row_col(i)[0]]}{row_col(i)[1] + 1}" for i in range(COUNT)
)
INDEX: dict[str, int] = {name: i for i, name in enumerate(SPACES)}
CENTRE = INDEX["e5"]


def distance(i: int, j: int) -> int:
    """Number of steps between spaces `i` and `j`."""
    (q1, r1), (q2, r2) = AXIAL[i], AXIAL[j]
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))


def ring(i: int) -> int:
    """Distance of space `i` from the centre: 0 for `e5`, 4 for the edge."""
    return distance(i, CENTRE)


def _step(i: int, direction: tuple[int, int]) -> int | None:
    q, r = AXIAL[i]
    return _BY_AXIAL.get((q + direction[0], r + direction[1]))


def _ray(i: int, direction: tuple[int, int]) -> tuple[int, ...]:
    cells: list[int] = []
    nxt = _step(i, direction)
    while nxt is not None:
        cells.append(nxt)
        nxt = _step(nxt, direction)
    return tuple(cells)


_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for d in DIRECTIONS if (j := _step(i, d)) is not None) for i in range(COUNT)
)
_RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(i, d) for d in DIRECTIONS) for i in range(COUNT)
)


def neighbours(i: int) -> tuple[int, ...]:
    """The spaces touching space `i` (three to six of them)."""
    return _NEIGHBOURS[i]


def lines_from(i: int) -> tuple[tuple[int, ...], ...]:
    """The six rays from space `i` to the edge, each nearest space first (some are empty)."""
    return _RAYS[i]


def line_spaces(i: int) -> frozenset[int]:
    """Every space on the six lines of `i`, not counting `i` itself."""
    return frozenset(j for ray in _RAYS[i] for j in ray)


EDGE: frozenset[int] = frozenset(i for i in range(COUNT) if ring(i) == RADIUS)


def _edge_cycle() -> tuple[int, ...]:
    # Walk the edge from a1 clockwise: each edge space touches exactly two others.
    order = [INDEX["a1"], INDEX["a2"]]
    while len(order) < len(EDGE):
        prev, here = order[-2], order[-1]
        order.append(next(j for j in _NEIGHBOURS[here] if j in EDGE and j != prev))
    return tuple(order)


EDGE_CYCLE: tuple[int, ...] = _edge_cycle()

# Bit masks, one bit per space (see STRIDE).
BIT: tuple[int, ...] = tuple(1 << ((r + RADIUS) * STRIDE + q + RADIUS) for q, r in AXIAL)
SPACE_OF_BIT: dict[int, int] = {b: i for i, b in enumerate(BIT)}
FULL: int = sum(BIT)
EDGE_MASK: int = sum(BIT[i] for i in EDGE)
LINES_MASK: tuple[int, ...] = tuple(sum(BIT[j] for j in line_spaces(i)) for i in range(COUNT))


def spaces_of(mask: int) -> list[int]:
    """The space indices set in `mask`, in board order (bit order is board order)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(SPACE_OF_BIT[low])
        mask ^= low
    return out
