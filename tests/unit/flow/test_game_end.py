"""A game's end: the autosave and the run summary are written, the summary is shown, and the
players go to the title (or quit); a lesson's end offers the next lesson, again, or the list of
lessons; a hot-seat table hands the keyboard over when the keys pass to another player."""

from __future__ import annotations

from pathlib import Path

import pytest

from duckgeon_tui.engine import Game, Phase, parse_action
from duckgeon_tui.tui.flow.acting import hand_over_to
from duckgeon_tui.tui.flow.news import OpenLesson, Signal, WatchRun
from duckgeon_tui.tui.flow.questions import (
    AfterGame,
    AfterLesson,
    Confirm,
    GameOver,
    LessonOver,
    ShowBeasties,
)
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.tutorial import lessons
from tests.support.content import game_content
from tests.support.lessons import FOLLOWED
from tests.support.scripted_seat import flow_for, new_session
from tests.unit.flow.conftest import bot_until


def ended(session: GameSession) -> GameSession:
    bot_until(session, lambda game: game.outcome is not None)
    return session


@pytest.mark.parametrize(
    ("after", "news"), [(AfterGame.TITLE, Signal.CLOSE), (AfterGame.QUIT, Signal.QUIT)]
)
def test_the_end_of_a_game_shows_its_summary_then_goes_where_told(
    session: GameSession, tmp_path: Path, after: AfterGame, news: object
) -> None:
    flow, seat = flow_for(ended(session), after)
    flow.run()
    seat.settle()
    (over,) = seat.asked
    assert isinstance(over, GameOver) and over.summary.turns == session.game.turn
    assert seat.news[-1] == news
    assert list((tmp_path / "runs").glob("*.json")), "the run summary is written"


def test_the_end_of_a_game_offers_its_replay_and_the_hall_of_ducks(session: GameSession) -> None:
    flow, seat = flow_for(ended(session), AfterGame.REPLAY)
    flow.run()
    seat.settle()
    (over,) = seat.asked
    assert isinstance(over, GameOver)
    assert seat.news[-2:] == [WatchRun(over.summary), Signal.CLOSE]
    assert over.summary.replay is not None, "the finished game can be watched again"
    flow, seat = flow_for(session, AfterGame.HALL)
    flow.run()
    seat.settle()
    assert seat.news[-2:] == [Signal.HALL, Signal.CLOSE]


def lesson_over(tmp_path: Path, index: int, answer: AfterLesson) -> tuple[list[object], object]:
    """Lesson `index` of Learn to play, played by the party bot to its end, then `answer`."""
    content = game_content()
    path = lessons(content)[index].path
    session = ended(new_session(content, tmp_path, party=(), seed=0, scenario=path))
    flow, seat = flow_for(session, answer)
    flow.run()
    seat.settle()
    (asked,) = seat.asked
    return seat.news, asked


def test_the_end_of_a_lesson_says_what_it_taught_and_where_next(tmp_path: Path) -> None:
    news, asked = lesson_over(tmp_path, 0, AfterLesson.AGAIN)
    assert isinstance(asked, LessonOver) and asked.lesson.title
    following = lessons(game_content())[1].lesson.title
    assert asked.next_title == following
    assert news[-1] == OpenLesson(0), "the same lesson again"


@pytest.mark.parametrize(
    ("answer", "last"),
    [
        (AfterLesson.LESSONS, [OpenLesson(None), Signal.CLOSE]),
        (AfterLesson.TITLE, [Signal.CLOSE]),
    ],
)
def test_a_lesson_goes_back_to_the_lessons_or_the_title(
    tmp_path: Path, answer: AfterLesson, last: list[object]
) -> None:
    news, _asked = lesson_over(tmp_path, 0, answer)
    assert news[-len(last) :] == last


def test_a_won_lesson_goes_on_to_the_next(tmp_path: Path) -> None:
    news, asked = lesson_over(tmp_path, 0, AfterLesson.NEXT)
    assert isinstance(asked, LessonOver)
    assert news[-1] == (OpenLesson(1) if asked.won else Signal.CLOSE)


def test_the_keyboard_is_handed_over_only_between_players() -> None:
    party = [
        ("Plumpy", "duckidin", "Sam"),
        ("Pantsy", "duckwiz", "Alex"),
        ("Solo", "duckwiz", "Sam"),
    ]
    game = Game.new(game_content(), "quest-1", party, seed=1)
    assert hand_over_to(game, "Plumpy", "Pantsy") == "Alex"
    assert hand_over_to(game, "Pantsy", "Solo") == "Sam"
    assert hand_over_to(game, "Plumpy", "Solo") is None, "the same player goes on"
    assert hand_over_to(game, None, "Pantsy") is None, "nobody acted yet"
    alone = Game.new(game_content(), "quest-1", [("A", "duckidin", "Sam")], seed=1)
    assert hand_over_to(alone, "A", "A") is None
    assert game.phase == Phase.ROOM_TABLE


def test_every_lesson_played_as_told_is_won_and_leads_to_the_next(tmp_path: Path) -> None:
    content = game_content()
    chain = lessons(content)
    assert [lf.scenario.id.removeprefix("tutorial-") for lf in chain] == list(FOLLOWED)
    for index, (lesson, actions) in enumerate(zip(chain, FOLLOWED.values(), strict=True)):
        saves = tmp_path / str(index)
        session = new_session(content, saves, party=(), seed=0, scenario=lesson.path)
        *before, last = [parse_action(text) for text in actions]
        for action in before:
            session.apply(action, save=False)
        flow, seat = flow_for(session, AfterLesson.NEXT)
        flow.run(last)
        seat.settle()
        (done,) = seat.asked
        assert isinstance(done, LessonOver) and done.won, lesson.scenario.id
        following = chain[index + 1].lesson.title if index + 1 < len(chain) else None
        assert done.next_title == following
        assert seat.news[-1] == (OpenLesson(index + 1) if following else Signal.CLOSE)
        assert not list(saves.glob("runs/*.json")), "a lesson is no run of the game"


LAST_STAND = """\
id: last-stand
name: The last stand
quest: quest-1
room: 2
phase: act
turn: 4
seed: 1
cleared_rooms: [1]
dice:
  beastie_attack: [6, 6, 5]
  resist_roll: [1]
party:
  - {name: Plumpy, class: duckidin, player: Sam, at: [5, 3], stats: {F: 1}}
beasties:
  - {kind: hordling, at: [6, 3]}
"""


def test_the_beasties_turn_that_ends_the_game_says_so(tmp_path: Path) -> None:
    scenario = tmp_path / "last-stand.yaml"
    scenario.write_text(LAST_STAND, encoding="utf-8")
    session = new_session(game_content(), tmp_path, scenario=scenario)
    flow, seat = flow_for(session)
    seat.always[Confirm] = True
    flow.end_turn()
    seat.settle()
    assert session.game.outcome is not None, "every Duckventurer is down"
    shown = next(q for q in seat.asked if isinstance(q, ShowBeasties))
    assert shown.over, "not 'go on to the dice'"
