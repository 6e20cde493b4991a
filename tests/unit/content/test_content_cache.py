"""The JSON cache of validated content: reused while no file changes, rebuilt when one does."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content import yaml_source
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
