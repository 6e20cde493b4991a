"""The state of a campaign: the roster of Duckventurers, the quests played, the camp between
them (plain slotted dataclasses, JSON through a pydantic TypeAdapter)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from duckgeon_tui.content.party import Carried, PartyMember

Status = Literal["ready", "fallen", "lost", "retired"]
"""ready: in the party; fallen: down at the end of the last quest, may be brought back at the
camp; lost: fell and was left behind; retired: left the campaign at a camp."""
Stage = Literal["quest", "camp", "over"]
"""quest: a quest is being played; camp: between two quests; over: won or lost."""
Result = Literal["victory", "defeat"]
DungeonChoice = Literal["own", "random"]

_STRICT: dict[str, str] = {"extra": "forbid"}


@dataclass(slots=True)
class Veteran:
    """A Duckventurer of the campaign's roster and what it carries between quests (None: a
    newcomer, Rank 1 with its class's starting Funkards and no Loot)."""

    name: str
    class_id: str
    player: str
    carried: Carried | None = None
    status: Status = "ready"
    joined: int = 0
    """The quest (by its place in the campaign, from 0) it first went into."""
    quests: int = 0
    """How many quests it has played."""

    __pydantic_config__: ClassVar[dict[str, str]] = _STRICT

    @property
    def rank(self) -> int:
        """Its Rank."""
        return 1 if self.carried is None else self.carried.rank

    @property
    def loot(self) -> int:
        """Its unspent Loot."""
        return 0 if self.carried is None else self.carried.loot

    def member(self) -> PartyMember:
        """The party member a quest is set up with."""
        return PartyMember(self.name, self.class_id, self.player, self.carried)


@dataclass(slots=True)
class QuestRecord:
    """One quest the campaign played: how it went, who was there and who fell."""

    quest: str
    seed: int
    dungeon_seed: int | None
    result: Result
    reason: str
    turns: int
    kills: int
    loot: int
    booster: int
    party: list[str]
    fallen: list[str]
    camp: list[str] = field(default_factory=list)
    """What the party did at the camp before the quest, in notation."""
    summary: str = ""
    """The file name of the quest's run summary (empty until it is written)."""

    __pydantic_config__: ClassVar[dict[str, str]] = _STRICT


@dataclass(slots=True)
class CampState:
    """The camp before a quest: the Shop's Funkards face up, its deck, what was done there."""

    stock: list[str]
    deck: list[str]
    log: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """What happened as the camp was pitched (Funkards left behind ...), for the camp screen."""

    __pydantic_config__: ClassVar[dict[str, str]] = _STRICT


@dataclass(frozen=True, slots=True)
class CampaignOptions:
    """How the quests of a campaign are played: their dungeons, Omens, real dice, undo, and the
    simulator's turn cap."""

    dungeon: DungeonChoice = "own"
    omens: bool = False
    physical_dice: bool = False
    undo: bool = False
    turn_cap: int | None = None

    __pydantic_config__: ClassVar[dict[str, str]] = _STRICT


@dataclass(slots=True)
class CampaignState:
    """Everything that changes during a campaign (the quest being played is a Game of its own)."""

    campaign: str
    seed: int
    options: CampaignOptions
    roster: list[Veteran]
    chapter: int = 0
    """The quest being played or camped for, by its place in the campaign (from 0)."""
    stage: Stage = "quest"
    history: list[QuestRecord] = field(default_factory=list)
    camp: CampState | None = None
    camp_log: list[str] = field(default_factory=list)
    """What the party did at the camp before the quest being played, in notation."""
    result: Result | None = None
    reason: str = ""

    __pydantic_config__: ClassVar[dict[str, str]] = _STRICT
