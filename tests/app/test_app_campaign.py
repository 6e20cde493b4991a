"""A campaign in the app: the Campaign entry of the title screen, the camp between two quests,
and a party carried from Quest 1 into Quest 2 through a save and a restart."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, OptionList, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine.camp import Recruit, Retire, ShopSell
from duckgeon_tui.engine.simulation import bot_for
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.campaign_files import CampaignStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.campaign_session import CampaignSession
from duckgeon_tui.tui.dialogs.recruit_name import RecruitNameDialog
from duckgeon_tui.tui.dialogs.save_slot import SaveSlotDialog
from duckgeon_tui.tui.launch import LaunchOptions
from duckgeon_tui.tui.screens.camp import CampScreen
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from tests.support.bot_games import finish_with_the_bot
from tests.support.content import CAMPAIGN_MOD, campaign_content

PARTY = [
    PartyMember("Plumpy", "duckidin", "Sam"),
    PartyMember("Pantsy", "duckwiz", "Sam"),
    PartyMember("Waddles", "bouncer", "Kim"),
    PartyMember("Quackers", "quacker", "Kim"),
]


def first_quest_won(saves: Path) -> CampaignSession:
    """A campaign whose first quest the bot has won, saved at the camp as the app saves it."""
    content = campaign_content()
    session = CampaignSession.new(content, "two-step", PARTY, 5, SaveStore(saves))
    quest = session.quest_session()
    finish_with_the_bot(quest, bot_for(5))
    assert session.run.stage == "camp", "the bot lost the first quest of this seed"
    session.close()
    return session


@pytest.fixture(scope="module")
def won_once(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A saves folder with a campaign at its first camp (the bot's quest is played once)."""
    saves = tmp_path_factory.mktemp("won") / "saves"
    first_quest_won(saves)
    return saves


def camp_saves(won_once: Path, tmp_path: Path) -> Path:
    """A test's own copy of the saves folder at the first camp."""
    saves = tmp_path / "saves"
    shutil.copytree(won_once, saves)
    return saves


def app_for(saves: Path, start: str = "title") -> DuckgeonApp:
    options = LaunchOptions(
        saves_dir=saves,
        mod_dirs=(CAMPAIGN_MOD,),
        start=start,
        animation=False,  # type: ignore[arg-type]
    )
    return DuckgeonApp(options)


@pytest.mark.heavy
async def test_a_campaign_goes_from_quest_1_to_quest_2_through_a_save_and_a_restart(
    won_once: Path, tmp_path: Path
) -> None:
    saves = camp_saves(won_once, tmp_path)
    (slot,) = CampaignStore(saves).slots()
    before = CampaignSession.open(campaign_content(), SaveStore(saves), slot.slot)
    before.close()
    veteran = next(v for v in before.run.roster if v.carried and v.carried.funkards)
    assert veteran.carried is not None
    card = veteran.carried.funkards[0]

    app = app_for(saves)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("a")  # Campaign, on the title screen
        await pilot.pause()
        await pilot.press("1")  # Continue the campaign at the camp
        await pilot.pause()
        camp = app.screen
        assert isinstance(camp, CampScreen)
        roster = camp.query_one("#camp-roster", DataTable)
        assert roster.row_count == 4
        rows = [[str(cell) for cell in roster.get_row_at(i)] for i in range(4)]
        assert [veteran.name, str(veteran.rank), str(veteran.loot)] in [
            [row[0], row[3], row[4]] for row in rows
        ]
        menu = camp.query_one("#camp-actions", OptionList)
        index = camp.actions.index(ShopSell(veteran.name, card))
        menu.highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert "sells" in str(camp.query_one("#camp-log").render())
    # The app is gone: the camp, and the card sold there, are in the campaign's save.
    header = CampaignStore(saves).slots()[0].header
    assert header is not None and (header.stage, header.quest) == ("camp", 2)

    app = app_for(saves, start="campaign")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        camp = app.screen
        assert isinstance(camp, CampScreen)
        await pilot.press("s")  # set off
        await pilot.pause()
        dungeon = next(s for s in app.screen_stack if isinstance(s, DungeonScreen))
        game = dungeon.session.game
        assert game.turn == 1 and dungeon.session.campaign is not None
        assert dungeon.session.campaign.run.chapter == 1
        duck = next(d for d in game.ducks if d.name == veteran.name)
        assert duck.rank == veteran.rank and card not in duck.hand
        assert duck.loot == veteran.loot + 2  # what the Shop paid for the card
        while app.screen is not dungeon:  # the first prompt
            app.screen.dismiss(None)
            await pilot.pause()
        await pilot.press("s")  # Save, in the campaign's quest: the campaign is saved
        await pilot.pause()
        assert not isinstance(app.screen, SaveSlotDialog)
        assert any("Saved the campaign" in n.message for n in app._notifications)
    header = CampaignStore(saves).slots()[0].header
    assert header is not None and (header.stage, header.quest) == ("quest", 2)
    assert not list(saves.glob("*.json")), "no save of the quest apart from its campaign"


async def test_the_player_names_a_recruit_and_the_roster_fits_80_columns(
    won_once: Path, tmp_path: Path
) -> None:
    saves = camp_saves(won_once, tmp_path)
    content = campaign_content()
    session = CampaignSession.open(content, SaveStore(saves), "two-step")
    session.run.apply(Retire("Quackers"))  # room in the party for a newcomer
    session.save()
    session.close()
    app = app_for(saves, start="campaign")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        camp = app.screen
        assert isinstance(camp, CampScreen)
        roster = camp.query_one("#camp-roster", DataTable)
        assert roster.max_scroll_x == 0, "the roster does not scroll sideways"
        assert "Plumpy (Sam): " in str(camp.query_one("#camp-hands", Static).render())
        menu = camp.query_one("#camp-actions", OptionList)
        menu.highlighted = next(i for i, a in enumerate(camp.actions) if isinstance(a, Recruit))
        await pilot.press("enter")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RecruitNameDialog)
        dialog.query_one(Input).value = "Sir\x1bQuack"
        await pilot.press("enter")
        await pilot.pause()
        assert "a name is a letter" in str(dialog.query_one("#answer-error", Static).render())
        dialog.query_one(Input).value = "Quackmore"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is camp
        assert "Quackmore" in [str(roster.get_row_at(i)[0]) for i in range(roster.row_count)]
