"""A game continued is the game left: its message log told again, saved after every action."""

from __future__ import annotations

import random
from pathlib import Path

from duckgeon_tui.engine import Give
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.session import GameSession
from tests.support.bot_games import finish_with_the_bot
from tests.unit.engine.test_playouts import content


def test_continue_tells_the_log_again_and_the_autosave_follows_every_action(
    tmp_path: Path,
) -> None:
    store = SaveStore(tmp_path)
    spec = NewGameSpec(quest="quest-1", players=("Sam",), party=(), seed=5, animation=False)
    session = GameSession.new(content(), spec, store)
    bot = PartyBot(random.Random(5))
    while not isinstance(action := bot.choose(session.game), Give):
        session.apply(action)
    session.apply(action)  # a give: the turn goes on, and the autosave has it
    saved = store.load(session.slot)
    assert saved.state["log"] == session.game.to_json()["log"]
    again = GameSession.from_save(content(), saved, store, session.slot)
    assert [e.text for e in again.events] == [e.text for e in session.events]
    assert any("appears" in e.text for e in again.events)


def test_the_run_summary_keeps_the_message_log(tmp_path: Path) -> None:
    spec = NewGameSpec(quest="quest-1", players=("Sam",), party=(), seed=6, animation=False)
    session = GameSession.new(content(), spec, SaveStore(tmp_path))
    bot = PartyBot(random.Random(6))
    for _ in range(12):
        session.apply(bot.choose(session.game))
    messages = session.summary().messages
    assert messages and messages == [event.text for event in session.events]


def test_a_finished_game_continued_is_one_run_in_the_hall(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    spec = NewGameSpec(quest="quest-1", players=("Sam",), party=(), seed=4, animation=False)
    session = GameSession.new(content(), spec, store)
    finish_with_the_bot(session, PartyBot(random.Random(4)))
    assert len(store.run_summaries()) == 1
    for _ in range(2):  # Continue, the game over shown again (it autosaves), and again
        again = GameSession.from_save(content(), store.load(session.slot), store, session.slot)
        assert again.game.outcome is not None and again.autosave()
    (run,) = store.run_summaries()
    assert run.turns == session.game.turn and run.seed == 4


def test_a_scenario_continued_tells_its_log_again(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    scenario = Path(__file__).parents[3] / "scenarios" / "duckthulhu-booster-six.yaml"
    spec = NewGameSpec(
        quest="quest-1", players=("Sam",), party=(), seed=6, animation=False, scenario=scenario
    )
    session = GameSession.from_scenario(content(), spec, store)
    bot = PartyBot(random.Random(6))
    for _ in range(12):
        session.apply(bot.choose(session.game))
    again = GameSession.from_save(content(), store.load(session.slot), store, session.slot)
    assert again.events and [e.text for e in again.events] == [e.text for e in session.events]
