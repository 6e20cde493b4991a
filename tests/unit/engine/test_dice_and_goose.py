"""DuckDice: exploding sixes, one die per action, DuckDuckGoose re-rolls and ± (on Loot dice
too), fixed faces, physical mode and what a roll is asked for."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.engine import Cash, IllegalAction, RollNeeded
from duckgeon_tui.engine.dice import Roller
from duckgeon_tui.engine.errors import RollPurpose
from duckgeon_tui.engine.state import Phase

from .helpers import found, play, scene, the


def test_every_duckdie_explodes_on_six() -> None:
    roller = Roller(random.Random(0), physical=True)
    roller.supply((6, 6, 2))
    assert roller.duck_die("Plumpy", "walk").total == 14
    roller.supply((6,))
    with pytest.raises(RollNeeded) as info:
        roller.duck_die("Plumpy", "fighter")
    request = info.value.request
    assert request.faces_so_far == (6,) and request.explodes
    assert (request.purpose, request.die) == (RollPurpose.ACTION_DIE, "fighter")


def test_resist_rolls_do_not_explode() -> None:
    roller = Roller(random.Random(0), physical=True)
    roller.supply((6,))
    assert roller.d6("Rat", "Resist Roll", RollPurpose.RESIST_ROLL, "P") == 6


def test_seeded_rolls_explode_and_repeat() -> None:
    a, b = Roller(random.Random(5)), Roller(random.Random(5))
    rolls = [a.duck_die("x", "walk").faces for _ in range(300)]
    assert rolls == [b.duck_die("x", "walk").faces for _ in range(300)]
    assert any(len(f) > 1 and f[0] == 6 for f in rolls)


def test_a_scenario_fixes_faces_by_what_they_are_rolled_for() -> None:
    game = scene(
        "room: 1\nphase: act\ndice: {walk: [5], resist_roll: [1], any: [2]}",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 1], dice: [fighter, walk]}",
        "beasties:\n  - {kind: furry-ghost-mouse, at: [7, 1]}",
        physical=False,
    )
    attack = the(play(game, "roll F Plumpy choppy furry-ghost-mouse-1"), "attack")
    assert (attack.score, attack.against) == (4 + 2 + 1, 1 + 1)  # `any` 2; the Resist Roll 1
    assert the(play(game, "end"), "lost_dice").value == 1  # the walk stays unrolled
    assert game.world.state.fixed_dice == {"walk": [5]}


A_ROLL_WAITS = """
room: 1
phase: act
loot_counters: 1
party:
  - {name: Plumpy, class: duckidin, at: [1, 1], dice: [walk, fighter]}
  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [goose]}
beasties:
  - {kind: furry-ghost-mouse, at: [7, 1]}
  - {kind: pesky-rat-head, at: [7, 5]}
"""


def test_roll_needed_asks_for_the_face_with_its_purpose_and_leaves_the_state_untouched() -> None:
    game = scene(A_ROLL_WAITS)
    before = game.to_json()
    with pytest.raises(RollNeeded) as info:
        game.apply("roll W Plumpy")
    request = info.value.request
    assert (request.what, request.who, request.die) == ("DuckWalk", "Plumpy", "walk")
    assert request.purpose == RollPurpose.ACTION_DIE
    assert game.to_json() == before
    play(game, "roll W Plumpy [4]")
    assert game.pending is not None and game.pending.value == 4
    assert game.log[-1] == "roll W Plumpy [4]"


def test_a_resist_roll_is_asked_for_with_the_stat_it_is_added_to() -> None:
    game = scene(A_ROLL_WAITS.replace("[6, 1]", "[1, 1]"))
    play(game, "roll W Plumpy [5]", "walk Plumpy 6,1")
    with pytest.raises(RollNeeded) as info:
        game.apply("end [4]")  # the mouse's attack; then Plumpy's Resist Roll
    assert (info.value.request.purpose, info.value.request.stat) == (RollPurpose.RESIST_ROLL, "Q")


def test_goose_reroll_must_be_played_at_once_and_feeds_the_booster() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "roll W Plumpy [1]")
    events = play(game, "goose Pantsy reroll [3,5]")
    assert game.booster_step == 1 and game.pending is not None and game.pending.value == 5
    assert the(events, "roll", actor="Plumpy").value == 5


def test_goose_add_or_subtract_then_sign() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "roll W Plumpy [2]", "goose Pantsy add [4]")
    assert game.phase == Phase.GOOSE_SIGN and game.active == "Pantsy"
    assert the(play(game, "sign +"), "goose", die="walk").value == 6
    assert game.pending is not None and game.pending.value == 6 and game.phase == Phase.WALK


def test_goose_cannot_change_a_die_already_resolved() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "roll W Plumpy [2]", "walk Plumpy 2,1")
    with pytest.raises(IllegalAction, match="right after"):
        game.apply("goose Pantsy add [4]")


# -- A DuckDuckGoose on the Loot ----------------------------------------------------------------
LOOT_TO_ROLL = """
room: 1
phase: act
loot_pool: 2
party:
  - {name: Plumpy, class: duckidin, at: [1, 1]}
  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [goose]}
"""


def test_a_goose_adds_to_a_loot_die_when_the_loot_is_rolled_and_feeds_duckthulhu() -> None:
    game = scene(LOOT_TO_ROLL)
    play(game, "end", "loot Plumpy [2,3]")
    assert game.phase == Phase.LOOT_SPLIT and game.loot_total == 5
    assert {str(a) for a in game.legal_actions() if a.actor == "Pantsy"} >= {"goose Pantsy add 1"}
    play(game, "goose Pantsy add 2 [4]")
    assert game.phase == Phase.GOOSE_SIGN and game.booster_step == 1
    loot = the(play(game, "sign +"), "loot", die="loot")
    assert (loot.actor, loot.loot) == ("Pantsy", 2 + 3 + 4)
    assert game.phase == Phase.LOOT_SPLIT
    play(game, "split Plumpy 9")
    assert game.duck("Plumpy").loot == 9 and game.duck("Pantsy").dice == []


def test_a_goose_rerolls_a_loot_die() -> None:
    game = scene(LOOT_TO_ROLL)
    play(game, "end", "loot Plumpy [1,3]")
    events = play(game, "goose Pantsy reroll 1 [2,6]")  # the goose rolled (2), then the die
    assert the(events, "loot", actor="Pantsy").loot == 6 + 3
    assert game.booster_step == 1 and game.loot_total == 9
    with pytest.raises(IllegalAction, match="holds no DuckDuckGoose"):
        game.apply("goose Pantsy add 1")


def test_a_goose_on_the_loot_names_a_loot_die() -> None:
    game = scene(LOOT_TO_ROLL)
    play(game, "end", "loot Plumpy [1,3]")
    with pytest.raises(IllegalAction, match="1 to 2"):
        game.apply("goose Pantsy add 3")
    with pytest.raises(IllegalAction, match="1 to 2"):
        game.apply("goose Pantsy add")


def test_a_goose_never_rolled_does_not_move_duckthulhu() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "cash G Pantsy nest-of-holding", "end")
    assert game.booster_step == 0
    assert game.duck("Pantsy").stored == {"nest-of-holding": ["goose"]}


def test_an_unconscious_duckventurer_cashes_nothing() -> None:
    game = scene(A_ROLL_WAITS.replace("dice: [goose]", "stats: {F: 0}"))
    assert game.loot_counters == 1
    assert not any(a.who == "Pantsy" for a in game.legal_actions(Cash))
    with pytest.raises(IllegalAction, match="Pantsy cannot act"):
        game.apply("cash L Pantsy nest-of-holding")
    assert game.loot_counters == 1 and game.duck("Pantsy").stored == {}


def test_gobbly_dice_join_a_later_pool_even_beyond_six() -> None:
    game = scene(A_ROLL_WAITS)
    play(game, "cash G Pantsy nest-of-holding", "end")
    play(game, "release Pantsy nest-of-holding", "pick W W F F D D")
    assert sorted(game.pool) == sorted(
        ["walk", "walk", "fighter", "fighter", "duck", "duck", "goose"]
    )


def test_unused_dice_are_lost_at_the_end_of_the_turn() -> None:
    game = scene(A_ROLL_WAITS)
    events = play(game, "end")
    assert {(e.actor, e.value) for e in found(events, "lost_dice")} == {
        ("Plumpy", 2),
        ("Pantsy", 1),
        (None, 1),  # the LootCounter that found no casualty
    }
    assert all(not d.dice for d in game.ducks)


def test_boosty_charges_power_the_next_use() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [duck, funky, goose]}",
        "beasties:\n  - {kind: pesky-rat-head, at: [7, 5]}",
    )
    play(game, "cash D Pantsy zap-charger")
    assert game.duck("Pantsy").charges == {"zap-charger": 1}
    play(game, "roll K Pantsy zap-charger pesky-rat-head-1 [2]")
    assert game.phase == Phase.ROLL  # Pantsy holds a DuckDuckGoose: the window is open
    events = play(game, "ok [1]")
    resist = the(events, "resist")
    assert resist.score == 4 + 2 + 2 and "P 4 + FunkyDuck 2 + Boosty 2 = 8" in resist.text
    assert the(events, "damage", target="pesky-rat-head-1").damage == 3  # 1 + 2 per charge
    assert game.duck("Pantsy").charges == {}


def test_zero_cost_card_spends_the_funkyduck_unrolled() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], dice: [funky]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
    )
    card = the(play(game, "roll K Plumpy delicious-small-amphibian-dinner Pantsy"), "card")
    assert card.success and "spent unrolled" in card.text
    assert "funky" not in game.duck("Plumpy").dice


def test_dice_supplied_in_seeded_mode_are_refused() -> None:
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}",
        physical=False,
    )
    with pytest.raises(IllegalAction, match="physical"):
        game.apply("enter [3]")


def test_a_goose_on_a_fight_roll_is_named_in_the_attack_line() -> None:
    game = scene(A_ROLL_WAITS.replace("duckidin, at: [1, 1]", "duckidin, at: [6, 1]"))
    play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [4]", "goose Pantsy add [2]")
    attack = the(play(game, "sign + [1]"), "attack")
    assert "DuckFighter 6 (4 + DuckDuckGoose 2)" in attack.text
    assert "+2" not in attack.text
