"""The JSON save file: a header for the Load screen, the content it needs, the full state."""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SAVE_VERSION = 1
"""The newest save format this game writes and reads."""

GameKind = Literal["duckgeon", "feed-the-ducks"]


class SaveModel(BaseModel):
    """Base of the save models: unknown fields are errors."""

    # Built on first use, so that opening the app does not pay for the save models.
    model_config = ConfigDict(extra="forbid", defer_build=True)


class ModRef(SaveModel):
    """A mod the saved game was played with."""

    id: str
    version: str


class PartyMember(SaveModel):
    """One Duckventurer of the saved party, as the Load screen lists it."""

    name: str
    duck_class: str = ""
    player: str = ""


class SaveHeader(SaveModel):
    """What the Load screen shows without opening the game: quest, party, turn, dates."""

    quest: str
    quest_name: str = ""
    party: list[PartyMember] = Field(default_factory=list)
    players: list[str] = Field(default_factory=list)
    turn: int = Field(default=0, ge=0)
    seed: int = 0
    dungeon_seed: int | None = Field(
        default=None, description="The seed its dungeon was built with; none: the quest's own."
    )
    phase: str = ""
    created_at: str = Field(description="ISO 8601 time the game was started.")
    saved_at: str = Field(description="ISO 8601 time of this save.")


class SaveFile(SaveModel):
    """A whole saved game: version, content fingerprint, mods, engine state and action log."""

    version: int = SAVE_VERSION
    game: GameKind = "duckgeon"
    header: SaveHeader
    content_fingerprint: str
    mods: list[ModRef] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict)
    state: dict[str, Any] = Field(description="The engine's own JSON state, RNG included.")
    actions: list[str] = Field(default_factory=list, description="Every action in notation.")
    checksum: str = ""

    def body(self) -> dict[str, Any]:
        """The JSON object without its checksum."""
        data = self.model_dump(mode="json")
        data.pop("checksum", None)
        return data

    def sealed(self) -> SaveFile:
        """A copy carrying the checksum of its contents."""
        return self.model_copy(update={"checksum": checksum_of(self.body())})


def checksum_of(body: dict[str, Any]) -> str:
    """The SHA-256 of a save body in canonical JSON (sorted keys, no spaces)."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class RunSummary(SaveModel):
    """Written beside the saves when a game ends: who went in, how long, and how it ended."""

    quest: str
    quest_name: str = ""
    party: list[PartyMember]
    outcome: Literal["victory", "defeat"]
    cause: str = Field(description="Why the game ended, in words.")
    turns: int = Field(ge=0)
    kills: int = Field(default=0, ge=0)
    loot: int = Field(default=0, ge=0)
    booster_step: int = Field(default=0, ge=0)
    seed: int
    dungeon_seed: int | None = Field(
        default=None,
        description="The seed the dungeon was built from the room pool with; none: the quest's "
        "own layout.",
    )
    mods: list[ModRef] = Field(default_factory=list)
    started_at: str = ""
    finished_at: str
