"""A straightforward set-of-cells version of the Feed the Ducks rules, the oracle the bitboard
engine is checked against (and the baseline `bench/ducks.py` compares it with); it lives with the
tests, as the game never uses it."""

from __future__ import annotations

from duckgeon_tui.ducks.board import COUNT, line_spaces, lines_from, neighbours


class ReferencePond:
    """The pond as a dict from space to colour index, with the rules written plainly."""

    def __init__(self, ducks: dict[int, int], crumb: int | None, need: int, colours: int) -> None:
        self.ducks = dict(ducks)
        self.crumb = crumb
        self.need = need
        self.colours = colours

    def legal(self) -> list[int]:
        """The spaces where the breadcrumb may go, in board order."""
        empty = [i for i in range(COUNT) if i not in self.ducks]
        if self.crumb is None:
            return empty
        banned = line_spaces(self.crumb) | {self.crumb}
        return [i for i in empty if i not in banned]

    def place(self, crumb: int) -> list[int]:
        """Drop the breadcrumb, slide the ducks, return the colours with a finished group."""
        for ray in lines_from(crumb):
            order = [self.ducks.pop(j) for j in ray if j in self.ducks]
            for target, colour in zip(ray, order, strict=False):
                self.ducks[target] = colour
        self.crumb = crumb
        return [c for c in range(self.colours) if self.largest(c) >= self.need]

    def largest(self, colour: int) -> int:
        """The size of the largest connected group of `colour`."""
        todo = {i for i, c in self.ducks.items() if c == colour}
        best = 0
        while todo:
            frontier = [todo.pop()]
            size = 0
            while frontier:
                here = frontier.pop()
                size += 1
                for j in neighbours(here):
                    if j in todo:
                        todo.remove(j)
                        frontier.append(j)
            best = max(best, size)
        return best
