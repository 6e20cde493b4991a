"""Layering content: the base game, then each mod in order (same id replaces, new id adds,
`remove:` in mod.yaml takes ids out), keeping where every entry was defined."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from duckgeon_tui.content.common import ContentModel
from duckgeon_tui.content.errors import ContentError
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.content.yaml_source import ParsedFile, locate

COLLECTIONS: tuple[str, ...] = (
    "schools",
    "classes",
    "ranks",
    "beasties",
    "items",
    "zappies",
    "feats",
    "omens",
    "snares",
    "conditions",
    "rooms",
    "quests",
    "campaigns",
)
"""The collections of the content, in the order of `bundle.Content`."""

FUNKARD_POOLS: tuple[str, ...] = ("items", "zappies", "feats")
"""Funkards share one id space: a mod's Funkard replaces any Funkard of its id."""

SINGULAR: dict[str, str] = {
    "schools": "School",
    "classes": "class",
    "ranks": "rank",
    "beasties": "Beastie",
    "items": "Item",
    "zappies": "Zappy",
    "feats": "Feat",
    "funkards": "Funkard",
    "omens": "Omen",
    "snares": "Snare",
    "conditions": "Condition",
    "rooms": "room",
    "quests": "quest",
    "campaigns": "campaign",
}


@dataclass(frozen=True)
class Origin:
    """Where an entry was defined: its file and its path inside the file."""

    parsed: ParsedFile
    loc: tuple[str | int, ...]

    def error(self, message: str, *sub: str | int) -> ContentError:
        """An error at this entry, or at a field below it (`sub` is the path from the entry)."""
        where = locate(self.parsed.node, (*self.loc, *sub))
        return ContentError(self.parsed.display, where.line, where.column, where.path, message)

    def place(self) -> str:
        """`file:line` of the entry, for messages that point at a second place."""
        where = locate(self.parsed.node, self.loc)
        return f"{self.parsed.display}:{where.line}"


@dataclass
class Layer:
    """One layer's entries (the base folder or one mod), and the mod's manifest."""

    entries: list[tuple[str, ContentModel, Origin]] = field(default_factory=list)
    manifest: ModManifest | None = None
    manifest_file: ParsedFile | None = None


def entry_key(collection: str, model: ContentModel) -> Any:
    """The key of an entry: its id, or its number for ranks."""
    return getattr(model, "rank" if collection == "ranks" else "id")


@dataclass
class Layered:
    """The content after layering, each entry with its origin, and the collections that could
    not be read whole (their references are not checked, to avoid a flood of false errors)."""

    entries: dict[str, dict[Any, tuple[Any, Origin]]] = field(
        default_factory=lambda: {name: {} for name in COLLECTIONS}
    )
    broken: set[str] = field(default_factory=set)
    mods: list[ModManifest] = field(default_factory=list)
    mod_files: dict[str, ParsedFile] = field(default_factory=dict)
    """Mod id -> the `mod.yaml` that first gave it."""

    def has(self, collection: str, key: Any) -> bool:
        """Whether the collection (or `funkards`: any pool) holds this key."""
        if collection == "funkards":
            return any(key in self.entries[pool] for pool in FUNKARD_POOLS)
        return key in self.entries[collection]

    def is_broken(self, collection: str) -> bool:
        """Whether some file of this collection failed (`funkards`: of any pool)."""
        pools = FUNKARD_POOLS if collection == "funkards" else (collection,)
        return any(pool in self.broken for pool in pools)

    def keys(self, collection: str) -> list[Any]:
        """The keys of a collection (`funkards`: of every pool)."""
        pools = FUNKARD_POOLS if collection == "funkards" else (collection,)
        return [key for pool in pools for key in self.entries[pool]]

    def all_entries(self) -> Iterator[tuple[str, Any, Origin]]:
        """Every entry of every collection, with its collection and origin."""
        for collection, pool in self.entries.items():
            for model, origin in pool.values():
                yield collection, model, origin

    def apply(self, layer: Layer) -> list[ContentError]:
        """Put a layer on top: removals first, then its entries; return the layer's errors."""
        errors = self._remove(layer) if layer.manifest is not None else []
        if layer.manifest is not None:
            errors.extend(self._add_mod(layer))
        seen: dict[tuple[str, Any], Origin] = {}
        for collection, model, origin in layer.entries:
            key = entry_key(collection, model)
            space = "funkards" if collection in FUNKARD_POOLS else collection
            first = seen.get((space, key))
            if first is not None:
                ranks = collection == "ranks"
                label = f"rank {key}" if ranks else f"{SINGULAR[space]} id `{key}`"
                message = f"duplicate {label} (first defined at {first.place()})"
                errors.append(origin.error(message, "rank" if ranks else "id"))
                continue
            seen[(space, key)] = origin
            if space == "funkards":
                for pool in FUNKARD_POOLS:
                    self.entries[pool].pop(key, None)
            self.entries[collection][key] = (model, origin)
        return errors

    def _add_mod(self, layer: Layer) -> list[ContentError]:
        """Note the layer's mod; two loaded mods with one id are an error (a save names its
        mods by id, so it could never tell them apart)."""
        assert layer.manifest is not None and layer.manifest_file is not None
        mod_id = layer.manifest.id
        first = self.mod_files.get(mod_id)
        self.mods.append(layer.manifest)
        if first is None:
            self.mod_files[mod_id] = layer.manifest_file
            return []
        place = Origin(first, ("id",)).place()
        message = (
            f"another loaded mod already has the id `{mod_id}` ({place}); each mod needs its "
            "own id (load only one version of a mod)"
        )
        return [Origin(layer.manifest_file, ()).error(message, "id")]

    def _remove(self, layer: Layer) -> list[ContentError]:
        assert layer.manifest is not None and layer.manifest_file is not None
        errors = []
        origin = Origin(layer.manifest_file, ("remove",))
        removals = layer.manifest.remove
        for collection in type(removals).model_fields:
            for index, key in enumerate(getattr(removals, collection)):
                if key in self.entries[collection]:
                    del self.entries[collection][key]
                elif not self.is_broken(collection):
                    errors.append(
                        origin.error(
                            f"there is no {SINGULAR[collection]} `{key}` beneath this mod "
                            "to remove",
                            collection,
                            index,
                        )
                    )
        return errors
