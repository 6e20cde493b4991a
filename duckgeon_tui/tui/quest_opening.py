"""What a new game's log says first: the quest's story and what wins it, so that a quest started
straight from the command line (Quest 2's clues, Quest 3's way out) says what it is about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckgeon_tui.printable import printable

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game


def opening_lines(game: Game) -> list[str]:
    """The quest's story (a scenario's own words when it has them) and its objectives, e.g.
    'To win: Defeat Duckthulhu; Interact with King Goscock's Cage (room 6).'"""
    scenario = game.scenario
    story = scenario.about if scenario is not None and scenario.about else game.quest.flavour
    lines = [printable(" ".join(part.split())) for part in story.split("\n") if part.strip()]
    goals = [
        goal.name + (f" (room {goal.room})" if goal.room is not None else "")
        for goal in game.goals()
        if not goal.done
    ]
    if goals:
        lines.append(printable("To win: " + "; ".join(goals) + "."))
    return lines
