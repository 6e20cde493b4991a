"""Leaving a Cleared room: the ways on are offered before the dice; a digit asks before the
party sets off (a key meant for another question may be one); `p` stays this turn; the quest
map leaves by a door; and the way out of a quest is offered first, a 'not yet' holding for
the turn."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.engine import Escape, Game, Leave, Phase
from duckgeon_tui.engine.state import Result
from duckgeon_tui.tui.flow.questions import Confirm, GameOver, Named, PickDice, QuestMap
from duckgeon_tui.tui.session import GameSession
from tests.support.quest_goals import everybody_up, in_room_6, played_to_room_6
from tests.support.scripted_seat import ScriptedSeat, flow_for
from tests.unit.flow.conftest import Played


def may_leave(game: Game) -> bool:
    return game.phase == Phase.PICK and any(isinstance(a, Leave) for a in game.legal_actions())


def at_the_crossroads(played: Played, *answers: object) -> tuple[GameSession, ScriptedSeat]:
    session = played(may_leave)
    flow, seat = flow_for(session, *answers)
    flow.run()
    seat.settle()
    assert seat.choice.rooms and not seat.asked, "the ways on, before the dice"
    return session, seat


def test_a_digit_at_where_now_asks_before_setting_off(played: Played) -> None:
    session, seat = at_the_crossroads(played, False, True)
    assert seat.flow is not None
    game, here, goal = session.game, session.game.room_number, min(seat.choice.rooms)
    assert "Where now? " in seat.choice.words
    seat.flow.use_die(goal - 1)  # the digit of room `goal`
    seat.settle()
    (asked,) = seat.asked
    assert isinstance(asked, Confirm) and f"toward room {goal}" in asked.title
    assert asked.yes == "Set off (y)" and game.room_number == here, "no"
    seat.flow.use_die(goal - 1)
    seat.settle()
    assert game.room_number == goal


def test_a_room_not_next_door_is_refused_in_words(played: Played) -> None:
    _session, seat = at_the_crossroads(played)
    assert seat.flow is not None
    seat.flow.go_to_room(99)
    assert seat.notices()[-1].startswith("No corridor leads from here to room 99 (rooms ")


def test_p_stays_in_the_room_this_turn(played: Played) -> None:
    session, seat = at_the_crossroads(played)
    assert seat.flow is not None
    seat.flow.go_on()
    seat.settle()
    assert not seat.choice.rooms and isinstance(seat.asked[-1], PickDice)
    assert seat.flow.stay_turn == session.game.turn


def test_the_quest_map_leaves_by_a_door(played: Played) -> None:
    session = played(may_leave)
    game, here = session.game, session.game.room_number
    leave = next(a for a in game.legal_actions() if isinstance(a, Leave))
    goal = game.room_view().exits[leave.door]
    flow, seat = flow_for(session, leave, True)
    flow.extra(Named.MAP)
    seat.settle()
    assert isinstance(seat.asked[0], QuestMap)
    assert game.room_number == goal != here
    assert any(e.kind == "corridor" for e in session.events), "the corridor is walked"
    assert seat.walks, "and shown walked"


def test_the_way_out_is_offered_first_and_not_yet_holds_for_the_turn(tmp_path: Path) -> None:
    session = played_to_room_6(tmp_path, "quest-3", 1, in_room_6, everybody_up)
    flow, seat = flow_for(session, False)
    flow.begin()
    seat.settle()
    (way_out,) = seat.asked
    assert isinstance(way_out, Confirm) and way_out.title == "The way out is open"
    assert way_out.yes == "Escape!" and seat.choice.rooms, "not yet: the ways on, then dice"
    flow.go_on()  # stay here this turn
    seat.settle()
    assert isinstance(seat.asked[-1], PickDice), "the way out is not asked again this turn"
    assert Escape() in session.game.legal_actions(), "Escape stays among the other actions"


def test_taking_the_way_out_wins_the_quest(tmp_path: Path) -> None:
    session = played_to_room_6(tmp_path, "quest-3", 1, in_room_6, everybody_up)
    flow, seat = flow_for(session, True)
    flow.begin()
    seat.settle()
    assert isinstance(seat.asked[-1], GameOver)
    assert session.game.outcome is not None and session.game.outcome.result == Result.VICTORY
