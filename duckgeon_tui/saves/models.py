"""The JSON save file: a header for the Load screen, the content it needs, the full state."""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from duckgeon_tui.content.party import PartyMember

SAVE_VERSION = 2
"""The newest save format this game writes and reads (format 1 is read and upgraded)."""

GameKind = Literal["duckgeon", "feed-the-ducks"]


class SaveModel(BaseModel):
    """Base of the save models: unknown fields are errors."""

    # Built on first use, so that opening the app does not pay for the save models.
    model_config = ConfigDict(extra="forbid", defer_build=True)


class SealedModel(SaveModel):
    """Base of the save files sealed with a checksum of their contents (a `checksum` field)."""

    def body(self) -> dict[str, Any]:
        """The JSON object without its checksum."""
        data = self.model_dump(mode="json")
        data.pop("checksum", None)
        return data

    def sealed(self) -> Self:
        """A copy carrying the checksum of its contents."""
        return self.model_copy(update={"checksum": checksum_of(self.body())})

    def encoded(self) -> bytes:
        """The sealed file's bytes as the game writes them."""
        data = self.sealed().model_dump(mode="json")
        return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


class ModRef(SaveModel):
    """A mod the saved game was played with."""

    id: str
    version: str


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
    finished_at: str | None = Field(
        default=None, description="ISO 8601 time the game ended; none: it goes on."
    )

    @field_validator("party", mode="before")
    @classmethod
    def _party(cls, party: Any) -> Any:
        return party_from_before(party)


class SaveFile(SealedModel):
    """A whole saved game: version, content fingerprint, mods, app options and the engine's
    state (RNG and action log included)."""

    version: int = SAVE_VERSION
    game: GameKind = "duckgeon"
    header: SaveHeader
    content_fingerprint: str
    mods: list[ModRef] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict, description="The app's options.")
    state: dict[str, Any] = Field(
        description="The engine's own JSON: setup, state, RNG and every action in notation."
    )
    checksum: str = ""


def checksum_of(body: dict[str, Any]) -> str:
    """The SHA-256 of a save body in canonical JSON (sorted keys, no spaces)."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A save file's JSON in today's format. Format 1 kept the action log and the content
    fingerprint twice and the kills and Loot in `options`: its checksum is checked as it was
    written, and the upgraded file carries its own (a damaged one keeps the old, which fails)."""
    if data.get("version") != 1:
        return data
    body = {k: v for k, v in data.items() if k != "checksum"}
    intact = data.get("checksum") == checksum_of(body)
    body["version"] = SAVE_VERSION
    body.pop("actions", None)
    if isinstance(body.get("state"), dict):
        body["state"] = {k: v for k, v in body["state"].items() if k != "fingerprint"}
    if isinstance(body.get("options"), dict):
        body["options"] = {k: v for k, v in body["options"].items() if k not in ("kills", "loot")}
    if not intact:
        return {**body, "checksum": data.get("checksum")}
    try:
        return SaveFile.model_validate(body).sealed().model_dump(mode="json")
    except ValidationError:
        return body  # read again by the caller, which says what is wrong


def party_from_before(party: Any) -> Any:
    """A saved party, members written by format 1 (`duck_class`) read as today's."""
    if not isinstance(party, list):
        return party
    return [
        {**{k: v for k, v in m.items() if k != "duck_class"}, "class_id": m["duck_class"]}
        if isinstance(m, dict) and "duck_class" in m and "class_id" not in m
        else m
        for m in party
    ]


class CampaignRef(SaveModel):
    """The campaign a run was a quest of."""

    id: str
    name: str = ""
    slot: str = Field(description="The campaign's save, which tells its runs from another's.")
    quest: int = Field(ge=1, description="Which of its quests this run was (from 1).")
    quests: int = Field(ge=1, description="How many quests the campaign has.")
    result: Literal["victory", "defeat"] | None = Field(
        default=None, description="How the campaign ended, when this run ended it."
    )


class ClockSummary(SaveModel):
    """Where a quest's clock stood when the game ended, and what it did."""

    name: str
    value: int = Field(ge=0, description="The mark it stood on.")
    length: int = Field(ge=1, description="Its last mark.")
    went_off: list[str] = Field(
        default_factory=list, description="The names of the marks that went off, in order."
    )
    ran_out: bool = Field(default=False, description="Whether running out lost the quest.")


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
    booster_step: int | None = Field(
        default=0, ge=0, description="Where the boss stood on it; none: the quest has none."
    )
    booster_start: int = Field(
        default=0, ge=0, description="The step he started on (the quest's, or a scenario's)."
    )
    clock: ClockSummary | None = Field(default=None, description="The quest's clock, if any.")
    fallen: list[str] = Field(default_factory=list, description="Who was down at the end.")
    seed: int
    dungeon_seed: int | None = Field(
        default=None,
        description="The seed the dungeon was built from the room pool with; none: the quest's "
        "own layout.",
    )
    mods: list[ModRef] = Field(default_factory=list)
    started_at: str = ""
    finished_at: str
    messages: list[str] = Field(
        default_factory=list, description="The game's message log, from its first line."
    )
    campaign: CampaignRef | None = None
    replay: dict[str, Any] | None = Field(
        default=None, description="The game's setup and action log, to watch it again."
    )

    @field_validator("party", mode="before")
    @classmethod
    def _party(cls, party: Any) -> Any:
        return party_from_before(party)

    def same_run(self, other: RunSummary) -> bool:
        """Whether both tell of the same game ended the same way (when they were told aside:
        a game continued after its end is told again, and is still one run)."""

        def run(summary: RunSummary) -> tuple[Any, ...]:
            camp = summary.campaign
            where = None if camp is None else (camp.slot, camp.quest)
            return (summary.quest, summary.seed, summary.started_at, where, summary.turns)

        return run(self) == run(other) and self.outcome == other.outcome
