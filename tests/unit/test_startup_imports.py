"""What `duckgeon play` imports before its first frame: the opening frame needs neither pydantic
nor the engine, and content read from the cache needs no YAML parser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

DICE_WORDS = "import duckgeon_tui.content.vocabulary, duckgeon_tui.tui.widgets.dice_face"
OPENING = "import duckgeon_tui.tui.app, duckgeon_tui.tui.screens.opening, duckgeon_tui.cli.play_cmd"


def modules_after(*stages: str, cache: Path) -> list[set[str]]:
    """The modules loaded after each stage of code, run one after the other in one process."""
    show = "import sys, json\nprint(json.dumps(sorted(sys.modules)))"
    script = "\n".join(f"{stage}\n{show}" for stage in stages)
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=cache,
        env={"DUCKGEON_CACHE": str(cache), "PATH": ""},
    )
    return [set(json.loads(line)) for line in done.stdout.splitlines()[-len(stages) :]]


@pytest.fixture(scope="module")
def at_start(tmp_path_factory: pytest.TempPathFactory) -> list[set[str]]:
    """What the dice words load, then what the app and its opening frame add to them."""
    return modules_after(DICE_WORDS, OPENING, cache=tmp_path_factory.mktemp("cache"))


def test_the_app_and_its_opening_frame_import_no_pydantic_engine_or_yaml(
    at_start: list[set[str]],
) -> None:
    loaded = at_start[1]
    assert "duckgeon_tui.tui.app" in loaded
    heavy_parts = (
        "pydantic",
        "yaml",
        "duckgeon_tui.engine",
        "duckgeon_tui.content.bundle",
        "duckgeon_tui.tui.games",  # the games side loads once a game is asked for
        "duckgeon_tui.tui.screens.dungeon",
    )
    for heavy in heavy_parts:
        assert heavy not in loaded, f"{heavy} is imported before the opening frame"


def test_content_from_the_cache_needs_no_yaml_parser(tmp_path: Path) -> None:
    load = "from duckgeon_tui.tui.content_source import load; load(())"
    [first] = modules_after(load, cache=tmp_path)
    assert "yaml" in first  # nothing cached yet: the files are parsed
    [again] = modules_after(load, cache=tmp_path)
    assert "yaml" not in again
    assert "duckgeon_tui.content.validation" not in again
    assert "pydantic.plugin._loader" not in again  # nothing is validated either


def test_the_dice_words_need_neither_pydantic_nor_the_engine(at_start: list[set[str]]) -> None:
    loaded = at_start[0]
    assert "duckgeon_tui.tui.widgets.dice_face" in loaded
    for heavy in ("pydantic", "duckgeon_tui.engine", "duckgeon_tui.content.common"):
        assert heavy not in loaded, f"{heavy} is imported for the dice words"
