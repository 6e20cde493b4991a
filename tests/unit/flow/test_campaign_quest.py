"""A campaign's quest played through the turn flow saves the campaign (the flow writes the
autosave as its session says), never a game save of its own."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.campaign_session import CampaignSession
from duckgeon_tui.tui.flow.questions import Choose
from tests.support.content import campaign_content
from tests.support.scripted_seat import flow_for

PARTY = [PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Kim")]


def first_line(question: Choose) -> object:
    return question.lines[0][1]


def test_a_campaign_quest_saves_the_campaign(tmp_path: Path) -> None:
    camp = CampaignSession.new(campaign_content(), "two-step", PARTY, 5, SaveStore(tmp_path))
    quest = camp.quest_session()
    flow, seat = flow_for(quest, first_line)
    flow.begin()
    seat.settle()
    assert quest.game.log, "the Room Table rolled"
    again = CampaignSession.open(campaign_content(), SaveStore(tmp_path), camp.slot)
    assert again.run.game is not None and again.run.game.log == quest.game.log
    assert not SaveStore(tmp_path).exists("autosave"), "no game save beside the campaign's"
