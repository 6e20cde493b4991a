"""The one roll interface: DuckDice explode on 6; faces come from a seeded RNG or the table."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine.errors import IllegalAction, RollNeeded, RollPurpose, RollRequest

T = TypeVar("T")

EXPLOSION_CAP = 40  # a seeded chain of 40 sixes does not happen; this only guards a bad RNG


class DieRoll:
    """The faces of one roll (an explosion chain) and their total."""

    __slots__ = ("faces", "total")

    def __init__(self, faces: tuple[int, ...]) -> None:
        self.faces = faces
        self.total = sum(faces)

    def chain(self) -> str:
        """The faces as text: '6+6+2' for an exploded roll, '4' otherwise."""
        return "+".join(map(str, self.faces))


class Roller:
    """Rolls dice for the engine: from `rng`, or from faces the players supply (physical mode)."""

    __slots__ = ("draws", "fixed", "physical", "rng", "supplied", "used")

    def __init__(self, rng: random.Random, physical: bool = False) -> None:
        self.rng = rng
        self.physical = physical
        self.supplied: tuple[int, ...] = ()
        self.used = 0
        self.draws = 0
        self.fixed: dict[str, list[int]] = {}
        """A scenario's fixed faces (the game state's own lists), taken before anything else:
        by die kind, else by roll purpose, else `any`."""

    def check_faces(self, faces: tuple[int, ...]) -> None:
        """Raise if these faces cannot be supplied (not 1 to 6, or not in physical mode)."""
        for face in faces:
            if not 1 <= face <= 6:
                raise IllegalAction(f"a die face is 1 to 6, not {face}")
        if faces and not self.physical:
            raise IllegalAction("dice can only be supplied in physical-dice mode")

    def supply(self, faces: tuple[int, ...]) -> None:
        """Faces the table rolled for the next action (physical mode)."""
        self.check_faces(faces)
        self.supplied = faces
        self.used = 0

    def check_all_used(self) -> None:
        """Raise if the players supplied more faces than the action needed."""
        if self.used < len(self.supplied):
            extra = len(self.supplied) - self.used
            raise IllegalAction(f"{extra} die face(s) supplied that were not needed")

    def _face(self, request: RollRequest) -> int:
        self.draws += 1
        if self.fixed:
            for key in (request.die or "", request.purpose.value, "any"):
                faces = self.fixed.get(key)
                if faces:
                    face = faces.pop(0)
                    if not faces:
                        del self.fixed[key]
                    return face
        if self.physical:
            if self.used >= len(self.supplied):
                raise RollNeeded(request)
            face = self.supplied[self.used]
            self.used += 1
            return face
        return int(self.rng.random() * 6) + 1

    def exploding(
        self,
        who: str,
        what: str,
        purpose: RollPurpose,
        die: str | None = None,
        stat: str | None = None,
    ) -> DieRoll:
        """An exploding d6 (every DuckDie, the Room Table, damage dice): 6 rolls again and adds."""
        faces: tuple[int, ...] = ()
        while True:
            face = self._face(RollRequest(who, what, die, True, faces, purpose, stat))
            faces += (face,)
            if face != 6 or len(faces) >= EXPLOSION_CAP:
                return DieRoll(faces)

    def duck_die(
        self,
        who: str,
        die: str,
        purpose: RollPurpose = RollPurpose.ACTION_DIE,
        stat: str | None = None,
    ) -> DieRoll:
        """Roll one DuckDie of the given kind for `who` (it explodes)."""
        return self.exploding(who, DIE_NAMES[die], purpose, die, stat)

    def d6(
        self,
        who: str,
        what: str,
        purpose: RollPurpose,
        stat: str | None = None,
        die: str | None = None,
    ) -> int:
        """A plain d6 that does not explode (Resist Rolls, tests, Strolling Beastie checks, and
        the Loot dice of a Cleared room)."""
        return self._face(RollRequest(who, what, die, False, (), purpose, stat))

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place with the seeded RNG (never supplied by the table)."""
        self.draws += 1
        self.rng.shuffle(items)

    def below(self, n: int) -> int:
        """A seeded random index in range(n), for Beastie choices and placements."""
        self.draws += 1
        return int(self.rng.random() * n)
