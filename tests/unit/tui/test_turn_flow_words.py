"""The words and choices of the dungeon's turn flow a newcomer meets: the banner keeps the
acting Duckventurer's name whole, setting off toward a room says whether it rolls again, a closed
dialog says which key opens it again, and the end of a game closes the dungeon, never a dialog."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import cast

from duckgeon_tui.engine import EndTurn
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.dialogs.beasties_turn import summary_line
from duckgeon_tui.tui.flow.beasties import beasties_turn
from duckgeon_tui.tui.flow.news import Signal
from duckgeon_tui.tui.flow.prompts import closed_words, leave_question
from duckgeon_tui.tui.room_states import room_status
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.dungeon_seat import DungeonSeat
from duckgeon_tui.tui.widgets.dungeon_banner import fit_place
from tests.unit.engine.test_playouts import _new

ACTING = " Player 1: Quackers "


def test_the_acting_duck_stays_whole_at_80_columns_in_a_cleared_room() -> None:
    room = 80 - len(" Turn 4 ") - len("(Cleared) ") - len(ACTING)
    place, phase = fit_place("Room 1", "The Entry Room", "| Duckventurers act ", room)
    assert len(place) + len(phase) <= room
    assert place == " Room 1: The Entry Room ", "the room's name stays whole"
    assert phase == "", "the phase words go first"
    cut, _ = fit_place("Room 1", "The Entry Room", "| walking ", 20)
    assert cut.startswith(" Room 1: The") and cut.endswith("\u2026 ")
    assert fit_place("Room 1", "The Entry Room", "| walking ", 200) == (
        " Room 1: The Entry Room ",
        "| walking ",
    )
    tight, none = fit_place("Corridor to room 12", "The Long Hall", "| walking ", 24)
    assert len(tight) + len(none) <= 24 and none == "" and "room 12" in tight


def test_setting_off_toward_a_cleared_room_says_it_rolls_again() -> None:
    game = _new(4)
    bot = PartyBot(random.Random(4))
    while game.room_number == 1 and game.outcome is None:
        game.apply(bot.choose(game))
    title, question = leave_question(game, 1)
    assert title.startswith("Set off toward room 1: ")
    assert "rolls its Room Table again" in question and "y: set off" in question
    ahead = next(n for n in game.room_view().exits.values() if n != 1)
    if room_status(game, ahead) == "unexplored":
        assert "not been in room" in leave_question(game, ahead)[1]


def test_a_closed_dialog_names_its_key() -> None:
    assert closed_words("pick") == "Choose the dice: p opens the dice picker again"
    assert closed_words("share") == "Share the dice: p opens the share dialog again"


class Screen:
    """A dungeon screen under a dialog: current (Textual's word), not on top."""

    def __init__(self) -> None:
        self.app = SimpleNamespace(screen_stack=[self, "a dialog over it"])
        self.is_active = False
        self.dismissed = 0

    def dismiss(self, _result: object) -> None:
        self.dismissed += 1


def test_the_end_of_a_game_never_closes_a_dialog_over_the_dungeon() -> None:
    screen = Screen()
    seat = DungeonSeat(cast("DungeonScreen", screen))
    seat.tell(Signal.CLOSE)
    assert screen.dismissed == 0, "Textual would pop the dialog on top instead"
    screen.is_active = True  # the dialog closed: the dungeon is on top again
    seat.resume()
    assert screen.dismissed == 1


def test_the_beasties_turn_is_told_apart_from_the_next_turn() -> None:
    game = _new(4)
    bot = PartyBot(random.Random(4))
    while True:
        action = bot.choose(game)
        events = game.apply(action)
        if isinstance(action, EndTurn) and any(e.kind == "attack" for e in events):
            break
    shown = beasties_turn(game, events)
    assert shown and all(e.kind != "turn" for e in shown)
    assert not any(e.kind == "lost_dice" for e in shown), "the ducks' own dice are not theirs"
    words = summary_line(shown)
    assert "attacked" in words
