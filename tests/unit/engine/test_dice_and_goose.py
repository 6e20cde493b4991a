"""DuckDice: exploding sixes, one die per action, DuckDuckGoose re-rolls and ±, physical mode."""

from __future__ import annotations

import random

import pytest

from duckgeon_tui.engine import Cash, IllegalAction, RollNeeded
from duckgeon_tui.engine.dice import Roller
from duckgeon_tui.engine.wounds import knock_out

from .helpers import MOUSE_AND_RAT, has, play, tiny_game


def test_every_duckdie_explodes_on_six() -> None:
    roller = Roller(random.Random(0), physical=True)
    roller.supply((6, 6, 2))
    assert roller.duck_die("Plumpy", "walk").total == 14
    roller.supply((6,))
    with pytest.raises(RollNeeded) as info:
        roller.duck_die("Plumpy", "fighter")
    assert info.value.request.faces_so_far == (6,) and info.value.request.explodes


def test_resist_rolls_do_not_explode() -> None:
    roller = Roller(random.Random(0), physical=True)
    roller.supply((6,))
    assert roller.d6("Rat", "Resist Roll") == 6


def test_seeded_rolls_explode_and_repeat() -> None:
    a, b = Roller(random.Random(5)), Roller(random.Random(5))
    rolls = [a.duck_die("x", "walk").faces for _ in range(300)]
    assert rolls == [b.duck_die("x", "walk").faces for _ in range(300)]
    assert any(len(f) > 1 and f[0] == 6 for f in rolls)


def _acting(dice: str = "W F G D K L") -> object:
    game = tiny_game(MOUSE_AND_RAT)
    play(game, "enter [3]", f"pick {dice}", "give W Plumpy", "give G Pantsy", "give F Plumpy", "go")
    return game


def test_roll_needed_leaves_the_state_untouched_and_the_log_replays() -> None:
    game = _acting()
    before = game.to_json()
    with pytest.raises(RollNeeded) as info:
        game.apply("roll W Plumpy")
    assert info.value.request.what == "DuckWalk" and info.value.request.who == "Plumpy"
    assert game.to_json() == before
    play(game, "roll W Plumpy [4]")
    assert game.pending is not None and game.pending.value == 4
    assert game.log[-1] == "roll W Plumpy [4]"


def test_goose_reroll_must_be_played_at_once_and_feeds_the_booster() -> None:
    game = _acting()
    play(game, "roll W Plumpy [1]")
    events = play(game, "goose Pantsy reroll [3,5]")
    assert game.booster_step == 1 and game.pending is not None and game.pending.value == 5
    assert has(events, "Plumpy re-rolls DuckWalk: 5")


def test_goose_add_or_subtract_then_sign() -> None:
    game = _acting()
    play(game, "roll W Plumpy [2]", "goose Pantsy add [4]")
    assert game.phase == "goose_sign" and game.active == "Pantsy"
    play(game, "sign +")
    assert game.pending is not None and game.pending.value == 6 and game.phase == "walk"


def test_goose_cannot_change_a_die_already_resolved() -> None:
    game = _acting()
    play(game, "roll W Plumpy [2]", "walk Plumpy 2,1")
    with pytest.raises(IllegalAction, match="right after"):
        game.apply("goose Pantsy add [4]")


def test_a_goose_never_rolled_does_not_move_duckthulhu() -> None:
    game = _acting()
    play(game, "cash G Pantsy nest-of-holding", "end")
    assert game.booster_step == 0
    assert game.duck("Pantsy").stored == {"nest-of-holding": ["goose"]}


def test_an_unconscious_duckventurer_cashes_nothing() -> None:
    game = _acting()
    assert game.loot_counters == 1
    pantsy = game.duck("Pantsy")
    pantsy.f = 0
    knock_out(game.w, pantsy)
    assert not any(a.who == "Pantsy" for a in game.legal_actions() if isinstance(a, Cash))
    with pytest.raises(IllegalAction, match="Pantsy cannot act"):
        game.apply("cash L Pantsy nest-of-holding")
    assert game.loot_counters == 1 and pantsy.stored == {}


def test_gobbly_dice_join_a_later_pool_even_beyond_six() -> None:
    game = _acting()
    play(
        game,
        "cash G Pantsy nest-of-holding",
        "end",
        "release Pantsy nest-of-holding",
        "pick W W F F D D",
    )
    assert sorted(game.pool) == sorted(
        ["walk", "walk", "fighter", "fighter", "duck", "duck", "goose"]
    )


def test_unused_dice_are_lost_at_the_end_of_the_turn() -> None:
    game = _acting()
    events = play(game, "end")
    assert has(events, "Plumpy's unused DuckWalk, DuckDuckGoose") or has(events, "unused")
    assert all(not d.dice for d in game.ducks)


def test_boosty_charges_power_the_next_use() -> None:
    game = _acting("W F G D K K")
    pantsy = game.duck("Pantsy")
    pantsy.dice.append("duck")
    play(game, "cash D Pantsy zap-charger")
    assert pantsy.charges == {"zap-charger": 1}
    pantsy.dice.append("funky")
    play(game, "roll K Pantsy zap-charger pesky-rat-head-1 [2]")
    assert game.phase == "roll"  # Pantsy holds a DuckDuckGoose: the window is open
    events = play(game, "ok [1]")
    assert has(events, "P 4 + FunkyDuck 2 + Boosty 2 = 8")
    assert pantsy.charges == {}
    assert has(events, "takes 3 damage")  # 1 + 2 per charge


def test_zero_cost_card_spends_the_funkyduck_unrolled() -> None:
    game = _acting("W F G D K K")
    game.duck("Plumpy").dice.append("funky")
    events = play(game, "roll K Plumpy delicious-small-amphibian-dinner Pantsy")
    assert has(events, "spent unrolled") and "funky" not in game.duck("Plumpy").dice


def test_dice_supplied_in_seeded_mode_are_refused() -> None:
    game = tiny_game(MOUSE_AND_RAT, physical=False)
    with pytest.raises(IllegalAction, match="physical"):
        game.apply("enter [3]")
