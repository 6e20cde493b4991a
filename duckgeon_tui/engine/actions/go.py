"""Sharing is done: the Duckventurers act."""

from __future__ import annotations

from duckgeon_tui.engine.actions.base import Action, action, may_act
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("go", Phase.SHARE)
class Go(Action):
    """Sharing is done: the Duckventurers act."""

    def run(self, w: World) -> None:
        """Dice left in the pool go unused (lost at the end of the turn), and Duckventurers given
        no die may take a free Action."""
        state = w.state
        takers = [d for d in state.ducks if may_act(w, d)]
        left = f" {len(state.pool)} DuckDice stay unshared and will be lost." if state.pool else ""
        free = [d.name for d in takers if not d.got_dice]
        state.phase = Phase.ACT
        w.emit(
            EventKind.GIVE,
            "The Duckventurers act."
            + (f" Free Action for {', '.join(free)}." if free else "")
            + left,
        )
