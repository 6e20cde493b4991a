"""The seed's rules said another way, and the house rules for Resist Rolls, the FunkyDuck, the
DuckDuckGoose, Conditions, triggers, Omens and Snares, each from a scenario with supplied dice."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import IllegalAction

from .helpers import found, play, scene, the

ACT = "room: 1\nphase: act"
PLUMPY = "{name: Plumpy, class: duckidin, at: [6, 1]"
PANTSY = "{name: Pantsy, class: duckwiz, at: [1, 2]"
PLUMPY_HAND = "[plain-ol-sword, delicious-small-amphibian-dinner"
PANTSY_HAND = "[frost-o, gotcha, nest-of-holding, zap-charger"


def acting(plumpy: str = "", pantsy: str = "", beasties: str = "", extra: str = "") -> object:
    """The two in the Hall, acting: each spec goes inside its Duckventurer's braces."""
    party = f"party:\n  - {PLUMPY}{plumpy}}}\n  - {PANTSY}{pantsy}}}"
    return scene(ACT, party, f"beasties: [{beasties}]" if beasties else "", extra)


# -- Resist Rolls ------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "resisted"), [(4, True), (5, False)])
def test_a_beastie_ability_that_denies_the_resist_roll_meets_the_flat_stat(
    face: int, resisted: bool
) -> None:
    game = scene(ACT, f"party:\n  - {PANTSY}}}", "beasties: [{kind: glarer, at: [4, 2]}]")
    events = play(game, f"end [{face}]")  # Glare: P 0 + the roll vs Pantsy's flat P 4
    glare = the(events, "resist", target="Pantsy")
    assert (glare.score, glare.against, glare.resisted) == (face, 4, resisted)
    assert ("spooked" in game.duck("Pantsy").conditions) != resisted


def test_a_condition_that_denies_resist_counts_the_flat_stat() -> None:
    game = scene(
        ACT,
        f"party:\n  - {PLUMPY}, conditions: [dazed]}}",
        "beasties: [{kind: stander, at: [7, 1]}]",
    )
    attack = the(play(game, "end [5]"), "attack")  # Q 2 + 5 = 7 vs flat Q 4 + sword 1 = 5
    assert (attack.score, attack.against, attack.damage) == (7, 5, 2)
    assert attack.text.endswith("vs Plumpy: flat Q 4 + Plain 'Ol Sword 1 = 5 → 2 damage")


def test_an_item_is_resisted_with_the_stat_printed_on_it() -> None:
    game = acting(pantsy=", dice: [funky], hand: [brick]", beasties="{kind: dummy, at: [7, 1]}")
    resist = the(play(game, "roll K Pantsy brick dummy-1 [3,1]"), "resist")
    assert (resist.score, resist.against, resist.resisted) == (7, 21, True)  # F 20 + 1


def test_an_item_that_denies_the_resist_roll_meets_the_flat_peanut_brain() -> None:
    game = acting(pantsy=", dice: [funky], hand: [net]", beasties="{kind: brainy, at: [7, 2]}")
    resist = the(play(game, "roll K Pantsy net brainy-1 [1]"), "resist")  # no face for it
    assert (resist.score, resist.against, resist.resisted) == (5, 9, True)


def test_a_feat_scores_quack_and_is_resisted_with_quack() -> None:
    game = acting(", dice: [funky], hand: [butt]", beasties="{kind: stander, at: [7, 1]}")
    resist = the(play(game, "roll K Plumpy butt stander-1 [2,3]"), "resist")
    assert (resist.score, resist.against, resist.resisted) == (4 + 2, 2 + 3, False)


# -- FunkyDuck ---------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "works"), [(2, False), (3, True)])
def test_activation_needs_peanut_brain_plus_funkyduck_higher_than_the_cost(
    face: int, works: bool
) -> None:
    game = acting(pantsy=", dice: [funky], hand: [dear]")
    card = the(play(game, f"roll K Pantsy dear [{face}]"), "card")  # P 4 + 2 = 6 is not above 6
    assert (card.score, card.against, card.success) == (4 + face, 6, works)
    assert game.duck("Pantsy").dice == [] and game.duck("Pantsy").ward == int(works)


def test_a_zero_cost_activated_card_still_spends_the_funkyduck_unrolled() -> None:
    game = acting(pantsy=", dice: [funky], hand: [freebie]")
    card = the(play(game, "roll K Pantsy freebie"), "card")  # no face supplied, none asked for
    assert (card.against, card.success) == (0, True) and "spent unrolled" in card.text
    assert game.duck("Pantsy").dice == [] and game.duck("Pantsy").ward == 1


@pytest.mark.parametrize(("who", "card"), [("Pantsy", "zap-back"), ("Plumpy", "plain-ol-sword")])
def test_triggered_and_passive_cards_take_no_funkyduck(who: str, card: str) -> None:
    game = acting(
        ", dice: [funky]",
        f", dice: [funky], hand: {PANTSY_HAND}, zap-back]",
        "{kind: dummy, at: [7, 1]}",
    )
    with pytest.raises(IllegalAction, match="needs no FunkyDuck"):
        game.apply(f"roll K {who} {card} dummy-1")


def test_boosty_charges_stay_when_the_card_fizzles() -> None:
    game = acting(pantsy=", dice: [walk, funky, funky], hand: [charge-up]")
    play(game, "cash W Pantsy charge-up", "roll K Pantsy charge-up [2]")  # 4 + 2: it fizzles
    pantsy = game.duck("Pantsy")
    assert pantsy.charges == {"charge-up": 1} and pantsy.ward == 0
    play(game, "roll K Pantsy charge-up [3]")
    assert pantsy.charges == {} and pantsy.ward == 2  # 1 + 1 per charge


# -- DuckDuckGoose -----------------------------------------------------------------------
def test_a_stored_goose_moves_duckthulhu_only_when_rolled_later() -> None:
    game = acting(pantsy=", dice: [goose]")
    play(game, "cash G Pantsy nest-of-holding", "end")
    assert game.booster_step == 0
    play(game, "release Pantsy nest-of-holding", "pick W W W W W W", "give G Pantsy")
    play(game, "give W Plumpy", "go", "roll W Plumpy [2]", "goose Pantsy reroll [3,4]")
    assert game.booster_step == 1 and game.pending is not None and game.pending.value == 4


def test_goose_redraw_swaps_funkards_and_feeds_duckthulhu() -> None:
    game = acting(pantsy=", dice: [goose]", extra="deck_top: [big-zap]")
    events = play(game, "goose Pantsy redraw gotcha [2]")
    assert game.booster_step == 1 and the(events, "booster").booster_step == 1
    assert the(events, "draw", card="gotcha").value == -1
    assert the(events, "draw", card="big-zap").value == 1
    assert "gotcha" not in game.duck("Pantsy").hand


def test_a_goose_cannot_lift_a_walk_limit() -> None:
    game = acting(", conditions: [stuck], dice: [walk]", ", dice: [goose]")
    play(game, "roll W Plumpy [5]")
    assert game.pending is not None and game.pending.value == 1  # Stuck: at most 1 space
    play(game, "goose Pantsy add [4]", "sign +")
    assert game.pending is not None and game.pending.value == 1


def test_the_log_of_a_walk_a_condition_limits_names_the_condition() -> None:
    game = acting(", conditions: [stuck], dice: [walk]")
    events = play(game, "roll W Plumpy [5]")
    roll = the(events, "roll", actor="Plumpy")
    assert roll.text == "Plumpy rolls DuckWalk: 1 (5, Stuck: at most 1)."


# -- Conditions --------------------------------------------------------------------------
def test_frozen_walks_nowhere_and_wears_off_after_one_turn() -> None:
    game = acting(", conditions: {frozen: 1}, dice: [walk]")
    play(game, "roll W Plumpy [6,2]")
    assert game.pending is not None and game.pending.value == 0
    play(game, "walk Plumpy 6,1", "end")
    assert game.duck("Plumpy").conditions == {}


def test_wobbly_walk_wastes_a_step_on_a_one() -> None:
    game = scene(
        ACT,
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], conditions: [dizzy],"
        " dice: [walk]}",
    )
    events = play(game, "roll W Plumpy [3]", "walk Plumpy 4,1 [1,4,5]")
    assert len(found(events, "move", actor="Plumpy", at=None)) == 1  # the wasted step
    assert the(events, "move", actor="Plumpy", at=(3, 1)).value == 2


def test_damage_each_turn_is_soaked_by_duck_dice_like_any_damage_of_the_turn() -> None:
    game = acting(", conditions: [toasty], dice: [duck]")
    play(game, "roll D Plumpy [5]")
    events = play(game, "end")
    assert the(events, "soak", target="Plumpy", die=None).prevented == 2  # Toasty's 2
    assert not found(events, "damage") and game.duck("Plumpy").f == 8


def test_no_actions_means_no_dice() -> None:
    game = acting(", conditions: [stunned]")
    play(game, "end", "pick W W W W W W")
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("give W Plumpy")


def test_no_free_action_blocks_declaring_one() -> None:
    game = scene(
        ACT, "party:\n  - {name: Pantsy, class: duckwiz, at: [8, 6], conditions: [spooked]}"
    )
    with pytest.raises(IllegalAction, match="allows no free Action"):
        game.apply("interact Pantsy 9,6")


def test_a_condition_caught_later_in_the_turn_spoils_a_declared_free_action() -> None:
    game = scene(
        ACT,
        "party:\n  - {name: Pantsy, class: duckwiz, at: [8, 6]}\n"
        "  - {name: Plumpy, class: duckidin, at: [1, 1], dice: [funky], hand: [boo]}",
    )
    play(game, "interact Pantsy 9,6", "roll K Plumpy boo Pantsy [1]")  # a friend: no Resist
    lost = the(play(game, "end"), "free_lost", actor="Pantsy")
    assert lost.text == "Pantsy is held by a Condition: the interact is lost."
    assert game.room_view().glyph(9, 6) == "+"


def test_a_condition_modifier_counts_only_in_its_situation() -> None:
    game = acting(
        ", conditions: [spooked], dice: [fighter, fighter]", beasties="{kind: dummy, at: [7, 1]}"
    )
    chop = the(play(game, "roll F Plumpy choppy dummy-1 [2,1]"), "attack")
    assert chop.score == 4 + 2 + 1 - 1 and "- Spooked 1" in chop.text
    shoot = the(play(game, "roll F Plumpy shooty dummy-1 [2,1]"), "attack")
    assert shoot.score == 4 + 2 and "Spooked" not in shoot.text


def test_a_knocked_out_duckventurer_loses_its_held_dice() -> None:
    game = acting(f", dice: [funky, walk], hand: {PLUMPY_HAND}, oops]")
    events = play(game, "roll K Plumpy oops [1]")
    assert the(events, "knockout").target == "Plumpy"
    lost = the(events, "lost_dice", actor="Plumpy")
    assert lost.value == 1 and game.duck("Plumpy").dice == []
    assert lost.text == "Plumpy's unused DuckWalk is lost."  # the end of a turn's words
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("roll W Plumpy [3]")


# -- Triggers ----------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "ward"), [(3, 0), (4, 1)])
def test_a_class_triggered_ability_goes_off_on_its_chance(face: int, ward: int) -> None:
    game = scene("room: 1\nphase: room_table", "party:\n  - {name: Lucky, class: lucky}")
    events = play(game, f"enter [3,{face}]")  # the Room Table, then Lucky Break's d6 (4+)
    assert game.duck("Lucky").ward == ward
    # The chance roll is told either way: a player once saw nothing of a Bonk Frenzy that
    # did not go off, and could not tell whether it had been rolled at all.
    told = the(events, "card", actor="Lucky", against=4)
    assert (told.score, told.success) == (face, bool(ward))
    assert told.text == f"Lucky's Lucky Break (on a 4+): rolls {face}" + (
        "." if ward else ", it does not go off."
    )


def test_a_targeted_card_goes_off_when_a_beastie_attacks() -> None:
    game = scene(
        ACT,
        f"party:\n  - {PLUMPY}, hand: {PLUMPY_HAND}, bell]}}",
        "beasties: [{kind: stander, at: [7, 1]}]",
    )
    events = play(game, "end [6,3,1]")  # Q 2 + 9 = 11 vs 6 → 5, the bell soaks 2
    assert the(events, "card", card="bell").actor == "Plumpy"
    assert [e.prevented for e in found(events, "soak") if e.prevented] == [2]
    assert game.duck("Plumpy").f == 8 - 3


def test_a_snare_card_goes_off_when_a_snare_springs() -> None:
    game = acting(
        f", dice: [funky], hand: {PLUMPY_HAND}, sense, study]", extra="deck_top: [pit, big-zap]"
    )
    events = play(game, "roll K Plumpy study [1,1]")  # FunkyDuck; Resist Q 4 + 1 < 9
    assert the(events, "card", card="sense").actor == "Plumpy"
    assert the(events, "snare", card="pit").resisted is False
    assert [e.prevented for e in found(events, "soak") if e.prevented] == [2]
    assert game.duck("Plumpy").f == 8 and game.duck("Plumpy").targeted


# -- Omens and Snares --------------------------------------------------------------------
def test_an_omen_for_the_party_lands_on_everyone_and_takes_no_hand_place() -> None:
    game = acting(
        ", stats: {F: 5}",
        ", stats: {F: 5}, dice: [funky], hand: [study]",
        extra="omens: true\ndeck_top: [news, big-zap]",
    )
    events = play(game, "roll K Pantsy study [1]")
    assert the(events, "omen", card="news").actor == "Pantsy"
    assert [d.f for d in game.ducks] == [7, 7] and game.duck("Pantsy").hand == ["study", "big-zap"]


def test_a_step_snare_from_the_deck_lies_next_to_the_drawer_and_springs_on_a_walker() -> None:
    game = scene(
        ACT,
        "deck_top: [wire, big-zap]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [5, 5], dice: [walk]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [funky], hand: [study]}",
    )
    play(game, "roll K Pantsy study [1]")
    assert game.at(1, 1).snare == "wire" and not game.room_view().cleared
    events = play(game, "roll W Plumpy [6,1]", "walk Plumpy 2,1 [2]")  # Resist Q 4 + 2 < 9
    assert the(events, "snare", card="wire").target == "Plumpy"
    assert game.duck("Plumpy").f == 6 and game.at(1, 1).snare is None and game.room_view().cleared


def test_a_room_enter_snare_drawn_waits_for_the_next_room() -> None:
    game = acting(
        pantsy=", dice: [funky], hand: [study]",
        extra="deck_top: [bucket, big-zap]\nopen_doors: [east]",
    )
    assert the(play(game, "roll K Pantsy study [1]"), "snare", card="bucket").actor == "Pantsy"
    assert game.room_view().cleared
    play(game, "end", "leave east [1,1]")
    bucket = the(play(game, "enter [3]"), "snare", card="bucket")  # no Resist Roll: flat Q 4
    assert (bucket.target, bucket.against, bucket.resisted) == ("Plumpy", 4, False)


LYING_WEB = """
snares: [{snare: sticky-web, at: [1, 1]}]
party:
  - {name: Plumpy, class: duckidin, at: [2, 1]}
  - {name: Pantsy, class: duckwiz, at: [1, 2]}
"""


def test_a_failed_disarm_keeps_the_snare_and_spends_the_free_action() -> None:
    game = scene(ACT, LYING_WEB)
    play(game, "interact Plumpy 1,1")
    held = the(play(game, "end [1]"), "snare", actor="Plumpy")  # P 2 + 1 = 3 vs 5
    assert (held.score, held.against, held.success) == (3, 5, False)
    assert held.text == "Plumpy disarms Sticky Web: P 2 + 1 = 3 vs 5 → it holds"
    assert game.at(1, 1).snare == "sticky-web" and not game.room_view().cleared
    play(game, "pick W W W W W W", "go", "interact Plumpy 1,1")
    assert the(play(game, "end [4]"), "snare", actor="Plumpy").success
    assert game.room_view().cleared


def test_a_lingering_snare_springs_at_turn_start_only_on_whoever_stands_on_it() -> None:
    game = scene(ACT, LYING_WEB.replace("[2, 1]", "[2, 2]"))
    events = play(game, "end")
    assert not found(events, "snare")
    assert not game.duck("Pantsy").targeted and not game.room_view().cleared
