"""The validated content of the base game plus mods, by id, ready for the engine and the app."""

from __future__ import annotations

from dataclasses import field

from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.quick_dataclasses import dataclass

Funkard = Item | Zappy | Feat


@dataclass(frozen=True)
class Content:
    """Everything loaded, keyed by id; ranks keyed by number. Built only by the loader."""

    schools: dict[str, School] = field(default_factory=dict)
    classes: dict[str, DuckClass] = field(default_factory=dict)
    ranks: dict[int, Rank] = field(default_factory=dict)
    beasties: dict[str, Beastie] = field(default_factory=dict)
    items: dict[str, Item] = field(default_factory=dict)
    zappies: dict[str, Zappy] = field(default_factory=dict)
    feats: dict[str, Feat] = field(default_factory=dict)
    omens: dict[str, Omen] = field(default_factory=dict)
    snares: dict[str, Snare] = field(default_factory=dict)
    conditions: dict[str, Condition] = field(default_factory=dict)
    rooms: dict[str, Room] = field(default_factory=dict)
    quests: dict[str, Quest] = field(default_factory=dict)
    campaigns: dict[str, Campaign] = field(default_factory=dict)
    mods: tuple[ModManifest, ...] = ()
    fingerprint: str = ""
    """A hash of every file loaded (base and mods), for saves and the content cache."""
    warnings: tuple[ContentError, ...] = field(default=(), compare=False)
    """What the files do that the rulebook's setup does not (rooms under 8x8, quests of fewer
    than 6 rooms...): allowed, as house rules for mods. Found when the files are read (content
    from the cache has none; `duckgeon validate` always reads them)."""

    def funkard(self, card_id: str) -> Funkard:
        """The Item, Zappy or Feat with this id (KeyError if none)."""
        for pool in (self.items, self.zappies, self.feats):
            if card_id in pool:
                return pool[card_id]
        raise KeyError(card_id)

    def counts(self) -> dict[str, int]:
        """How many of each kind there are, for `duckgeon validate`."""
        return {
            "classes": len(self.classes),
            "beasties": len(self.beasties),
            "items": len(self.items),
            "zappies": len(self.zappies),
            "feats": len(self.feats),
            "omens": len(self.omens),
            "snares": len(self.snares),
            "conditions": len(self.conditions),
            "rooms": len(self.rooms),
            "quests": len(self.quests),
            "campaigns": len(self.campaigns),
        }
