"""Every worked example of the rulebook, exactly (and the wording of their lines, golden)."""

from __future__ import annotations

import pytest

from duckgeon_tui.content.vocabulary import counted
from duckgeon_tui.engine import IllegalAction
from duckgeon_tui.engine.state import Phase

from .helpers import PAIR, found, play, scene, the

HALL = """
room: 1
phase: act
party:
  - {name: Plumpy, class: duckidin, at: [6, 1], dice: [fighter, walk, duck]}
  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [funky]}
beasties:
  - {kind: furry-ghost-mouse, at: [7, 1]}
  - {kind: pesky-rat-head, at: [7, 5]}
"""
"""Plumpy in base contact with the Furry Ghost Mouse; the Pesky Rat-Head in Pantsy's sight."""


def test_loot_counter_example_two_counters_one_kill_one_stored() -> None:
    # "Two LootCounters are added to the pool of DuckDice for the turn. Plumpy Ducksword ...
    # slaughters a Furry Ghost Mouse ... Pantsy McFrogeater ... blasts a Pesky Rat-Head with
    # his Frost-O Zappy but the little pest successfully Resists ... Pantsy stores the die in
    # his Nest of Holding."
    game = scene(HALL, "loot_counters: 2")
    kill = play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    assert the(kill, "attack").text == (
        "Plumpy: Q 4 + DuckFighter 5 + Plain 'Ol Sword 1 = 10 vs Furry Ghost Mouse: "
        "Q 1 + 1 = 2 → 8 damage"
    )
    assert the(kill, "death").target == "furry-ghost-mouse-1"
    assert game.room_view().loot_pool == 1 and game.loot_counters == 1
    zap = play(game, "roll K Pantsy frost-o pesky-rat-head-1 [4,5]")
    assert the(zap, "resist").text == (
        "Pantsy: P 4 + FunkyDuck 4 = 8 vs Pesky Rat-Head: P 3 + 5 = 8 → resisted"
    )
    play(game, "cash L Pantsy nest-of-holding", "end")
    assert game.room_view().loot_pool == 1 and game.loot_counters == 0
    assert game.duck("Pantsy").stored == {"nest-of-holding": ["loot"]}
    assert game.tally.loot_dice_lost == 0


def test_loot_counter_excess_is_lost_without_a_gobbly_card() -> None:
    game = scene(HALL, "loot_counters: 2")
    play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    lost = the(play(game, "end"), "lost_dice", die="loot")
    assert lost.value == 1 and lost.text == "1 LootCounter found no casualty: lost."
    assert game.room_view().loot_pool == 1 and game.tally.loot_dice_lost == 1


def test_the_loot_example_three_counters_roll_5_1_6_for_12_and_any_split() -> None:
    # "if you have 3 LootCounter dice that rolled a 5, a 1 and a 6, for a total of 12, you
    # could allocate 4 to one Duckventurer and 8 to another. NO 4's were rolled!"
    # [House rule] So that this adds up, the Loot Pool's dice do not explode.
    game = scene("room: 1\nloot_pool: 3\nphase: act", PAIR)
    play(game, "end")
    assert game.phase == Phase.LOOT_ROLL
    rolled = the(play(game, "loot Plumpy [5,1,6]"), "loot", actor="Plumpy")
    assert (rolled.faces, rolled.loot) == ((5, 1, 6), 12)
    play(game, "split Plumpy 4 Pantsy 8")
    assert (game.duck("Plumpy").loot, game.duck("Pantsy").loot) == (4, 8)


@pytest.mark.parametrize(("resist_face", "resisted"), [(3, False), (4, True)])
def test_zappy_resist_example_gotcha(resist_face: int, resisted: bool) -> None:
    # "Pantsy has a P of 4 and rolls a FunkyDuck for a result of 3, giving a total of 4+3=7.
    # ... with a P of 3, it rolls its Resist Roll and rolls a 3. 3+3=6 which is not enough to
    # Resist the Zappy. If the Rat-Head had rolled 4+ he would have Resisted."
    game = scene(HALL)
    events = play(game, f"roll K Pantsy gotcha pesky-rat-head-1 [3,{resist_face}]")
    resist = the(events, "resist", target="pesky-rat-head-1")
    assert (resist.score, resist.against, resist.resisted) == (7, 3 + resist_face, resisted)
    verdict = "3 = 6 → not resisted" if resist_face == 3 else "4 = 7 → resisted"
    assert resist.text == f"Pantsy: P 4 + FunkyDuck 3 = 7 vs Pesky Rat-Head: P 3 + {verdict}"
    assert bool(found(events, "condition", condition="deny_resist")) != resisted


def test_gotcha_leaves_the_rat_open_to_the_rest_of_the_party() -> None:
    # "The Rat-Head has been seized by green fusemist and is now open to Zappies and Feats
    # from the rest of the Duckventurers" (with no Resist Roll: its flat current P).
    game = scene(HALL.replace("dice: [funky]", "dice: [funky, funky]"))
    play(game, "roll K Pantsy gotcha pesky-rat-head-1 [3,3]")
    resist = the(play(game, "roll K Pantsy frost-o pesky-rat-head-1 [2]"), "resist")
    assert (resist.against, resist.resisted) == (3, False)
    assert resist.text.endswith("vs Pesky Rat-Head: flat P 3 = 3 → not resisted")


def test_fatty_cap_example_max_8_at_7_eats_a_dinner() -> None:
    # "If a Duckventurer has a max Fatty of 8, is currently on 7, and eats a Delicious Small
    # Amphibian Dinner (+4F), he only goes back up to 8, and the rest is wasted."
    game = scene(
        HALL.replace("at: [6, 1], dice: [fighter", "at: [6, 1], stats: {F: 7}, dice: [funky")
    )
    events = play(game, "roll K Plumpy delicious-small-amphibian-dinner Plumpy")
    heal = the(events, "heal", target="Plumpy")
    assert (heal.value, heal.wasted) == (1, 3) and heal.text.endswith("F 7 → 8/8 (3 wasted).")
    plumpy = game.duck("Plumpy")
    assert plumpy.f == plumpy.fmax == 8
    assert "delicious-small-amphibian-dinner" not in plumpy.hand  # eaten once


def test_goose_on_the_room_table_leaves_five_dice_and_feeds_duckthulhu() -> None:
    # "you will only get 5 DuckDice in the first turn if you allocated a DuckDuckGoose to the
    # Room Table. The result rolled on the DuckDuckGoose is either added to, or subtracted
    # from, the Room Table roll."
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}\n  - {name: Pantsy, class: duckwiz}",
    )
    events = play(game, "enter goose [2,4]")
    assert game.phase == Phase.GOOSE_SIGN and game.booster_step == 1
    assert the(events, "booster").booster_step == 1
    assert the(play(game, "sign +"), "goose", die="table").value == 6
    assert game.dice_to_pick == 5
    with pytest.raises(IllegalAction, match="exactly 5"):
        game.apply("pick F F F W W D")
    play(game, "pick F F F W W")
    assert game.phase == Phase.SHARE


def test_loot_counters_are_counted_in_words() -> None:
    assert counted(1, "LootCounter") == "1 LootCounter"
    assert counted(3, "LootCounter") == "3 LootCounters"
