"""The Hall of Ducks: every finished run and campaign, from the run summaries beside the
saves (turns, Loot, the Booster-Wooster at the end, who fell); Enter watches a run again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import DataTable, Static

from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.engine.state import Result
from duckgeon_tui.printable import printable, short_date
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import RunSummary
from duckgeon_tui.tui.party_words import party_words
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader


@dataclass
class CampaignRow:
    """A campaign's runs, gathered from their summaries."""

    key: str
    name: str
    quests: int
    runs: list[RunSummary] = field(default_factory=list)

    @property
    def result(self) -> str:
        """Won, lost, or still going."""
        ended = next(
            (r.campaign.result for r in self.runs if r.campaign and r.campaign.result), None
        )
        if ended == Result.VICTORY:
            return "WON"
        if ended == Result.DEFEAT or any(r.outcome == Result.DEFEAT for r in self.runs):
            return "lost"
        return "going on"


def hall_rows(runs: Sequence[RunSummary]) -> list[RunSummary | CampaignRow]:
    """The Hall's rows, newest first: each campaign once (its quests after it, in order), and
    the runs played on their own."""
    rows: list[RunSummary | CampaignRow] = []
    campaigns: dict[str, CampaignRow] = {}
    for run in runs:
        ref = run.campaign
        if ref is None:
            rows.append(run)
            continue
        row = campaigns.get(ref.slot)
        if row is None:
            row = campaigns[ref.slot] = CampaignRow(ref.slot, ref.name or ref.id, ref.quests)
            rows.append(row)
        row.runs.append(run)
    for row in campaigns.values():
        row.runs.sort(key=lambda r: r.campaign.quest if r.campaign else 0)
    return rows


def fell(names: Sequence[str]) -> str:
    """How many fell, or a dash (the detail line names them: names would push the table's
    columns off a narrow screen)."""
    return str(len(names)) if names else "-"


class HallScreen(BackScreen):
    """Enter on a run watches it again; Escape goes back."""

    class Watch(Message):
        """The players asked to watch a run again (the app opens its replay)."""

        def __init__(self, run: RunSummary) -> None:
            super().__init__()
            self.run = run

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "watch", "Watch again", show=True)]

    def __init__(self, store: SaveStore, classes: Mapping[str, DuckClass] | None = None) -> None:
        super().__init__()
        self.store = store
        self.duck_classes = classes or {}
        """The classes of the content loaded, if it is: their names stand for their ids."""
        self.rows: list[RunSummary | None] = []
        """The run on each line of the table (None on a campaign's own line)."""

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield DataTable(id="hall-table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="hall-detail", markup=False)
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Hall of Ducks"
        if not self.query(DataTable):
            return
        table = self.query_one(DataTable)
        # The run's name last: long, it is cut at the screen's edge, never the figures.
        table.add_columns("Finished", "Result", "Turns", "Loot", "Booster", "Fell", "Run")
        for row in hall_rows(self.store.run_summaries()):
            if isinstance(row, CampaignRow):
                self.add_campaign(table, row)
            else:
                self.add_run(table, row, printable(row.quest_name or row.quest))
        detail = self.query_one("#hall-detail", Static)
        if not self.rows:
            detail.update("No run has finished yet: the Hall fills as games and campaigns end.")
        else:
            detail.update("Enter: watch the highlighted run again. Escape: back.")

    def add_campaign(self, table: DataTable[str], row: CampaignRow) -> None:
        """A campaign's line, then one line for each of its quests."""
        last = row.runs[-1]
        table.add_row(
            short_date(last.finished_at),
            row.result,
            str(sum(r.turns for r in row.runs)),
            str(sum(r.loot for r in row.runs)),
            "",
            fell(sorted({name for r in row.runs for name in r.fallen})),
            printable(f"Campaign: {row.name} ({len(row.runs)} of {row.quests} quests)"),
        )
        self.rows.append(None)
        for run in row.runs:
            number = run.campaign.quest if run.campaign else 0
            self.add_run(table, run, printable(f"  {number}. {run.quest_name or run.quest}"))

    def add_run(self, table: DataTable[str], run: RunSummary, label: str) -> None:
        """One finished run."""
        table.add_row(
            short_date(run.finished_at),
            "won" if run.outcome == Result.VICTORY else "lost",
            str(run.turns),
            str(run.loot),
            "-" if run.booster_step is None else str(run.booster_step),
            fell(run.fallen),
            label,
        )
        self.rows.append(run)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        run = self.rows[event.cursor_row] if 0 <= event.cursor_row < len(self.rows) else None
        if run is None:
            return
        party = party_words(run.party, self.duck_classes)
        fallen = f" Fell: {', '.join(run.fallen)}." if run.fallen else ""
        self.query_one("#hall-detail", Static).update(
            printable(
                f"{run.quest_name or run.quest}: {run.cause}. Party: {party}.{fallen} "
                f"Seed {run.seed}."
            )
            + (
                " Enter: watch it again."
                if run.replay
                else " (saved before replays were kept: it cannot be watched)"
            )
        )

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_watch()

    def action_watch(self) -> None:
        table = self.query_one(DataTable)
        index = table.cursor_row
        run = self.rows[index] if 0 <= index < len(self.rows) else None
        if run is None:
            return
        self.post_message(self.Watch(run))
