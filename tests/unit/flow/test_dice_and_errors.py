"""Physical dice are asked for face by face (Escape takes the action back); an engine error
goes back to the last autosave and says so; a file that cannot be written is told and rolls
nothing back."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from duckgeon_tui.engine import Action, EndTurn, Event, Game, Phase
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import SaveFile
from duckgeon_tui.tui.flow.news import LogLine, Notice, SaveFailed, WentBack
from duckgeon_tui.tui.flow.questions import Choose, PickDice, RollTableDie
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content
from tests.support.scripted_seat import flow_for, new_session


def roll_the_table(question: Choose) -> object:
    return question.lines[0][1]


def test_physical_dice_are_asked_for_and_their_faces_played(tmp_path: Path) -> None:
    session = new_session(game_content(), tmp_path, physical_dice=True)
    flow, seat = flow_for(session, roll_the_table, 4)
    flow.begin()
    seat.settle()
    _, die, picker = seat.asked
    assert isinstance(die, RollTableDie) and die.faces == ()
    assert "Room Table" in die.prompt
    assert isinstance(picker, PickDice)
    assert session.game.log[0].endswith("[4]")


def test_escape_on_a_real_die_takes_the_action_back(tmp_path: Path) -> None:
    session = new_session(game_content(), tmp_path, physical_dice=True)
    flow, seat = flow_for(session, roll_the_table, None)
    flow.begin()
    seat.settle()
    assert isinstance(seat.asked[-1], RollTableDie)
    assert session.game.phase == Phase.ROOM_TABLE and not session.game.log


def test_an_engine_error_goes_back_to_the_last_autosave(
    session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    session.autosave()
    flow, seat = flow_for(session, roll_the_table, roll_the_table, None)

    def broken(self: Game, action: object) -> object:
        raise RuntimeError("the rules tripped over a duck")

    real_apply = Game.apply
    monkeypatch.setattr(Game, "apply", broken)
    flow.begin()
    seat.settle()
    (went,) = seat.of_type(WentBack)
    assert "tripped over a duck" in went.detail and "autosave" in went.note
    assert any(n.kind == "error" for n in seat.of_type(LogLine))
    assert flow.session is not session, "the game of the last autosave"
    monkeypatch.setattr(Game, "apply", real_apply)
    flow.go_on()
    seat.settle()
    assert flow.game.phase == Phase.PICK and flow.game.beasties, "the game goes on"


def test_an_unreadable_autosave_is_said_and_the_game_stays(
    session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    flow, seat = flow_for(session, roll_the_table)
    monkeypatch.setattr(Game, "apply", lambda _self, _action: 1 / 0)
    flow.begin()  # nothing was autosaved yet: there is no game to go back to
    seat.settle()
    (went,) = seat.of_type(WentBack)
    assert "could not be opened either" in went.note and flow.session is session


def test_a_file_error_is_told_and_rolls_nothing_back(
    session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_apply = GameSession.apply

    def applied_then_unsaved(self: GameSession, action: Action, save: bool = True) -> list[Event]:
        real_apply(self, action, save)
        raise PermissionError(13, "Permission denied", ".autosave.json.tmp")

    monkeypatch.setattr(GameSession, "apply", applied_then_unsaved)
    flow, seat = flow_for(session, roll_the_table)
    flow.begin()
    seat.settle()
    assert seat.of_type(SaveFailed) == [SaveFailed("Permission denied")]
    assert not seat.of_type(WentBack), "no error dialog, no going back"
    assert session.game.phase != Phase.ROOM_TABLE, "the roll stands"


def test_a_refused_action_says_why_and_changes_nothing(session: GameSession) -> None:
    flow, seat = flow_for(session)
    flow.run(EndTurn())  # while the Room Table waits
    seat.settle()
    (refused,) = seat.of_type(Notice)
    assert refused.title == "Not allowed" and refused.severity == "warning"
    assert not session.game.log and not seat.asked, "nothing asked after a refusal"


def test_the_autosave_is_written_off_the_event_loop(
    session: GameSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    writers: list[threading.Thread] = []
    write = SaveStore.write

    def watched(store: SaveStore, slot: str, save: SaveFile) -> Path:
        writers.append(threading.current_thread())
        return write(store, slot, save)

    monkeypatch.setattr(SaveStore, "write", watched)
    flow, seat = flow_for(session, roll_the_table)
    flow.begin()
    seat.settle()
    assert writers and threading.main_thread() not in writers, "the keys repaint meanwhile"
    assert session.store.load(session.slot).header.phase == Phase.PICK, "the game as it stands"
