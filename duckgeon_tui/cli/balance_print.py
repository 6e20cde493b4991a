"""`duckgeon balance`'s figures for reading: a table per study and the charts (plotext)."""

from __future__ import annotations

import sys
from typing import Any

import plotext
from rich.console import Console
from rich.table import Table
from rich.text import Text

from duckgeon_tui.lab.charts import draw_effects, draw_rates, layout_rates, party_rates
from duckgeon_tui.printable import printable

CHART_HEIGHT = 24
STUDY_TITLES = {
    "cards": "Funkards: the win rate with the card in the deck minus without it",
    "classes": "Classes: the win rate with the class in the party minus without it",
    "stats": "STATS: the win rate with the change minus without it",
}


def print_report(figures: dict[str, Any], console: Console, charts: bool = True) -> None:
    """Every quest's figures: tables, then (unless `charts` is off) the charts."""
    for quest in figures["quests"]:
        _print_quest(quest, figures, console)
        if charts:
            _charts(quest, console)


def _pct(interval: dict[str, Any]) -> str:
    """An effect in win rate points with its interval: '+3.5 [+1.0, +6.0]'."""
    return _span(interval, 100)


def _span(interval: dict[str, Any], scale: float = 1) -> str:
    """An estimate with its interval: '+3.5 [+1.0, +6.0]'."""
    low, value, high = (interval[k] * scale for k in ("low", "value", "high"))
    return f"{value:+.1f} [{low:+.1f}, {high:+.1f}]"


def _table(title: str, names: tuple[str, ...], left: str) -> Table:
    """A table with these columns, figures to the right, the `left` one to the left."""
    table = Table(title=title, title_justify="left")
    for name in names:
        table.add_column(name, justify="left" if name == left else "right")
    return table


def _rate(interval: dict[str, Any]) -> str:
    return (
        f"{interval['value']:.1%} ({interval['low']:.1%}-{interval['high']:.1%}, "
        f"{interval['n']} games)"
    )


def _print_quest(quest: dict[str, Any], figures: dict[str, Any], console: Console) -> None:
    party = ", ".join(quest["party"])
    built = f", dungeons built from the pool ({figures['layouts']})" if "layouts" in figures else ""
    console.print(
        Text.assemble(
            (printable(quest["quest"]), "bold"),
            f" with {printable(party)}: {figures['seeds']} seeds, seed {figures['seed']}{built}",
        )
    )
    head = Table(show_header=False, box=None, pad_edge=False)
    head.add_column(style="bold")
    head.add_column()
    base = quest["base"]
    head.add_row("win rate", f"{_rate(base['win_rate'])}; mean turns {base['mean_turns']:.1f}")
    if "skill" in quest:
        skill = quest["skill"]
        head.add_row(
            "skill and luck",
            f"the bot wins {skill['bot_win_rate']['value']:.1%}, random legal actions "
            f"{skill['random_win_rate']['value']:.1%}: the players' choices are worth "
            f"{_pct(skill['gap'])} points",
        )
    last = quest["last_room"]
    head.add_row(
        "the last room",
        f"{last['reached_share']:.0%} of games reach it, {last['won_when_reached']:.0%} of "
        f"those are won; {last['defeats_there_share']:.0%} of defeats happen there",
    )
    holes = quest["holes"]["counts"]
    head.add_row(
        "rule holes",
        ", ".join(f"{k.replace(':', ' ')}: {v}" for k, v in holes.items()) or "none found",
    )
    console.print(head)
    for example in quest["holes"]["examples"]:
        console.print(
            f"  {example['hole']} ({example['player']}, {example['variant']}, seed "
            f"{example['seed']}): {example['detail']}",
            markup=False,
            highlight=False,
        )
    for study, title in STUDY_TITLES.items():
        if study in quest:
            console.print(_effects_table(title, quest[study]))
    if "matrix" in quest:
        console.print(_rates_table("Every party", "party", quest["matrix"]))
    if "layouts" in quest:
        console.print(_rates_table("Every layout (dungeon seed)", "layout", quest["layouts"]))
    if quest.get("pool"):
        console.print(_pool_table(quest["pool"]))


def _effects_table(title: str, effects: list[dict[str, Any]]) -> Table:
    names = ("", "variant", "win rate effect", "turns effect", "pairs")
    table = _table(f"{title} (points, 95% interval; * excludes 0)", names, "variant")
    for effect in effects:
        table.add_row(
            "*" if effect["decisive"] else "",
            printable(effect["subject"]),
            _pct(effect["effect"]),
            _span(effect["turns"]),
            str(effect["effect"]["n"]),
        )
    return table


def _rates_table(title: str, column: str, rows: list[dict[str, Any]]) -> Table:
    table = _table(title, (column, "games", "win rate", "95% interval", "mean turns"), column)
    for row in rows:
        rate = row["win_rate"]
        label = row[column]
        table.add_row(
            printable(",".join(label) if isinstance(label, list) else str(label)),
            str(row["games"]),
            f"{rate['value']:.1%}",
            f"{rate['low']:.1%}-{rate['high']:.1%}",
            f"{row['mean_turns']:.1f}",
        )
    return table


def _pool_table(rows: list[dict[str, Any]]) -> Table:
    title = "Rooms of the pool: games whose dungeon holds the room minus the others (95% "
    table = _table(
        f"{title}interval; * excludes 0)", ("", "room", "games", "turns", "win rate points"), "room"
    )
    for row in rows:
        table.add_row(
            "*" if row["decisive"] else "",
            printable(row["room"]),
            str(row["games"]),
            _span(row["turns"]),
            _pct(row["win_rate"]),
        )
    return table


def _charts(quest: dict[str, Any], console: Console) -> None:
    for study, title in STUDY_TITLES.items():
        if study in quest:
            _show(console, lambda t=title, e=quest[study]: draw_effects(plotext, t, e))
    if "matrix" in quest:
        labels, rates = party_rates(quest["matrix"])
        _show(console, lambda: draw_rates(plotext, "Win rate per party", labels, rates))
    if "layouts" in quest:
        labels, rates = layout_rates(quest["layouts"])
        _show(console, lambda: draw_rates(plotext, "Win rate per layout", labels, rates))


def _show(console: Console, draw: Any) -> None:
    plotext.clear_figure()
    plotext.theme("clear")
    plotext.plot_size(min(console.width, 120), CHART_HEIGHT)
    draw()
    chart = plotext.build()
    if not sys.stdout.isatty():
        chart = plotext.uncolorize(chart)
    print(chart)
