"""The simulator: seeded runs give the same figures, with one worker or two."""

from __future__ import annotations

import pickle

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.simulation import (
    SimSetup,
    figures,
    game_seed,
    party_names,
    play_game,
    simulate,
)
from tests.support.content import game_content

GAMES = 3


@pytest.fixture(scope="module")
def content() -> Content:
    return game_content()


@pytest.fixture(scope="module")
def setup(content: Content) -> SimSetup:
    return SimSetup("quest-1", tuple(content.quests["quest-1"].default_party))


def test_party_names_are_unique_and_legal() -> None:
    names = [m.name for m in party_names(["duckidin", "duckwiz", "duckidin"])]
    assert names == ["Duckidin", "Duckwiz", "Duckidin-2"]


def test_game_seeds_depend_on_master_and_index_only() -> None:
    assert game_seed(5, 0) == game_seed(5, 0)
    assert len({game_seed(5, i) for i in range(50)}) == 50
    assert game_seed(5, 1) != game_seed(6, 1)


def test_a_game_replays_to_the_same_record(content: Content, setup: SimSetup) -> None:
    first = play_game(content, setup, 0, 11)
    again = play_game(content, setup, 0, 11)
    first.seconds = again.seconds = 0.0
    assert first == again
    assert first.turns >= 1 and first.actions > first.turns
    assert first.reason


def test_records_count_damage_and_turns_per_room(content: Content, setup: SimSetup) -> None:
    records = [play_game(content, setup, i, 100 + i) for i in range(GAMES)]
    assert sum(sum(r.room_damage.values()) for r in records) > 0
    for record in records:
        assert abs(sum(record.room_turns.values()) - record.turns) <= 1  # one pick a turn
        assert set(record.room_damage) <= set(record.rooms_entered) | {0}


def test_record_crosses_to_a_worker_process_unchanged(content: Content, setup: SimSetup) -> None:
    record = play_game(content, setup, 4, 12)
    assert pickle.loads(pickle.dumps(record)) == record  # what the worker Pool does with it


def test_same_seed_same_figures(content: Content, setup: SimSetup) -> None:
    one = simulate(setup, GAMES, 42, content=content)
    two = simulate(setup, GAMES, 42, content=content)
    assert figures(one) == figures(two)
    assert one["games"] == GAMES


def test_workers_do_not_change_the_figures(content: Content, setup: SimSetup) -> None:
    alone = simulate(setup, GAMES, 9, content=content)
    spread = simulate(setup, GAMES, 9, workers=2, content=content)
    assert figures(alone) == figures(spread)
    assert spread["workers"] == 2


def test_summary_figures_add_up(content: Content, setup: SimSetup) -> None:
    summary = simulate(setup, GAMES, 3, content=content)
    assert 0 <= summary["wins"] <= summary["games"] == GAMES
    assert summary["win_rate"] == round(summary["wins"] / GAMES, 4)
    assert sum(summary["outcomes"].values()) == GAMES
    assert summary["turns"]["min"] <= summary["mean_turns"] <= summary["turns"]["max"]
    entered = {row["room"]: row["entered"] for row in summary["rooms"]}
    assert entered.get(1) == GAMES  # every game starts by entering the Entry Room
    assert summary["reached_boss"] <= GAMES
    assert 0 <= summary["one_shot_knockout_share"] <= 1
