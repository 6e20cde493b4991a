"""The game state to and from JSON-ready data, through a pydantic TypeAdapter (saves only)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter, ValidationError
from pydantic_core import ErrorDetails

from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import GameState, Reason
from duckgeon_tui.printable import printable


@cache
def _adapter() -> TypeAdapter[GameState]:
    return TypeAdapter(GameState)


def state_to_data(state: GameState) -> dict[str, Any]:
    """JSON-ready data of the whole state."""
    data: dict[str, Any] = _adapter().dump_python(state, mode="json")
    return data


def state_from_data(data: dict[str, Any]) -> GameState:
    """The state back from `state_to_data` output (validated: IllegalAction says, in words,
    what does not fit); a state written before the end of a quest had a reason of its own is
    read too."""
    try:
        return _adapter().validate_python(_upgraded(data))
    except ValidationError as exc:
        raise IllegalAction("; ".join(_said(e) for e in exc.errors()[:3])) from None


def _said(error: ErrorDetails) -> str:
    where = ".".join(map(str, error["loc"]))
    if where == "phase":
        phase = printable(str(error.get("input")))[:40]
        return f"the game is in a phase `{phase}` the rules do not have"
    return f"`{where}` is {printable(repr(error.get('input')))[:40]}: {error['msg']}"


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
