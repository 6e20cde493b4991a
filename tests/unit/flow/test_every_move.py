"""`.` lists every move there is, each with the key that makes it from the map (the free Action
and leaving too, saying why when they cannot be made now), and closing it goes back to the step
in progress: during a DuckWalk, to choosing where the walk ends."""

from __future__ import annotations

from duckgeon_tui.engine import Game, Phase
from duckgeon_tui.tui.flow.map_choosing import NOTHING
from duckgeon_tui.tui.flow.news import Offer
from duckgeon_tui.tui.flow.questions import Choose, Refused
from duckgeon_tui.tui.session import GameSession
from tests.support.scripted_seat import ScriptedSeat, flow_for
from tests.unit.flow.conftest import Played


def plumpy_may_walk(game: Game) -> bool:
    return game.phase == Phase.ACT and "walk" in game.duck("Plumpy").dice


def every_move(seat: ScriptedSeat) -> Choose:
    """`.` pressed and the menu closed (the script has no answer for it): the menu asked."""
    assert seat.flow is not None
    seat.flow.all_actions()
    seat.settle()
    menu = seat.asked[-1]
    assert isinstance(menu, Choose)
    return menu


def at_a_walk(played: Played) -> tuple[GameSession, ScriptedSeat, int]:
    """Plumpy holds a DuckWalk die and the keys act for Plumpy; the die's key."""
    session = played(plumpy_may_walk)
    _flow, seat = flow_for(session)
    seat.acting = "Plumpy"
    return session, seat, session.game.duck("Plumpy").dice.index("walk") + 1


def test_every_move_names_its_key_and_the_moves_not_possible_now(played: Played) -> None:
    _session, seat, walk = at_a_walk(played)
    menu = every_move(seat)
    assert menu.title == "Everything you can do now (its key in brackets)"
    labels = [label for label, _ in menu.lines]
    assert f"Plumpy: roll DuckWalk ({walk})" in labels
    refused = [item for _, item in menu.lines if isinstance(item, Refused)]
    assert any("(f)" in r.label and "DuckDice" in r.reason for r in refused), refused
    assert any(r.label == "Leave the room (M)" for r in refused), refused
    assert len(menu.details) == len(menu.lines), "a detail line (maybe empty) for each line"


def test_closing_every_move_goes_back_to_the_walk_in_progress(played: Played) -> None:
    session, seat, walk = at_a_walk(played)
    every_move(seat)
    assert seat.news[-1] == Offer(NOTHING), "nothing was in progress: nothing is"
    assert seat.flow is not None
    seat.flow.use_die(walk - 1)  # roll the DuckWalk: choose where it ends
    seat.settle()
    walking = seat.choice
    assert walking.stage == "walk"
    menu = every_move(seat)
    walks = [label for label, item in menu.lines if not isinstance(item, Refused)]
    assert walks and all("(Enter on " in label for label in walks), walks
    assert seat.choice == walking, "back to choosing where the walk ends"
    start = session.game.duck("Plumpy").pos
    target = next(pos for pos in walking.options if pos != start)
    seat.flow.choose_at(target)
    seat.settle()
    assert session.game.duck("Plumpy").pos == target
