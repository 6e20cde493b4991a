"""A sweep's games in the database: an interrupted sweep resumes where it stopped, a re-run
plays nothing again, and the figures are the same whoever played the games."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.lab.backends import Backend
from duckgeon_tui.lab.plan import make_plan
from duckgeon_tui.lab.report import report
from duckgeon_tui.lab.store import LabStore
from duckgeon_tui.lab.sweep import Tally, pending, run_sweep
from tests.unit.lab.conftest import PARTY, small_plan


class Interrupted(Exception):
    """Stands for Ctrl+C during a sweep."""


def test_an_interrupted_sweep_resumes_and_loses_or_repeats_no_game(
    content: Content, tmp_path: Path
) -> None:
    plan = small_plan(content)
    db = tmp_path / "lab.sqlite"
    store = LabStore(db)

    def stop(tally: Tally) -> None:
        if tally.played:
            raise Interrupted

    with pytest.raises(Interrupted):
        run_sweep(plan, store, content, Backend(), batch_size=2, progress=stop)
    store.close()
    store = LabStore(db)  # the games stored before the stop are in the file
    kept = store.count()
    assert kept == 2
    tally = run_sweep(plan, store, content, Backend(), batch_size=2)
    assert tally.played == plan.total() - kept
    assert store.count() == plan.total() == tally.done
    fresh = LabStore(":memory:")
    run_sweep(plan, fresh, content, Backend(), batch_size=3)
    assert report(plan, store) == report(plan, fresh)


def test_a_rerun_with_the_same_content_reuses_every_game(content: Content) -> None:
    plan = small_plan(content)
    store = LabStore(":memory:")
    run_sweep(plan, store, content, Backend(), batch_size=4)
    assert pending(plan, store) == []
    again = run_sweep(plan, store, content, Backend(), batch_size=4)
    assert (again.played, again.done) == (0, plan.total())
    # More seeds: only the new ones are played.
    more = make_plan(content, ("quest-1",), {"quest-1": PARTY}, ("skill",), 5, 11)
    assert run_sweep(more, store, content, Backend()).played == 2


def test_other_content_plays_its_own_games(content: Content) -> None:
    store = LabStore(":memory:")
    plan = small_plan(content, seeds=1)
    run_sweep(plan, store, content, Backend())
    capped = make_plan(content, ("quest-1",), {"quest-1": PARTY}, ("skill",), 1, 11, turn_cap=150)
    assert capped.content != plan.content
    assert run_sweep(capped, store, content, Backend()).played == capped.total()


def test_two_worker_processes_give_the_figures_of_one(content: Content) -> None:
    plan = small_plan(content, ("classes",), seeds=2)
    alone, shared = LabStore(":memory:"), LabStore(":memory:")
    run_sweep(plan, alone, content, Backend(1), batch_size=1)
    run_sweep(plan, shared, content, Backend(2), batch_size=1)
    figures = report(plan, alone)
    assert figures == report(plan, shared)
    assert [c["variant"] for c in figures["quests"][0]["classes"]]


def test_built_dungeons_give_each_layout_and_each_pool_room(content: Content) -> None:
    plan = make_plan(
        content, ("quest-1",), {"quest-1": PARTY}, ("skill",), 4, 3, dungeon="random", layouts=2
    )
    store = LabStore(":memory:")
    run_sweep(plan, store, content, Backend(), batch_size=4)
    quest = report(plan, store)["quests"][0]
    assert [row["games"] for row in quest["layouts"]] == [2, 2]
    pool = quest["pool"]
    assert pool and all(0 < row["games"] < 4 for row in pool)
    assert "entry-room" not in {row["room"] for row in pool}  # pinned: in every dungeon
    assert pool == sorted(pool, key=lambda r: -r["turns"]["value"])


def test_games_at_the_turn_cap_are_rule_holes_said_where(content: Content) -> None:
    plan = make_plan(content, ("quest-1",), {"quest-1": PARTY}, ("skill",), 2, 3, turn_cap=2)
    store = LabStore(":memory:")
    run_sweep(plan, store, content, Backend())
    holes = report(plan, store)["quests"][0]["holes"]
    assert holes["counts"]["bot:turn_cap"] == 2
    example = holes["examples"][0]
    assert example["player"] == "bot" and example["hole"] == "turn_cap"
    assert example["detail"].startswith("still going after turn 2 in room 1")
