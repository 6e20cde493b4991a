"""The banner never calls a room Cleared on the way back into it: its Room Table is rolled
again, and Beasties appeared under '(Cleared)'."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.content.scenario_checks import read_scenario
from duckgeon_tui.engine import Game
from duckgeon_tui.tui.widgets.dungeon_banner import shows_cleared
from tests.support.content import game_content

BACK_IN = """\
id: back-in
name: Back in
quest: quest-1
room: 2
phase: room_table
turn: 9
seed: 1
cleared_rooms: [1, 2]
party:
  - {name: Plumpy, class: duckidin, player: Sam}
"""


def test_a_room_entered_again_is_not_said_cleared_until_its_table_is_rolled(
    tmp_path: Path,
) -> None:
    path = tmp_path / "back-in.yaml"
    path.write_text(BACK_IN, encoding="utf-8")
    content = game_content()
    game = Game.from_scenario(content, read_scenario(path, content))
    assert game.room_view().cleared, "Cleared the last time"
    assert not shows_cleared(game, walking=True), "the corridor"
    assert not shows_cleared(game, walking=False), "the Room Table"
    game.apply("enter goose")
    assert not shows_cleared(game, walking=False), "its DuckDuckGoose"
    game.apply("sign +")
    assert shows_cleared(game, walking=False) == game.room_view().cleared
