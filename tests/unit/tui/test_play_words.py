"""What the dungeon says while playing: a FunkyDuck's menu keeps each card's number when the
card cannot be played now (dimmed, with why), the dice tray names the phase in words, the footer
says what Tab does while choosing on the map, the Room Table's `?` says what it is, and a Cleared
room says what the quest still needs."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import cast

from textual.binding import Binding

from duckgeon_tui.engine import EndTurn, RollDie
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog, line_text
from duckgeon_tui.tui.flow.map_choosing import NOTHING, AimGroup, Choice, leaving, still_to_do
from duckgeon_tui.tui.flow.prompts import MenuItem
from duckgeon_tui.tui.flow.questions import Choose, Refused
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.widgets.dice_tray import tray_title
from tests.support.scripted_seat import ScriptedSeat
from tests.unit.engine.test_playouts import _new


def test_a_funkyduck_menu_keeps_the_number_of_a_card_out_of_reach() -> None:
    game = _new(1)
    bot = PartyBot(random.Random(1))
    for _ in range(167):  # Duck3 holds a FunkyDuck; its Quackle Bolt has no target in range
        game.apply(bot.choose(game))
    duck = game.duck("Duck3")
    cards = game.usable_cards(duck.name)
    seat = ScriptedSeat(acting=duck.name)
    seat.flow = TurnFlow(seat, cast("GameSession", SimpleNamespace(game=game)))
    seat.flow.use_die(duck.dice.index("funky"))
    seat.settle()
    (menu,) = seat.of_type(Choose)
    lines: list[MenuItem] = [item for _label, item in menu.lines]
    assert len(lines) == len(cards), "one line a card, whether it can be played now or not"
    bolt = lines[cards.index("quackle-bolt")]
    assert isinstance(bolt, Refused) and bolt.label == "Quackle Bolt"
    assert "range" in bolt.reason
    assert not any(
        isinstance(a, RollDie) and a.card == "quackle-bolt"
        for line in lines
        if isinstance(line, AimGroup)
        for a in line.options
    )
    shown = line_text(3, bolt.label, bolt)
    assert shown.plain.startswith("3. Quackle Bolt (not now: ") and shown.spans[0].style == "dim"


def test_the_dice_tray_names_the_phase_in_words() -> None:
    game = _new(1)
    assert tray_title(game) == "(turn 1: entering the room)"
    while str(game.phase) != "pick":
        game.apply(game.legal_actions()[0])
    assert tray_title(game) == "(turn 1: choose the dice)"


def test_the_footer_names_what_tab_does_while_choosing_on_the_map() -> None:
    choosing = SimpleNamespace(built=lambda: True, choice=Choice(options={(1, 1): (EndTurn(),)}))
    idle = SimpleNamespace(built=lambda: True, choice=NOTHING)
    check = DungeonScreen.check_action
    assert check(choosing, "next_mark", ()) and not check(choosing, "next_duck", ())  # type: ignore[arg-type]
    assert check(idle, "next_duck", ()) and not check(idle, "next_mark", ())  # type: ignore[arg-type]
    tabs = {b.action: b.description for b in DungeonScreen.BINDINGS if isinstance(b, Binding)}
    assert tabs["next_mark(1)"] == "Next space" and tabs["next_duck(1)"] == "Next duck"


def test_the_room_table_menu_says_what_the_room_table_and_its_goose_are() -> None:
    seat = ScriptedSeat()
    seat.flow = TurnFlow(seat, cast("GameSession", SimpleNamespace(game=_new(1))))
    seat.flow.run()
    seat.settle()
    (menu,) = seat.of_type(Choose)
    dialog = ChooseActionDialog(menu.title, menu.lines, menu.note, menu.explain)
    words = dialog.explanation()
    assert words.startswith("The Room Table says what waits in the room")
    assert "subtracts it (more Beasties" in words and "only 5 DuckDice" in words


def test_a_cleared_room_says_what_is_still_to_do_before_the_quest_is_won() -> None:
    game = _new(1)
    assert still_to_do(game) == "Not won yet: Defeat Duckthulhu (+1 more). "
    game.world.state.objectives[0] = True  # Duckthulhu defeated: the King is still in his cage
    words = still_to_do(game)
    assert words == "Not won yet: Interact with King Goscock's Cage (room 6). "
    assert leaving(game, [], panel_shown=False).words.startswith(words + "Where now? ")
    game.world.state.objectives[1] = True
    assert still_to_do(game) == ""
