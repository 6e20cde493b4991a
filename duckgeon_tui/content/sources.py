"""The content's source files as the loader reads them: each layer's YAML files found kind folder
by kind folder (what would be skipped is an error), their bytes, and the fingerprint of them
all. Plain Python: the command line checks its arguments against the cached content by this
fingerprint before pydantic is imported."""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

from duckgeon_tui import paths
from duckgeon_tui.content.errors import MAX_FILE_BYTES, ContentError, too_big
from duckgeon_tui.file_reading import UnreadableFile, read_regular
from duckgeon_tui.quick_dataclasses import dataclass

DATA_DIR = paths.data_dir()
"""The base game's content folder."""

MOD_MANIFEST = paths.MOD_MANIFEST
SCHEMA_FOLDER = "schema"
MAX_SEARCHED = 10_000
"""How many entries of an unknown folder are searched for YAML files before giving up."""
MANIFEST_KIND = "mod"
"""The kind of a mod's own `mod.yaml`."""
KIND_FOLDERS = (
    *("schools", "classes", "ranks", "beasties", "funkards", "omens"),
    *("snares", "conditions", "rooms", "quests", "campaigns"),
)
"""The kind folders of `data/` and of a mod, in load order (`files.FILE_KINDS` gives each its
model)."""


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


def folder_error(path: Path, message: str) -> ContentError:
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
        return [], [folder_error(folder, f"the folder cannot be read ({why})")]
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
        return [], [folder_error(root, f"there is no {what} here")]
    inside = os.path.realpath(root)
    files: list[SourceFile] = []

    def add(path: Path, kind: str) -> None:
        relative = path.relative_to(root).as_posix()
        files.append(SourceFile(path, display_path(path), kind, layer, relative))

    entries, errors = _listing(root)
    manifest = root / MOD_MANIFEST
    if is_mod and manifest not in entries:
        errors.append(
            folder_error(
                root, f"a mod folder needs a `{MOD_MANIFEST}` (id, name, version, description)"
            )
        )
    for entry in entries:
        what, problem = _entry_problem(entry, inside)
        if problem is not None:
            errors.append(folder_error(entry, problem))
        elif entry == manifest and is_mod:
            if what == "file":
                add(manifest, MANIFEST_KIND)
            else:
                errors.append(folder_error(entry, f"`{MOD_MANIFEST}` must be a file"))
        elif what == "dir" and entry.name in KIND_FOLDERS:
            errors.extend(_discover_kind(entry, inside, add))
        elif what == "dir" and entry.name != SCHEMA_FOLDER and _holds_yaml(entry):
            known = ", ".join(KIND_FOLDERS)
            errors.append(
                folder_error(
                    entry, f"unknown content folder `{entry.name}`; the folders are: {known}"
                )
            )
        elif what == "file" and _is_yaml_name(entry.name):
            errors.append(
                folder_error(
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
            errors.append(folder_error(path, problem))
        elif what == "file" and path.suffix == ".yaml":
            add(path, folder.name)
        elif what == "file" and _is_yaml_name(path.name):
            errors.append(
                folder_error(path, "content files end in `.yaml` (lower case); rename it")
            )
        elif what == "dir" and _holds_yaml(path):
            errors.append(
                folder_error(
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


def read_source(source: SourceFile) -> bytes | ContentError:
    try:
        return read_regular(source.path, MAX_FILE_BYTES)
    except UnreadableFile as exc:
        if exc.size is not None:
            return too_big(source.display, exc.size)
        return ContentError(source.display, 1, 1, "", f"cannot read the file: {exc}")


@dataclass(frozen=True)
class Sources:
    """Every readable YAML file of the layers with its bytes, their fingerprint, and the
    errors of finding and reading them."""

    files: list[SourceFile]
    raws: list[bytes]
    errors: list[ContentError]

    @property
    def fingerprint(self) -> str:
        """The hash of every readable file's place and bytes."""
        return fingerprint(self.files, self.raws)


def read_sources(layers: Sequence[tuple[Path, bool]]) -> Sources:
    """Find and read the YAML files of each layer (a folder, and whether it is a mod)."""
    found: list[SourceFile] = []
    errors: list[ContentError] = []
    for index, (root, is_mod) in enumerate(layers):
        files, problems = discover(root, index, is_mod)
        found.extend(files)
        errors.extend(problems)
    raws: list[bytes] = []
    readable: list[SourceFile] = []
    for source in found:
        raw = read_source(source)
        if isinstance(raw, ContentError):
            errors.append(raw)
        else:
            readable.append(source)
            raws.append(raw)
    return Sources(readable, raws, errors)
