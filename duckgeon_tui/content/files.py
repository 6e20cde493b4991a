"""The content file kinds: what one YAML file of each folder holds (a mod's manifest is in
`manifest.py`)."""

from __future__ import annotations

from pydantic import Field

from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.common import ContentModel
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
