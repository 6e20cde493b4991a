"""Fixtures for the turn flow's tests: a new game of Quest 1 in a session saving in a temporary
folder, and the party bot playing it on (in the engine, the flow not told) to where a test
starts."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content
from tests.support.scripted_seat import new_session

Played = Callable[[Callable[[Game], bool]], GameSession]


@pytest.fixture
def session(tmp_path: Path) -> GameSession:
    """A new game of Quest 1 (seed 7) for Plumpy and Pantsy, two players."""
    return new_session(game_content(), tmp_path)


def bot_until(session: GameSession, done: Callable[[Game], bool], seed: int = 3) -> None:
    """Let the party bot play the session's game until `done` (no autosave on the way; the
    session keeps the events, as the flow's own actions do)."""
    bot = PartyBot(random.Random(seed))
    game = session.game
    for _ in range(3000):
        if done(game):
            return
        assert game.outcome is None, "the game ended first"
        session.events.extend(game.apply(bot.choose(game)))
    raise AssertionError("never got there")


@pytest.fixture
def played(session: GameSession) -> Played:
    """`played(done)`: the session, its game played on by the party bot until `done`."""

    def play(done: Callable[[Game], bool]) -> GameSession:
        bot_until(session, done)
        return session

    return play
