"""The Duckgeon rules engine: plain Python, no user interface imports."""

from __future__ import annotations

from duckgeon_tui.engine.actions import (
    Action,
    Buy,
    Cash,
    Discard,
    EndTurn,
    Enter,
    Escape,
    FreeAction,
    Give,
    Go,
    Goose,
    Leave,
    LootRoll,
    Pick,
    RankUp,
    Release,
    Resolve,
    RollDie,
    Sign,
    Split,
    Take,
    Walk,
    parse_action,
)
from duckgeon_tui.engine.errors import IllegalAction, NotationError, RollNeeded, RollRequest
from duckgeon_tui.engine.events import Event
from duckgeon_tui.engine.game import Game, Options, Outcome, PartyMember
from duckgeon_tui.engine.state import Phase

__all__ = [
    "Action",
    "Buy",
    "Cash",
    "Discard",
    "EndTurn",
    "Enter",
    "Escape",
    "Event",
    "FreeAction",
    "Game",
    "Give",
    "Go",
    "Goose",
    "IllegalAction",
    "Leave",
    "LootRoll",
    "NotationError",
    "Options",
    "Outcome",
    "PartyMember",
    "Phase",
    "Pick",
    "RankUp",
    "Release",
    "Resolve",
    "RollDie",
    "RollNeeded",
    "RollRequest",
    "Sign",
    "Split",
    "Take",
    "Walk",
    "parse_action",
]
