"""The Booster-Wooster track: where Duckthulhu stands and what the next step brings."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.colours import GameColours


def step_bonus(step: object) -> str:
    """What a step adds, in short: '+1 Q, +1 move, Tentacle Slap'."""
    parts: list[str] = []
    stats = getattr(step, "stats", None)
    for stat in ("F", "Q", "P"):
        value = getattr(stats, stat, 0) if stats is not None else 0
        if value:
            parts.append(f"{value:+d} {stat}")
    if getattr(step, "move", 0):
        parts.append(f"+{step.move} move")  # type: ignore[attr-defined]
    parts.extend(a.name for a in getattr(step, "attacks", []))
    parts.extend(a.name for a in getattr(step, "abilities", []))
    return ", ".join(parts) or "nothing more"


class BoosterTrack(Static):
    """One line of pips (o passed, @ Duckthulhu, . to come) and the next step's name."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(BoosterTrack.game, game)

    def render(self) -> Text:
        """The track as the game stands."""
        pal = GameColours.of(self)
        step, steps = self.game.booster_track()
        total = len(steps)
        text = Text("Booster-Wooster ", style="bold")
        for number in range(1, total + 1):
            if number < step:
                text.append("o", style=pal.bad)
            elif number == step:
                text.append("@", style=f"bold {pal.bad}")
            else:
                text.append(".", style="dim")
        text.append(f" {step}/{total}\n")
        if step < total:
            upcoming = steps[step]
            text.append(f"Next: {upcoming.name} ({step_bonus(upcoming)})", style="dim")
        else:
            text.append("Duckthulhu is at the top of his track!", style=f"bold {pal.bad}")
        return text
