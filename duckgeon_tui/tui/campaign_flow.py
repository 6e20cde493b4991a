"""How the app goes through a campaign: the Campaign menu, a new campaign's form, and from a
quest's dungeon to the camp and back, saving the campaign at every step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckgeon_tui.engine.campaign_state import CampaignOptions
from duckgeon_tui.engine.state import Result
from duckgeon_tui.printable import printable
from duckgeon_tui.saves import SaveError
from duckgeon_tui.saves.campaign_files import CampaignSlot, CampaignStore
from duckgeon_tui.tui.campaign_session import CampaignSession
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.screens.camp import CampScreen
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen
from duckgeon_tui.tui.screens.title import TitleScreen

if TYPE_CHECKING:
    from duckgeon_tui.tui.app import DuckgeonApp
    from duckgeon_tui.tui.launch import NewGameSpec

NEW = "new"


def slot_words(info: CampaignSlot) -> str:
    """A saved campaign in a few words, for the Campaign menu."""
    header = info.header
    if header is None:
        return f"{info.slot}: cannot be opened ({printable(info.problem or '')[:60]})"
    where = {
        "quest": f"in Quest {header.quest} of {header.quests}",
        "camp": f"at the camp before Quest {header.quest} of {header.quests}",
        "over": "won" if header.result == Result.VICTORY else "over",
    }[header.stage]
    party = ", ".join(header.roster)
    return printable(f"Continue {header.campaign_name or header.campaign} ({where}): {party}")


def campaign_menu(app: DuckgeonApp) -> None:
    """The Campaign menu: continue a saved campaign that is not over, or start a new one."""
    content = app.games.content_or_error()
    if content is None:
        return
    slots = [
        s
        for s in CampaignStore(app.store.root).slots()
        if s.header is None or s.header.stage != "over"
    ]
    choices: list[tuple[str, object]] = [(slot_words(s), s.slot) for s in slots[:8]]
    choices.append(("Start a new campaign", NEW))
    names = ", ".join(c.name for c in content.campaigns.values()) or "none (check the Mods screen)"

    def chosen(answer: object) -> None:
        if answer == NEW:
            new_campaign_form(app)
        elif isinstance(answer, str):
            continue_campaign(app, answer)

    note = f"Campaigns: {names}. A campaign is saved after every turn and at every camp."
    app.push_screen(ChooseActionDialog("Campaign", choices, note), chosen)


def new_campaign_form(app: DuckgeonApp) -> None:
    """The New game form, for a campaign."""
    content = app.games.content_or_error()
    if content is None:
        return
    if not content.campaigns:
        app.show_error("No campaign", "The game content has no campaign: check the Mods screen.")
        return

    def chosen(spec: NewGameSpec | None) -> None:
        if spec is not None:
            start_campaign(app, spec)

    app.push_screen(NewGameScreen(content, campaign=True), chosen)


def start_campaign(app: DuckgeonApp, spec: NewGameSpec) -> None:
    """Start a new campaign from the form (or the command line) and open its first quest."""
    content = app.games.content_or_error()
    if content is None or spec.campaign is None:
        return
    options = CampaignOptions(
        dungeon=spec.dungeon, omens=spec.omens, physical_dice=spec.physical_dice, undo=True
    )
    try:
        session = CampaignSession.new(
            content, spec.campaign, spec.party, spec.seed, app.store, options
        )
    except Exception as exc:  # a party or campaign the engine refuses is told, not raised
        app.show_error("The campaign could not start", str(exc))
        return
    session.animation = spec.animation
    show_campaign(app, session)


def continue_campaign(app: DuckgeonApp, slot: str | None = None) -> None:
    """Open a saved campaign (the latest one not over when no slot is given)."""
    content = app.games.content_or_error()
    if content is None:
        return
    if slot is None:
        slot = CampaignStore(app.store.root).latest_unfinished()
        if slot is None:
            app.show_error(
                "No campaign to continue", "Start one from Campaign on the title screen."
            )
            return
    try:
        session = CampaignSession.open(content, app.store, slot)
    except SaveError as exc:
        app.show_error(f"Cannot open the campaign '{slot}'", exc.reason + ".")
        return
    show_campaign(app, session)


def show_campaign(app: DuckgeonApp, session: CampaignSession) -> None:
    """Save the campaign, then open where it stands: the quest's dungeon, or the camp."""
    if not session.save() and session.save_failure is not None:
        app.notify(f"Saving the campaign failed: {session.save_failure.reason}", severity="error")
    while len(app.screen_stack) > 1 and not isinstance(app.screen, TitleScreen):
        app.pop_screen()
    if session.run.stage == "quest":

        def after_quest(_: object) -> None:
            if session.run.stage != "quest":
                app.call_later(show_campaign, app, session)

        app.push_screen(DungeonScreen(session.quest_session()), after_quest)
        run = session.run
        app.notify(
            f"{run.campaign.name}: Quest {run.chapter + 1} of {len(run.campaign.quests)}, "
            f"{run.quest.name}. The campaign is saved after every turn.",
            title="Campaign",
            timeout=6,
        )
        return

    def after_camp(answer: str | None) -> None:
        if answer == "quest":
            app.call_later(show_campaign, app, session)

    app.push_screen(CampScreen(session), after_camp)
