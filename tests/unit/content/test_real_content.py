"""The shipped content (data/ and the example mods) validates with the counts the game needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from duckgeon_tui import paths
from duckgeon_tui.cli import main
from duckgeon_tui.content.loader import DATA_DIR, load_content
from tests.support.content import game_content

MODS = paths.mod_folders()


def test_base_content_counts() -> None:
    content = game_content()
    counts = content.counts()
    assert counts["classes"] == 8
    deck = [
        sum(1 for card in pool.values() if card.expansion is None)
        for pool in (content.items, content.zappies, content.feats)
    ]
    assert deck == [50, 50, 50], "the Easy-Peasy deck is exactly 50 Items, 50 Zappies, 50 Feats"
    assert counts["beasties"] >= 12 and counts["omens"] >= 12 and counts["snares"] >= 12
    assert counts["conditions"] >= 6 and counts["rooms"] >= 6 and counts["quests"] >= 1


def test_base_content_has_the_named_ids() -> None:
    content = game_content()
    assert set(content.classes) == {
        "drakagorn",
        "duckidin",
        "duckwiz",
        "flapper",
        "bouncer",
        "quacker",
        "boomer",
        "bonker",
    }
    assert sorted(content.ranks) == [1, 2, 3, 4, 5, 6]
    assert {"quest-1", "quest-2", "quest-3"} <= set(content.quests)
    assert {"unconscious", "dizzy"} <= set(content.conditions)


def test_expansion_cards_join_only_the_quests_that_name_them() -> None:
    content = game_content()
    sets = {
        card.expansion
        for pool in (content.items, content.zappies, content.feats)
        for card in pool.values()
        if card.expansion is not None
    }
    named = {name for quest in content.quests.values() for name in quest.expansions}
    assert sets == named == {"gateway-riddles", "soggy-escape"}
    assert content.quests["quest-1"].expansions == []


def test_with_the_example_mods() -> None:
    assert MODS, "an example mod ships under mods/"
    content = load_content(DATA_DIR, MODS)
    assert content.counts()["quests"] >= 2
    assert len(content.mods) == len(MODS)


def test_validate_json_on_the_real_content(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", *map(str, MODS), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is True and result["errors"] == []
    assert result["counts"]["quests"] >= 2


def test_validate_through_a_real_process(tmp_path: Path) -> None:
    broken = tmp_path / "data"
    (broken / "omens").mkdir(parents=True)
    (broken / "omens" / "bad.yaml").write_text("omens:\n  - id: Bad Id!\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(paths.package_dir().parent)}
    away = tmp_path / "empty"  # run from a folder that is neither the checkout nor the data
    away.mkdir()
    ok = subprocess.run(
        [sys.executable, "-m", "duckgeon_tui", "validate"],
        cwd=away,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "zappies" in ok.stdout and "50" in ok.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "duckgeon_tui", "validate", "--data", str(broken)],
        cwd=away,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 1
    assert "Traceback" not in bad.stdout + bad.stderr
    assert f"{broken.as_posix()}/omens/bad.yaml:2:5: omens[0].id: String should match" in bad.stdout
