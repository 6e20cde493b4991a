"""One corridor walk as the engine reported it (the ends, the length, every Strolling check),
and a quest room's name by its number."""

from __future__ import annotations

from duckgeon_tui.engine import Event, Game
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.quick_dataclasses import dataclass


@dataclass(frozen=True)
class CorridorWalk:
    """One corridor walk as the engine reported it: the ends, the length, every check."""

    corridor: int
    from_room: int
    from_name: str
    from_door: str
    to_room: int
    to_name: str
    to_door: str
    length: int
    width: int
    every: int
    checks: tuple[int, ...]
    strolling: tuple[str, ...]

    @classmethod
    def of(cls, game: Game, events: list[Event]) -> CorridorWalk | None:
        """The walk just made (the game now stands at the far door), or None if there was none."""
        walked = next((e for e in events if e.kind == EventKind.CORRIDOR), None)
        door = game.state.entry_door
        if walked is None or door is None:
            return None
        here = game.room_number
        for index, corridor in enumerate(game.quest.corridors):
            ends = {(corridor.a.room, corridor.a.door), (corridor.b.room, corridor.b.door)}
            if (here, door) not in ends:
                continue
            at_b = (corridor.b.room, corridor.b.door) == (here, door)
            other = corridor.a if at_b else corridor.b
            return cls(
                corridor=index,
                from_room=other.room,
                from_name=room_name(game, other.room),
                from_door=other.door,
                to_room=here,
                to_name=room_name(game, here),
                to_door=door,
                length=corridor.length,
                width=corridor.width,
                every=game.quest.strolling_every,
                checks=walked.faces,
                strolling=tuple(e.text for e in events if e.kind == EventKind.STROLLING),
            )
        return None

    def check_at(self, index: int) -> int:
        """The space of the corridor where a check is rolled (one per `every` spaces)."""
        return min((index + 1) * self.every, self.length)

    def summary(self) -> str:
        """The walk in words, for the Room Table dialog that follows it."""
        rolls = ", ".join(map(str, self.checks)) or "none"
        sixes = self.checks.count(6)
        text = (
            f"The party walked the {self.length}-space corridor from {self.from_name} "
            f"(Strolling checks: {rolls})"
        )
        if not sixes:
            return text + ": nothing followed."
        return text + ". " + " ".join(self.strolling) + " They will follow the party in."


def room_name(game: Game, number: int) -> str:
    """A quest room's name by its number."""
    qr = next(r for r in game.quest.rooms if r.number == number)
    room = game.content.rooms.get(qr.room)
    return room.name if room else qr.room
