"""Game over: victory or defeat, why, and the run summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.characters import DuckClass
from duckgeon_tui.engine.state import Result
from duckgeon_tui.saves.models import RunSummary
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.party_words import party_words


def summary_lines(summary: RunSummary, classes: Mapping[str, DuckClass]) -> str:
    """The run summary in a few lines (`classes`: the content's, to name each duck's class)."""
    party = party_words(summary.party, classes)
    lines = [
        f"Quest: {summary.quest_name or summary.quest}",
        *campaign_lines(summary),
        f"Party: {party}",
        f"Turns: {summary.turns}   Beasties slain: {summary.kills}   Loot: {summary.loot}",
        *clock_lines(summary),
    ]
    if summary.dungeon_seed is not None:
        short = (summary.quest_name or summary.quest).split(":")[0]
        lines += [
            f"Dungeon built from the room pool: dungeon seed {summary.dungeon_seed}, {short}",
            f"Play it again: duckgeon play --new --quest {summary.quest} --dungeon random "
            f"--dungeon-seed {summary.dungeon_seed}",
        ]
    return "\n".join(lines)


def clock_lines(summary: RunSummary) -> list[str]:
    """Where the Booster-Wooster and the quest's clock stood, each when the quest has one."""
    lines = []
    clock = summary.clock
    if clock is not None:
        went = "went off: " + ", ".join(clock.went_off) if clock.went_off else "no mark went off"
        out = ", and ran out" if clock.ran_out else ""
        lines.append(f"{clock.name}: mark {clock.value} / {clock.length}{out} ({went})")
    if summary.booster_step is not None:
        lines.append(booster_words(summary.booster_step, summary.booster_start))
    return [*lines, f"Seed: {summary.seed}"]


def booster_words(step: int, start: int) -> str:
    """How far the boss climbed his Booster-Wooster from the step he started on (`start`: the
    quest's, or a scenario's), the track that makes him stronger a step for each DuckDuckGoose
    rolled."""
    climbed = step - start
    steps = f"{abs(climbed)} step{'s' * (abs(climbed) != 1)}"
    stood = (
        "no stronger than at the start"
        if climbed == 0
        else f"{steps} {'stronger' if climbed > 0 else 'weaker'} than at the start"
    )
    return (
        f"Booster-Wooster step {step} at the end: the boss was {stood} "
        "(he climbs a step for each DuckDuckGoose rolled)"
    )


def campaign_lines(summary: RunSummary) -> list[str]:
    """Where the run stands in its campaign, if it was a quest of one."""
    ref = summary.campaign
    if ref is None:
        return []
    fell = ", ".join(summary.fallen) or "nobody"
    ended = {"victory": " - the campaign is won!", "defeat": " - the campaign is over"}
    return [
        f"Campaign: {ref.name or ref.id}, quest {ref.quest} of {ref.quests}"
        f"{ended.get(ref.result or '', '')}",
        f"Fell in this quest: {fell}",
    ]


class GameOverDialog(Dialog[str]):
    """Answers 'title', 'replay' (watch this game again), 'hall' (the Hall of Ducks) or
    'quit'."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,t", "answer('title')", "Title screen"),
        Binding("w", "answer('replay')", "Watch the replay"),
        Binding("d", "answer('hall')", "Hall of Ducks"),
        Binding("q", "answer('quit')", "Quit"),
    ]

    def __init__(self, summary: RunSummary, classes: Mapping[str, DuckClass]) -> None:
        super().__init__(classes="dialog")
        self.summary = summary
        self.duck_classes = classes

    def compose(self) -> ComposeResult:
        won = self.summary.outcome == Result.VICTORY
        with Vertical(classes="dialog-box " + ("victory-box" if won else "error-box")):
            yield Label("VICTORY!" if won else "DEFEAT", classes="dialog-title")
            cause = self.summary.cause
            yield Static(cause[:1].upper() + cause[1:], classes="dialog-body", markup=False)
            yield Static(
                summary_lines(self.summary, self.duck_classes),
                classes="dialog-detail",
                markup=False,
            )
            with Horizontal(classes="dialog-buttons"):
                ref = self.summary.campaign
                to_camp = ref is not None and ref.result is None
                label = "Go to the camp" if to_camp else "Title screen"
                yield Button(f"{label} \\[t]", id="title", variant="primary")
                yield Button("Watch the replay \\[w]", id="replay")
                yield Button("Hall of Ducks \\[d]", id="hall")
                yield Button("Quit \\[q]", id="quit")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "title")

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)
