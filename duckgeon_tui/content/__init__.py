"""Content: the pydantic models of the YAML files and the loader that validates them.

The names below are imported when first used, so that the light modules of the package (the
dice words of `vocabulary`) load without pydantic. A game from scratch::

    from duckgeon_tui.content import load_content
    from duckgeon_tui.engine import Game

    content = load_content()  # the game's data/ (and mods: load_content(mods=[folder]))
    game = Game.new(content, "quest-1", [("Plumpy", "duckidin", "Sam")], seed=7)
    events = game.apply("enter")
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.errors import ContentError, ContentErrors
    from duckgeon_tui.content.loader import load_content
    from duckgeon_tui.content.scenario import Scenario
    from duckgeon_tui.content.scenario_checks import parse_scenario, read_scenario

__all__ = [
    "Content",
    "ContentError",
    "ContentErrors",
    "Scenario",
    "load_content",
    "parse_scenario",
    "read_scenario",
]

_HOME = {
    "Content": "bundle",
    "ContentError": "errors",
    "ContentErrors": "errors",
    "Scenario": "scenario",
    "load_content": "loader",
    "parse_scenario": "scenario_checks",
    "read_scenario": "scenario_checks",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{home}"), name)
