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
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.tui.game_app import GameApp
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


class CampaignFlow:
    """Takes the app's players through campaigns, with the content loaded."""

    def __init__(self, app: GameApp, content: Content) -> None:
        self.app = app
        self.content = content

    def menu(self) -> None:
        """The Campaign menu: continue a saved campaign that is not over, or start a new one."""
        app = self.app
        slots = [
            s
            for s in CampaignStore(app.store.root).slots()
            if s.header is None or s.header.stage != "over"
        ]
        choices: list[tuple[str, object]] = [(slot_words(s), s.slot) for s in slots[:8]]
        choices.append(("Start a new campaign", NEW))
        campaigns = self.content.campaigns.values()
        names = ", ".join(c.name for c in campaigns) or "none (check the Mods screen)"

        def chosen(answer: object) -> None:
            if answer == NEW:
                self.new_campaign_form()
            elif isinstance(answer, str):
                self.resume(answer)

        note = f"Campaigns: {names}. A campaign is saved after every turn and at every camp."
        app.push_screen(ChooseActionDialog("Campaign", choices, note), chosen)

    def new_campaign_form(self) -> None:
        """The New game form, for a campaign."""
        if not self.content.campaigns:
            self.app.show_error(
                "No campaign", "The game content has no campaign: check the Mods screen."
            )
            return

        def chosen(spec: NewGameSpec | None) -> None:
            if spec is not None:
                self.start(spec)

        self.app.push_screen(NewGameScreen(self.content, campaign=True), chosen)

    def start(self, spec: NewGameSpec) -> None:
        """Start a new campaign from the form (or the command line) and open its first quest."""
        if spec.campaign is None:
            return
        options = CampaignOptions(
            dungeon=spec.dungeon, omens=spec.omens, physical_dice=spec.physical_dice, undo=True
        )
        try:
            session = CampaignSession.new(
                self.content, spec.campaign, spec.party, spec.seed, self.app.store, options
            )
        except Exception as exc:  # a party or campaign the engine refuses is told, not raised
            self.app.show_error("The campaign could not start", str(exc))
            return
        session.animation = spec.animation
        self.show(session)

    def resume(self, slot: str | None = None) -> None:
        """Open a saved campaign (the latest one not over when no slot is given)."""
        app = self.app
        if slot is None:
            slot = CampaignStore(app.store.root).latest_unfinished()
            if slot is None:
                app.show_error(
                    "No campaign to continue", "Start one from Campaign on the title screen."
                )
                return
        try:
            session = CampaignSession.open(self.content, app.store, slot)
        except SaveError as exc:
            app.show_error(f"Cannot open the campaign '{slot}'", exc.reason + ".")
            return
        self.show(session)

    def show(self, session: CampaignSession) -> None:
        """Save the campaign, then open where it stands: the quest's dungeon, or the camp."""
        app = self.app
        if not session.save() and session.save_failure is not None:
            reason = session.save_failure.reason
            app.notify(f"Saving the campaign failed: {reason}", severity="error")
        while len(app.screen_stack) > 1 and not isinstance(app.screen, TitleScreen):
            app.pop_screen()
        if session.run.stage == "quest":

            def after_quest(_: object) -> None:
                if session.run.stage != "quest":
                    app.call_later(self.show, session)

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
                app.call_later(self.show, session)

        app.push_screen(CampScreen(session), after_camp)
