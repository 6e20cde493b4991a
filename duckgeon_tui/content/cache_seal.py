"""The content cache's file in plain Python: its name (the sources' fingerprint and the models'
source), its seal, and the quest and class ids the command line checks a new game against
before the app (and pydantic) loads.

The ids come from a file outside the game's control: they are only ever taken as a yes (the
quest is there, the classes are), and a file that is missing, stale, spoilt or not of the
cache's shape gives no answer at all, so the command line loads the content in full."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Any

from duckgeon_tui import paths
from duckgeon_tui.content.sources import DATA_DIR, read_sources
from duckgeon_tui.file_reading import UnreadableFile, read_regular
from duckgeon_tui.quick_dataclasses import dataclass

PREFIX = "content-"
"""How the cache's file names begin."""
_MODELS_DIR = paths.package_dir() / "content"
MAX_CACHE_BYTES = 64 * 1024 * 1024
"""A cache file above this size is ignored unread (the base game's is about 190 KB)."""
MAX_IDS = 10_000
"""The most quests, or classes, a cache file's ids are read from: more is no cache of ours."""


@cache
def _models_signature() -> str:
    """A hash of the content models' source: a cache made by other models is never reused."""
    digest = hashlib.sha256()
    for path in sorted(_MODELS_DIR.glob("*.py")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def cache_file(cache_dir: Path, fingerprint: str) -> Path:
    """The cache file of the content of these sources, as the present models write it."""
    key = hashlib.sha256(f"{fingerprint}:{_models_signature()}".encode()).hexdigest()[:32]
    return cache_dir / f"{PREFIX}{key}.json"


def seal(payload: bytes, fingerprint: str | None = None) -> bytes:
    """The cache file's bytes: the JSON, then its seal line (the sources' hash, and the digest
    of the JSON's bytes)."""
    if fingerprint is None:
        fingerprint = str(json.loads(payload)["fingerprint"])
    trailer = {"fingerprint": fingerprint, "digest": hashlib.sha256(payload).hexdigest()}
    return payload + b"\n" + json.dumps(trailer).encode() + b"\n"


def unsealed(raw: bytes, fingerprint: str) -> bytes | None:
    """The JSON of a cache file whose seal matches its bytes and these sources, else None."""
    payload, _, trailer = raw.rstrip(b"\n").rpartition(b"\n")
    try:
        seal_data = json.loads(trailer)
    except ValueError:
        return None
    if not isinstance(seal_data, dict) or seal_data.get("fingerprint") != fingerprint:
        return None
    if seal_data.get("digest") != hashlib.sha256(payload).hexdigest():
        return None
    return payload


@dataclass(frozen=True, eq=False)
class CachedIds:
    """The quest and class ids of the cached content of some sources, and the sealed JSON they
    were read from (the app builds the content from it, without reading the cache again)."""

    quests: frozenset[str]
    classes: frozenset[str]
    data: dict[str, Any] = field(repr=False)
    """The cache file's JSON, its seal checked against the sources' fingerprint."""


def _ids(data: dict[str, Any], collection: str) -> frozenset[str] | None:
    """The keys of one collection of the cached JSON, when it is a table of entries by id."""
    table = data.get(collection)
    if not isinstance(table, dict) or not 0 < len(table) <= MAX_IDS:
        return None
    if not all(isinstance(entry, dict) and entry.get("id") == key for key, entry in table.items()):
        return None
    return frozenset(table)


def sealed_data(cache_dir: Path, fingerprint: str) -> dict[str, Any] | None:
    """The JSON object of the cache file of these sources, when its seal matches its bytes and
    the sources, else None (no file, one too big to read, spoilt, stale or not an object)."""
    try:
        raw = read_regular(cache_file(cache_dir, fingerprint), MAX_CACHE_BYTES)
        payload = unsealed(raw, fingerprint)
        data = json.loads(payload) if payload is not None else None
    except (UnreadableFile, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("fingerprint") != fingerprint:
        return None
    return data


def cached_ids(cache_dir: Path, fingerprint: str) -> CachedIds | None:
    """The quest and class ids of the content cached for these sources, or None when no
    sealed cache file of the present models holds them in the cache's shape."""
    data = sealed_data(cache_dir, fingerprint)
    if data is None:
        return None
    quests, classes = _ids(data, "quests"), _ids(data, "classes")
    if quests is None or classes is None:
        return None
    return CachedIds(quests, classes, data)


def content_ids(mods: Sequence[Path], cache_dir: Path) -> CachedIds | None:
    """The quest and class ids of the game's content with these mods, as its cache holds them
    (None: a file that cannot be found or read, or no cache to answer)."""
    sources = read_sources([(DATA_DIR, False), *((Path(mod), True) for mod in mods)])
    if sources.errors:
        return None
    return cached_ids(cache_dir, sources.fingerprint)
