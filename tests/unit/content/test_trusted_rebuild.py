"""The content cache is rebuilt without validation: equal to the validated content, and a
file of another shape is refused (the content is then loaded and validated anew)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from duckgeon_tui.content.cache import load_cached, seal
from duckgeon_tui.content.loader import load_content


def test_the_rebuilt_game_content_equals_the_validated_one(tmp_path: Path) -> None:
    validated = load_content(cache_dir=tmp_path)
    rebuilt = load_cached(tmp_path, validated.fingerprint)
    assert rebuilt is not None and rebuilt is not validated
    assert rebuilt == validated
    assert set(rebuilt.ranks) == set(validated.ranks) and all(
        isinstance(rank, int) for rank in rebuilt.ranks
    )


def test_a_cache_of_another_shape_is_refused(tmp_path: Path) -> None:
    validated = load_content(cache_dir=tmp_path)
    (cached,) = tmp_path.glob("content-*.json")
    data = json.loads(cached.read_bytes().splitlines()[0])
    first_beastie = next(iter(data["beasties"]))
    data["beasties"][first_beastie] = ["not", "a", "beastie"]
    cached.write_bytes(seal(json.dumps(data).encode()))  # sealed again: the shape refuses it
    assert load_cached(tmp_path, validated.fingerprint) is None
    assert load_content(cache_dir=tmp_path) == validated


def test_a_rebuilt_model_is_what_model_construct_makes(tmp_path: Path) -> None:
    validated = load_content(cache_dir=tmp_path)
    rebuilt = load_cached(tmp_path, validated.fingerprint)
    assert rebuilt is not None
    beastie = next(iter(rebuilt.beasties.values()))
    made = type(beastie).model_construct(**dict(beastie))
    assert beastie.model_fields_set == made.model_fields_set == set(type(beastie).model_fields)
    assert beastie.model_dump() == made.model_dump()
    assert beastie.__pydantic_extra__ is None and beastie.__pydantic_private__ is None
    with pytest.raises(ValidationError):  # still frozen
        beastie.name = "Other"  # type: ignore[misc]
