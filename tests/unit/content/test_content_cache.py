"""The JSON cache of validated content: reused while no file changes, rebuilt when one does or
when the cache itself is spoilt (edited, of another shape, not a plain file)."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.content import yaml_source
from duckgeon_tui.content.cache import load_cached, seal
from duckgeon_tui.content.field_docs import DOC
from duckgeon_tui.content.loader import load_content


def test_cache_is_reused_until_a_file_changes(
    minimal_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir = tmp_path / "cache"
    first = load_content(minimal_copy, cache_dir=cache_dir)
    (cached_file,) = cache_dir.glob("content-*.json")
    assert cached_file.read_bytes().startswith(b"{")

    def no_parsing(*_: object) -> None:
        raise AssertionError("the cache should have been used")

    with monkeypatch.context() as patched:
        patched.setattr(yaml_source, "parse_yaml", no_parsing)
        again = load_content(minimal_copy, cache_dir=cache_dir)
    assert again == first
    assert again.ranks[6].name == first.ranks[6].name

    omens = minimal_copy / "omens" / "omens.yaml"
    omens.write_text(omens.read_text().replace("Feather Storm", "Feather Squall"))
    changed = load_content(minimal_copy, cache_dir=cache_dir)
    assert changed.fingerprint != first.fingerprint
    assert changed.omens["feather-storm"].name == "Feather Squall"
    assert [p.name for p in cache_dir.glob("content-*.json")] != [cached_file.name]


def test_a_corrupt_cache_is_ignored(minimal_copy: Path, tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    first = load_content(minimal_copy, cache_dir=cache_dir)
    for path in cache_dir.glob("content-*.json"):
        path.write_text("{not json", encoding="utf-8")
    assert load_content(minimal_copy, cache_dir=cache_dir) == first


def test_fingerprint_covers_mods_in_order(minimal_copy: Path, tmp_path: Path) -> None:
    mods = []
    for name in ("one", "two"):
        mod = tmp_path / name
        mod.mkdir()
        (mod / "mod.yaml").write_text(f"id: {name}\nname: {name}\nversion: 1.0.0\n")
        mods.append(mod)
    base = load_content(minimal_copy).fingerprint
    forward = load_content(minimal_copy, mods).fingerprint
    backward = load_content(minimal_copy, mods[::-1]).fingerprint
    assert len({base, forward, backward}) == 3


@pytest.mark.parametrize("where", ["a-file", "a-file/below"])
def test_a_cache_folder_that_cannot_be_made_only_costs_speed(
    where: str, tmp_path: Path, minimal_copy: Path
) -> None:
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    first = load_content(minimal_copy, cache_dir=tmp_path / where)
    assert load_content(minimal_copy, cache_dir=tmp_path / where) == first


def _payload(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_bytes().splitlines()[0])
    return data


SPOILS: dict[str, Callable[[Path], Any]] = {
    "a hand edit within the bounds": lambda p: p.write_bytes(
        json.dumps(_with(_payload(p), lambda d: _class(d)["stats"].update(F=9))).encode()
        + b"\n"
        + p.read_bytes().splitlines()[1]  # the old seal: its digest no longer matches
    ),
    "an edit sealed again, out of bounds": lambda p: p.write_bytes(
        seal(json.dumps(_with(_payload(p), lambda d: _class(d)["stats"].update(F=999))).encode())
    ),
    "an edit sealed again, of a wrong type": lambda p: p.write_bytes(
        seal(json.dumps(_with(_payload(p), lambda d: _class(d).update(name=["x"]))).encode())
    ),
    "an edit sealed again, a field missing": lambda p: p.write_bytes(
        seal(json.dumps(_with(_payload(p), lambda d: _class(d).pop("stats"))).encode())
    ),
    "a FIFO": lambda p: (p.unlink(), os.mkfifo(p)),
    "a link to /dev/zero": lambda p: (p.unlink(), p.symlink_to("/dev/zero")),
    "a folder": lambda p: (p.unlink(), p.mkdir()),
    "JSON 100k deep": lambda p: p.write_bytes(b"[" * 100_000 + b"\n" + b"{}"),
}


def _class(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = data["classes"]["flapper"]
    return found


def _with(data: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    change(data)
    return data


@pytest.mark.parametrize("spoil", sorted(SPOILS))
def test_a_spoilt_cache_is_never_taken_for_content(
    spoil: str, minimal_copy: Path, tmp_path: Path, within: Callable[[float], Any]
) -> None:
    cache_dir = tmp_path / "cache"
    good = load_content(minimal_copy, cache_dir=cache_dir)
    (path,) = cache_dir.glob("content-*.json")
    SPOILS[spoil](path)
    with within(5):
        assert load_cached(cache_dir, good.fingerprint) is None
        assert load_content(minimal_copy, cache_dir=cache_dir) == good


def test_a_stale_temporary_cache_file_is_removed(minimal_copy: Path, tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir()
    stale, fresh = cache_dir / ".tmp-k3j9x2ab.json", cache_dir / ".tmp-zz1yy2xx.json"
    for path in (stale, fresh):
        path.write_bytes(b"{")
    os.utime(stale, (time.time() - 7200,) * 2)
    load_content(minimal_copy, cache_dir=cache_dir)
    assert not stale.exists() and fresh.exists()


def test_modding_doc_says_where_the_cache_is_and_that_deleting_it_is_safe() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Start-up cache") :].split("\n## ")[0]
    for words in (
        "DUCKGEON_CACHE",
        "~/.cache/duckgeon/content",
        "Deleting the cache is always safe",
    ):
        assert words in section
