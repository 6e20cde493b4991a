"""The run summary of a quest with a clock tells the clock (its mark, what went off), not a
Booster-Wooster the quest does not have (nor does the camp's history); summaries written before
keep reading."""

from __future__ import annotations

import random
from pathlib import Path

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.campaign_state import QuestRecord
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import RunSummary
from duckgeon_tui.tui.dialogs.game_over import summary_lines
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.camp import record_line
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content


def test_a_flooded_quest_shows_its_clock_and_no_booster_wooster(tmp_path: Path) -> None:
    spec = NewGameSpec(quest="quest-3", players=("Sam",), party=(), seed=4, animation=False)
    session = GameSession.new(game_content(), spec, SaveStore(tmp_path))
    bot = PartyBot(random.Random(4))
    while session.game.outcome is None and "Ankle Deep" not in str(session.summary().clock):
        session.apply(bot.choose(session.game))
    summary = RunSummary.model_validate_json(session.summary().model_dump_json())
    assert summary.clock is not None and summary.booster_step is None
    assert summary.clock.went_off[0] == "Ankle Deep"
    lines = summary_lines(summary, game_content().classes)
    assert f"The Flood: mark {summary.clock.value} / 30 (went off: Ankle Deep" in lines
    assert "Booster-Wooster" not in lines


def test_a_summary_written_before_the_clock_was_recorded_still_reads() -> None:
    old = (
        '{"quest": "quest-1", "party": [], "outcome": "defeat", "cause": "x", "turns": 3,'
        ' "booster_step": 2, "seed": 1, "finished_at": "2026-01-01T00:00:00+00:00"}'
    )
    lines = summary_lines(RunSummary.model_validate_json(old), {})
    assert (
        "Booster-Wooster step 2 at the end: the boss was 2 steps stronger than at the start (he"
        in lines
    )
    assert lines.endswith("\nSeed: 1")


def test_the_camp_history_names_the_booster_wooster_only_for_quests_that_have_one() -> None:
    quests = game_content().quests
    record = QuestRecord("quest-3", 1, None, "victory", "out", 20, 5, 9, 0, ["Plumpy"], [])
    assert "Booster-Wooster" not in record_line(2, record, quests["quest-3"])
    assert "Booster-Wooster 0" in record_line(1, record, quests["quest-1"])


def test_the_summary_names_each_class_and_where_the_boss_ended() -> None:
    summary = RunSummary(
        quest="quest-1",
        party=[
            PartyMember(name="Plumpy", class_id="duckidin"),
            PartyMember(name="Squeaky", class_id="rubber-duckling"),
        ],
        outcome="victory",
        cause="the King is free",
        turns=38,
        booster_step=0,
        seed=1,
        finished_at="2026-01-01T00:00:00+00:00",
    )
    lines = summary_lines(summary, game_content().classes)
    # A class the loaded content lacks (a mod's, not loaded now) is named from its id.
    assert "Party: Plumpy (Duckidin), Squeaky (Rubber Duckling)" in lines
    # Step 0 at the end says where he ended, not that he never climbed (a goose can lift him
    # and a card slide him back).
    assert "step 0 at the end: the boss was no stronger than at the start" in lines


def test_a_scenario_counts_the_boss_s_climb_from_its_own_start(tmp_path: Path) -> None:
    scenario = Path(__file__).parents[3] / "scenarios" / "duckthulhu-booster-six.yaml"
    spec = NewGameSpec(
        quest="quest-1", players=("Sam",), party=(), seed=6, animation=False, scenario=scenario
    )
    session = GameSession.from_scenario(game_content(), spec, SaveStore(tmp_path))
    summary = RunSummary.model_validate_json(session.summary().model_dump_json())
    assert (summary.booster_step, summary.booster_start) == (6, 6)
    lines = summary_lines(summary, game_content().classes)
    assert "step 6 at the end: the boss was no stronger than at the start" in lines
    back = summary.model_copy(update={"booster_step": 5})
    assert "1 step weaker than at the start" in summary_lines(back, {})
