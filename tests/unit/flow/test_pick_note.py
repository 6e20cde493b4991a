"""The dice picker names the turn's other actions in a player's words, after what a Cleared
room with every door shut asks first."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.tui.flow.questions import PickDice
from tests.support.content import game_content
from tests.support.scripted_seat import flow_for, new_session

EMPTY_ENTRY_ROOM = """\
id: shut-in
name: Shut in
quest: quest-1
room: 1
phase: pick
turn: 3
seed: 1
party:
  - {name: Plumpy, class: duckidin, player: Sam, at: [5, 3], loot: 7}
"""


def test_the_dice_picker_names_other_actions_after_the_shut_doors(tmp_path: Path) -> None:
    scenario = tmp_path / "shut-in.yaml"
    scenario.write_text(EMPTY_ENTRY_ROOM, encoding="utf-8")
    session = new_session(game_content(), tmp_path, scenario=scenario)
    assert session.game.room_view().cleared
    flow, seat = flow_for(session)
    flow.begin()
    seat.settle()
    (asked,) = seat.asked
    assert isinstance(asked, PickDice)
    shut, others = asked.note.splitlines()
    assert shut.startswith("Every way out is shut (the east door to room 2 at ")
    assert others == "Other actions (o): buy a Funkard, rank up, discard a card"
    assert "RankUp" not in asked.note
