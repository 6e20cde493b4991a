"""The game state to and from JSON-ready data, through a pydantic TypeAdapter (saves only)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter

from duckgeon_tui.engine.state import GameState, Reason


@cache
def _adapter() -> TypeAdapter[GameState]:
    return TypeAdapter(GameState)


def state_to_data(state: GameState) -> dict[str, Any]:
    """JSON-ready data of the whole state."""
    data: dict[str, Any] = _adapter().dump_python(state, mode="json")
    return data


def state_from_data(data: dict[str, Any]) -> GameState:
    """The state back from `state_to_data` output (validated); a state written before the
    end of a quest had a reason of its own is read too."""
    return _adapter().validate_python(_upgraded(data))


_OLD_REASONS = (
    ("every objective", Reason.OBJECTIVES_MET),
    ("every Duckventurer is down", Reason.PARTY_DOWN),
    ("turns are over", Reason.TURN_LIMIT),
    ("turn cap", Reason.TURN_CAP),
    ("Booster-Wooster", Reason.BOOSTER_TOP),
)


def _upgraded(data: dict[str, Any]) -> dict[str, Any]:
    """Earlier states kept why the quest ended only in words (`reason`, "" while playing)."""
    reason = data.get("reason")
    if not isinstance(reason, str) or reason in Reason.__members__.values():
        return data
    words = reason
    found = next((r for part, r in _OLD_REASONS if part in words), None) if words else None
    return {**data, "reason": found, "reason_text": data.get("reason_text", words)}
