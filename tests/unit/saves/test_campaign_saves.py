"""Campaign saves: atomic, versioned, sealed, with a backup, refused with a reason when
damaged, from another version, or not fitting the content; a quest's autosave writes the
whole campaign and records the quest's end."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveError, SaveStore
from duckgeon_tui.saves.campaign_files import CampaignStore
from duckgeon_tui.saves.models import checksum_of
from duckgeon_tui.tui.campaign_session import CampaignSession
from tests.support import content as shared
from tests.support.bot_games import finish_with_the_bot

PARTY = [PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Kim")]


@pytest.fixture(scope="module")
def campaign_content() -> Content:
    return shared.campaign_content()


def new_session(content: Content, folder: Path) -> CampaignSession:
    return CampaignSession.new(content, "two-step", PARTY, 5, SaveStore(folder))


def test_a_campaign_save_reads_back_whole(campaign_content: Content, tmp_path: Path) -> None:
    session = new_session(campaign_content, tmp_path)
    assert session.slot == "two-step"
    assert session.save()
    again = CampaignSession.open(campaign_content, SaveStore(tmp_path), "two-step")
    assert again.run.to_json() == session.run.to_json()
    header = CampaignStore(tmp_path).slots()[0].header
    assert header is not None and (header.stage, header.quest, header.roster) == (
        "quest",
        1,
        ["Plumpy", "Pantsy"],
    )
    assert new_session(campaign_content, tmp_path).slot == "two-step-2"


def test_the_previous_save_is_kept_as_the_backup(campaign_content: Content, tmp_path: Path) -> None:
    session = new_session(campaign_content, tmp_path)
    session.save()
    first = session.store.path_for(session.slot).read_bytes()
    session.quest_session().apply(session.run.game.legal_actions()[0])  # type: ignore[union-attr]
    if session.store.backup_path(session.slot).read_bytes() != first:
        session.save()  # a session that autosaves only on a new turn
    assert session.store.backup_path(session.slot).read_bytes() == first
    assert CampaignStore(tmp_path).load(session.slot, backup=True).header.quest == 1


@pytest.mark.parametrize(
    "broken", [b"{not json", b" " * (9 * 1024 * 1024)], ids=["corrupt", "too-big"]
)
def test_a_broken_campaign_file_is_moved_aside_not_written_over(
    campaign_content: Content, tmp_path: Path, broken: bytes
) -> None:
    session = new_session(campaign_content, tmp_path)
    session.save()
    path = session.store.path_for(session.slot)
    path.write_bytes(broken)
    assert session.save()
    (aside,) = path.parent.glob(f"{session.slot}.broken-*.json")
    assert aside.read_bytes() == broken
    assert CampaignStore(tmp_path).load(session.slot).header.campaign == "two-step"


def _rewrite(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["header"].update(quest=2), "changed outside the game"),
        (lambda d: d.update(version=7), "newer version of the game (campaign format 7"),
        (lambda d: d.update(kind="duckgeon"), "not a saved campaign"),
        (lambda d: d["header"].update(stage="elsewhere"), "damaged (header.stage"),
    ],
)
def test_a_damaged_campaign_file_says_why(
    campaign_content: Content,
    tmp_path: Path,
    change,
    reason: str,  # type: ignore[no-untyped-def]
) -> None:
    session = new_session(campaign_content, tmp_path)
    session.save()
    _rewrite(session.store.path_for(session.slot), change)
    with pytest.raises(SaveError, match=re.escape(reason)):
        CampaignSession.open(campaign_content, SaveStore(tmp_path), session.slot)
    slot = CampaignStore(tmp_path).slots()[0]
    assert (
        slot.header is None and slot.problem is not None and reason.split(" (")[0] in slot.problem
    )


def test_a_sealed_campaign_that_does_not_fit_is_refused(
    campaign_content: Content, tmp_path: Path
) -> None:
    session = new_session(campaign_content, tmp_path)
    session.save()
    path = session.store.path_for(session.slot)

    def cheat(data: dict) -> None:  # type: ignore[type-arg]
        data["state"]["state"]["roster"][0]["carried"] = {
            "rank": 5, "raises": ["F", "F", "F", "F"], "loot": 0, "funkards": []
        }  # fmt: skip
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = checksum_of(body)

    _rewrite(path, cheat)
    with pytest.raises(SaveError, match="does not fit the content"):
        CampaignSession.open(campaign_content, SaveStore(tmp_path), session.slot)


def test_a_campaign_of_other_content_is_refused(campaign_content: Content, tmp_path: Path) -> None:
    new_session(campaign_content, tmp_path).save()
    base = shared.game_content()
    with pytest.raises(SaveError, match="needs mods that are not loaded"):
        CampaignSession.open(base, SaveStore(tmp_path), "two-step")


def test_the_quest_end_is_recorded_in_the_campaign_and_its_run_summary(
    campaign_content: Content, tmp_path: Path
) -> None:
    session = new_session(campaign_content, tmp_path)
    quest = session.quest_session()
    finish_with_the_bot(quest, PartyBot(random.Random(3)))
    assert session.run.stage in ("camp", "over") and len(session.run.history) == 1
    saved = CampaignStore(tmp_path).load(session.slot)
    assert saved.header.stage == session.run.stage
    (summary,) = SaveStore(tmp_path).run_summaries()
    assert summary.campaign is not None and summary.campaign.quest == 1
    assert summary.fallen == session.run.history[0].fallen
    assert summary.replay is not None and summary.replay["log"] == quest.game.log
