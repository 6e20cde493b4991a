"""The game state to and from JSON-ready data, through a pydantic TypeAdapter (saves only)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter

from duckgeon_tui.engine.state import GameState


@cache
def _adapter() -> TypeAdapter[GameState]:
    return TypeAdapter(GameState)


def state_to_data(state: GameState) -> dict[str, Any]:
    """JSON-ready data of the whole state."""
    data: dict[str, Any] = _adapter().dump_python(state, mode="json")
    return data


def state_from_data(data: dict[str, Any]) -> GameState:
    """The state back from `state_to_data` output (validated)."""
    return _adapter().validate_python(data)
