"""Random and bot playouts on the real content: invariants, legal actions, saves, notation."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine import (
    Action,
    EndTurn,
    Game,
    Go,
    IllegalAction,
    Leave,
    Options,
    Pick,
    RollNeeded,
    parse_action,
)
from duckgeon_tui.engine.bot import PartyBot
from tests.support.content import game_content as content

MAX_ACTIONS = 1500


def _party(c: Content) -> list[tuple[str, str, str]]:
    return [(f"Duck{i}", k, "Sam") for i, k in enumerate(c.quests["quest-1"].default_party)]


def _new(seed: int, cap: int = 30) -> Game:
    c = content()
    return Game.new(c, "quest-1", _party(c), seed=seed, options=Options(turn_cap=cap))


def _random_action(game: Game, rng: random.Random) -> Action:
    acts = game.legal_actions()
    if game.phase == "pick":
        leaves = [a for a in acts if isinstance(a, Leave)]
        if leaves and rng.random() < 0.7:
            return rng.choice(leaves)
        picks = [a for a in acts if isinstance(a, Pick)]
        return rng.choice(picks if rng.random() < 0.9 else acts)
    if game.phase == "share" and rng.random() < 0.3:
        return Go()
    if game.phase == "act" and rng.random() < 0.15:
        return EndTurn()
    return rng.choice(acts)


def _check(game: Game) -> None:
    state = game.state
    for d in state.ducks:
        assert 0 <= d.f <= d.fmax and d.q <= d.qmax and d.p <= d.pmax, d
    for b in state.beasties:
        assert 0 < b.f <= b.fmax, b
    t = state.tally
    # every LootCounter picked (or released again from a Gobbly card) ends up somewhere
    assert t.loot_dice_picked == (
        t.loot_dice_banked + t.loot_dice_lost + t.loot_dice_cashed + state.loot_counters
    )
    # every point of Loot rolled (or given by a card) is held, spent, or waiting to be split
    assert t.loot_rolled + t.loot_from_effects == (
        sum(d.loot for d in state.ducks) + t.loot_spent + state.loot_total
    )


def _refused_changes_nothing(game: Game, action: Action) -> None:
    """An illegal action raises IllegalAction and leaves the state, the RNG and the log as
    they were (default options: no undo snapshot to fall back on)."""
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before, f"refused `{action}` changed the game"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_random_playouts_keep_the_invariants_and_end(seed: int) -> None:
    game = _new(seed)
    assert game.options == Options(turn_cap=30)  # no undo
    rng = random.Random(seed)
    probe = random.Random(~seed)  # the illegal tries leave the playout as it would be
    seen: list[Action] = []  # actions legal at some moment of the game
    refused = 0
    for _ in range(MAX_ACTIONS * 4):
        if game.outcome is not None:
            break
        action = _random_action(game, rng)
        seen.append(action)
        tried = _by_another(probe.choice(seen), game, probe)
        if not game.is_legal(tried):
            _refused_changes_nothing(game, tried)
            refused += 1
        before = len(game.pool) + game.loot_counters
        game.apply(action)  # a legal action never raises
        if isinstance(action, Pick):
            assert len(game.pool) + game.loot_counters - before == len(action.picked)
        _check(game)
    assert game.outcome is not None
    assert refused > 10


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.integers(5, 300))
def test_json_round_trip_of_a_mid_game_state_has_the_same_future(seed: int, cut: int) -> None:
    game = _new(seed, cap=25)
    bot = PartyBot(random.Random(seed))
    for _ in range(cut):
        if game.outcome is not None:
            break
        game.apply(bot.choose(game))
    saved = json.loads(json.dumps(game.to_json()))
    twin = Game.from_json(content(), saved)
    assert twin.to_json() == game.to_json()
    for _ in range(120):
        if game.outcome is not None:
            break
        action = bot.choose(game)
        assert [e.text for e in game.apply(action)] == [e.text for e in twin.apply(action)]
    assert twin.to_json() == game.to_json()


def test_replaying_the_log_rebuilds_the_game() -> None:
    game = _new(11)
    PartyBot(random.Random(11)).play(game)
    data = game.to_json()
    again = Game.replay(content(), data["setup"], data["log"])
    assert again.to_json()["state"] == data["state"]


def test_every_legal_action_reads_back_from_its_notation() -> None:
    game = _new(5)
    bot = PartyBot(random.Random(5))
    seen = 0
    for _ in range(400):
        if game.outcome is not None:
            break
        for action in game.legal_actions():
            if not isinstance(action, Pick):
                assert parse_action(action.notation()) == action
                seen += 1
        game.apply(bot.choose(game))
    assert seen > 100


def _tried(game: Game, action: Action) -> bool:
    probe = game.copy()
    try:
        probe.apply(action)
    except (IllegalAction, RollNeeded):
        return False
    return True


def _by_another(action: Action, game: Game, rng: random.Random) -> Action:
    """The same action taken by another Duckventurer (when someone takes it)."""
    if action.actor is None:
        return action
    return dataclasses.replace(action, who=rng.choice(game.ducks).name)


def test_is_legal_agrees_with_trying_the_action_on_a_copy() -> None:
    game = _new(3, cap=12)
    bot = PartyBot(random.Random(3))
    rng = random.Random(3)
    seen: list[Action] = []  # actions legal at some moment of the game, most of them not now
    checked = legal = 0
    for _ in range(100):
        if game.outcome is not None:
            break
        now = game.legal_actions()
        seen += rng.sample(now, min(3, len(now)))
        tried = rng.sample(seen, min(4, len(seen))) + rng.sample(now, min(2, len(now)))
        tried += [_by_another(action, game, rng) for action in tried]
        for action in tried:
            ok = game.is_legal(action)
            assert ok == _tried(game, action), f"{action} in phase {game.phase}"
            checked += 1
            legal += ok
        game.apply(bot.choose(game))
    assert checked > 800 and 0.1 < legal / checked < 0.9


def test_bot_games_end_by_themselves() -> None:
    for seed in (1, 2, 3):
        game = _new(seed, cap=200)
        outcome = PartyBot(random.Random(seed)).play(game)
        assert outcome is not None
        assert outcome.reason != "the turn cap (200) is reached"
