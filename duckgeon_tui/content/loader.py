"""The validating loader: base content plus mods, every error of every file at once."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui.content import cache
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import ContentError, ContentErrors, sort_errors
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.content.sources import (
    DATA_DIR,
    MANIFEST_KIND,
    MOD_MANIFEST,
    SourceFile,
    display_path,
    folder_error,
    read_source,
    read_sources,
)

if TYPE_CHECKING:
    from duckgeon_tui.content.cache_seal import CachedIds
    from duckgeon_tui.content.common import ContentModel
    from duckgeon_tui.content.layering import Layer, Layered, Origin
    from duckgeon_tui.content.yaml_source import ParsedFile

BASE_DECK = 50
"""The Easy-Peasy deck: exactly this many Items, Zappies and Feats in the base game."""


def read_manifest(mod: Path) -> ModManifest | None:
    """A mod's `mod.yaml` read through the guarded loader, or None when it has errors (the
    loader reports them, with their places)."""
    from duckgeon_tui.content.validation import validate_file
    from duckgeon_tui.content.yaml_source import parse_yaml

    path = mod / MOD_MANIFEST
    raw = read_source(SourceFile(path, display_path(path), MANIFEST_KIND, 0, MOD_MANIFEST))
    if isinstance(raw, ContentError):
        return None
    parsed, problems = parse_yaml(raw, display_path(path))
    if problems:
        return None
    model, problems = validate_file(parsed, ModManifest)
    return model if isinstance(model, ModManifest) and not problems else None


def _layer_entries(
    parsed: ParsedFile, model: ContentModel, kind: str
) -> list[tuple[str, ContentModel, Origin]]:
    from duckgeon_tui.content.layering import FUNKARD_POOLS, Origin

    entries = []
    for collection in FUNKARD_POOLS if kind == "funkards" else (kind,):
        for index, item in enumerate(getattr(model, collection)):
            entries.append((collection, item, Origin(parsed, (collection, index))))
    return entries


def _deck_errors(layered: Layered, files: Sequence[SourceFile]) -> list[ContentError]:
    from duckgeon_tui.content.layering import FUNKARD_POOLS

    if layered.is_broken("funkards"):
        return []
    where = next((f.display for f in files if f.kind == "funkards"), "funkards/")
    errors = []
    for pool in FUNKARD_POOLS:
        # Cards of an expansion set join only the quests that name the set.
        count = sum(1 for card, _ in layered.entries[pool].values() if card.expansion is None)
        if count != BASE_DECK:
            errors.append(
                ContentError(
                    where,
                    1,
                    1,
                    pool,
                    f"the base deck has {count} {pool}; the Easy-Peasy deck has exactly "
                    f"{BASE_DECK} Items, {BASE_DECK} Zappies and {BASE_DECK} Feats (cards with "
                    "an `expansion` set do not count)",
                )
            )
    return errors


PLAYABLE = {"quests": "quest", "classes": "Duckventurer class"}
"""The collections the game cannot start without: at least one of each."""


def _playable_errors(layered: Layered, layers: Sequence[Layer], base: Path) -> list[ContentError]:
    """An error for each collection the game needs that is left empty, at the last `remove:`
    list that emptied it (or at the base folder's kind folder)."""
    from duckgeon_tui.content.layering import Origin

    errors = []
    for collection, what in PLAYABLE.items():
        if layered.entries[collection] or layered.is_broken(collection):
            continue
        message = f"no {what} is left: the game needs at least one {what} to start"
        removers = [
            layer.manifest_file
            for layer in layers
            if layer.manifest is not None
            and layer.manifest_file is not None
            and getattr(layer.manifest.remove, collection)
        ]
        if removers:
            errors.append(Origin(removers[-1], ("remove",)).error(message, collection))
        else:
            errors.append(folder_error(base / collection, message))
    return errors


def load_content(
    base_dir: Path = DATA_DIR,
    mods: Sequence[Path] = (),
    *,
    cache_dir: Path | None = None,
    check_deck: bool | None = None,
    cached: CachedIds | None = None,
) -> Content:
    """Load and validate the base content and the mods on top, in order.

    Raises `ContentErrors` with every error of every file. `check_deck` (default: only for
    the game's own `data/`) requires the base folder to hold exactly the 50/50/50 deck.
    With `cache_dir`, validated content is kept there as JSON and reused while no file changes.
    `cached` is what was read of that cache for these very folders a moment before (the
    command line's look at a new game's quest and classes): its content is built from it,
    without finding and reading every file and the cache again.
    """
    if cached is not None and cache_dir is not None:
        content = cache.content_of(cached.data)
        if content is not None:
            return content
    if check_deck is None:
        check_deck = base_dir.resolve() == DATA_DIR
    layers = [(base_dir, False), *((Path(mod), True) for mod in mods)]
    sources = read_sources(layers)
    readable, raws, errors = sources.files, sources.raws, sources.errors
    files_hash = sources.fingerprint
    if cache_dir is not None and not errors:
        kept = cache.load_cached(cache_dir, files_hash)
        if kept is not None:
            return kept
    # Parsing and checking are only needed when the cache does not hold this content.
    from duckgeon_tui.content.crossref import check_all, check_ranks, check_warnings
    from duckgeon_tui.content.files import FILE_KINDS
    from duckgeon_tui.content.layering import FUNKARD_POOLS, Layer, Layered
    from duckgeon_tui.content.validation import validate_file
    from duckgeon_tui.content.yaml_source import parse_yaml

    layered = Layered()
    built = [Layer() for _ in layers]
    for source, raw in zip(readable, raws, strict=True):
        layer = built[source.layer]
        parsed, problems = parse_yaml(raw, source.display)
        model_type = ModManifest if source.kind == MANIFEST_KIND else FILE_KINDS[source.kind]
        model = None
        if not problems:
            model, problems = validate_file(parsed, model_type)
        errors.extend(problems)
        if model is None:
            broken = FUNKARD_POOLS if source.kind == "funkards" else (source.kind,)
            layered.broken.update(broken)
        elif isinstance(model, ModManifest):
            layer.manifest, layer.manifest_file = model, parsed
        else:
            layer.entries.extend(_layer_entries(parsed, model, source.kind))
    for index, layer in enumerate(built):
        errors.extend(layered.apply(layer))
        if index == 0 and check_deck:
            errors.extend(_deck_errors(layered, [s for s in readable if s.layer == 0]))
    ranks_file = next(
        (s.display for s in readable if s.kind == "ranks"), display_path(base_dir / "ranks")
    )
    errors.extend(check_ranks(layered, ranks_file))
    errors.extend(check_all(layered))
    errors.extend(_playable_errors(layered, built, base_dir))
    content = Content(
        **{
            name: {key: model for key, (model, _) in pool.items()}
            for name, pool in layered.entries.items()
        },
        mods=tuple(layered.mods),
        fingerprint=files_hash,
        warnings=tuple(sort_errors(check_warnings(layered))),
    )
    if errors:
        raise ContentErrors(errors, content.counts())
    if cache_dir is not None:
        cache.store(cache_dir, content)
    return content
