"""The validating loader: base content plus mods, every error of every file at once."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths
from duckgeon_tui.content import cache
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import MAX_FILE_BYTES, ContentError, ContentErrors, too_big
from duckgeon_tui.content.files import FILE_KINDS, ModManifest

if TYPE_CHECKING:
    from duckgeon_tui.content.common import ContentModel
    from duckgeon_tui.content.layering import Layered, Origin
    from duckgeon_tui.content.yaml_source import ParsedFile

DATA_DIR = paths.data_dir()
"""The base game's content folder."""

MOD_MANIFEST = paths.MOD_MANIFEST
SCHEMA_FOLDER = "schema"
BASE_DECK = 50
"""The Easy-Peasy deck: exactly this many Items, Zappies and Feats in the base game."""

_MANIFEST_KIND = "mod"


@dataclass(frozen=True)
class SourceFile:
    """One YAML file to load: its path, how errors name it, and its kind folder (or `mod`)."""

    path: Path
    display: str
    kind: str
    layer: int
    relative: str


def display_path(path: Path) -> str:
    """The path as errors show it: relative to the current folder when below it."""
    if not path.is_absolute():
        return path.as_posix()
    try:
        relative = Path(os.path.relpath(path))
    except ValueError:  # another drive
        return path.as_posix()
    return path.as_posix() if relative.parts[:1] == ("..",) else relative.as_posix()


def _folder_error(path: Path, message: str) -> ContentError:
    return ContentError(display_path(path), 1, 1, "", message)


def discover(root: Path, layer: int, is_mod: bool) -> tuple[list[SourceFile], list[ContentError]]:
    """The YAML files of one layer, kind folder by kind folder; misplaced files are errors."""
    if not root.is_dir():
        what = "mod folder" if is_mod else "content folder"
        return [], [_folder_error(root, f"there is no {what} here")]
    files: list[SourceFile] = []
    errors: list[ContentError] = []

    def add(path: Path, kind: str) -> None:
        relative = path.relative_to(root).as_posix()
        files.append(SourceFile(path, display_path(path), kind, layer, relative))

    manifest = root / MOD_MANIFEST
    if is_mod:
        if manifest.is_file():
            add(manifest, _MANIFEST_KIND)
        else:
            errors.append(
                _folder_error(
                    root, f"a mod folder needs a `{MOD_MANIFEST}` (id, name, version, description)"
                )
            )
    for entry in sorted(root.iterdir()):
        if entry.is_dir():
            if entry.name in FILE_KINDS:
                errors.extend(_discover_kind(entry, add))
            elif entry.name != SCHEMA_FOLDER and any(entry.rglob("*.y*ml")):
                known = ", ".join(FILE_KINDS)
                errors.append(
                    _folder_error(
                        entry, f"unknown content folder `{entry.name}`; the folders are: {known}"
                    )
                )
        elif entry.suffix in (".yaml", ".yml") and entry != manifest:
            errors.append(
                _folder_error(
                    entry, "YAML files go in a kind folder, e.g. `beasties/`, not at the top"
                )
            )
    return files, errors


def _discover_kind(folder: Path, add: Callable[[Path, str], None]) -> list[ContentError]:
    errors = []
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.suffix == ".yaml":
            add(path, folder.name)
        elif path.is_file() and path.suffix == ".yml":
            errors.append(_folder_error(path, "content files end in `.yaml`; rename it"))
        elif path.is_dir() and any(path.rglob("*.y*ml")):
            errors.append(
                _folder_error(
                    path, f"put YAML files directly in `{folder.name}/`, not in sub-folders"
                )
            )
    return errors


def fingerprint(files: Sequence[SourceFile], raws: Sequence[bytes]) -> str:
    """A hash of every file's place and bytes, in load order."""
    digest = hashlib.sha256()
    for source, raw in zip(files, raws, strict=True):
        digest.update(f"{source.layer}:{source.relative}:{len(raw)}\n".encode())
        digest.update(raw)
    return digest.hexdigest()


def _read(source: SourceFile) -> bytes | ContentError:
    try:
        size = source.path.stat().st_size
        if size > MAX_FILE_BYTES:
            return too_big(source.display, size)
        with source.path.open("rb") as handle:
            return handle.read()
    except OSError as exc:
        return ContentError(source.display, 1, 1, "", f"cannot read the file: {exc.strerror}")


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
        count = len(layered.entries[pool])
        if count != BASE_DECK:
            errors.append(
                ContentError(
                    where,
                    1,
                    1,
                    pool,
                    f"the base deck has {count} {pool}; the Easy-Peasy deck has exactly "
                    f"{BASE_DECK} Items, {BASE_DECK} Zappies and {BASE_DECK} Feats",
                )
            )
    return errors


def load_content(
    base_dir: Path = DATA_DIR,
    mods: Sequence[Path] = (),
    *,
    cache_dir: Path | None = None,
    check_deck: bool | None = None,
) -> Content:
    """Load and validate the base content and the mods on top, in order.

    Raises `ContentErrors` with every error of every file. `check_deck` (default: only for
    the game's own `data/`) requires the base folder to hold exactly the 50/50/50 deck.
    With `cache_dir`, validated content is kept there as JSON and reused while no file changes.
    """
    if check_deck is None:
        check_deck = base_dir.resolve() == DATA_DIR
    layers = [(base_dir, False), *((Path(mod), True) for mod in mods)]
    sources: list[SourceFile] = []
    errors: list[ContentError] = []
    for index, (root, is_mod) in enumerate(layers):
        found, problems = discover(root, index, is_mod)
        sources.extend(found)
        errors.extend(problems)
    raws: list[bytes] = []
    readable: list[SourceFile] = []
    for source in sources:
        raw = _read(source)
        if isinstance(raw, ContentError):
            errors.append(raw)
        else:
            readable.append(source)
            raws.append(raw)
    files_hash = fingerprint(readable, raws)
    if cache_dir is not None and not errors:
        cached = cache.load_cached(cache_dir, files_hash)
        if cached is not None:
            return cached
    # Parsing and checking are only needed when the cache does not hold this content.
    from duckgeon_tui.content.crossref import check_all, check_ranks
    from duckgeon_tui.content.layering import FUNKARD_POOLS, Layer, Layered
    from duckgeon_tui.content.validation import validate_file
    from duckgeon_tui.content.yaml_source import parse_yaml

    layered = Layered()
    built = [Layer() for _ in layers]
    for source, raw in zip(readable, raws, strict=True):
        layer = built[source.layer]
        parsed, problems = parse_yaml(raw, source.display)
        model_type = ModManifest if source.kind == _MANIFEST_KIND else FILE_KINDS[source.kind]
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
    content = Content(
        **{
            name: {key: model for key, (model, _) in pool.items()}
            for name, pool in layered.entries.items()
        },
        mods=tuple(layered.mods),
        fingerprint=files_hash,
    )
    if errors:
        raise ContentErrors(errors, content.counts())
    if cache_dir is not None:
        cache.store(cache_dir, content)
    return content
