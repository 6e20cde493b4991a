"""Every effect kind of the content vocabulary, each run through a card with supplied dice."""

from __future__ import annotations

from typing import get_args

import pytest

from duckgeon_tui.content.effects import Effect
from duckgeon_tui.engine import Game, IllegalAction
from duckgeon_tui.engine.effects import HANDLERS
from duckgeon_tui.engine.state import Reason

from .helpers import found, play, scene, the

HANDS = {
    "Plumpy": "plain-ol-sword, delicious-small-amphibian-dinner",
    "Pantsy": "frost-o, gotcha, nest-of-holding, zap-charger",
}
DUMMY = "{kind: dummy, at: [7, 1]}"


def card_game(
    user: str,
    card: str,
    *,
    plumpy: str = "at: [1, 1]",
    pantsy: str = "at: [1, 2]",
    beasties: str = DUMMY,
    extra: str = "",
    dice: str = "funky",
) -> Game:
    """The two in the Hall, acting; `user` holds the card and a FunkyDuck (or `dice`)."""
    spec = {"Plumpy": plumpy, "Pantsy": pantsy}
    spec[user] += f", dice: [{dice}], hand: [{HANDS[user]}, {card}]"
    party = "party:\n" + "".join(
        f"  - {{name: {name}, class: {job}, {spec[name]}}}\n"
        for name, job in (("Plumpy", "duckidin"), ("Pantsy", "duckwiz"))
    )
    return scene("room: 1\nphase: act", party, f"beasties: [{beasties}]", extra)


def test_damage_adds_amount_the_users_stat_and_exploding_dice() -> None:
    game = card_game("Pantsy", "zap")
    events = play(game, "roll K Pantsy zap dummy-1 [2,6,1]")  # FunkyDuck 2; d6 6+1
    resist = the(events, "resist")
    assert (resist.score, resist.against, resist.resisted) == (6, 0, False)  # flat P 0
    damage = the(events, "damage", target="dummy-1")
    assert (damage.damage, damage.value) == (12, 8)  # 1 + P 4 + 7; F 8 left of 20


@pytest.mark.parametrize(("before", "after", "wasted"), [(4, 7, 0), (7, 8, 2)])
def test_heal_stops_at_the_max(before: int, after: int, wasted: int) -> None:
    game = card_game("Pantsy", "snack", plumpy=f"at: [1, 1], stats: {{F: {before}}}")
    heal = the(play(game, "roll K Pantsy snack Plumpy [1]"), "heal")  # a friend's: no Resist
    assert (heal.target, heal.value, heal.wasted) == ("Plumpy", after - before, wasted)
    assert game.duck("Plumpy").f == after


def test_heal_never_wakes_an_unconscious_duckventurer() -> None:
    game = card_game("Pantsy", "snack", plumpy="at: [1, 1], stats: {F: 0}")
    events = play(game, "roll K Pantsy snack Plumpy [1]")
    assert not found(events, "heal")
    assert game.duck("Plumpy").f == 0
    # The card is spent; the log says why it healed nothing and what gets the duck up.
    said = [e.text for e in events if e.kind == "info" and e.target == "Plumpy"]
    assert said and "Plumpy is knocked out" in said[0] and "First Aid" in said[0]


def test_change_stat_for_the_turn_counts_in_its_situation_then_ends() -> None:
    game = card_game("Plumpy", "pump-turn", plumpy="at: [6, 1]", dice="funky, fighter")
    play(game, "roll K Plumpy pump-turn [1]")
    chop = the(play(game, "roll F Plumpy choppy dummy-1 [3,1]"), "attack")
    assert (chop.score, chop.against) == (4 + 3 + 1 + 2, 1)
    assert "+ Plain 'Ol Sword 1 + Pump 2 = 10" in chop.text
    assert game.duck("Plumpy").q == 4  # the STAT itself never changes
    play(game, "end [1,1]")  # the Dummy pecks (and misses)
    assert game.duck("Plumpy").changes == []


@pytest.mark.parametrize(("card", "after_room"), [("pump-room", 0), ("pump-quest", 1)])
def test_change_stat_for_the_room_or_the_quest(card: str, after_room: int) -> None:
    game = card_game("Plumpy", card, beasties="", extra="open_doors: [east]")
    play(game, f"roll K Plumpy {card} [1]", "end")
    assert len(game.duck("Plumpy").changes) == 1
    play(game, "leave east [1,1]")
    assert len(game.duck("Plumpy").changes) == after_room


def test_change_stat_for_one_use_counts_in_that_use_only() -> None:
    game = card_game("Plumpy", "lunge", plumpy="at: [6, 1]")
    events = play(game, "roll K Plumpy lunge dummy-1 [1,2]")  # FunkyDuck 1, Resist 2
    attack = the(events, "attack")
    assert (attack.score, attack.against) == (4 + 3 + 1 + 2, 2)
    assert "Q 4 + Lunge 3 + Plain 'Ol Sword 1 + Lunge 2 = 10" in attack.text
    assert game.duck("Plumpy").changes == []


def test_raise_max_lifts_the_max_and_the_current_stat() -> None:
    game = card_game("Pantsy", "egg")
    assert the(play(game, "roll K Pantsy egg [1]"), "rank").value == 1
    pantsy = game.duck("Pantsy")
    assert (pantsy.p, pantsy.pmax) == (5, 5)


def test_apply_condition_lands_on_a_target_that_fails_to_resist() -> None:
    game = card_game("Pantsy", "chill", dice="funky, funky")
    events = play(game, "roll K Pantsy chill dummy-1 [1,5]")  # 4 + 1 = 5 vs P 0 + 5
    assert the(events, "resist").resisted and not found(events, "condition")
    events = play(game, "roll K Pantsy chill dummy-1 [2,5]")  # 6 vs 5
    assert the(events, "condition", target="dummy-1").condition == "frozen"
    assert game.beastie("dummy-1").conditions == {"frozen": 1}


@pytest.mark.parametrize(("card", "left"), [("thaw", {"dizzy": 2}), ("cure", {})])
def test_remove_condition_lifts_one_or_all(card: str, left: dict[str, int]) -> None:
    game = card_game("Pantsy", card, plumpy="at: [1, 1], conditions: {frozen: 1, dizzy: 2}")
    play(game, f"roll K Pantsy {card} Plumpy [1]")
    assert game.duck("Plumpy").conditions == left


def test_removing_the_knockout_condition_wakes_with_fatty_one() -> None:
    game = card_game("Pantsy", "wake", plumpy="at: [1, 1], stats: {F: 0}")
    events = play(game, "roll K Pantsy wake Plumpy [1]")
    assert the(events, "condition", condition="unconscious").value == 0
    assert game.duck("Plumpy").f == 1 and game.duck("Plumpy").conditions == {}


@pytest.mark.parametrize(
    ("card", "start", "end"),
    [
        ("push-two", (5, 3), (7, 3)),
        ("push-three", (7, 3), (8, 3)),  # the wall stops it
        ("pull-three", (8, 3), (5, 3)),
        ("pull-six", (8, 3), (5, 3)),  # a pull stops in base contact
    ],
)
def test_push_and_pull(card: str, start: tuple[int, int], end: tuple[int, int]) -> None:
    game = card_game(
        "Pantsy",
        card,
        pantsy="at: [4, 3]",
        beasties=f"{{kind: dummy, at: [{start[0]}, {start[1]}]}}",
    )
    events = play(game, f"roll K Pantsy {card} dummy-1 [1]")
    assert game.beastie("dummy-1").pos == end
    assert the(events, "move", actor="dummy-1").at == end


def test_a_big_beastie_is_pushed_as_one_and_the_wall_stops_its_tail() -> None:
    game = card_game(
        "Pantsy",
        "push-four",
        pantsy="at: [4, 3]",
        beasties="{kind: blind-terror-snake, at: [5, 3]}",
    )
    play(game, "roll K Pantsy push-four blind-terror-snake-1 [1]")  # no Resist: none
    assert game.beastie("blind-terror-snake-1").cells == ((7, 3), (8, 3))


def test_step_moves_the_user_to_a_space_it_picks_within_reach() -> None:
    game = card_game("Pantsy", "hop")
    with pytest.raises(IllegalAction, match="not within 3"):
        game.apply("roll K Pantsy hop @5,2 [1]")
    play(game, "roll K Pantsy hop @4,2 [1]")
    assert game.duck("Pantsy").pos == (4, 2)


def test_step_on_an_ally_moves_the_ally() -> None:
    game = card_game("Pantsy", "piggy")
    play(game, "roll K Pantsy piggy Plumpy @3,1 [1]")
    assert game.duck("Plumpy").pos == (3, 1) and game.duck("Pantsy").pos == (1, 2)


def test_teleport_entry_sends_a_duckventurer_to_the_way_in_and_a_beastie_home() -> None:
    game = card_game(
        "Plumpy",
        "recall, push-two, send-home",
        plumpy="at: [4, 3]",
        pantsy="at: [6, 6]",
        beasties="{kind: dummy, at: [5, 3]}",
        dice="funky, funky, funky",
    )
    play(game, "roll K Plumpy recall Pantsy [1]")
    assert game.duck("Pantsy").pos == (1, 1)  # the first arrival space of the Hall
    play(game, "roll K Plumpy push-two dummy-1 [1]")
    assert game.beastie("dummy-1").pos == (7, 3)
    play(game, "roll K Plumpy send-home dummy-1 [1]")
    assert game.beastie("dummy-1").pos == (5, 3)  # where it stood when it came in


def test_deny_resist_for_one_use_helps_that_use_only() -> None:
    game = card_game("Plumpy", "cheap-shot", plumpy="at: [6, 1]")
    events = play(game, "roll K Plumpy cheap-shot dummy-1 [1]")  # no Resist face asked for
    attack = the(events, "attack")
    assert (attack.score, attack.against, attack.damage) == (4 + 2 + 1, 0, 7)
    assert game.world.state.beasties[0].denied is None


def test_deny_resist_for_the_room_outlasts_the_turn() -> None:
    game = card_game("Pantsy", "jinx")
    play(game, "roll K Pantsy jinx dummy-1 [1]", "end")
    assert game.world.state.beasties[0].denied == "room"


def test_draw_fills_the_hand_and_a_card_over_the_limit_is_discarded() -> None:
    game = card_game("Pantsy", "cram", extra="deck_top: [squeaky-slingshot, big-zap]")
    events = play(game, "roll K Pantsy cram [1]")
    assert the(events, "draw", card="squeaky-slingshot").value == 1
    full = the(events, "draw", card="big-zap")
    assert full.value == 0 and full.text == (
        "Pantsy draws Big Zap, but the hand is full (6): it is discarded."
    )
    assert len(game.duck("Pantsy").hand) == 6 and game.world.state.discard == ["big-zap"]


def test_redraw_swaps_cards_from_the_hand() -> None:
    game = card_game("Pantsy", "shuffle", extra="deck_top: [squeaky-slingshot, big-zap]")
    play(game, "roll K Pantsy shuffle [1]")
    hand = game.duck("Pantsy").hand
    assert hand == ["nest-of-holding", "zap-charger", "shuffle", "squeaky-slingshot", "big-zap"]
    assert game.world.state.discard == ["frost-o", "gotcha"]


@pytest.mark.parametrize(
    ("card", "start", "end"), [("begone", 2, 1), ("begone", 0, 0), ("stir", 1, 2)]
)
def test_booster_wooster_moves_duckthulhu_up_or_back(card: str, start: int, end: int) -> None:
    game = card_game("Pantsy", card, extra=f"booster: {start}")
    events = play(game, f"roll K Pantsy {card} [1]")
    assert game.booster_step == end
    assert [e.booster_step for e in found(events, "booster")] == ([end] if end != start else [])


def test_booster_wooster_at_the_top_is_a_defeat_when_the_quest_says_so() -> None:
    game = card_game("Pantsy", "stir", extra="booster: 2")
    play(game, "roll K Pantsy stir [1]")
    assert game.outcome is not None and game.outcome.reason == Reason.BOOSTER_TOP
    assert game.outcome.text == "Duckthulhu reached the top of his Booster-Wooster"


@pytest.mark.parametrize("card", ["whistle", "horn"])
def test_summon_brings_beasties_next_to_the_user_or_at_spawn_points(card: str) -> None:
    game = card_game("Pantsy", card, beasties="")
    assert game.room_view().cleared
    events = play(game, f"roll K Pantsy {card} [1]")
    spots = [b.pos for b in game.beasties]
    assert [e.at for e in found(events, "spawn")] == spots
    if card == "horn":
        assert spots == [(7, 1), (7, 5)]
    else:
        assert len(spots) == 2 and all(max(abs(c - 1), abs(r - 2)) == 1 for c, r in spots)
    assert not game.room_view().cleared  # Beasties in the room: it is not Cleared any more


def test_add_dice_while_acting_goes_to_the_user() -> None:
    game = card_game("Pantsy", "zoom")
    assert the(play(game, "roll K Pantsy zoom [1]"), "give", actor="Pantsy").value == 2
    assert game.duck("Pantsy").dice == ["walk", "walk"]


def test_add_dice_before_picking_joins_the_pool_beyond_six() -> None:
    game = scene(
        "room: 1\nomens: true\ndeck_top: [lucky, big-zap]",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 2], loot: 6}",
    )
    play(game, "buy Pantsy", "pick W W W W W W")
    assert sorted(game.pool) == ["funky", *["walk"] * 6]


def test_lose_dice_takes_a_held_die_of_that_kind() -> None:
    game = card_game("Pantsy", "fumble", plumpy="at: [1, 1], dice: [walk, fighter]")
    play(game, "roll K Pantsy fumble Plumpy [1]")
    assert game.duck("Plumpy").dice == ["fighter"]


@pytest.mark.parametrize(("before", "card", "after"), [(1, "purse", 5), (3, "leech", 0)])
def test_gain_loot_and_losing_it_never_below_zero(before: int, card: str, after: int) -> None:
    game = card_game("Pantsy", card, pantsy=f"at: [1, 2], loot: {before}")
    assert the(play(game, f"roll K Pantsy {card} [1]"), "loot").loot == after - before
    assert game.duck("Pantsy").loot == after


def test_ward_soaks_like_a_duck_die() -> None:
    game = card_game(
        "Plumpy",
        "shell",
        plumpy="at: [6, 1]",
        pantsy="at: [1, 6]",
        beasties="{kind: stander, at: [7, 1]}",
    )
    play(game, "roll K Plumpy shell [1]")
    events = play(game, "end [6,4,1]")  # Q 2 + 10 = 12 vs Q 4 + 1 + sword 1 = 6 → 6
    assert [e.prevented for e in found(events, "soak") if e.prevented] == [3]
    assert game.duck("Plumpy").f == 8 - 3


def test_extra_attack_of_a_card_on_its_user_strikes_the_weakest_beastie_in_reach() -> None:
    game = card_game("Plumpy", "swipe", plumpy="at: [6, 1]")
    attack = the(play(game, "roll K Plumpy swipe [1,6,2,1]"), "attack")  # 1; 6+2; Resist 1
    assert (attack.target, attack.score, attack.against) == ("dummy-1", 4 + 8 + 1, 1)
    assert game.beastie("dummy-1").f == 20 - 12


def test_extra_attack_out_of_reach_does_nothing() -> None:
    game = card_game("Plumpy", "swipe")
    events = play(game, "roll K Plumpy swipe [1]")
    assert not found(events, "attack") and not found(events, "damage")


def test_boosty_charges_add_to_a_stat_change() -> None:
    game = card_game("Plumpy", "brave", dice="funky, walk, walk, duck")
    play(game, "cash W Plumpy brave", "cash W Plumpy brave")
    with pytest.raises(IllegalAction, match="fully Boosted"):
        game.apply("cash D Plumpy brave")
    change = the(play(game, "roll K Plumpy brave [1]"), "condition", target="Plumpy")
    assert (
        change.value == 3
        and change.text == "Plumpy: Q +3 in Choppy attacks for the turn from Brave."
    )
    assert game.duck("Plumpy").charges == {}


def test_lose_dice_before_picking_leaves_fewer_to_pick() -> None:
    game = scene(
        "room: 1\nomens: true\ndeck_top: [downpour, big-zap]",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 2], loot: 6}",
        physical=False,
    )
    play(game, "buy Pantsy")
    assert game.dice_to_pick == 5
    with pytest.raises(IllegalAction, match="exactly 5"):
        game.apply("pick W W W W W W")


def test_a_lootcounter_added_while_acting_joins_the_turns_loot_counter_pool() -> None:
    game = card_game("Pantsy", "penny")
    play(game, "roll K Pantsy penny [1]")
    assert game.loot_counters == 1 and game.duck("Pantsy").dice == []


def test_every_effect_kind_the_content_allows_has_a_handler() -> None:
    kinds = get_args(get_args(Effect)[0])  # Effect is Annotated[Damage | Heal | ..., Field]
    assert len(kinds) > 10 and set(kinds) == set(HANDLERS)
