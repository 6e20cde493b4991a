"""What the turn flow asks, and when: the Room Table first, then the dice picker; a question
the players closed comes back only by its key (never by itself after Help); `.` lists every
action with the dice in one line; the Beasties' turn is shown before anything else, and Escape
there leaves the map until `p`; nothing is asked while another screen covers the game."""

from __future__ import annotations

from duckgeon_tui.engine import EndTurn, Phase, Pick
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.tui.flow.news import Signal
from duckgeon_tui.tui.flow.questions import Choose, Confirm, Named, PickDice, ShowBeasties
from duckgeon_tui.tui.session import GameSession
from tests.support.scripted_seat import flow_for
from tests.unit.flow.conftest import Played

PICKER_CLOSED = "Choose the dice: p opens the dice picker again"


def first_line(question: Choose) -> object:
    """The menu's first line (the first action)."""
    return question.lines[0][1]


def test_the_room_table_comes_first_then_the_dice_picker(session: GameSession) -> None:
    flow, seat = flow_for(session, first_line, None)
    flow.begin()
    seat.settle()
    table, picker = seat.asked
    assert isinstance(table, Choose) and table.title.startswith("Room 1: ")
    assert "roll the Room Table" in table.title
    assert table.explain.startswith("The Room Table says what waits in the room")
    assert isinstance(picker, PickDice) and picker.count == session.game.dice_to_pick
    assert session.game.phase == Phase.PICK
    assert seat.choice.words == PICKER_CLOSED, "closed: the banner names the key"


def test_a_closed_question_comes_back_only_by_its_key(session: GameSession) -> None:
    flow, seat = flow_for(session, first_line, None)
    flow.begin()
    seat.settle()
    asked = len(seat.asked)
    flow.resume()  # nothing was waiting: Help closing changes nothing
    flow.waiting = True  # Help (or the quest map screen) covered the game meanwhile
    flow.resume()
    seat.settle()
    assert len(seat.asked) == asked, "the dice picker does not open by itself"
    assert seat.choice.words == PICKER_CLOSED
    flow.go_on()  # p
    seat.settle()
    assert isinstance(seat.asked[-1], PickDice)


def test_the_dice_picked_are_offered_again_next_turn(session: GameSession) -> None:
    flow, seat = flow_for(session, first_line, Pick(("walk",) * 6))
    flow.begin()
    seat.settle()
    assert flow.last_pick == ("walk",) * 6


def test_nothing_is_asked_while_another_screen_covers_the_game(session: GameSession) -> None:
    flow, seat = flow_for(session, first_line)
    seat.is_covered = True
    flow.begin()
    seat.settle()
    assert not seat.asked and flow.waiting
    seat.is_covered = False
    flow.resume()
    seat.settle()
    assert isinstance(seat.asked[0], Choose) and not flow.waiting


def test_the_full_stop_lists_every_action_with_the_dice_in_one_line(played: Played) -> None:
    session = played(lambda game: game.phase == Phase.PICK)
    flow, seat = flow_for(session, Named.PICK)
    flow.all_actions()
    seat.settle()
    menu, picker = seat.asked
    assert isinstance(picker, PickDice), "its line opens the dice picker"
    assert (
        isinstance(menu, Choose) and menu.title == "Everything you can do now (its key in brackets)"
    )
    label, item = menu.lines[0]
    assert item is Named.PICK
    count = session.game.dice_to_pick
    assert label == f"Pick the turn's {count} DuckDice, any mix of W F D L K G (p)"
    assert len(menu.lines) < 20
    assert not any(label.startswith("pick ") for label, _ in menu.lines)
    assert not any(isinstance(item, Pick) for _, item in menu.lines), "no line per mix"


def ended_with_beasties(played: Played, *answers: object) -> tuple[GameSession, object]:
    """A turn with Beasties in the room ended (yes to the unused dice), then `answers`."""
    session = played(lambda game: game.phase == Phase.ACT and bool(game.beasties))
    flow, seat = flow_for(session, *answers)
    seat.always[Confirm] = True
    flow.end_turn()
    seat.settle()
    return session, (flow, seat)


def test_the_beasties_turn_is_shown_before_the_dice_picker(played: Played) -> None:
    session, (_flow, seat) = ended_with_beasties(played, False, None)  # type: ignore[misc]
    asked = seat.asked
    if isinstance(asked[0], Confirm):  # dice were left unused
        assert asked[0].title == "End the turn?" and "still unused" in asked[0].question
        asked = asked[1:]
    shown, picker = asked
    assert session.game.turn == 2
    assert isinstance(shown, ShowBeasties) and shown.events
    assert not any(e.kind == EventKind.TURN for e in shown.events), "their turn only"
    assert isinstance(picker, PickDice)
    assert str(session.game.log[-1]) == str(EndTurn())


def test_escape_at_the_beasties_turn_leaves_the_map_until_p(played: Played) -> None:
    session, (flow, seat) = ended_with_beasties(played, None)  # type: ignore[misc]
    assert isinstance(seat.asked[-1], ShowBeasties)
    assert session.game.phase == Phase.PICK
    assert seat.choice.words == PICKER_CLOSED
    flow.go_on()
    seat.settle()
    assert isinstance(seat.asked[-1], PickDice)


def test_h_at_the_beasties_turn_opens_the_message_history(played: Played) -> None:
    _session, (_flow, seat) = ended_with_beasties(played, True, None)  # type: ignore[misc]
    history = [n for n in seat.news if n is Signal.HISTORY]
    assert len(history) == 1
    after = seat.news[seat.news.index(history[0]) :]
    assert any(n is Signal.CHANGED for n in after), "the flow goes on (the picker next)"
    assert isinstance(seat.asked[-1], PickDice)
