"""A party as a game is set up with it, in plain Python: who plays which Duckventurer, and what
a veteran of a campaign brings from the quests before."""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from typing import Any, ClassVar

from duckgeon_tui.content.vocabulary import Stat
from duckgeon_tui.printable import shown
from duckgeon_tui.quick_dataclasses import dataclass

NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_'-]{0,19}\Z")  # \Z: no newline after it
"""A Duckventurer's name: a letter, then up to 19 letters, digits, - _ or '."""
MAX_PLAYER = 20
"""The longest player name."""
ABILITY = "ability"
"""The word a class's own ability goes by in the game's notation: no Duckventurer's name."""


@dataclass(frozen=True, slots=True)
class Carried:
    """What a Duckventurer brings into a quest from the quests before it: its Rank, the max
    STAT each Rank above the first raised (in order), its Loot and its Funkards."""

    rank: int = 1
    raises: tuple[Stat, ...] = ()
    loot: int = 0
    funkards: tuple[str, ...] = ()

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}


@dataclass(frozen=True, slots=True)
class PartyMember:
    """One Duckventurer of a party: its name, its class (a content class id), its player, and
    what it carries from a campaign's quests before (None: a newcomer with the class's
    starting Funkards)."""

    name: str
    class_id: str
    player: str = "Player 1"
    carried: Carried | None = None

    # Read from a save file, a member has exactly these fields (pydantic reads this setting).
    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}


def member_data(member: PartyMember) -> list[Any]:
    """A member as the engine's saves write it: `[name, class, player]`, and what it carries."""
    data: list[Any] = [member.name, member.class_id, member.player]
    carried = member.carried
    if carried is not None:
        data.append(
            {
                "rank": carried.rank,
                "raises": list(carried.raises),
                "loot": carried.loot,
                "funkards": list(carried.funkards),
            }
        )
    return data


def member_from_data(data: Any) -> PartyMember:
    """A member back from `member_data` (ValueError when it is not one)."""
    if not isinstance(data, list) or not 2 <= len(data) <= 4:
        raise ValueError("a party member is [name, class, player] and what it carries")
    name, class_id, *rest = data
    player = rest[0] if rest else "Player 1"
    carried = rest[1] if len(rest) > 1 else None
    if not all(isinstance(text, str) for text in (name, class_id, player)):
        raise ValueError("a party member's name, class and player are texts")
    if carried is None:
        return PartyMember(name, class_id, player)
    if not isinstance(carried, dict) or set(carried) != {"rank", "raises", "loot", "funkards"}:
        raise ValueError(f"{name!r} carries something that is not Rank, raises, Loot, Funkards")
    rank, raises, loot, funkards = (carried[k] for k in ("rank", "raises", "loot", "funkards"))
    if not _whole(rank) or not _whole(loot):
        raise ValueError(f"{name!r} carries a Rank or Loot that is not a whole number")
    if not isinstance(raises, list) or any(r not in ("F", "Q", "P") for r in raises):
        raise ValueError(f"{name!r} carries raises that are not F, Q or P")
    if not isinstance(funkards, list) or not all(isinstance(c, str) for c in funkards):
        raise ValueError(f"{name!r} carries Funkards that are not card ids")
    return PartyMember(name, class_id, player, Carried(rank, tuple(raises), loot, tuple(funkards)))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def party_problem(party: Sequence[PartyMember], classes: Container[str]) -> str | None:
    """Why this party cannot set out (its size, a name, a class), in a player's words; None
    when it can. The engine checks it as a game starts, the command line before the screen
    opens, without building the game."""
    if not 1 <= len(party) <= 12:
        return "a party has 1 to 12 Duckventurers"
    seen: set[str] = set()
    for member in party:
        if not NAME_RE.match(member.name):
            return (
                f"'{shown(member.name, 24)}': a name is a letter then up to 19 letters, "
                "digits, - _ or ' (no spaces)"
            )
        if member.name.lower() in seen or member.name.lower() == ABILITY:
            return f"the name {member.name!r} is taken"
        seen.add(member.name.lower())
        if member.class_id not in classes:
            return f"there is no class '{shown(member.class_id)}'"
    return None
