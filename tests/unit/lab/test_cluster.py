"""The lab on Dask: a real LocalCluster of 2 workers gives the figures of a local run, and a
worker killed mid-sweep loses no game and counts none twice."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.lab.backends import Backend
from duckgeon_tui.lab.report import report
from duckgeon_tui.lab.store import LabStore
from duckgeon_tui.lab.sweep import Tally, run_sweep
from tests.unit.lab.conftest import small_plan

pytest.importorskip("distributed")
pytestmark = pytest.mark.heavy


def test_a_local_cluster_gives_the_figures_of_a_local_run(content: Content) -> None:
    plan = small_plan(content)
    here, cluster = LabStore(":memory:"), LabStore(":memory:")
    run_sweep(plan, here, content, Backend(), batch_size=2)
    tally = run_sweep(plan, cluster, content, Backend(2, "local"), batch_size=2)
    assert tally.played == plan.total()
    assert report(plan, cluster) == report(plan, here)


def test_a_worker_killed_mid_sweep_loses_no_game(content: Content) -> None:
    plan = small_plan(content, seeds=6)
    store = LabStore(":memory:")
    client: list[Any] = []
    killed: list[int] = []

    def kill_one(tally: Tally) -> None:
        if tally.played and not killed:
            pids = client[0].run(os.getpid)
            victim = sorted(pids.values())[0]
            os.kill(victim, signal.SIGKILL)
            killed.append(victim)

    tally = run_sweep(
        plan,
        store,
        content,
        Backend(2, "local"),
        batch_size=1,
        progress=kill_one,
        on_started=client.append,
    )
    assert killed
    assert tally.played == plan.total() == store.count()
    here = LabStore(":memory:")
    run_sweep(plan, here, content, Backend(), batch_size=4)
    assert report(plan, store) == report(plan, here)
