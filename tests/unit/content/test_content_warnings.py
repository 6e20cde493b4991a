"""What the rulebook's setup does not do but a mod may (house rules for mods) is a warning with
its place, never an error: rooms under 8x8, quests of fewer than 6 rooms, an empty Entry Room."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from duckgeon_tui.cli import main
from duckgeon_tui.content.loader import load_content
from tests.support.content import game_content


def test_a_room_under_8x8_loads_with_a_warning(minimal_copy: Path, fixtures: Path) -> None:
    shutil.copytree(fixtures / "warned" / "small_room", minimal_copy, dirs_exist_ok=True)
    (warning,) = [w for w in load_content(minimal_copy).warnings if w.path.startswith("rooms")]
    assert (warning.file, warning.line, warning.column) == (
        (minimal_copy / "rooms" / "closet.yaml").as_posix(),
        4,
        5,
    )
    assert warning.path == "rooms[0].map" and "6x6" in warning.message
    assert "at least 8x8" in warning.message


def test_a_short_quest_is_a_warning_and_validate_still_passes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rules = Path(__file__).parents[2] / "fixtures" / "rules"  # quests of 3 rooms
    assert main(["validate", "--json", "--data", str(rules)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and any(
        w["path"] == "quests[0].rooms" and "at least 6" in w["message"] for w in report["warnings"]
    )
    assert main(["validate", "--data", str(rules)]) == 0
    captured = capsys.readouterr()
    assert "warning: " in captured.out and "house rules for mods" in captured.err


def test_the_base_game_follows_the_rulebooks_setup() -> None:
    content = game_content()
    assert content.warnings == ()
    entry = next(r for r in content.quests["quest-1"].rooms if r.number == 1)
    assert all(line.spawns for line in entry.room_table)  # a welcoming committee, always
