"""The quest and class ids the command line reads from the content cache before pydantic loads:
read only from a sealed cache file of these very sources, in the cache's shape, else no answer
(the command line then loads the content in full)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.content.cache_seal import MAX_IDS, cached_ids, seal
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.content.sources import read_sources


def test_the_ids_are_those_of_the_cached_content(minimal_copy: Path, tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    assert cached_ids(cache_dir, "no cache yet") is None
    content = load_content(minimal_copy, cache_dir=cache_dir)
    ids = cached_ids(cache_dir, read_sources([(minimal_copy, False)]).fingerprint)
    assert ids is not None
    assert ids.quests == set(content.quests) and ids.classes == set(content.classes)


def test_ids_of_content_since_changed_are_not_read(minimal_copy: Path, tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    load_content(minimal_copy, cache_dir=cache_dir)
    (minimal_copy / "quests" / "extra.yaml").write_text("quests: []\n", encoding="utf-8")
    assert cached_ids(cache_dir, read_sources([(minimal_copy, False)]).fingerprint) is None


def _resealed(change: Callable[[dict[str, Any]], Any]) -> Callable[[Path], Any]:
    """A cache edited, then sealed again (its digest matches: only its shape can tell)."""

    def spoil(path: Path) -> None:
        data = json.loads(path.read_bytes().splitlines()[0])
        change(data)
        path.write_bytes(seal(json.dumps(data).encode()))

    return spoil


def _forged_quest(data: dict[str, Any]) -> None:
    data["quests"]["forged"] = 1


SPOILS: dict[str, Callable[[Path], Any]] = {
    "a quest added by hand, the old seal kept": lambda p: p.write_bytes(
        p.read_bytes().replace(b'"quests":{', b'"quests":{"forged":{"id":"forged"},', 1)
    ),
    "cut short": lambda p: p.write_bytes(p.read_bytes()[:-40]),
    "not JSON": lambda p: p.write_bytes(b"{not json"),
    "the quests a list": _resealed(lambda d: d.update(quests=list(d["quests"]))),
    "a quest that is no entry": _resealed(_forged_quest),
    "a quest filed under another id": _resealed(
        lambda d: d["quests"].update(forged=next(iter(d["quests"].values())))
    ),
    "no class": _resealed(lambda d: d.update(classes={})),
    "too many quests": _resealed(
        lambda d: d.update(quests={f"q{i}": {"id": f"q{i}"} for i in range(MAX_IDS + 1)})
    ),
    "another content's fingerprint": _resealed(lambda d: d.update(fingerprint="other")),
    "a FIFO": lambda p: (p.unlink(), os.mkfifo(p)),
    "a folder": lambda p: (p.unlink(), p.mkdir()),
    "JSON 100k deep": lambda p: p.write_bytes(b"[" * 100_000 + b"\n" + b"{}"),
}


@pytest.fixture
def cache_file(minimal_copy: Path, tmp_path: Path) -> tuple[Path, str]:
    """The cache file of the tiny content, and the fingerprint of its sources."""
    load_content(minimal_copy, cache_dir=tmp_path / "cache")
    (path,) = (tmp_path / "cache").glob("content-*.json")
    return path, read_sources([(minimal_copy, False)]).fingerprint


@pytest.mark.parametrize("spoil", sorted(SPOILS))
def test_a_spoilt_cache_gives_no_ids(
    spoil: str, cache_file: tuple[Path, str], within: Callable[[float], Any]
) -> None:
    path, fingerprint = cache_file
    assert cached_ids(path.parent, fingerprint) is not None
    SPOILS[spoil](path)
    with within(5):
        assert cached_ids(path.parent, fingerprint) is None
