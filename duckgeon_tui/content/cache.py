"""A cache of validated content as JSON (never pickle), keyed by the hash of every file.

The file is the content's JSON, then a last line (written last) with the hash of the sources
and a digest of the JSON's own bytes. A cache whose digest does not match, that cannot be read
as a plain file under a size cap, or whose data does not have the models' shape (types,
required fields, bounds) is ignored and the content is loaded from YAML again."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cache_seal import PREFIX, cache_file, seal, sealed_data
from duckgeon_tui.content.campaigns import Campaign
from duckgeon_tui.content.cards import Condition, Feat, Item, Omen, Snare, Zappy
from duckgeon_tui.content.characters import Beastie, DuckClass, Rank, School
from duckgeon_tui.content.manifest import ModManifest
from duckgeon_tui.content.quests import Quest
from duckgeon_tui.content.rooms import Room
from duckgeon_tui.content.trusted import build

STALE_TEMP_SECONDS = 3600.0
"""Temporary files of the cache older than this were left by a game killed while writing."""


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
    campaigns: dict[str, Campaign]
    mods: tuple[ModManifest, ...]
    fingerprint: str


def load_cached(cache_dir: Path, fingerprint: str) -> Content | None:
    """The cached content for this fingerprint, or None (missing, stale, spoilt or unreadable).

    The file is keyed by the hash of every content file and of the models' source, and sealed
    with the digest of its own bytes: it is rebuilt without validating it again, but with its
    shape checked (every type, required field and bound of the models), so a file edited by
    hand or spoilt on disk is never taken for content."""
    data = sealed_data(cache_dir, fingerprint)
    return None if data is None else content_of(data)


def content_of(data: dict[str, Any]) -> Content | None:
    """The content of a cache file's JSON (its seal checked already), or None when the data
    does not have the shape of the content."""
    hints = _cached_fields()
    if set(data) != set(hints):
        return None
    try:
        return Content(**{name: build(hints[name], data[name]) for name in hints})
    except (ValueError, RecursionError):  # NotTheDump, or the content's own checks refusing
        return None


@cache
def _cached_fields() -> dict[str, Any]:
    return {name: info.annotation for name, info in CachedContent.model_fields.items()}


def store(cache_dir: Path, content: Content) -> None:
    """Write the content to the cache (atomically, sealed) and drop older cache files and
    stale temporary ones; a cache that cannot be written is simply skipped."""
    target = cache_file(cache_dir, content.fingerprint)
    kept = [f.name for f in fields(Content) if f.name != "warnings"]  # found when files are read
    cached = CachedContent(**{name: getattr(content, name) for name in kept})
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=cache_dir, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(seal(cached.model_dump_json().encode(), content.fingerprint))
            os.replace(temp, target)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        _drop_others(cache_dir, target)
    except OSError:
        return


def _drop_others(cache_dir: Path, keep: Path) -> None:
    stale = time.time() - STALE_TEMP_SECONDS
    for old in cache_dir.glob(f"{PREFIX}*.json"):
        if old != keep:
            with contextlib.suppress(OSError):
                old.unlink()
    for temp in cache_dir.glob(".tmp-*.json"):
        with contextlib.suppress(OSError):
            if temp.lstat().st_mtime < stale:
                temp.unlink()
