"""The hint: `i` says the party bot's choice in words (the log and a notice) and changes
nothing, `I` plays it, and every question takes it as an answer; the shop is offered among the
dice picker's other actions when something can be bought, and its hint answer plays the hint."""

from __future__ import annotations

import random
import threading

import pytest

from duckgeon_tui.engine import Action, Buy, Game, Phase, RankUp
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.describe import describe_action
from duckgeon_tui.tui.flow.news import LogLine, Notice
from duckgeon_tui.tui.flow.questions import (
    HINT,
    Choose,
    Named,
    PickDice,
    ShareDice,
    Shop,
    SplitLoot,
)
from duckgeon_tui.tui.session import GameSession
from tests.support.scripted_seat import flow_for
from tests.unit.flow.conftest import Played


def test_the_hint_is_said_in_words_and_changes_nothing(session: GameSession) -> None:
    flow, seat = flow_for(session)
    game = session.game
    expected = PartyBot(random.Random(game.seed)).choose(game)
    flow.show_hint()
    seat.settle()
    words = describe_action(game, expected)
    assert seat.of_type(LogLine) == [LogLine("hint", f"Hint: {words}", kept=True)], (
        "kept with the game"
    )
    (notice,) = seat.of_type(Notice)
    assert notice.title == "Hint" and notice.text == f"{words}\n(I plays it)"
    assert str(expected) not in words, "no engine notation"
    assert game.phase == Phase.ROOM_TABLE and not game.log


def test_the_hint_key_plays_the_bot_choice(session: GameSession) -> None:
    flow, seat = flow_for(session)
    expected = PartyBot(random.Random(session.game.seed)).choose(session.game)
    flow.take_hint()
    seat.settle()
    assert str(session.game.log[0]) == str(expected)
    assert seat.of_type(LogLine)[0].text.startswith("Hint played: ")


def test_the_hint_answers_every_question_through_a_whole_turn(session: GameSession) -> None:
    flow, seat = flow_for(session)
    seat.always.update({Choose: HINT, PickDice: HINT, ShareDice: HINT, SplitLoot: HINT})
    flow.begin()
    for _ in range(80):
        seat.settle()
        if session.game.turn > 1:
            break
        flow.take_hint()
    assert session.game.turn > 1


def can_shop(game: Game) -> bool:
    return game.phase == Phase.PICK and any(
        isinstance(a, (Buy, RankUp)) for a in game.legal_actions()
    )


def test_the_shop_is_offered_when_something_can_be_bought(played: Played) -> None:
    session = played(can_shop)
    flow, seat = flow_for(session, Named.OTHER, Named.SHOP, None, None)
    flow.run()
    seat.settle()
    if seat.choice.rooms:  # the ways on from the Cleared room first: stay (p)
        flow.go_on()
        seat.settle()
    picker, others, shop, again = seat.asked
    assert isinstance(picker, PickDice) and picker.shop
    assert isinstance(others, Choose) and others.title == "This turn, before the dice"
    assert [item for _, item in others.lines[:2]] == [Named.SHOP, Named.MAP]
    assert isinstance(shop, Shop)
    assert isinstance(again, PickDice), "the shop closed: pick the dice again"


def test_the_shops_hint_answer_plays_the_hint(played: Played) -> None:
    session = played(can_shop)
    flow, seat = flow_for(session, HINT)
    turn_log = len(session.game.log)
    flow.extra(Named.SHOP)
    seat.settle()
    assert isinstance(seat.asked[0], Shop) and len(session.game.log) > turn_log


def test_the_bot_thinks_off_the_event_loop_on_a_copy(
    session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    flow, seat = flow_for(session)
    thought: list[tuple[threading.Thread, Game]] = []
    choose = PartyBot.choose

    def watched(bot: PartyBot, game: Game) -> Action:
        thought.append((threading.current_thread(), game))
        return choose(bot, game)

    monkeypatch.setattr(PartyBot, "choose", watched)
    flow.show_hint()
    seat.settle()
    ((thread, game),) = thought
    assert thread is not threading.main_thread(), "the keys repaint while it thinks"
    assert game is not session.game and game.log == session.game.log, "a copy of the game"
    assert seat.of_type(LogLine), "and the hint is said"
