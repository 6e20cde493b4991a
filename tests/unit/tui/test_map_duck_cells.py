"""A Duckventurer on the map is drawn down (grey, underlined) exactly when the game says it is
knocked out: by the quest's own knockout Condition, whatever that Condition is called."""

from __future__ import annotations

from duckgeon_tui.tui.widgets.map_view import duck_cell
from tests.support.colours import plain_colours
from tests.unit.engine.helpers import tiny_game


def test_a_duck_is_drawn_down_by_the_quests_own_knockout_condition() -> None:
    game = tiny_game([])
    game.quest = game.world.quest = game.quest.model_copy(update={"knockout_condition": "bonked"})
    pal = plain_colours()
    duck = game.duck("Plumpy")
    assert not duck_cell(game, 0, duck, pal).style.underline
    duck.conditions["bonked"] = None
    assert game.knocked_out("Plumpy") and duck_cell(game, 0, duck, pal).style.underline
    del duck.conditions["bonked"]
    duck.conditions["unconscious"] = None  # only a Condition in this quest
    assert not game.knocked_out("Plumpy")
    assert not duck_cell(game, 0, duck, pal).style.underline
