"""The seed's rules said another way, and the house rules for Omens, Snares, Conditions and
triggers, each with supplied dice."""

from __future__ import annotations

import pytest

from duckgeon_tui.content.cards import Omen, Snare
from duckgeon_tui.engine import IllegalAction

from .audit_content import acting, audit_game, feat, item, place, use
from .helpers import has, play

SOLO = (("Plumpy", "duckidin"),)


def _snare(sid: str, trigger: str, **kw: object) -> Snare:
    data = {"resist": "Q", "difficulty": 9, "effects": [{"kind": "damage", "amount": 2}]}
    data |= {"disarm": {"stat": "P", "target": 6}, **kw}
    return Snare.model_validate({"id": sid, "name": sid.title(), "trigger": trigger, **data})


# -- Resist Rolls ------------------------------------------------------------------------
def test_a_duckventurer_may_choose_not_to_resist_a_beastie_ability() -> None:
    game = acting(audit_game(hall=[("caster", 1)], party=SOLO))
    place(game, caster_1=(4, 1), Plumpy=(1, 1))
    events = play(game, "resist Plumpy off", "end [4]")  # no Resist face is asked for
    assert has(events, "Plumpy chooses not to resist → not resisted")
    assert "spooked" in game.duck("Plumpy").conditions


def test_a_condition_that_denies_resist_counts_the_flat_stat() -> None:
    game = acting(audit_game(hall=[("stander", 1)], party=SOLO))
    place(game, Plumpy=(6, 1))
    game.duck("Plumpy").conditions["dazed"] = None
    events = play(game, "end [5]")  # Q 2 + 5 = 7 vs flat Q 4 + sword 1 = 5 → 2
    assert has(events, "vs Plumpy: flat Q 4 + Plain 'Ol Sword 1 = 5 → 2 damage")


def test_an_item_is_resisted_with_the_stat_printed_on_it() -> None:
    brick = item(
        "brick",
        activation="activated",
        cost=1,
        resist="F",
        target={"kind": "enemy", "range": 6},
        effects=[{"kind": "damage", "amount": 2}],
    )
    game = acting(audit_game(brick, hall=[("dummy", 1)]))
    events = use(game, "Pantsy", "brick", "dummy-1", faces=(3, 1))
    assert has(events, "Pantsy: P 4 + FunkyDuck 3 = 7 vs Dummy: F 20 + 1 = 21 → resisted")


def test_a_feat_scores_quack_and_is_resisted_with_quack() -> None:
    butt = feat("butt", [{"kind": "damage", "amount": 1}], target={"kind": "enemy", "range": 1})
    game = acting(audit_game(butt, hall=[("stander", 1)]))
    place(game, Plumpy=(6, 1))
    events = use(game, "Plumpy", "butt", "stander-1", faces=(2, 3))
    assert has(events, "Plumpy: Q 4 + FunkyDuck 2 = 6 vs Stander: Q 2 + 3 = 5 → not resisted")


# -- FunkyDuck ---------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "verdict"), [(2, "fizzles"), (3, "activated")])
def test_activation_needs_peanut_brain_plus_funkyduck_higher_than_the_cost(
    face: int, verdict: str
) -> None:
    dear = feat("dear", [{"kind": "ward", "amount": 1}], cost=6)
    game = acting(audit_game(dear, hall=[]))
    events = use(game, "Pantsy", "dear", faces=(face,))  # P 4 + 2 = 6 is not above 6
    assert has(events, f"vs cost 6 → {verdict}") and "funky" not in game.duck("Pantsy").dice
    assert game.duck("Pantsy").ward == (1 if verdict == "activated" else 0)


def test_a_zero_cost_activated_card_still_spends_the_funkyduck_unrolled() -> None:
    free = feat("freebie", [{"kind": "ward", "amount": 1}], cost=0)
    game = acting(audit_game(free, hall=[]))
    events = use(game, "Pantsy", "freebie")  # no face supplied, none asked for
    assert has(events, "cost 0: the FunkyDuck is spent unrolled")
    assert game.duck("Pantsy").dice == [] and game.duck("Pantsy").ward == 1


@pytest.mark.parametrize(("who", "card"), [("Pantsy", "zap-back"), ("Plumpy", "plain-ol-sword")])
def test_triggered_and_passive_cards_take_no_funkyduck(who: str, card: str) -> None:
    game = acting(audit_game(hall=[("dummy", 1)]))
    game.duck("Pantsy").hand.append("zap-back")
    with pytest.raises(IllegalAction, match="needs no FunkyDuck"):
        use(game, who, card, "dummy-1")


def test_boosty_charges_stay_when_the_card_fizzles() -> None:
    charge = feat("charge-up", [{"kind": "ward", "amount": 1}], cost=6, boosty={"max_charges": 2})
    game = acting(audit_game(charge, hall=[]))
    pantsy = game.duck("Pantsy")
    pantsy.hand.append("charge-up")
    pantsy.dice.append("walk")
    play(game, "cash W Pantsy charge-up")
    use(game, "Pantsy", "charge-up", faces=(2,))  # P 4 + 2 = 6, not above 6: it fizzles
    assert pantsy.charges == {"charge-up": 1} and pantsy.ward == 0
    use(game, "Pantsy", "charge-up", faces=(3,))
    assert pantsy.charges == {} and pantsy.ward == 2  # 1 + 1 per charge


# -- DuckDuckGoose -----------------------------------------------------------------------
def test_a_stored_goose_moves_duckthulhu_only_when_rolled_later() -> None:
    game = acting(audit_game(hall=[]), "G W W W W W")
    pantsy = game.duck("Pantsy")
    game.state.pool.remove("goose")
    pantsy.dice.append("goose")
    play(game, "cash G Pantsy nest-of-holding", "end")
    assert game.booster_step == 0
    play(game, "release Pantsy nest-of-holding", "pick W W W W W W", "give G Pantsy")
    play(game, "give W Plumpy", "go", "roll W Plumpy [2]", "goose Pantsy reroll [3,4]")
    assert game.booster_step == 1 and game.pending is not None and game.pending.value == 4


def test_goose_redraw_swaps_funkards_and_feeds_duckthulhu() -> None:
    game = acting(audit_game(hall=[]))
    game.duck("Pantsy").dice.append("goose")
    game.state.deck = ["big-zap"]
    events = play(game, "goose Pantsy redraw gotcha [2]")
    assert game.booster_step == 1 and "big-zap" in game.duck("Pantsy").hand
    assert "gotcha" not in game.duck("Pantsy").hand and has(events, "discards Gotcha!")


def test_a_goose_cannot_lift_a_walk_limit() -> None:
    game = acting(audit_game(hall=[]))
    plumpy = game.duck("Plumpy")
    plumpy.conditions["stuck"] = None
    plumpy.dice.append("walk")
    game.duck("Pantsy").dice.append("goose")
    play(game, "roll W Plumpy [5]")
    assert game.pending is not None and game.pending.value == 1  # Stuck: at most 1 space
    play(game, "goose Pantsy add [4]", "sign +")
    assert game.pending is not None and game.pending.value == 1


# -- Conditions --------------------------------------------------------------------------
def test_frozen_walks_nowhere_and_wears_off_after_one_turn() -> None:
    game = acting(audit_game(hall=[]))
    plumpy = game.duck("Plumpy")
    plumpy.conditions["frozen"] = 1
    plumpy.dice.append("walk")
    play(game, "roll W Plumpy [6,2]")
    assert game.pending is not None and game.pending.value == 0
    play(game, "walk Plumpy 1,1", "end")
    assert plumpy.conditions == {}


def test_wobbly_walk_wastes_a_step_on_a_one() -> None:
    game = acting(audit_game(hall=[]))
    plumpy = game.duck("Plumpy")
    plumpy.conditions["dizzy"] = 2
    plumpy.dice.append("walk")
    events = play(game, "roll W Plumpy [3]", "walk Plumpy 4,1 [1,4,5]")
    assert has(events, "Plumpy wobbles and wastes a step.") and plumpy.pos == (3, 1)


def test_damage_each_turn_is_not_soaked_by_duck_dice() -> None:
    game = acting(audit_game(hall=[]))
    plumpy = game.duck("Plumpy")
    plumpy.conditions["toasty"] = 2
    plumpy.dice.append("duck")
    play(game, "roll D Plumpy [5]")
    events = play(game, "end")
    assert has(events, "Plumpy takes 2 damage from Toasty") and plumpy.f == 6


def test_no_actions_means_no_dice() -> None:
    game = acting(audit_game(hall=[]))
    game.duck("Plumpy").conditions["stunned"] = None
    play(game, "end", "pick W W W W W W")
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("give W Plumpy")


def test_no_free_action_blocks_declaring_and_spoils_one_declared() -> None:
    game = acting(audit_game(hall=[]))
    pantsy = game.duck("Pantsy")
    place(game, Pantsy=(8, 6))
    pantsy.conditions["spooked"] = 2
    with pytest.raises(IllegalAction, match="allows no free Action"):
        game.apply("interact Pantsy 9,6")
    pantsy = game.duck("Pantsy")
    del pantsy.conditions["spooked"]
    play(game, "interact Pantsy 9,6")
    pantsy.conditions["spooked"] = 2  # Spooked later in the turn, without being targeted
    events = play(game, "end")
    assert has(events, "Pantsy is held by a Condition: the interact is lost.")
    assert (9, 6) not in game.state.rooms[0].open_doors


def test_a_condition_modifier_counts_only_in_its_situation() -> None:
    game = acting(audit_game(hall=[("dummy", 1)]))
    plumpy = game.duck("Plumpy")
    place(game, Plumpy=(6, 1))
    plumpy.conditions["spooked"] = 2
    plumpy.dice += ["fighter", "fighter"]
    chop = play(game, "roll F Plumpy choppy dummy-1 [2,1]")
    assert has(chop, "Q 4 + DuckFighter 2 + Plain 'Ol Sword 1 - Spooked 1 = 6")
    shoot = play(game, "roll F Plumpy shooty dummy-1 [2,1]")
    assert has(shoot, "Plumpy: Q 4 + DuckFighter 2 = 6 vs")


def test_a_knocked_out_duckventurer_loses_its_held_dice() -> None:
    oops = feat("oops", [{"kind": "damage", "amount": 20}])
    game = acting(audit_game(oops, hall=[]))
    plumpy = game.duck("Plumpy")
    plumpy.dice.append("walk")
    events = use(game, "Plumpy", "oops", faces=(1,))
    assert has(events, "Plumpy's unused DuckDice are lost.") and plumpy.dice == []
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("roll W Plumpy [3]")


# -- Triggers ----------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "ward"), [(3, 0), (4, 1)])
def test_a_class_triggered_ability_goes_off_on_its_chance(face: int, ward: int) -> None:
    game = audit_game(hall=[], party=(("Lucky", "lucky"),))
    play(game, f"enter [3,{face}]")  # the Room Table, then Lucky Break's d6 (4+)
    assert game.duck("Lucky").ward == ward


def test_a_targeted_card_goes_off_when_a_beastie_attacks() -> None:
    bell = item(
        "bell",
        activation="triggered",
        trigger="targeted",
        effects=[{"kind": "ward", "amount": 2}],
    )
    game = acting(audit_game(bell, hall=[("stander", 1)], party=SOLO))
    place(game, Plumpy=(6, 1))
    game.duck("Plumpy").hand.append("bell")
    events = play(game, "end [6,3,1]")  # Q 2 + 9 = 11 vs 6 → 5, the bell soaks 2
    assert has(events, "Bell goes off for Plumpy.") and game.duck("Plumpy").f == 8 - 3


def test_a_snare_card_goes_off_when_a_snare_springs() -> None:
    sense = item(
        "sense", activation="triggered", trigger="snare", effects=[{"kind": "ward", "amount": 5}]
    )
    study = feat("study", [{"kind": "draw"}])
    pit = _snare("pit", "drawn")
    game = acting(audit_game(sense, study, hall=[], snares=(pit,), deck_snares=("pit",)))
    plumpy = game.duck("Plumpy")
    plumpy.hand.append("sense")
    game.state.deck = ["big-zap", "snare:pit"]
    events = use(game, "Plumpy", "study", faces=(1, 1))  # FunkyDuck; Resist Q 4 + 1 < 9
    assert has(events, "Sense goes off for Plumpy.") and has(events, "2 damage soaked")
    assert plumpy.f == 8 and plumpy.targeted


# -- Omens and Snares --------------------------------------------------------------------
def test_an_omen_for_the_party_lands_on_everyone_and_takes_no_hand_place() -> None:
    news = Omen.model_validate(
        {
            "id": "news",
            "name": "Good News",
            "effects": [{"kind": "heal", "amount": 2, "to": "party"}],
        }
    )
    study = feat("study", [{"kind": "draw"}])
    game = acting(audit_game(study, hall=[], omens=(news,), omens_on=True))
    for d in game.ducks:
        d.f = 5
    game.state.deck = ["big-zap", "omen:news"]
    events = use(game, "Pantsy", "study", faces=(1,))
    assert has(events, "Pantsy draws an Omen: Good News!")
    assert [d.f for d in game.ducks] == [7, 7] and game.duck("Pantsy").hand[-1] == "big-zap"


def test_a_step_snare_from_the_deck_lies_next_to_the_drawer_and_springs_on_a_walker() -> None:
    wire = _snare("wire", "step")
    study = feat("study", [{"kind": "draw"}])
    game = acting(audit_game(study, hall=[], snares=(wire,), deck_snares=("wire",)))
    game.state.deck = ["big-zap", "snare:wire"]
    use(game, "Pantsy", "study", faces=(1,))
    assert [s.pos for s in game.state.rooms[0].snares] == [(2, 1)]  # next to Pantsy at 1,2
    assert not game.room_view().cleared
    plumpy = game.duck("Plumpy")
    plumpy.pos = (5, 5)
    plumpy.dice.append("walk")
    events = play(game, "roll W Plumpy [6,1]", "walk Plumpy 3,1 [2]")  # Resist Q 4 + 2 < 9
    assert has(events, "Snare! Wire (sprung) catches Plumpy") and plumpy.f == 6
    assert game.state.rooms[0].snares == [] and game.room_view().cleared


def test_a_room_enter_snare_drawn_waits_for_the_next_room() -> None:
    bucket = _snare("bucket", "room_enter", resist="none")
    study = feat("study", [{"kind": "draw"}])
    game = acting(audit_game(study, hall=[], snares=(bucket,), deck_snares=("bucket",)))
    game.state.deck = ["big-zap", "snare:bucket"]
    use(game, "Pantsy", "study", faces=(1,))
    assert game.room_view().cleared and game.state.waiting_snares == ["bucket"]
    play(game, "end", "leave east [1,1]")
    events = play(game, "enter [3]")
    assert has(events, "Snare! Bucket (sprung) catches Plumpy")


def test_a_failed_disarm_keeps_the_snare_and_spends_the_free_action() -> None:
    game = acting(audit_game(hall=[], hall_snare="sticky-web"), faces="[3,6,6]")
    place(game, Plumpy=(2, 1))  # caught (and resisted) twice on 1,1; now next to it
    play(game, "end", "pick W W W W W W", "go", "interact Plumpy 1,1")
    events = play(game, "end [1]")  # P 2 + 1 = 3 vs 5
    assert has(events, "Plumpy disarms Sticky Web: P 2 + 1 = 3 vs 5 → it holds")
    assert len(game.state.rooms[0].snares) == 1 and not game.room_view().cleared
    play(game, "pick W W W W W W", "go", "interact Plumpy 1,1")
    assert has(play(game, "end [4]"), "→ disarmed") and game.room_view().cleared


def test_a_lingering_snare_springs_at_turn_start_only_on_whoever_stands_on_it() -> None:
    game = acting(audit_game(hall=[], hall_snare="sticky-web"), faces="[3,6,6]")
    assert game.state.rooms[0].snares[0].pos == (1, 1)
    place(game, Plumpy=(2, 2))  # off it; Pantsy at 1,2 is next to it
    events = play(game, "end")
    assert not has(events, "Sticky Web")
    assert not game.duck("Pantsy").targeted and not game.room_view().cleared
