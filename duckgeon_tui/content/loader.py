"""The validating loader: base content plus mods, every error of every file at once."""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths
from duckgeon_tui.content import cache
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.errors import (
    MAX_FILE_BYTES,
    ContentError,
    ContentErrors,
    sort_errors,
    too_big,
)
from duckgeon_tui.content.files import FILE_KINDS, ModManifest
from duckgeon_tui.file_reading import UnreadableFile, read_regular

if TYPE_CHECKING:
    from duckgeon_tui.content.common import ContentModel
    from duckgeon_tui.content.layering import Layer, Layered, Origin
    from duckgeon_tui.content.yaml_source import ParsedFile

DATA_DIR = paths.data_dir()
"""The base game's content folder."""

MOD_MANIFEST = paths.MOD_MANIFEST
SCHEMA_FOLDER = "schema"
BASE_DECK = 50
MAX_SEARCHED = 10_000
"""How many entries of an unknown folder are searched for YAML files before giving up."""
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


def _is_yaml_name(name: str) -> bool:
    return name.lower().endswith((".yaml", ".yml"))


def _listing(folder: Path) -> tuple[list[Path], list[ContentError]]:
    """The entries of a folder by name, or the error saying why it cannot be read."""
    try:
        with os.scandir(folder) as entries:
            names = sorted(entry.name for entry in entries)
    except OSError as exc:
        why = (exc.strerror or str(exc)).lower()
        return [], [_folder_error(folder, f"the folder cannot be read ({why})")]
    return [folder / name for name in names], []


def _entry_problem(path: Path, inside: str) -> tuple[str, str | None]:
    """What an entry is (`file`, `dir` or `other`) and why it is refused, if it is: a link
    that leads nowhere, loops or leaves the mod folder, a FIFO, a device."""
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "other", "a link that leads back to itself; remove it"
        if os.path.islink(path):
            return "other", "a link to something that is not there; remove it"
        return "other", f"it cannot be read ({(exc.strerror or str(exc)).lower()})"
    if os.path.islink(path):
        target = os.path.realpath(path)
        if target != inside and not target.startswith(inside + os.sep):
            return "other", (
                "a link that leads outside the mod folder; links are followed only inside it"
            )
    if stat.S_ISREG(mode):
        return "file", None
    if stat.S_ISDIR(mode):
        return "dir", None
    if stat.S_ISFIFO(mode):
        return "other", "a pipe (FIFO), not a file; remove it"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "other", "a device, not a file; remove it"
    return "other", "not a regular file; remove it"


def _holds_yaml(folder: Path) -> bool:
    """Whether YAML files lie anywhere below a folder (links are not followed, and the search
    stops after MAX_SEARCHED entries)."""
    seen = 0
    for _, dirs, files in os.walk(folder, followlinks=False):
        if any(_is_yaml_name(name) for name in files):
            return True
        seen += len(dirs) + len(files)
        if seen > MAX_SEARCHED:
            return False
    return False


def discover(root: Path, layer: int, is_mod: bool) -> tuple[list[SourceFile], list[ContentError]]:
    """The YAML files of one layer, kind folder by kind folder; misplaced files, links out of
    the folder, FIFOs and anything else that would be skipped are errors."""
    if not os.path.isdir(root):
        what = "mod folder" if is_mod else "content folder"
        return [], [_folder_error(root, f"there is no {what} here")]
    inside = os.path.realpath(root)
    files: list[SourceFile] = []

    def add(path: Path, kind: str) -> None:
        relative = path.relative_to(root).as_posix()
        files.append(SourceFile(path, display_path(path), kind, layer, relative))

    entries, errors = _listing(root)
    manifest = root / MOD_MANIFEST
    if is_mod and manifest not in entries:
        errors.append(
            _folder_error(
                root, f"a mod folder needs a `{MOD_MANIFEST}` (id, name, version, description)"
            )
        )
    for entry in entries:
        what, problem = _entry_problem(entry, inside)
        if problem is not None:
            errors.append(_folder_error(entry, problem))
        elif entry == manifest and is_mod:
            if what == "file":
                add(manifest, _MANIFEST_KIND)
            else:
                errors.append(_folder_error(entry, f"`{MOD_MANIFEST}` must be a file"))
        elif what == "dir" and entry.name in FILE_KINDS:
            errors.extend(_discover_kind(entry, inside, add))
        elif what == "dir" and entry.name != SCHEMA_FOLDER and _holds_yaml(entry):
            known = ", ".join(FILE_KINDS)
            errors.append(
                _folder_error(
                    entry, f"unknown content folder `{entry.name}`; the folders are: {known}"
                )
            )
        elif what == "file" and _is_yaml_name(entry.name):
            errors.append(
                _folder_error(
                    entry, "YAML files go in a kind folder, e.g. `beasties/`, not at the top"
                )
            )
    return files, errors


def _discover_kind(
    folder: Path, inside: str, add: Callable[[Path, str], None]
) -> list[ContentError]:
    entries, errors = _listing(folder)
    for path in entries:
        what, problem = _entry_problem(path, inside)
        if problem is not None:
            errors.append(_folder_error(path, problem))
        elif what == "file" and path.suffix == ".yaml":
            add(path, folder.name)
        elif what == "file" and _is_yaml_name(path.name):
            errors.append(
                _folder_error(path, "content files end in `.yaml` (lower case); rename it")
            )
        elif what == "dir" and _holds_yaml(path):
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
        return read_regular(source.path, MAX_FILE_BYTES)
    except UnreadableFile as exc:
        if exc.size is not None:
            return too_big(source.display, exc.size)
        return ContentError(source.display, 1, 1, "", f"cannot read the file: {exc}")


def read_manifest(mod: Path) -> ModManifest | None:
    """A mod's `mod.yaml` read through the guarded loader, or None when it has errors (the
    loader reports them, with their places)."""
    from duckgeon_tui.content.validation import validate_file
    from duckgeon_tui.content.yaml_source import parse_yaml

    path = mod / MOD_MANIFEST
    raw = _read(SourceFile(path, display_path(path), _MANIFEST_KIND, 0, MOD_MANIFEST))
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
            errors.append(_folder_error(base / collection, message))
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
    from duckgeon_tui.content.crossref import check_all, check_ranks, check_warnings
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
