"""A party as a game is set up with it, in plain Python: who plays which Duckventurer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class PartyMember:
    """One Duckventurer of a party: its name, its class (a content class id) and its player."""

    name: str
    class_id: str
    player: str = "Player 1"

    # Read from a save file, a member has exactly these fields (pydantic reads this setting).
    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}
