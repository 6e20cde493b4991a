"""The DuckDuckGoose's sign says the roll it changes and what adding or subtracting makes of
it: on the Room Table (with what each total brings), on a die just rolled, on a Loot die."""

from __future__ import annotations

from duckgeon_tui.engine import Game, Sign
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.flow.prompts import phase_prompt
from tests.unit.engine.helpers import play, scene, the
from tests.unit.engine.test_dice_and_goose import A_ROLL_WAITS, LOOT_TO_ROLL


def note(game: Game) -> str:
    title, words = phase_prompt(game, str(game.phase), None, None)
    assert title == "Add or subtract the DuckDuckGoose?"
    return words


def test_the_sign_on_the_room_table_says_the_roll_and_each_total() -> None:
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}\n  - {name: Pantsy, class: duckwiz}",
    )
    play(game, "enter goose [2,4]")
    brought = [game.content.beasties[s.beastie].name for s in game.table_line(-2).spawns]
    assert not game.table_line(6).spawns and brought
    assert note(game) == (
        "It changes the Room Table roll, 2:\n+ add: 6, no Beasties\n"
        f"- subtract: -2, {', '.join(brought)}"
    )
    lines = [describe_action(game, a) for a in game.legal_actions()]
    assert lines == [
        "Add the DuckDuckGoose to the roll (+): makes it 6",
        "Subtract the DuckDuckGoose from the roll (-): makes it -2",
    ]
    assert the(play(game, "sign -"), "goose", die="table").value == -2


def test_the_sign_on_a_die_just_rolled_says_the_die_and_both_results() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "roll W Plumpy [2]", "goose Pantsy add [4]")
    assert note(game) == (
        "It changes Plumpy's DuckWalk roll, 2: + add makes it 6, - subtract makes it 0."
    )
    assert describe_action(game, Sign(False)).endswith("(-): makes it 0")


def test_the_sign_on_a_loot_die_says_which_die() -> None:
    game = scene(LOOT_TO_ROLL)
    play(game, "end", "loot Plumpy [2,3]", "goose Pantsy add 2 [4]")
    assert note(game) == "It changes Loot die 2, a 3: + add makes it 7, - subtract makes it 0."
    assert the(play(game, "sign +"), "loot", die="loot").loot == 2 + 7
