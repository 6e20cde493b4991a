"""Whose a party-wide step's choices are: a draft (the choices of a step as they are made) is
taken only from the seat the step belongs to, and only while the game asks that step."""

from __future__ import annotations

from duckgeon_tui.engine import Game, Phase
from duckgeon_tui.net.protocol import BOT, MenuView, PickView, ShareView, SplitView, StepView
from duckgeon_tui.net.seats import lead, owner

STEP_PHASES: dict[type, Phase] = {
    PickView: Phase.PICK,
    ShareView: Phase.SHARE,
    SplitView: Phase.LOOT_SPLIT,
}
"""The phase in which the game asks each kind of step (a yes-or-no or a menu: any phase)."""


def draft_problem(
    game: Game, seats: list[str], ducks: dict[str, str], seat: str, step: StepView | None
) -> str | None:
    """Why `seat` may not show these choices now (None: it may). A menu is the seat's when one
    of the actions the game takes now is; every other step is the party's, so the seat's whose
    turn it is."""
    if game.outcome is not None:
        return "the game is over"
    phase = STEP_PHASES.get(type(step))
    if phase is not None and game.phase != phase:
        return f"the game does not ask that now (it is at {game.phase.value})"
    if isinstance(step, MenuView):
        owners = {owner(game, action, seats, ducks) for action in game.legal_actions()}
        if seat in owners:
            return None
        whose = next(iter(sorted(owners)), lead(game, seats, ducks))
    else:
        whose = lead(game, seats, ducks)
        if whose == seat:
            return None
    return f"that is {'the bot' if whose == BOT else whose}'s to choose, not yours"
