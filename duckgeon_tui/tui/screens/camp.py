"""The camp between two quests of a campaign: how the last quest went, the roster with its
Ranks, Loot and Funkards, the Shop's table, and every camp action on one keyboard menu (buy,
sell, Rank, fish the fallen out, retire, recruit, set off). Also the campaign's end."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option

from duckgeon_tui.engine import camp as rules
from duckgeon_tui.engine.camp import Camp, CampAction, SetOff
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import Result
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.dialogs.base import DismissOnce
from duckgeon_tui.tui.dialogs.recruit_name import RecruitNameDialog
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader, PaintsAtOnce, StyledOnce

if TYPE_CHECKING:
    from duckgeon_tui.content.quests import Quest
    from duckgeon_tui.engine.campaign_state import QuestRecord, Veteran
    from duckgeon_tui.tui.campaign_session import CampaignSession

ORDER = ("revive", "rank", "buy", "recruit", "retire", "sell", "setoff")
"""The camp menu's order: what matters most first."""
CampAnswer = str
"""What the screen answers: 'quest' (the party set off), 'title' or 'quit'."""

STATUS_WORDS = {
    "ready": "ready",
    "fallen": "FALLEN",
    "lost": "lost",
    "retired": "retired",
}
"""A Duckventurer's status in the roster (seven letters at most: the roster fits 80 columns)."""


ROSTER_NAME = 12
"""Letters of a name the roster shows (a 20-letter recruit widened it past 80 columns; the
full name is on the line of cards under it)."""


def roster_name(name: str) -> str:
    """A name cut to the roster's column: 'Quackenbushington' -> 'Quackenbus..'."""
    return name if len(name) <= ROSTER_NAME else name[: ROSTER_NAME - 2] + ".."


def action_words(camp: Camp, action: CampAction) -> str:
    """A camp action in words, with what it costs."""
    content = camp.content
    if isinstance(action, rules.ShopBuy):
        card = content.funkard(action.card)
        return f"{action.who} buys {card.name} ({camp.price} Loot)"
    if isinstance(action, rules.ShopSell):
        card = content.funkard(action.card)
        back = camp.campaign.shop.sell_back
        return f"{action.who} sells {card.name} (+{back} Loot)"
    if isinstance(action, rules.CampRank):
        vet = camp.veteran(action.who)
        nxt = content.ranks[vet.rank + 1]
        return (
            f"{action.who} reaches Rank {nxt.rank}, {nxt.name}: max {action.stat} "
            f"+{nxt.amount} ({nxt.cost} Loot)"
        )
    if isinstance(action, rules.Revive):
        price = camp.campaign.fallen
        lost = f", comes back {price.ranks_lost} Rank lower" if price.ranks_lost else ""
        return f"Fish {action.who} out of the pond ({price.loot} Loot{lost})"
    if isinstance(action, rules.Retire):
        return f"{action.who} retires from the campaign"
    if isinstance(action, rules.Recruit):
        name = content.classes[action.class_id].name
        return f"Recruit a {name}: you name it (Rank 1, played by {action.player})"
    return f"Set off for {camp.quest.name}"


def record_line(number: int, record: QuestRecord, quest: Quest | None) -> str:
    """One quest of the campaign's history (the Booster-Wooster when the quest has one)."""
    won = "won" if record.result == Result.VICTORY else "LOST"
    fell = ", ".join(record.fallen) or "nobody"
    booster = (
        "" if quest and quest.booster_wooster is None else f", Booster-Wooster {record.booster}"
    )
    return (
        f"Quest {number}: {quest.name if quest else record.quest} - {won} in {record.turns} "
        f"turns; {record.kills} Beasties slain, {record.loot} Loot{booster}; fell: {fell}"
    )


class CampScreen(DismissOnce, PaintsAtOnce, StyledOnce, Screen[CampAnswer]):
    """Enter on the menu does the highlighted camp action; s sets off; Escape goes to the title
    (the campaign is saved at every step)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "set_off", "Set off"),
        Binding("escape", "leave", "Title screen"),
        Binding("j", "move(1)", "Down", show=False),
        Binding("k", "move(-1)", "Up", show=False),
    ]
    AUTO_FOCUS = "#camp-actions"

    def __init__(self, session: CampaignSession) -> None:
        super().__init__()
        self.session = session
        self.actions: list[CampAction] = []
        self.said: list[str] = []

    @property
    def over(self) -> bool:
        """Whether the campaign has ended (the screen then shows how)."""
        return self.session.run.stage == "over"

    def compose(self) -> ComposeResult:
        yield GameHeader()
        with Horizontal(id="camp-body"):
            with VerticalScroll(id="camp-left"):
                yield DataTable(id="camp-roster", cursor_type="none", zebra_stripes=True)
                yield Static("", id="camp-hands")
                yield Static("", id="camp-history")
                yield Static("", id="camp-shop")
                yield Static("", id="camp-story")
            with Vertical(id="camp-right"):
                yield Static("", id="camp-menu-title")
                yield OptionList(id="camp-actions")
                yield Static("", id="camp-log")
        yield GameFooter()

    def on_mount(self) -> None:
        if not self.query("#camp-roster"):
            return
        table = self.query_one("#camp-roster", DataTable)
        table.add_columns("Name", "", "Class", "Rank", "Loot")
        self.refresh_camp()

    # Drawing -----------------------------------------------------------------------------

    def refresh_camp(self) -> None:
        """Draw the camp from the campaign as it stands."""
        run = self.session.run
        campaign = run.campaign
        number = run.chapter + 1
        total = len(campaign.quests)
        if self.over:
            outcome = run.outcome
            won = outcome is not None and outcome.result == Result.VICTORY
            self.title = f"{campaign.name} - {'VICTORY' if won else 'the end'}"
            story = Text(
                ("The campaign is won! " if won else "The campaign is over: ")
                + run.state.reason
                + ".",
                style="bold",
            )
        else:
            self.title = f"{campaign.name} - camp before Quest {number} of {total}"
            story = Text.assemble(
                (f"Quest {number} of {total}: {run.quest.name}\n", "bold"),
                printable(campaign.quests[run.chapter].story or run.quest.flavour),
            )
        self.query_one("#camp-story", Static).update(story)
        lines = [
            record_line(i, r, run.content.quests.get(r.quest))
            for i, r in enumerate(run.history, start=1)
        ]
        camp_state = run.state.camp
        notes = list(camp_state.notes) if camp_state is not None else []
        self.query_one("#camp-history", Static).update(
            Text("\n".join(printable(line) for line in [*lines, *notes]))
        )
        self.fill_roster()
        self.fill_shop()
        self.fill_actions()
        self.query_one("#camp-log", Static).update(Text("\n".join(self.said[-6:])))

    def fill_roster(self) -> None:
        """The roster: everyone the campaign has had; under it, who plays those still in the
        party and the Funkards they hold (lines that wrap, so the table fits 80 columns)."""
        table = self.query_one("#camp-roster", DataTable)
        table.clear()
        content = self.session.content
        classes = content.classes
        hands = Text()
        for vet in self.session.run.roster:
            table.add_row(
                roster_name(vet.name),
                STATUS_WORDS.get(vet.status, vet.status),
                classes[vet.class_id].name if vet.class_id in classes else vet.class_id,
                str(vet.rank),
                str(vet.loot),
            )
            if vet.status in ("ready", "fallen"):
                cards = ", ".join(content.funkard(c).name for c in self.cards_of(vet)) or "none"
                hands.append(f"\n{vet.name}" if hands else vet.name, style="bold")
                hands.append(f" ({printable(vet.player)}): {cards}")
        self.query_one("#camp-hands", Static).update(hands)

    def cards_of(self, vet: Veteran) -> tuple[str, ...]:
        """The Funkards a Duckventurer holds now (a newcomer's starting hand)."""
        if self.over or self.session.run.state.camp is None:
            return vet.carried.funkards if vet.carried else ()
        return self.session.run.camp().record(vet).funkards

    def fill_shop(self) -> None:
        """The Shop's face-up Funkards."""
        shop = self.query_one("#camp-shop", Static)
        if self.over or self.session.run.state.camp is None:
            shop.update("")
            return
        camp = self.session.run.camp()
        content = self.session.content
        rows = [
            f"  {content.funkard(c).name}: {printable(content.funkard(c).flavour)}"
            for c in camp.camp.stock
        ]
        shop.update(
            Text.assemble(
                (
                    f"The Shop ({camp.price} Loot a Funkard, "
                    f"hand limit {camp.quest.hand_limit}):\n",
                    "bold",
                ),
                "\n".join(rows) or "  the Shop's table is empty",
            )
        )

    def fill_actions(self) -> None:
        """Every camp action possible now, in words."""
        menu = self.query_one("#camp-actions", OptionList)
        menu.clear_options()
        title = self.query_one("#camp-menu-title", Static)
        if self.over:
            self.actions = []
            title.update(Text("Enter or Escape: back to the title screen", style="bold"))
            menu.add_option(Option("Back to the title screen", id="title"))
            return
        run = self.session.run
        camp = run.camp()
        self.actions = sorted(run.legal_actions(), key=lambda a: ORDER.index(a.VERB))
        title.update(Text("At the camp (Enter: do it; s: set off)", style="bold"))
        for index, action in enumerate(self.actions):
            menu.add_option(Option(printable(action_words(camp, action)), id=str(index)))
        menu.highlighted = 0 if self.actions else None

    # Acting ------------------------------------------------------------------------------

    @on(OptionList.OptionSelected, "#camp-actions")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.over:
            self.action_leave()
            return
        index = int(event.option.id or 0)
        if not 0 <= index < len(self.actions):
            return
        action = self.actions[index]
        if isinstance(action, rules.Recruit):  # the player names the newcomer first
            self.app.push_screen(RecruitNameDialog(self.session.run.camp(), action), self.named)
            return
        self.do(action)

    def named(self, recruit: rules.Recruit | None) -> None:
        """The newcomer the player named joins (None: the player went back to the camp)."""
        if recruit is not None:
            self.do(recruit)

    def do(self, action: CampAction) -> None:
        """Apply a camp action, save the campaign, and redraw (or go into the next quest)."""
        try:
            events = self.session.run.apply(action)
        except IllegalAction as exc:
            self.notify(str(exc), severity="error")
            return
        self.said += [printable(e.text) for e in events]
        if not self.session.save() and self.session.save_failure is not None:
            self.notify(
                f"Saving the campaign failed: {self.session.save_failure.reason}", severity="error"
            )
        if self.session.run.stage == "quest":
            self.dismiss("quest")
            return
        self.refresh_camp()

    def action_set_off(self) -> None:
        if self.over:
            return
        self.do(SetOff())

    def action_leave(self) -> None:
        if self.is_current:
            self.dismiss("title")

    def action_move(self, step: int) -> None:
        menu = self.query_one("#camp-actions", OptionList)
        if step > 0:
            menu.action_cursor_down()
        else:
            menu.action_cursor_up()
