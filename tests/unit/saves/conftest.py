"""Fixtures for the save tests: the real content, and a real game a few actions in."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content

PARTY = (PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam"))


@pytest.fixture(scope="session")
def content() -> Content:
    return game_content()


def play_to_turn(session: GameSession, turn: int, seed: int = 2) -> None:
    """Let the party bot play (through the session, autosaving) until the turn is reached."""
    bot = PartyBot(random.Random(seed))
    while session.game.turn < turn and session.game.outcome is None:
        session.apply(bot.choose(session.game))


@pytest.fixture
def play_until() -> Callable[[GameSession, int], None]:
    """`play_until(session, turn)`: the party bot plays through the session to that turn."""
    return play_to_turn


@pytest.fixture
def new_session(content: Content) -> Callable[[Path], GameSession]:
    """`new_session(folder)`: a new game of Quest 1 saving in `folder`, autosaved once."""

    def make(folder: Path) -> GameSession:
        spec = NewGameSpec("quest-1", ("Sam",), PARTY, seed=11, animation=False)
        session = GameSession.new(content, spec, SaveStore(folder))
        session.autosave()
        return session

    return make
