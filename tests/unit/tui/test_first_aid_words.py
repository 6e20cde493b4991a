"""First Aid says what it does: chosen from a menu it says what it would lift, and given to
a Duckventurer whose Conditions are gone by the end of the turn it says that nothing changed;
How to play says where healing comes from."""

from __future__ import annotations

from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.flow.prompts import FREE_WORDS
from duckgeon_tui.tui.help_text import HOW_TO_PLAY
from tests.unit.engine.helpers import has, play, tiny_game


def test_first_aid_on_a_duck_without_a_condition_says_nothing_changed() -> None:
    game = tiny_game([])
    play(game, "enter [3]", "pick W W W W W W", "go")
    assert not any(str(a).startswith("aid") for a in game.legal_actions())
    game.duck("Pantsy").conditions["dizzy"] = None
    aid = next(a for a in game.legal_actions() if str(a) == "aid Plumpy Pantsy")
    assert describe_action(game, aid).endswith("First Aid to Pantsy (free action): lifts Dizzy")
    play(game, "aid Plumpy Pantsy")
    del game.duck("Pantsy").conditions["dizzy"]  # worn off, or lifted by someone else first
    assert "Pantsy has no Condition, so it would change nothing" in describe_action(game, aid)
    events = play(game, "end")
    assert has(events, "Plumpy gives Pantsy First Aid, but Pantsy has no Condition to lift")
    assert "lifts every Condition" in FREE_WORDS["aid"] and "F 1" in FREE_WORDS["aid"]


def test_how_to_play_says_where_healing_comes_from_and_that_first_aid_is_not_it() -> None:
    words = " ".join(HOW_TO_PLAY.split())
    assert "Lost Fatty comes back only by **healing**" in words
    assert "First Aid heals none: it lifts Conditions" in words
