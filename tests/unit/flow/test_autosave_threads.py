"""The autosaves the flow writes leave the event loop free: a give or a purchase made in its
dialog, an undo, a campaign's quest; a save made earlier never overwrites one made later,
whichever finishes first; and a save that cannot be written is told as a file error."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Action, Buy, Game, Give, Phase, RankUp
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.campaign_files import CampaignStore
from duckgeon_tui.tui.campaign_session import CampaignSession
from duckgeon_tui.tui.flow.news import SaveFailed, Signal, WentBack
from duckgeon_tui.tui.flow.questions import Choose, Named
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.session import GameSession
from tests.support.content import campaign_content
from tests.support.scripted_seat import flow_for
from tests.unit.flow.conftest import Played

Writes = list[threading.Thread]


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> Writes:
    """The thread each save (a game's or a campaign's) is written on, in order."""
    threads: Writes = []
    for store in (SaveStore, CampaignStore):

        def write(self: Any, slot: str, save: Any, real: Any = store.write) -> Path:
            threads.append(threading.current_thread())
            return real(self, slot, save)  # type: ignore[no-any-return]

        monkeypatch.setattr(store, "write", write)
    return threads


def off_the_loop(writes: Writes) -> bool:
    return bool(writes) and all(t is not threading.main_thread() for t in writes)


def saved_log(session: GameSession) -> int:
    """How many actions the game's autosave holds."""
    return len(SaveStore(session.store.root).load(session.slot).state["log"])


def for_sale(game: Game) -> list[Action]:
    return [a for a in game.legal_actions() if isinstance(a, Buy | RankUp)]


def making(flow: TurnFlow, pick: Callable[[Game], Action]) -> Callable[[object], None]:
    """A dialog's answer: make one action in it (a give, a purchase), then close it."""

    def made(question: object) -> None:
        assert flow.apply_now(pick(flow.game))
        order = flow.session.order
        assert order.written < order.made, "the dialog is not kept waiting for the disk"

    return made


def test_a_purchase_is_saved_off_the_event_loop(played: Played, writes: Writes) -> None:
    session = played(lambda game: game.phase == Phase.PICK and bool(for_sale(game)))
    flow, seat = flow_for(session)
    seat.answer(making(flow, lambda game: for_sale(game)[0]))
    flow.extra(Named.SHOP)
    seat.settle()
    assert off_the_loop(writes)
    assert saved_log(session) == len(session.game.log), "the purchase is in the autosave"
    assert Signal.SAVING in seat.news, "the banner hears how saving went"


def first_give(game: Game) -> Action:
    return next(a for a in game.legal_actions() if isinstance(a, Give))


def test_a_give_is_saved_off_the_event_loop(played: Played, writes: Writes) -> None:
    session = played(lambda game: game.phase == Phase.SHARE)
    flow, seat = flow_for(session)
    seat.answer(making(flow, first_give))
    flow.run()
    seat.settle()
    assert off_the_loop(writes)
    assert saved_log(session) == len(session.game.log), "the give is in the autosave"


def test_a_give_whose_save_cannot_be_written_is_told_as_a_file_error(
    played: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = played(lambda game: game.phase == Phase.SHARE)

    def refused(self: SaveStore, slot: str, save: object) -> Path:
        raise PermissionError(13, "Permission denied", ".autosave.json.tmp")

    monkeypatch.setattr(SaveStore, "write", refused)
    before = len(session.game.log)
    flow, seat = flow_for(session)
    seat.answer(making(flow, first_give))
    flow.run()
    seat.settle()
    assert seat.of_type(SaveFailed) == [SaveFailed("Permission denied")]
    assert not seat.of_type(WentBack), "no engine error, no going back"
    assert flow.session is session and len(session.game.log) == before + 1, "the give stands"


def test_an_undo_is_saved_off_the_event_loop(played: Played, writes: Writes) -> None:
    session = played(lambda game: game.phase == Phase.SHARE)
    session.apply(first_give(session.game), save=False)
    flow, seat = flow_for(session)
    flow.undo()
    seat.settle()
    assert off_the_loop(writes)
    assert saved_log(session) == len(session.game.log)


def test_a_campaign_quest_is_saved_off_the_event_loop(tmp_path: Path, writes: Writes) -> None:
    party = [PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Kim")]
    camp = CampaignSession.new(campaign_content(), "two-step", party, 5, SaveStore(tmp_path))
    quest = camp.quest_session()
    flow, seat = flow_for(quest, lambda question: cast_first(question))
    flow.begin()
    seat.settle()
    assert quest.game.log and off_the_loop(writes)
    again = CampaignSession.open(campaign_content(), SaveStore(tmp_path), camp.slot)
    assert again.run.game is not None and again.run.game.log == quest.game.log


def cast_first(question: object) -> object:
    assert isinstance(question, Choose)
    return question.lines[0][1]


def test_a_save_made_earlier_never_overwrites_one_made_later(played: Played) -> None:
    session = played(lambda game: game.phase == Phase.SHARE)
    earlier = session.autosave_later()
    session.apply(first_give(session.game), save=False)
    later = session.autosave_later()
    assert later() and earlier(), "the later one written first; the earlier one then drops"
    assert saved_log(session) == len(session.game.log)
    session.apply(first_give(session.game), save=False)
    assert session.autosave() and saved_log(session) == len(session.game.log)
