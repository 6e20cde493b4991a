"""A new game's log opens with the quest's story and what wins it: Quest 2 started from the
command line never said that its clues are to be Looked at."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.quest_opening import opening_lines
from tests.support.content import game_content


def test_quest_2_opens_with_its_story_and_its_objectives() -> None:
    game = Game.new(game_content(), "quest-2", [("Plumpy", "duckidin", "Sam")], seed=3)
    lines = opening_lines(game)
    assert lines[0].startswith("Duckthulhu is beaten and good King Goscock is home")
    assert any(line.startswith("LOOK for the Abbot's clues in rooms 2 to 5") for line in lines)
    assert lines[-1].startswith("To win: ") and lines[-1].endswith(".")
    assert all("\n" not in line for line in lines), "a paragraph a line"
