"""The menus the keys open: `f` keeps every kind of free action in its place and says why one
cannot be taken now (one line when none can), Prepare asks which Funkard and prepares it, a
digit without a die to use says so, and `e` asks before dice are lost."""

from __future__ import annotations

from duckgeon_tui.engine import FreeAction, Phase, Pick
from duckgeon_tui.tui.flow.news import LogLine
from duckgeon_tui.tui.flow.prompts import FREE_NOTHING, FREE_WORDS, held_words
from duckgeon_tui.tui.flow.questions import Choose, Confirm, Named, PrepareCard, Refused
from duckgeon_tui.tui.session import GameSession
from tests.support.scripted_seat import ScriptedSeat, flow_for
from tests.unit.flow.conftest import Played

PREPARED_CARD = "the-sixiest-zappy-of-all-sixes"


def at_a_free_action(played: Played, *answers: object) -> tuple[GameSession, ScriptedSeat, str]:
    """A Duckventurer with a free action, given a Funkard that must be prepared; the keys act
    for them."""
    session = played(
        lambda game: game.phase == Phase.ACT and any(d.free_available for d in game.ducks)
    )
    who = next(d.name for d in session.game.ducks if d.free_available)
    session.game.duck(who).hand.append(PREPARED_CARD)
    _flow, seat = flow_for(session, *answers)
    seat.acting = who
    return session, seat, who


def test_the_free_action_menu_keeps_every_kind_in_its_place(played: Played) -> None:
    session, seat, who = at_a_free_action(played)
    assert seat.flow is not None
    seat.flow.free_action()
    seat.settle()
    (menu,) = seat.asked
    assert isinstance(menu, Choose) and menu.title == f"{who}'s free action"
    kinds = [FREE_WORDS[kind] for kind in FREE_NOTHING]
    assert [label.split(":")[0] for label, _ in menu.lines[:4]] == kinds, "always there"
    refused = [item for _, item in menu.lines if isinstance(item, Refused)]
    assert refused and all(who in r.reason for r in refused), "why not, by name"
    assert session.game.duck(who).free_action is None


def test_no_free_action_at_all_is_said_once(played: Played) -> None:
    session, seat, who = at_a_free_action(played)
    assert seat.flow is not None
    session.game.duck(who).got_dice = True  # given DuckDice: no free Action at all
    seat.flow.free_action()
    seat.settle()
    (menu,) = seat.asked
    assert isinstance(menu, Choose)
    (line,) = [item for _, item in menu.lines]
    assert isinstance(line, Refused) and "given DuckDice" in line.reason


def test_prepare_asks_which_funkard_and_prepares_it(played: Played) -> None:
    def prepare_it(question: PrepareCard) -> FreeAction:
        return next(a for a in question.prepares if a.card == PREPARED_CARD)

    session, seat, who = at_a_free_action(played, Named.PREPARE, prepare_it)
    assert seat.flow is not None
    seat.flow.free_action()
    seat.settle()
    menu, prepare = seat.asked
    assert isinstance(menu, Choose) and Named.PREPARE in [item for _, item in menu.lines]
    assert isinstance(prepare, PrepareCard) and prepare.who == who
    assert str(session.game.log[-1]) == str(FreeAction(who, "prepare", card=PREPARED_CARD))


def test_a_digit_past_the_dice_held_says_how_many(played: Played) -> None:
    session, seat, who = at_a_free_action(played)
    assert seat.flow is not None
    held = len(session.game.duck(who).dice)
    seat.flow.use_die(8)
    assert seat.notices() == [held_words(who, held)] or held > 8


def test_the_dice_held_are_counted_in_words() -> None:
    """It said 'Pantsy holds 1 dice.'"""
    assert held_words("Pantsy", 1) == "Pantsy holds 1 DuckDie (key 1)."
    assert held_words("Pantsy", 3) == "Pantsy holds 3 DuckDice (keys 1-3)."
    assert held_words("Pantsy", 0) == "Pantsy holds no DuckDice."


def test_ending_the_turn_with_dice_held_asks_first(played: Played) -> None:
    session = played(
        lambda game: game.phase == Phase.ACT and sum(len(d.dice) for d in game.ducks) > 0
    )
    flow, seat = flow_for(session, False)
    flow.end_turn()
    seat.settle()
    (asked,) = seat.asked
    assert isinstance(asked, Confirm) and asked.title == "End the turn?"
    assert "still unused and will be lost" in asked.question
    assert session.game.phase == Phase.ACT, "no: the turn goes on"


def test_undo_takes_back_a_choice_never_a_roll(played: Played) -> None:
    session = played(lambda game: game.phase == Phase.PICK)
    flow, seat = flow_for(session)
    flow.undo()
    assert seat.notices() == ["Nothing to undo (a roll can never be taken back)."]
    flow.run(Pick(("walk",) * session.game.dice_to_pick))
    seat.settle()
    assert session.game.phase == Phase.SHARE
    flow.undo()
    seat.settle()
    assert session.game.phase == Phase.PICK and LogLine("info", "Undone.") in seat.news
    assert session.store.load(session.slot).header.phase == Phase.PICK, "Continue: as undone"
