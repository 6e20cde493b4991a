"""What `duckgeon play` imports before its first frame: the opening frame needs neither pydantic
nor the engine, and content read from the cache needs no YAML parser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def modules_after(code: str, cache: Path) -> set[str]:
    """The top-level packages and the duckgeon modules loaded after running `code`."""
    script = f"{code}\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=cache,
        env={"DUCKGEON_CACHE": str(cache), "PATH": ""},
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_the_app_and_its_opening_frame_import_no_pydantic_engine_or_yaml(tmp_path: Path) -> None:
    loaded = modules_after(
        "import duckgeon_tui.tui.app, duckgeon_tui.tui.screens.opening, duckgeon_tui.cli.play_cmd",
        tmp_path,
    )
    assert "duckgeon_tui.tui.app" in loaded
    for heavy in ("pydantic", "yaml", "duckgeon_tui.engine", "duckgeon_tui.content.bundle"):
        assert heavy not in loaded, f"{heavy} is imported before the opening frame"


def test_content_from_the_cache_needs_no_yaml_parser(tmp_path: Path) -> None:
    load = "from duckgeon_tui.tui.content_source import load; load(())"
    first = modules_after(load, tmp_path)
    assert "yaml" in first  # nothing cached yet: the files are parsed
    again = modules_after(load, tmp_path)
    assert "yaml" not in again
    assert "duckgeon_tui.content.validation" not in again
    assert "pydantic.plugin._loader" not in again  # nothing is validated either


def test_the_dice_words_need_neither_pydantic_nor_the_engine(tmp_path: Path) -> None:
    loaded = modules_after(
        "import duckgeon_tui.content.vocabulary, duckgeon_tui.tui.widgets.dice_face", tmp_path
    )
    for heavy in ("pydantic", "duckgeon_tui.engine", "duckgeon_tui.content.common"):
        assert heavy not in loaded, f"{heavy} is imported for the dice words"
