"""Where the app reads scenario files (the lessons of Learn to play, a scenario named on the
command line): the YAML reader and the scenario's models load with the first one read, not
before a game's first prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.scenario import Scenario


def read_scenario_file(path: Path, content: Content) -> Scenario:
    """The scenario in `path`, checked against the content (ContentErrors says what does not
    fit, each problem with its place in the file)."""
    from duckgeon_tui.content.scenario_checks import read_scenario  # brings the YAML reader

    return read_scenario(path, content)
