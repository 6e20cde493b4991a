"""A cache of validated content as JSON (never pickle), keyed by the hash of every file."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from duckgeon_tui import paths
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.files import ModManifest
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.content.trusted import NotTheDump, build

_PREFIX = "content-"
_MODELS_DIR = paths.package_dir() / "content"


class CachedContent(BaseModel):
    """The JSON form of `Content`."""

    # Its validator is only built when content is stored (`load_cached` does not need it).
    model_config = ConfigDict(extra="forbid", defer_build=True)

    schools: dict[str, School]
    classes: dict[str, DuckClass]
    ranks: dict[int, Rank]
    beasties: dict[str, Beastie]
    items: dict[str, Item]
    zappies: dict[str, Zappy]
    feats: dict[str, Feat]
    omens: dict[str, Omen]
    snares: dict[str, Snare]
    conditions: dict[str, Condition]
    rooms: dict[str, Room]
    quests: dict[str, Quest]
    mods: tuple[ModManifest, ...]
    fingerprint: str


@cache
def _models_signature() -> str:
    """A hash of the content models' source: a cache made by other models is never reused."""
    digest = hashlib.sha256()
    for path in sorted(_MODELS_DIR.glob("*.py")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _cache_file(cache_dir: Path, fingerprint: str) -> Path:
    key = hashlib.sha256(f"{fingerprint}:{_models_signature()}".encode()).hexdigest()[:32]
    return cache_dir / f"{_PREFIX}{key}.json"


def load_cached(cache_dir: Path, fingerprint: str) -> Content | None:
    """The cached content for this fingerprint, or None (missing, stale or unreadable).

    The file was written by `store` from content that passed validation, and its name is
    keyed by the hash of every content file and of the models' source: it is rebuilt without
    validating it again (a file of another shape is rejected, and the content is loaded anew).
    """
    try:
        data = json.loads(_cache_file(cache_dir, fingerprint).read_bytes())
        if not isinstance(data, dict) or data.get("fingerprint") != fingerprint:
            return None
        hints = _cached_fields()
        if set(data) != set(hints):
            return None
        return Content(**{name: build(hints[name], data[name]) for name in hints})
    except (OSError, NotTheDump, ValueError):
        return None


@cache
def _cached_fields() -> dict[str, Any]:
    return {name: info.annotation for name, info in CachedContent.model_fields.items()}


def store(cache_dir: Path, content: Content) -> None:
    """Write the content to the cache (atomically) and drop older cache files; a cache that
    cannot be written is simply skipped."""
    target = _cache_file(cache_dir, content.fingerprint)
    cached = CachedContent(**{f.name: getattr(content, f.name) for f in fields(Content)})
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=cache_dir, prefix=".tmp-", suffix=".json")
        with os.fdopen(handle, "wb") as out:
            out.write(cached.model_dump_json().encode())
        os.replace(temp, target)
        for old in cache_dir.glob(f"{_PREFIX}*.json"):
            if old != target:
                with contextlib.suppress(OSError):
                    old.unlink()
    except OSError:
        return
