"""Learn to play: the lessons (tutorial scenarios that carry a `lesson`), in order."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.scenario_files import read_scenario_file

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.scenario import Lesson, Scenario


@dataclass(frozen=True)
class LessonFile:
    """One lesson: its scenario file, read and checked against the content."""

    path: Path
    scenario: Scenario
    lesson: Lesson


def lessons(content: Content) -> list[LessonFile]:
    """Every lesson of Learn to play, in order (ContentErrors if a file does not fit)."""
    out = []
    for path in paths.tutorial_lessons():
        scenario = read_scenario_file(path, content)
        if scenario.lesson is not None:
            out.append(LessonFile(path, scenario, scenario.lesson))
    return out


def place_of(content: Content, scenario_id: str) -> tuple[int, LessonFile | None]:
    """Where the lesson of this scenario id stands in Learn to play (-1: it is none of them),
    and the lesson after it (None after the last)."""
    chain = lessons(content)
    ids = [lf.scenario.id for lf in chain]
    if scenario_id not in ids:
        return -1, None
    index = ids.index(scenario_id)
    return index, chain[index + 1] if index + 1 < len(chain) else None
