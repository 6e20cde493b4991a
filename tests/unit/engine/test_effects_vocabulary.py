"""Every effect kind of the content vocabulary, each run through a card with supplied dice."""

from __future__ import annotations

from typing import get_args

import pytest

from duckgeon_tui.content.cards import Omen
from duckgeon_tui.content.effects import Effect
from duckgeon_tui.engine import IllegalAction
from duckgeon_tui.engine.effects import HANDLERS

from .audit_content import acting, audit_game, feat, place, use, zappy
from .helpers import has, play

DUMMY = [("dummy", 1)]


def _dummy(*cards: object, dice: str = "W W W W W W") -> object:
    game = acting(audit_game(*cards, hall=DUMMY), dice)  # type: ignore[arg-type]
    return game


def test_damage_adds_amount_the_users_stat_and_exploding_dice() -> None:
    zap = zappy("zap", [{"kind": "damage", "amount": 1, "stat": "P", "dice": 1}], resist="none")
    game = _dummy(zap)
    events = use(game, "Pantsy", "zap", "dummy-1", faces=(2, 6, 1))  # FunkyDuck 2; d6 6+1
    assert has(events, "Pantsy: P 4 + FunkyDuck 2 = 6 vs Dummy: flat P 0 = 0 → not resisted")
    assert has(events, "Dummy takes 12 damage from Zap: F 8/20.")  # 1 + P 4 + 7


@pytest.mark.parametrize(("before", "after", "wasted"), [(4, 7, ""), (7, 8, " (2 wasted)")])
def test_heal_stops_at_the_max(before: int, after: int, wasted: str) -> None:
    snack = feat("snack", [{"kind": "heal", "amount": 3}], target={"kind": "ally", "range": 0})
    game = _dummy(snack)
    game.duck("Plumpy").f = before
    events = use(game, "Pantsy", "snack", "Plumpy", faces=(1,))  # no Resist: a friend's card
    assert game.duck("Plumpy").f == after
    assert has(events, f"F {before} → {after}/8{wasted}.")


def test_heal_never_wakes_an_unconscious_duckventurer() -> None:
    snack = feat("snack", [{"kind": "heal", "amount": 3}], target={"kind": "ally", "range": 0})
    game = _dummy(snack)
    plumpy = game.duck("Plumpy")
    plumpy.f, plumpy.conditions["unconscious"] = 0, None
    use(game, "Pantsy", "snack", "Plumpy", faces=(1,))
    assert plumpy.f == 0


def _pump(duration: str) -> object:
    effect = {"kind": "change_stat", "stat": "Q", "amount": 2, "duration": duration}
    return feat("pump", [{**effect, "when": ["choppy_attack"]}])


def test_change_stat_for_the_turn_counts_in_its_situation_then_ends() -> None:
    game = _dummy(_pump("turn"))
    place(game, Plumpy=(6, 1))
    use(game, "Plumpy", "pump", faces=(1,))
    game.duck("Plumpy").dice.append("fighter")
    events = play(game, "roll F Plumpy choppy dummy-1 [3,1]")
    assert has(events, "Q 4 + DuckFighter 3 + Plain 'Ol Sword 1 + Pump 2 = 10 vs Dummy: Q 0 + 1")
    assert game.duck("Plumpy").q == 4  # the STAT itself never changes
    place(game, Plumpy=(1, 1))
    play(game, "end")
    assert game.duck("Plumpy").changes == []


@pytest.mark.parametrize(
    ("duration", "after_turn", "after_room"), [("room", 1, 0), ("quest", 1, 1)]
)
def test_change_stat_for_the_room_or_the_quest(
    duration: str, after_turn: int, after_room: int
) -> None:
    game = acting(audit_game(_pump(duration), hall=[]))  # type: ignore[arg-type]
    use(game, "Plumpy", "pump", faces=(1,))
    play(game, "end")
    assert len(game.duck("Plumpy").changes) == after_turn
    play(game, "leave east [1,1]")
    assert len(game.duck("Plumpy").changes) == after_room


def test_change_stat_for_one_use_counts_in_that_use_only() -> None:
    lunge = feat(
        "lunge",
        [
            {
                "kind": "change_stat",
                "stat": "Q",
                "amount": 2,
                "duration": "use",
                "to": "self",
                "when": ["always"],
            },
            {"kind": "extra_attack", "style": "choppy", "amount": 3},
        ],
        target={"kind": "enemy", "range": 1},
        resist="none",
    )
    game = _dummy(lunge)
    place(game, Plumpy=(6, 1))
    events = use(game, "Plumpy", "lunge", "dummy-1", faces=(1, 2))  # FunkyDuck 1, Resist 2
    assert has(events, "Plumpy: Q 4 + Lunge 3 + Plain 'Ol Sword 1 + Lunge 2 = 10 vs Dummy: Q 0 + 2")
    assert game.duck("Plumpy").changes == []


def test_raise_max_lifts_the_max_and_the_current_stat() -> None:
    egg = feat("egg", [{"kind": "raise_max", "stat": "P", "amount": 1}])
    game = _dummy(egg)
    use(game, "Pantsy", "egg", faces=(1,))
    pantsy = game.duck("Pantsy")
    assert (pantsy.p, pantsy.pmax) == (5, 5)


def test_apply_condition_lands_on_a_target_that_fails_to_resist() -> None:
    chill = zappy("chill", [{"kind": "apply_condition", "condition": "frozen"}])
    game = _dummy(chill)
    events = use(game, "Pantsy", "chill", "dummy-1", faces=(1, 5))  # 4+1 = 5 vs P 0 + 5
    assert has(events, "→ resisted") and game.state.beasties[0].conditions == {}
    use(game, "Pantsy", "chill", "dummy-1", faces=(2, 5))  # 6 vs 5
    assert game.state.beasties[0].conditions == {"frozen": 1}


@pytest.mark.parametrize(("lift", "left"), [("frozen", {"dizzy": 2}), ("all", {})])
def test_remove_condition_lifts_one_or_all(lift: str, left: dict[str, int]) -> None:
    cure = feat(
        "cure",
        [{"kind": "remove_condition", "condition": lift}],
        target={"kind": "ally", "range": 0},
    )
    game = _dummy(cure)
    game.duck("Plumpy").conditions.update({"frozen": 1, "dizzy": 2})
    use(game, "Pantsy", "cure", "Plumpy", faces=(1,))
    assert game.duck("Plumpy").conditions == left


def test_removing_the_knockout_condition_wakes_with_fatty_one() -> None:
    cure = feat(
        "wake",
        [{"kind": "remove_condition", "condition": "unconscious"}],
        target={"kind": "ally", "range": 0},
    )
    game = _dummy(cure)
    plumpy = game.duck("Plumpy")
    plumpy.f, plumpy.conditions["unconscious"] = 0, None
    use(game, "Pantsy", "wake", "Plumpy", faces=(1,))
    assert plumpy.f == 1 and plumpy.conditions == {}


def _mover(mode: str, spaces: int) -> object:
    return zappy("mover", [{"kind": "move", "mode": mode, "spaces": spaces}], resist="none")


@pytest.mark.parametrize(
    ("mode", "spaces", "start", "end"),
    [
        ("push", 2, (5, 3), (7, 3)),
        ("push", 3, (7, 3), (8, 3)),  # the wall stops it
        ("pull", 3, (8, 3), (5, 3)),
        ("pull", 6, (8, 3), (5, 3)),  # a pull stops in base contact
    ],
)
def test_push_and_pull(
    mode: str, spaces: int, start: tuple[int, int], end: tuple[int, int]
) -> None:
    game = _dummy(_mover(mode, spaces))
    place(game, Pantsy=(4, 3), dummy_1=start)
    use(game, "Pantsy", "mover", "dummy-1", faces=(1,))
    assert game.state.beasties[0].pos == end


def test_a_big_beastie_is_pushed_as_one_and_the_wall_stops_its_tail() -> None:
    game = acting(audit_game(_mover("push", 4), hall=[("blind-terror-snake", 1)]))  # type: ignore[arg-type]
    place(game, Pantsy=(4, 3), blind_terror_snake_1=(5, 3))
    use(game, "Pantsy", "mover", "blind-terror-snake-1", faces=(1,))  # no Resist: none
    assert game.beastie("blind-terror-snake-1").cells == ((7, 3), (8, 3))


def test_step_moves_the_user_to_a_space_it_picks_within_reach() -> None:
    hop = feat("hop", [{"kind": "move", "mode": "step", "spaces": 3}])
    game = _dummy(hop)
    game.duck("Pantsy").hand.append("hop")
    game.duck("Pantsy").dice.append("funky")
    with pytest.raises(IllegalAction, match="not within 3"):
        game.apply("roll K Pantsy hop @5,2 [1]")
    use(game, "Pantsy", "hop", "@4,2", faces=(1,))
    assert game.duck("Pantsy").pos == (4, 2)


def test_step_on_an_ally_moves_the_ally() -> None:
    piggy = feat(
        "piggy",
        [{"kind": "move", "mode": "step", "spaces": 2}],
        target={"kind": "ally", "range": 0},
    )
    game = _dummy(piggy)
    use(game, "Pantsy", "piggy", "Plumpy @3,1", faces=(1,))
    assert game.duck("Plumpy").pos == (3, 1) and game.duck("Pantsy").pos == (1, 2)


def test_teleport_entry_sends_a_duckventurer_to_the_way_in_and_a_beastie_home() -> None:
    recall = feat(
        "recall",
        [{"kind": "move", "mode": "teleport_entry"}],
        target={"kind": "ally", "range": 12},
    )
    game = _dummy(recall, _mover("teleport_entry", 0))
    place(game, Plumpy=(6, 6))
    use(game, "Pantsy", "recall", "Plumpy", faces=(1,))
    assert game.duck("Plumpy").pos == (1, 1)  # the first arrival space of the Entry Room
    dummy = game.state.beasties[0]
    dummy.pos = (4, 4)
    use(game, "Pantsy", "mover", "dummy-1", faces=(1,))
    assert dummy.pos == dummy.home == (7, 1)


def test_deny_resist_for_one_use_helps_that_use_only() -> None:
    cheap = feat(
        "cheap-shot",
        [
            {"kind": "deny_resist", "duration": "use"},
            {"kind": "extra_attack", "style": "choppy", "amount": 2},
        ],
        target={"kind": "enemy", "range": 1},
        resist="none",
    )
    game = _dummy(cheap)
    place(game, Plumpy=(6, 1))
    events = use(game, "Plumpy", "cheap-shot", "dummy-1", faces=(1,))  # no Resist face asked
    assert has(events, "Cheap-Shot 2 + Plain 'Ol Sword 1 = 7 vs Dummy: flat Q 0 = 0 → 7 damage")
    assert game.state.beasties[0].denied is None


def test_deny_resist_for_the_room_outlasts_the_turn() -> None:
    jinx = zappy("jinx", [{"kind": "deny_resist", "duration": "room"}], resist="none")
    game = _dummy(jinx)
    use(game, "Pantsy", "jinx", "dummy-1", faces=(1,))
    play(game, "end")
    assert game.state.beasties[0].denied == "room"


def test_draw_fills_the_hand_and_a_card_over_the_limit_is_discarded() -> None:
    study = feat("study", [{"kind": "draw", "count": 2}])
    game = _dummy(study)
    game.state.deck = ["big-zap", "squeaky-slingshot"]
    events = use(game, "Pantsy", "study", faces=(1,))
    assert (
        game.duck("Pantsy").hand[-1] == "squeaky-slingshot" and len(game.duck("Pantsy").hand) == 6
    )
    assert has(events, "Pantsy draws Big Zap, but the hand is full (6): it is discarded.")
    assert game.state.discard == ["big-zap"]


def test_redraw_swaps_cards_from_the_hand() -> None:
    shuffle = feat("shuffle", [{"kind": "redraw", "count": 2}])
    game = _dummy(shuffle)
    game.state.deck = ["big-zap", "squeaky-slingshot"]
    use(game, "Pantsy", "shuffle", faces=(1,))
    hand = game.duck("Pantsy").hand
    assert hand == ["nest-of-holding", "zap-charger", "shuffle", "squeaky-slingshot", "big-zap"]
    assert game.state.discard == ["frost-o", "gotcha"]


@pytest.mark.parametrize(("start", "steps", "end"), [(2, -1, 1), (0, -1, 0), (1, 1, 2)])
def test_booster_wooster_moves_duckthulhu_up_or_back(start: int, steps: int, end: int) -> None:
    begone = feat("begone", [{"kind": "booster_wooster", "steps": steps}])
    game = _dummy(begone)
    game.state.booster = start
    use(game, "Pantsy", "begone", faces=(1,))
    assert game.booster_step == end


def test_booster_wooster_at_the_top_is_a_defeat_when_the_quest_says_so() -> None:
    game = _dummy(feat("stir", [{"kind": "booster_wooster", "steps": 1}]))
    game.state.booster = 2
    use(game, "Pantsy", "stir", faces=(1,))
    assert game.outcome is not None
    assert game.outcome.reason == "Duckthulhu reached the top of his Booster-Wooster"


@pytest.mark.parametrize("near", ["user", "spawn"])
def test_summon_brings_beasties_next_to_the_user_or_at_spawn_points(near: str) -> None:
    whistle = feat("whistle", [{"kind": "summon", "beastie": "hordling", "count": 2, "near": near}])
    game = acting(audit_game(whistle, hall=[]))  # type: ignore[arg-type]
    assert game.room_view().cleared
    use(game, "Pantsy", "whistle", faces=(1,))
    spots = [b.pos for b in game.beasties]
    if near == "spawn":
        assert spots == [(7, 1), (7, 5)]
    else:
        assert len(spots) == 2 and all(max(abs(c - 1), abs(r - 2)) == 1 for c, r in spots)
    assert not game.room_view().cleared  # Beasties in the room: it is not Cleared any more


def test_add_dice_while_acting_goes_to_the_user() -> None:
    zoom = feat("zoom", [{"kind": "add_dice", "die": "walk", "count": 2}])
    game = _dummy(zoom)
    use(game, "Pantsy", "zoom", faces=(1,))
    assert game.duck("Pantsy").dice == ["walk", "walk"]


def test_add_dice_before_picking_joins_the_pool_beyond_six() -> None:
    lucky = Omen.model_validate(
        {"id": "lucky", "name": "Lucky Feather", "effects": [{"kind": "add_dice", "die": "funky"}]}
    )
    game = audit_game(hall=[], omens=(lucky,), omens_on=True, physical=False)
    play(game, "enter")
    game.state.deck = ["big-zap", "omen:lucky"]
    game.duck("Pantsy").loot = 6
    play(game, "buy Pantsy", "pick W W W W W W")
    assert sorted(game.pool) == ["funky", *["walk"] * 6]


def test_lose_dice_takes_a_held_die_of_that_kind() -> None:
    fumble = zappy(
        "fumble", [{"kind": "lose_dice", "die": "walk"}], target={"kind": "ally", "range": 0}
    )
    game = _dummy(fumble)
    game.duck("Plumpy").dice += ["walk", "fighter"]
    use(game, "Pantsy", "fumble", "Plumpy", faces=(1,))
    assert game.duck("Plumpy").dice == ["fighter"]


@pytest.mark.parametrize(("before", "amount", "after"), [(1, 4, 5), (3, -10, 0)])
def test_gain_loot_and_losing_it_never_below_zero(before: int, amount: int, after: int) -> None:
    game = _dummy(feat("purse", [{"kind": "gain_loot", "amount": amount}]))
    game.duck("Pantsy").loot = before
    use(game, "Pantsy", "purse", faces=(1,))
    assert game.duck("Pantsy").loot == after


def test_ward_soaks_like_a_duck_die() -> None:
    shell = feat("shell", [{"kind": "ward", "amount": 3}])
    game = acting(audit_game(shell, hall=[("stander", 1)]))  # type: ignore[arg-type]
    place(game, Plumpy=(6, 1), Pantsy=(1, 6))
    use(game, "Plumpy", "shell", faces=(1,))
    events = play(game, "end [6,4,1]")  # Q 2 + 10 = 12 vs Q 4 + 1 + sword 1 = 6 → 6
    assert has(events, "Plumpy ducks: 3 damage soaked")
    assert game.duck("Plumpy").f == 8 - 3


def test_extra_attack_of_a_card_on_its_user_strikes_the_weakest_beastie_in_reach() -> None:
    swipe = feat("swipe", [{"kind": "extra_attack", "style": "choppy"}])
    game = _dummy(swipe)
    place(game, Plumpy=(6, 1))
    events = use(game, "Plumpy", "swipe", faces=(1, 6, 2, 1))  # FunkyDuck 1; attack 6+2; Resist 1
    assert has(events, "Plumpy: Q 4 + Swipe 6+2 + Plain 'Ol Sword 1 = 13 vs Dummy: Q 0 + 1 = 1")
    assert game.state.beasties[0].f == 20 - 12


def test_extra_attack_out_of_reach_does_nothing() -> None:
    game = _dummy(feat("swipe", [{"kind": "extra_attack", "style": "choppy"}]))
    events = use(game, "Plumpy", "swipe", faces=(1,))
    assert not has(events, "damage")


def test_boosty_charges_add_to_a_stat_change() -> None:
    brave = feat(
        "brave",
        [{"kind": "change_stat", "stat": "Q", "amount": 1, "when": ["choppy_attack"]}],
        boosty={"max_charges": 2},
    )
    game = _dummy(brave)
    plumpy = game.duck("Plumpy")
    plumpy.hand.append("brave")
    plumpy.dice += ["walk", "walk"]
    play(game, "cash W Plumpy brave", "cash W Plumpy brave")
    with pytest.raises(IllegalAction, match="fully Boosted"):
        plumpy.dice.append("duck")
        game.apply("cash D Plumpy brave")
    plumpy = game.duck("Plumpy")  # a refused action puts the state back as it was
    events = use(game, "Plumpy", "brave", faces=(1,))
    assert has(events, "Plumpy: Q +3 (choppy_attack) for the turn from Brave.")
    assert plumpy.charges == {}


def test_lose_dice_before_picking_leaves_fewer_to_pick() -> None:
    downpour = Omen.model_validate(
        {"id": "downpour", "name": "Downpour", "effects": [{"kind": "lose_dice", "die": "any"}]}
    )
    game = audit_game(hall=[], omens=(downpour,), omens_on=True, physical=False)
    play(game, "enter")
    game.state.deck = ["big-zap", "omen:downpour"]
    game.duck("Pantsy").loot = 6
    play(game, "buy Pantsy")
    assert game.dice_to_pick == 5
    with pytest.raises(IllegalAction, match="exactly 5"):
        game.apply("pick W W W W W W")


def test_a_lootcounter_added_for_the_next_turn_joins_its_loot_counter_pool() -> None:
    game = acting(audit_game(hall=[]))
    game.state.next_turn_dice = ["loot", "walk"]
    play(game, "end")
    assert game.loot_counters == 1 and game.pool == ["walk"]


def test_every_effect_kind_the_content_allows_has_a_handler() -> None:
    kinds = get_args(get_args(Effect)[0])  # Effect is Annotated[Damage | Heal | ..., Field]
    assert len(kinds) > 10 and set(kinds) == set(HANDLERS)
