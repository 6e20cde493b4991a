"""A campaign: quests in order, what carries over between them, the camp's actions and their
notation, the fallen and their price, the campaign's JSON and the checks on it, bot campaigns."""

from __future__ import annotations

import copy

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.camp import (
    CampRank,
    Recruit,
    Retire,
    Revive,
    SetOff,
    ShopBuy,
    ShopSell,
    parse_camp_action,
)
from duckgeon_tui.engine.campaign import CampaignRun
from duckgeon_tui.engine.campaign_check import misfits
from duckgeon_tui.engine.campaign_sim import play_campaign, play_quest
from duckgeon_tui.engine.campaign_state import CampaignOptions
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from tests.support.content import campaign_content

PARTY = [
    PartyMember("Plumpy", "duckidin"),
    PartyMember("Pantsy", "duckwiz"),
    PartyMember("Waddles", "bouncer"),
    PartyMember("Quackers", "quacker"),
]
WON_STANDING = 5
"""A seed whose first quest the bot wins with everyone standing."""
WON_WITH_FALLEN = 7
"""A seed whose first quest the bot wins with some of the four down at the end."""
LOST = 1


@pytest.fixture(scope="module")
def content() -> Content:
    return campaign_content()


def after_first_quest(content: Content, seed: int) -> CampaignRun:
    run = CampaignRun.new(content, "two-step", PARTY, seed)
    assert run.game is not None
    play_quest(run.game, seed, "test")
    run.finish_quest()
    return run


@pytest.fixture(scope="module")
def camp_standing(content: Content) -> CampaignRun:
    return after_first_quest(content, WON_STANDING)


@pytest.fixture
def camp(camp_standing: CampaignRun) -> CampaignRun:
    return CampaignRun.from_json(camp_standing.content, copy.deepcopy(camp_standing.to_json()))


def test_a_campaign_starts_its_first_quest_with_newcomers(content: Content) -> None:
    run = CampaignRun.new(content, "two-step", PARTY[:2], 7)
    assert run.stage == "quest" and run.game is not None
    assert run.game.quest.id == "quest-1"
    assert [(d.name, d.rank, d.loot) for d in run.game.ducks] == [
        ("Plumpy", 1, 0),
        ("Pantsy", 1, 0),
    ]


def test_a_party_the_campaign_does_not_take_is_refused(content: Content) -> None:
    five = [*PARTY, PartyMember("Puddles", "duckidin")]
    with pytest.raises(IllegalAction, match="1 to 4 Duckventurers"):
        CampaignRun.new(content, "two-step", five, 1)
    with pytest.raises(IllegalAction, match="no campaign 'nope'"):
        CampaignRun.new(content, "nope", PARTY, 1)


def test_rank_loot_and_funkards_carry_into_the_next_quest(camp: CampaignRun) -> None:
    record = camp.history[0]
    assert record.result == "victory" and record.fallen == []
    assert camp.stage == "camp" and camp.chapter == 1
    before = {v.name: v.carried for v in camp.roster}
    assert all(c is not None and c.rank >= 2 for c in before.values())
    camp.apply(SetOff())
    game = camp.game
    assert game is not None and game.turn == 1
    for duck in game.ducks:
        carried = before[duck.name]
        assert carried is not None
        assert (duck.rank, duck.loot, tuple(duck.hand)) == (
            carried.rank,
            carried.loot,
            carried.funkards,
        )
        base = game.content.classes[duck.class_id].stats
        raised = {
            s: sum(game.content.ranks[n].amount for n, r in enumerate(carried.raises, 2) if r == s)
            for s in "FQP"
        }
        assert (duck.fmax, duck.qmax, duck.pmax) == (
            base.F + raised["F"],
            base.Q + raised["Q"],
            base.P + raised["P"],
        )
        assert duck.f == duck.fmax  # wounds and Conditions do not carry over


def test_the_shop_sells_face_up_cards_and_buys_them_back(camp: CampaignRun) -> None:
    shop = camp.camp()
    rich = max(camp.roster, key=lambda v: v.loot)
    rich.carried = rich.carried and type(rich.carried)(
        rich.carried.rank, rich.carried.raises, 20, rich.carried.funkards[:1]
    )
    card = shop.camp.stock[0]
    camp.apply(ShopBuy(rich.name, card))
    assert rich.carried is not None and card in rich.carried.funkards
    assert rich.loot == 20 - shop.price
    assert card not in camp.camp().camp.stock and len(camp.camp().camp.stock) == 3
    camp.apply(parse_camp_action(f"sell {rich.name} {card}"))
    assert card not in rich.carried.funkards and rich.loot == 20 - shop.price + 2
    with pytest.raises(IllegalAction, match="holds no"):
        camp.apply(ShopSell(rich.name, card))


def test_a_rank_at_the_camp_costs_loot_and_raises_a_stat(camp: CampaignRun) -> None:
    vet = camp.roster[0]
    assert vet.carried is not None
    nxt = camp.content.ranks[vet.rank + 1]
    with pytest.raises(IllegalAction, match="costs"):
        camp.apply(CampRank(vet.name, nxt.raises[0]))
    vet.carried = type(vet.carried)(vet.carried.rank, vet.carried.raises, nxt.cost, ())
    camp.apply(CampRank(vet.name, nxt.raises[0]))
    assert vet.rank == nxt.rank and vet.loot == 0 and vet.carried.raises[-1] == nxt.raises[0]


def test_the_fallen_are_out_unless_the_party_pays(content: Content) -> None:
    run = after_first_quest(content, WON_WITH_FALLEN)
    fallen = run.history[0].fallen
    assert len(fallen) >= 2
    assert {v.name for v in run.roster if v.status == "fallen"} == set(fallen)
    standing = next(v for v in run.roster if v.status == "ready")
    assert standing.carried is not None
    standing.carried = type(standing.carried)(
        standing.carried.rank, standing.carried.raises, 6, standing.carried.funkards
    )
    first = run.roster[[v.name for v in run.roster].index(fallen[0])]
    rank_before = first.rank
    purse = sum(v.loot for v in run.roster)
    run.apply(Revive(first.name))
    assert first.status == "ready" and first.rank == rank_before - 1
    assert sum(v.loot for v in run.roster) == purse - 6
    starting = content.classes[first.class_id].starting_funkards
    assert first.carried is not None and first.carried.funkards == tuple(starting)
    kept = first.carried
    for vet in run.roster:  # nobody has Loot left
        if vet.carried is not None:
            vet.carried = type(vet.carried)(vet.carried.rank, vet.carried.raises, 0, ())
    with pytest.raises(IllegalAction, match="costs 6 Loot"):
        run.apply(Revive(fallen[1]))
    going = sorted(v.name for v in run.roster if v.status == "ready")
    assert first.name in going and not set(fallen[1:]) & set(going)
    events = run.apply(SetOff())
    assert sum(e.kind == "lost" for e in events) == len(fallen) - 1
    assert run.game is not None
    assert sorted(d.name for d in run.game.ducks) == going
    assert kept.rank == rank_before - 1


def test_retire_and_recruit(camp: CampaignRun) -> None:
    camp.apply(Retire("Waddles"))
    camp.apply(Retire("Quackers"))
    camp.apply(parse_camp_action("recruit Mallory bonker Sam Smith"))
    with pytest.raises(IllegalAction, match="taken"):
        camp.apply(Recruit("mallory", "duckidin", "Sam"))
    with pytest.raises(IllegalAction, match="taken"):
        camp.apply(Recruit("Waddles", "duckidin", "Sam"))  # the retired keep their names
    for bad in ("Drizzle\n", "Dri\x1bzzle", "Sir Drizzle"):
        with pytest.raises(IllegalAction, match="a name is a letter"):
            camp.apply(Recruit(bad, "duckidin", "Sam"))
    camp.apply(Recruit("Drizzle", "duckidin", "Sam"))
    with pytest.raises(IllegalAction, match="full"):
        camp.apply(Recruit("Bill", "duckidin", "Sam"))
    camp.apply(SetOff())
    assert camp.game is not None
    new = next(d for d in camp.game.ducks if d.name == "Mallory")
    assert (new.rank, new.loot, new.player) == (1, 0, "Sam Smith")
    assert "Waddles" not in {d.name for d in camp.game.ducks}


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("fly Plumpy", "not a camp action"),
        ("buy Plumpy", "does not read as `buy WHO CARD`"),
        ("rank Plumpy X", "not a STAT"),
        ("setoff now", "does not read"),
    ],
)
def test_camp_notation_errors_say_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        parse_camp_action(text)


def test_every_legal_camp_action_reads_back_from_its_notation(camp: CampaignRun) -> None:
    actions = camp.legal_actions()
    assert {type(a) for a in actions} >= {ShopSell, Retire, SetOff}
    for action in actions:
        assert parse_camp_action(action.notation()) == action


def test_a_lost_quest_ends_the_campaign(content: Content) -> None:
    run = after_first_quest(content, LOST)
    assert run.stage == "over" and run.outcome is not None
    assert run.outcome.result == "defeat" and run.outcome.quests_won == 0
    assert run.legal_actions() == []
    with pytest.raises(IllegalAction, match="not at a camp"):
        run.apply(SetOff())


def test_the_campaign_json_round_trips_and_fits(camp: CampaignRun) -> None:
    camp.apply(SetOff())
    data = camp.to_json()
    again = CampaignRun.from_json(camp.content, copy.deepcopy(data))
    assert misfits(again) == []
    assert again.to_json() == data
    assert again.game is not None and again.game.ducks[0].rank == camp.roster[0].rank


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        (lambda s: s["roster"][0]["carried"].update(rank=9), "Rank 9 is not one of the Ranks"),
        (lambda s: s["roster"][0]["carried"].update(raises=[]), "max STAT raises"),
        (lambda s: s["roster"][0]["carried"].update(funkards=["the-one-ring"]), "the-one-ring"),
        (lambda s: s["roster"][1].update(name=s["roster"][0]["name"]), "same name"),
        (lambda s: s["roster"][3].update(player=""), "Quackers' player '' is not"),
        (lambda s: s["history"][0].update(quest="quest-9"), "not the campaign's"),
        (lambda s: s["camp"]["stock"].append("plain-ol-sword"), "lays out 4"),
        (lambda s: s.update(stage="quest"), "stage do not agree"),
        (lambda s: s.update(camp_log=["rm -rf /"]), "not camp actions"),
    ],
)
def test_a_tampered_campaign_says_what_does_not_fit(camp: CampaignRun, tamper, problem) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(camp.to_json())
    tamper(data["state"])
    run = CampaignRun.from_json(camp.content, data)
    assert any(problem in p for p in misfits(run)), misfits(run)


def test_a_campaign_json_of_another_shape_is_refused(camp: CampaignRun) -> None:
    data = camp.to_json()
    with pytest.raises(IllegalAction, match="not a campaign"):
        CampaignRun.from_json(camp.content, [data])
    with pytest.raises(IllegalAction, match="campaign format"):
        CampaignRun.from_json(camp.content, {**data, "version": 99})
    broken = copy.deepcopy(data)
    broken["state"]["roster"][0]["status"] = "undead"
    with pytest.raises(IllegalAction, match=r"roster\.0\.status"):
        CampaignRun.from_json(camp.content, broken)


def test_a_bot_campaign_is_the_same_for_the_same_seed(content: Content) -> None:
    options = CampaignOptions(turn_cap=200)
    first = play_campaign(content, "two-step", ["duckidin", "duckwiz"], 0, 11, options)
    again = play_campaign(content, "two-step", ["duckidin", "duckwiz"], 0, 11, options)
    assert first == again
    assert 1 <= len(first.turns) <= 2 and first.quests_won <= 2
