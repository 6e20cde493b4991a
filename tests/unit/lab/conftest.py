"""Shared pieces of the lab's tests: the base content and small plans."""

from __future__ import annotations

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.lab.plan import Plan, make_plan

PARTY = ("duckidin", "duckwiz", "bouncer", "quacker")


@pytest.fixture(scope="session")
def content() -> Content:
    """The base game's content."""
    return load_content()


def small_plan(content: Content, studies: tuple[str, ...] = ("skill",), seeds: int = 4) -> Plan:
    """A sweep of quest 1 small enough for a test: the bot and the random party on 4 seeds."""
    return make_plan(content, ("quest-1",), {"quest-1": PARTY}, studies, seeds, 11)
