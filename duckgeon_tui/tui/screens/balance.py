"""The Balance lab's charts: the last `duckgeon balance` sweep, read from the lab's database
(effect per card, class and STAT with its interval, win rate per party and per layout)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from duckgeon_tui import paths
from duckgeon_tui.lab.charts import draw_effects, draw_rates, layout_rates, party_rates
from duckgeon_tui.lab.report import report
from duckgeon_tui.lab.store import LabStore, StoreError, default_db
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader

CHARTS = (
    ("cards", "Funkards"),
    ("classes", "Classes"),
    ("stats", "STATS"),
    ("matrix", "Parties"),
    ("layouts", "Layouts"),
)
"""The tabs: the study each shows, its title."""
NO_SWEEP = (
    "No balance sweep yet in {db}. Run one from the command line, e.g.\n"
    "  duckgeon balance --study all --seeds 100\n"
    "then press r here."
)


class BalanceScreen(BackScreen):
    """Tabs of charts for one quest of the last sweep; [ and ] go through its quests."""

    CSS_PATH = paths.stylesheet("screens/balance.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "reload", "Read again"),
        Binding("left_square_bracket", "quest(-1)", "Quest before", show=False),
        Binding("right_square_bracket", "quest(1)", "Next quest", show=False),
    ]

    def __init__(self, db: Path | None = None) -> None:
        super().__init__()
        self.db = db if db is not None else default_db()
        self.figures: dict[str, Any] | None = None
        self.quest = 0

    def compose(self) -> ComposeResult:
        yield GameHeader()
        yield Static("Reading the lab's database ...", id="balance-summary", markup=False)
        with TabbedContent(id="balance-tabs"):
            for study, title in CHARTS:
                with TabPane(title, id=f"balance-{study}"):
                    yield PlotextPlot(id=f"balance-{study}-plot")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Balance lab"
        self.action_reload()

    def action_reload(self) -> None:
        self.query_one("#balance-summary", Static).update("Reading the lab's database ...")
        self.read()

    def action_quest(self, step: int) -> None:
        if self.figures and self.figures["quests"]:
            self.quest = (self.quest + step) % len(self.figures["quests"])
            self.show(self.figures)

    @work(thread=True, exclusive=True)
    def read(self) -> None:
        """The last sweep's figures, off the UI thread (a big sweep takes a moment)."""
        figures: dict[str, Any] | None = None
        words = ""
        try:
            store = LabStore(self.db)
            try:
                plan = store.last_plan()
                figures = report(plan, store) if plan is not None else None
            finally:
                store.close()
        except StoreError as exc:
            words = str(exc)
        if figures is None:
            words = words or NO_SWEEP.format(db=self.db)
        self.app.call_from_thread(self.show, figures, words)

    def show(self, figures: dict[str, Any] | None, words: str = "") -> None:
        """Draw the figures (or say why there are none)."""
        self.figures = figures
        summary = self.query_one("#balance-summary", Static)
        if figures is None or not figures["quests"]:
            summary.update("\n".join(printable(line) for line in words.splitlines()))
            for study, _ in CHARTS:
                self._plot(study).plt.clear_figure()
            return
        self.quest = min(self.quest, len(figures["quests"]) - 1)
        quest = figures["quests"][self.quest]
        summary.update(summary_words(figures, quest, self.quest))
        for study, title in CHARTS:
            plot = self._plot(study)
            plot.plt.clear_figure()
            self._draw(plot, study, title, quest)
            plot.refresh()

    def _plot(self, study: str) -> PlotextPlot:
        return self.query_one(f"#balance-{study}-plot", PlotextPlot)

    @staticmethod
    def _draw(plot: PlotextPlot, study: str, title: str, quest: dict[str, Any]) -> None:
        rows = quest.get(study)
        if study == "matrix":
            labels, rates = party_rates(rows or [])
            draw_rates(plot.plt, "Win rate per party", labels, rates)
        elif study == "layouts":
            labels, rates = layout_rates(rows or [])
            draw_rates(plot.plt, "Win rate per layout (dungeon seed)", labels, rates)
        else:
            draw_effects(plot.plt, f"{title}: what each does to the win rate", rows or [])


def summary_words(figures: dict[str, Any], quest: dict[str, Any], number: int) -> str:
    """The lines above the charts: the sweep, the win rate, skill and luck, rule holes."""
    base = quest["base"]
    rate = base["win_rate"]
    lines = [
        f"{quest['quest']} (quest {number + 1} of {len(figures['quests'])}) with "
        f"{', '.join(quest['party'])}: {figures['seeds']} seeds, seed {figures['seed']}",
        f"Win rate {rate['value']:.1%} ({rate['low']:.1%}-{rate['high']:.1%}), "
        f"mean turns {base['mean_turns']:.1f}  (left/right: charts; [ ]: quests)",
    ]
    if "skill" in quest:
        gap = quest["skill"]["gap"]
        lines.append(
            f"Skill: the bot beats random legal actions by {gap['value'] * 100:+.1f} points "
            f"({gap['low'] * 100:+.1f} to {gap['high'] * 100:+.1f})"
        )
    holes = quest["holes"]["counts"]
    lines.append(
        "Rule holes: "
        + (", ".join(f"{k.replace(':', ' ')} {v}" for k, v in holes.items()) or "none found")
    )
    return "\n".join(printable(line) for line in lines)
