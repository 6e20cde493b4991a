"""A Cleared room whose every way on is shut: the dice picker and the banner say which doors
and how to open one (the party may leave only by an open door), instead of leaving a newcomer
wondering why nobody asks where to go."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.flow.questions import PickDice
from duckgeon_tui.tui.room_states import shut_in, why_not_leave
from duckgeon_tui.tui.session import GameSession
from tests.support.scripted_seat import flow_for
from tests.unit.engine.helpers import play, scene

PLUMPY = "party:\n  - {name: Plumpy, class: duckidin, at: [6, 5]}"
SHUT = (
    "Every way out is shut (the east door to room 2 at 9,6): open a door first, with a "
    "DuckWalk that ends on the door's own space, or an Interact (a free action) next to it."
)


def test_a_cleared_room_shut_in_says_how_to_open_a_way_on() -> None:
    game = scene("room: 1\nphase: pick\ncleared_rooms: [1]", PLUMPY)
    assert shut_in(game) == SHUT and why_not_leave(game) == SHUT
    play(game, "pick W F F F F D", "give W Plumpy", "go", "roll W Plumpy [3]", "walk Plumpy 9,6")
    assert game.room_view().glyph(9, 6) != "+" and shut_in(game) == "", "the door is open"


def test_the_dice_picker_says_the_way_on_is_shut(tmp_path: Path) -> None:
    rich = PLUMPY.replace("[6, 5]}", "[6, 5], loot: 7}")  # enough to buy and to rank up
    game = scene("room: 1\nphase: pick\ncleared_rooms: [1]", rich, physical=False)
    session = GameSession(game.content, game, SaveStore(tmp_path), created_at="now")
    flow, seat = flow_for(session)
    flow.run()
    seat.settle()
    (picker,) = seat.of_type(PickDice)
    assert picker.note.startswith(SHUT)
    # The turn's other actions come after, in a player's words (not Buy, RankUp).
    others = "Other actions (o): buy a Funkard, rank up, discard a card"
    assert picker.note.splitlines()[-1] == others
