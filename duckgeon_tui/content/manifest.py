"""A mod's manifest, `mod.yaml`: its id, name and version, and the ids it takes out of the
content beneath it. Apart from the content file kinds (`files.py`): content from the cache
names its mods, and needs no model of the files it was read from."""

from __future__ import annotations

from pydantic import Field

from duckgeon_tui.content.common import ContentModel, Id


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
