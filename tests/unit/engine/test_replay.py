"""Watching a game again: the setup and the log rebuild it exactly, step by step and turn by
turn, and a log that does not replay says where."""

from __future__ import annotations

import random
from typing import Any

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine import Game, Options, PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.replay import Replay
from tests.support.content import game_content


@pytest.fixture(scope="module")
def played() -> tuple[Content, dict[str, Any]]:
    content = game_content()
    party = [PartyMember("Plumpy", "duckidin"), PartyMember("Pantsy", "duckwiz")]
    game = Game.new(content, "quest-1", party, seed=4, options=Options(undo=True))
    bot = PartyBot(random.Random(4))
    while game.outcome is None:
        game.apply(bot.choose(game))
    return content, game.to_json()


def test_the_replay_ends_as_the_game_ended(played: tuple[Content, dict[str, Any]]) -> None:
    content, data = played
    replay = Replay(content, data["setup"], data["log"])
    assert replay.length == len(data["log"])
    end = replay.game_at(replay.length)
    assert end.outcome is not None and end.to_json()["state"] == data["state"]


def test_every_step_is_the_game_after_that_many_actions(
    played: tuple[Content, dict[str, Any]],
) -> None:
    content, data = played
    replay = Replay(content, data["setup"], data["log"])
    for step in (0, 1, 7, replay.turn_starts[3], replay.turn_starts[3] + 2, replay.length - 1):
        prefix = Game.replay(content, data["setup"], data["log"][:step])
        assert replay.game_at(step).to_json()["state"] == prefix.to_json()["state"]
    middle = replay.turn_starts[4] + 1
    assert replay.game_at(middle).turn == 5
    assert replay.next_turn(middle) == replay.turn_starts[5]
    assert replay.previous_turn(middle) == replay.turn_starts[4]
    assert replay.previous_turn(replay.turn_starts[4]) == replay.turn_starts[3]
    assert replay.next_turn(replay.length) == replay.length
    assert [e.text for e in replay.events_until(2)] == [
        e.text for events in replay.events[:2] for e in events
    ]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            lambda s, log: (s, [*log[:5], "fly away", *log[5:]]),
            "action 6 ('fly away') does not replay",
        ),
        (lambda s, log: (s, "pick W"), "not a list of actions"),
        (lambda s, log: ({**s, "quest": "quest-9"}, log), "no quest 'quest-9'"),
        (lambda s, log: ({k: v for k, v in s.items() if k != "party"}, log), "setup does not read"),
        (lambda s, log: ("setup", log), "setup does not read"),
    ],
)
def test_a_log_that_does_not_replay_says_where(
    played: tuple[Content, dict[str, Any]], change: Any, problem: str
) -> None:
    content, data = played
    setup, log = change(data["setup"], data["log"])
    with pytest.raises(IllegalAction, match=problem.replace("(", r"\(").replace(")", r"\)")):
        Replay(content, setup, log)
