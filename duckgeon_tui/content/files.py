"""The content file kinds: what one YAML file of each folder holds, and a mod's manifest."""

from __future__ import annotations

from pydantic import Field

from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.common import ContentModel, Id
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.content.sources import KIND_FOLDERS


class SchoolsFile(ContentModel):
    """A file under `schools/`."""

    schools: list[School] = Field(description="Schools of Duckventuring.")


class ClassesFile(ContentModel):
    """A file under `classes/`."""

    classes: list[DuckClass] = Field(description="Duckventurer classes.")


class RanksFile(ContentModel):
    """A file under `ranks/`."""

    ranks: list[Rank] = Field(description="The six Ranks.")


class BeastiesFile(ContentModel):
    """A file under `beasties/`: part of the Beastie-ary."""

    beasties: list[Beastie] = Field(description="Beasties.")


class FunkardsFile(ContentModel):
    """A file under `funkards/`: Items, Zappies and/or Feats."""

    items: list[Item] = Field(default_factory=list, description="Items.")
    zappies: list[Zappy] = Field(default_factory=list, description="Zappies.")
    feats: list[Feat] = Field(default_factory=list, description="Feats.")


class OmensFile(ContentModel):
    """A file under `omens/`."""

    omens: list[Omen] = Field(description="Omens.")


class SnaresFile(ContentModel):
    """A file under `snares/`."""

    snares: list[Snare] = Field(description="Snares.")


class ConditionsFile(ContentModel):
    """A file under `conditions/`."""

    conditions: list[Condition] = Field(description="Conditions.")


class RoomsFile(ContentModel):
    """A file under `rooms/`."""

    rooms: list[Room] = Field(description="Rooms.")


class QuestsFile(ContentModel):
    """A file under `quests/`."""

    quests: list[Quest] = Field(description="Quests.")


class CampaignsFile(ContentModel):
    """A file under `campaigns/`."""

    campaigns: list[Campaign] = Field(description="Campaigns.")


class Removals(ContentModel):
    """Ids a mod takes out of the content beneath it, by collection."""

    schools: list[Id] = Field(default_factory=list, description="School ids to remove.")
    classes: list[Id] = Field(default_factory=list, description="Class ids to remove.")
    beasties: list[Id] = Field(default_factory=list, description="Beastie ids to remove.")
    items: list[Id] = Field(default_factory=list, description="Item ids to remove.")
    zappies: list[Id] = Field(default_factory=list, description="Zappy ids to remove.")
    feats: list[Id] = Field(default_factory=list, description="Feat ids to remove.")
    omens: list[Id] = Field(default_factory=list, description="Omen ids to remove.")
    snares: list[Id] = Field(default_factory=list, description="Snare ids to remove.")
    conditions: list[Id] = Field(default_factory=list, description="Condition ids to remove.")
    rooms: list[Id] = Field(default_factory=list, description="Room ids to remove.")
    quests: list[Id] = Field(default_factory=list, description="Quest ids to remove.")
    campaigns: list[Id] = Field(default_factory=list, description="Campaign ids to remove.")


class ModManifest(ContentModel):
    """`mod.yaml` at the top of a mod folder."""

    id: Id
    name: str = Field(min_length=1, max_length=80, description="The mod's name.")
    version: str = Field(
        pattern=r"^\d+\.\d+(\.\d+)?$", description="The mod's version, e.g. `1.0.0`."
    )
    description: str = Field(default="", max_length=2000, description="What the mod adds.")
    remove: Removals = Field(
        default_factory=Removals, description="Ids taken out of the content beneath."
    )


FILE_KINDS: dict[str, type[ContentModel]] = dict(
    zip(
        KIND_FOLDERS,
        (
            SchoolsFile,
            ClassesFile,
            RanksFile,
            BeastiesFile,
            FunkardsFile,
            OmensFile,
            SnaresFile,
            ConditionsFile,
            RoomsFile,
            QuestsFile,
            CampaignsFile,
        ),
        strict=True,
    )
)
"""Folder name under `data/` (or a mod) → the model of each YAML file in it."""
