"""The acting Duckventurer's Scroll says what it stands by: an object to Interact with, with
its key and when the free Action can be taken; a way out of the room, with when the party may
leave and the keys that do it."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.nearby import nearby_words, the
from tests.support.dungeon_app import bot_until
from tests.unit.engine.test_playouts import _new


def acting_in_room_1(game: Game) -> bool:
    return game.phase == "act" and game.room_number == 1


def backpack_at(game: Game) -> tuple[int, int]:
    """Where the Abandoned Backpack of room 1 lies."""
    view = game.room_view()
    features = game.content.rooms[view.room_id].features
    return next(
        (x, y)
        for y in range(view.height)
        for x in range(view.width)
        if (letter := game.at(x, y).feature) and features[letter].name == "Abandoned Backpack"
    )


def test_an_object_beside_the_duck_says_interact_and_when() -> None:
    game = _new(7)
    bot_until(game, acting_in_room_1)
    backpack = backpack_at(game)
    duck = game.state.ducks[0]
    duck.pos = (backpack[0] - 1, backpack[1] - 1)
    words = nearby_words(game, duck.name)
    assert any(w.startswith("Interact with the Abandoned Backpack: f") for w in words), words
    duck.dice = ["walk"]
    assert any(w.endswith("on a turn with no dice") for w in nearby_words(game, duck.name))


def test_a_door_says_when_the_party_may_leave_by_it() -> None:
    game = _new(7)
    bot_until(game, lambda g: acting_in_room_1(g) and g.room_view().cleared)
    view = game.room_view()
    door, at = next(iter(view.doors.items()))
    duck = game.state.ducks[0]
    duck.pos = at
    number = view.exits.get(door)
    said = [w for w in nearby_words(game, duck.name) if "door" in w]
    assert said, nearby_words(game, duck.name)
    if view.glyph(*at) == "+":
        assert said[0].startswith("Open the door")
    else:
        assert said[0] == (
            f"Leave by the door to room {number}: at the start of the next turn, before the "
            f"dice: M or {number}"
        )


def test_before_the_dice_are_shared_a_free_action_is_not_now() -> None:
    """At the dice picker the Scroll said 'f (free Action) now', and `f` then refused the
    Interact for want of anything next to the Duckventurer: free Actions are declared once the
    dice are shared."""
    game = _new(7)
    bot_until(game, lambda g: g.phase == "pick" and g.room_number == 1 and g.turn > 1)
    backpack = backpack_at(game)
    duck = next(d for d in game.state.ducks if d.f > 0)
    duck.pos = (backpack[0] - 1, backpack[1] - 1)
    assert game.free_refusal(duck.name) == (
        f"{duck.name} may declare a free Action once the dice are shared, if given none"
    )
    words = nearby_words(game, duck.name)
    assert (
        "Interact with the Abandoned Backpack: f, a free Action: once the dice are shared, "
        "if given none"
    ) in words, words


def test_a_feature_is_named_with_one_article() -> None:
    """The Scroll said 'Look at the The Evil Agenda' and 'Interact with the King Goscock's
    Cage'."""
    assert the("The Evil Agenda") == "the Evil Agenda"
    assert the("King Goscock's Cage") == "King Goscock's Cage"
    assert the("Abandoned Backpack") == "the Abandoned Backpack"


def test_a_shut_door_says_how_to_open_it_without_brackets_in_brackets() -> None:
    game = _new(7)
    bot_until(game, acting_in_room_1)
    view = game.room_view()
    at = next(a for a in view.doors.values() if view.glyph(*a) == "+")
    duck = game.state.ducks[0]
    duck.pos = at
    (said,) = [w for w in nearby_words(game, duck.name) if w.startswith("Open")]
    assert "by a DuckWalk that ends on it, or Interact with it: f" in said, said
    depth = 0
    for char in said:
        depth += {"(": 1, ")": -1}.get(char, 0)
        assert depth <= 1, said
