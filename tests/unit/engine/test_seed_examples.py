"""Every worked example of the rulebook, exactly."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import IllegalAction

from .helpers import MOUSE_AND_RAT, has, play, texts, tiny_game


def _in_the_hall() -> object:
    game = tiny_game(MOUSE_AND_RAT)
    play(game, "enter [3]")
    game.duck("Plumpy").pos = (6, 1)  # next to the Furry Ghost Mouse at 7,1
    return game


def test_loot_counter_example_two_counters_one_kill_one_stored() -> None:
    game = _in_the_hall()
    play(
        game,
        "pick F L L K W D",
        "give F Plumpy",
        "give K Pantsy",
        "give W Plumpy",
        "give D Plumpy",
        "go",
    )
    assert game.loot_counters == 2
    kill = play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    assert has(
        kill,
        "Plumpy: Q 4 + DuckFighter 5 + Plain 'Ol Sword 1 = 10 vs Furry Ghost Mouse: "
        "Q 1 + 1 = 2 → 8 damage",
    )
    assert game.room_view().loot_pool == 1 and game.loot_counters == 1
    zap = play(game, "roll K Pantsy frost-o pesky-rat-head-1 [4,5]")
    assert has(zap, "Pantsy: P 4 + FunkyDuck 4 = 8 vs Pesky Rat-Head: P 3 + 5 = 8 → resisted")
    play(game, "cash L Pantsy nest-of-holding", "end")
    assert game.room_view().loot_pool == 1
    assert game.loot_counters == 0
    assert game.duck("Pantsy").stored == {"nest-of-holding": ["loot"]}
    assert game.tally.loot_dice_lost == 0


def test_loot_counter_excess_is_lost_without_a_gobbly_card() -> None:
    game = _in_the_hall()
    play(
        game,
        "pick F L L K W D",
        "give F Plumpy",
        "go",
        "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]",
    )
    events = play(game, "end")
    assert has(events, "1 LootCounter(s) found no casualty: lost.")
    assert game.room_view().loot_pool == 1 and game.tally.loot_dice_lost == 1


@pytest.mark.parametrize(
    ("resist_face", "verdict"), [(3, "3 = 6 → not resisted"), (4, "4 = 7 → resisted")]
)
def test_zappy_resist_example_gotcha(resist_face: int, verdict: str) -> None:
    game = _in_the_hall()
    play(game, "pick K F F W W D", "give K Pantsy", "go")
    events = play(game, f"roll K Pantsy gotcha pesky-rat-head-1 [3,{resist_face}]")
    assert f"Pantsy: P 4 + FunkyDuck 3 = 7 vs Pesky Rat-Head: P 3 + {verdict}" in texts(events)
    rat = game.state.beasties[1]
    assert (rat.denied is None) == (resist_face == 4)


def test_gotcha_leaves_the_rat_open_to_the_rest_of_the_party() -> None:
    game = _in_the_hall()
    play(
        game,
        "pick K K F W W D",
        "give K Pantsy",
        "give K Pantsy",
        "go",
        "roll K Pantsy gotcha pesky-rat-head-1 [3,3]",
    )
    events = play(game, "roll K Pantsy frost-o pesky-rat-head-1 [2]")
    assert has(events, "vs Pesky Rat-Head: flat P 3 = 3 → not resisted")


def test_fatty_cap_example_max_8_at_7_eats_a_dinner() -> None:
    game = _in_the_hall()
    plumpy = game.duck("Plumpy")
    plumpy.f = 7
    play(game, "pick K F F W W D", "give K Plumpy", "go")
    events = play(game, "roll K Plumpy delicious-small-amphibian-dinner Plumpy")
    assert plumpy.f == plumpy.fmax == 8
    assert has(events, "F 7 → 8/8 (3 wasted)")
    assert "delicious-small-amphibian-dinner" not in plumpy.hand  # eaten once


def test_goose_on_the_room_table_leaves_five_dice_and_feeds_duckthulhu() -> None:
    game = tiny_game(MOUSE_AND_RAT)
    play(game, "enter goose [2,4]")
    assert game.phase == "goose_sign" and game.booster_step == 1
    events = play(game, "sign +")
    assert has(events, "Room Table 2 → 6")
    assert game.dice_to_pick == 5
    with pytest.raises(IllegalAction, match="exactly 5"):
        game.apply("pick F F F W W D")
    play(game, "pick F F F W W")
    assert game.phase == "share"
