"""Save files of format 1 (the action log and the content fingerprint kept twice, kills and Loot
in `options`) still load, as today's format: each thing once, kills and Loot from the game."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game
from duckgeon_tui.saves import AUTOSAVE, SaveError, SaveStore
from duckgeon_tui.saves.models import SAVE_VERSION, RunSummary
from tests.support.content import game_content as content

FORMAT_1 = Path(__file__).parents[2] / "fixtures" / "saves" / "format-1-autosave.json"


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    store = SaveStore(tmp_path)
    shutil.copy(FORMAT_1, store.path_for(AUTOSAVE))
    return store


def test_a_format_1_save_loads_with_each_thing_once(store: SaveStore) -> None:
    old = json.loads(FORMAT_1.read_text(encoding="utf-8"))
    save = store.load(AUTOSAVE)
    assert save.version == SAVE_VERSION
    assert save.header.party == [
        PartyMember("Plumpy", "duckidin", "Sam"),
        PartyMember("Pantsy", "duckwiz", "Daddy"),
    ]
    assert save.options == {"animation": True}
    assert "fingerprint" not in save.state
    assert save.state["log"] == old["actions"] == old["state"]["log"]
    assert save.content_fingerprint == old["content_fingerprint"]
    game = Game.from_json(content(), save.state)
    assert game.turn == old["header"]["turn"] and game.log == old["actions"]
    assert game.tally.kills == old["options"]["kills"]


def test_an_upgraded_save_is_written_in_todays_format(store: SaveStore) -> None:
    store.write("again", store.load(AUTOSAVE))
    data = json.loads(store.path_for("again").read_text(encoding="utf-8"))
    assert data["version"] == SAVE_VERSION and "actions" not in data
    assert store.load("again") == store.load(AUTOSAVE).model_copy(
        update={"checksum": store.load("again").checksum}
    )


def test_a_format_1_save_changed_outside_the_game_is_refused(store: SaveStore) -> None:
    path = store.path_for(AUTOSAVE)
    text = path.read_text(encoding="utf-8").replace('"turn": 6', '"turn": 7', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match="checksum"):
        store.load(AUTOSAVE)


def test_a_run_summary_of_format_1_reads_its_party() -> None:
    summary = RunSummary.model_validate(
        {
            "quest": "quest-1",
            "party": [{"name": "Plumpy", "duck_class": "duckidin", "player": "Sam"}],
            "outcome": "victory",
            "cause": "Duckthulhu is slain",
            "turns": 30,
            "seed": 7,
            "finished_at": "2025-01-02T04:00:00+00:00",
        }
    )
    assert summary.party == [PartyMember("Plumpy", "duckidin", "Sam")]


def test_a_party_member_with_an_unknown_field_is_refused() -> None:
    with pytest.raises(ValueError, match="rank"):
        RunSummary.model_validate(
            {
                "quest": "quest-1",
                "party": [{"name": "Plumpy", "class_id": "duckidin", "rank": 3}],
                "outcome": "victory",
                "cause": "won",
                "turns": 30,
                "seed": 7,
                "finished_at": "2025-01-02T04:00:00+00:00",
            }
        )
