"""The quest's clock and objectives (met or not, what each waits for), in the side panel."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.goal_views import ClockView, GoalView
from duckgeon_tui.tui.colours import GameColours

CLOCK_PIPS = 20
"""The clock's bar is at most this wide; a longer clock shows one pip per few marks."""
COMPACT_BELOW = 32
"""On terminals lower than this, the panel keeps to a line or two per objective."""

HOW = {
    "clues": "Look{f} at a clue of the room, from next to it or in sight",
    "interact": "Interact{f} with it, standing next to it",
    "ritual": "Prepare it{f} in sight of it, then Interact{f} next to it",
    "escape": "Clear the room and get everybody up: the next turn offers the way out",
}
"""How an objective is met, shown while the party is in its room ({f}: the key, if named)."""


def goal_lines(
    goal: GoalView, pal: GameColours, here: int | None, compact: bool, keys: bool = True
) -> Text:
    """One objective: a box ticked or not, its name and room, what it waits for, its clues,
    and (in its room) how to meet it (`keys`: with the key that does it)."""
    key = " (f)" if keys else ""
    text = Text()
    box = "[x] " if goal.done else "[ ] "
    text.append(box, style=f"bold {pal.good}" if goal.done else "bold")
    text.append(goal.name, style="dim" if goal.done else "")
    if goal.room is not None:
        text.append(f" (room {goal.room})", style="dim")
    if goal.done:
        return text
    if goal.progress:
        text.append(f": {goal.progress}", style=pal.info)
    if goal.waiting:
        text.append("\n    after: " + "; ".join(goal.waiting), style=pal.bad)
    left = [c for c in goal.clues if not c.found]
    if compact and goal.clues:
        rooms = ", ".join(str(c.room) for c in left)
        text.append(f"\n    clues left in rooms {rooms}", style="dim")
    else:
        for clue in goal.clues:
            mark = "x" if clue.found else "."
            text.append(f"\n    {mark} {clue.name} (room {clue.room})", style="dim")
    if goal.prepared_by:
        names = ", ".join(goal.prepared_by)
        text.append(f"\n    Prepared by {names}: now Interact{key} next to it", style=pal.good)
        return text
    how = HOW.get("ritual" if goal.ritual else goal.kind)
    if here in {goal.room} | {c.room for c in left} and how is not None and not goal.waiting:
        text.append(f"\n    here: {how.format(f=key)}", style=pal.info)
    return text


def clock_lines(clock: ClockView, pal: GameColours, compact: bool) -> Text:
    """The clock as a bar of pips, where it stands and what its next mark brings."""
    text = Text(f"{clock.name} ", style="bold")
    per = max(1, -(-clock.length // CLOCK_PIPS))
    pips = -(-clock.length // per)
    done = clock.value // per
    near = clock.length - clock.value <= max(2, clock.length // 5)
    text.append("#" * done, style=f"bold {pal.bad}" if near else pal.bad)
    text.append("." * (pips - done), style="dim")
    text.append(f" {clock.value}/{clock.length}")
    if clock.turns_to_next is not None:
        when = (
            "at the end of this turn"
            if clock.turns_to_next == 1
            else f"at the end of {clock.turns_to_next} turns"
        )
        text.append(f"\n  +1 {when}", style="dim")
    if clock.goose:
        text.append(f", +{clock.goose} a goose", style="dim")
    mark = clock.next_mark
    if compact:
        if mark is not None:
            text.append(
                f"\n  at {mark.at}: {mark.name}", style=pal.bad if clock.loses else pal.info
            )
        return text
    if mark is not None and mark.at < clock.length:
        text.append(f"\n  at {mark.at}: {mark.name}", style=pal.info)
    if clock.loses:
        text.append(f"\n  at {clock.length}: the quest is lost", style=pal.bad)
    elif mark is not None:
        text.append(f"\n  at {mark.at}: {mark.name}", style=pal.info)
    return text


class QuestGoals(Static):
    """How long the party has, and what it must do to win."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)

    def __init__(self, game: Game, *, keys: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(QuestGoals.game, game)
        self.keys = keys
        """Whether the keys that act are named (not in a replay, where none acts)."""

    def on_resize(self) -> None:
        self.refresh(layout=True)

    def render(self) -> Text:
        """The clock, then the objectives."""
        pal = GameColours.of(self)
        compact = self.app.size.height < COMPACT_BELOW
        text = Text()
        clock = self.game.clock()
        if clock is not None:
            text.append_text(clock_lines(clock, pal, compact))
            text.append("\n")
        text.append("To win", style="bold")
        here = self.game.room_number
        for goal in self.game.goals():
            text.append("\n")
            text.append_text(goal_lines(goal, pal, here, compact, self.keys))
        return text
