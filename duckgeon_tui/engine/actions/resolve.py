"""Going on with the die just rolled, with no DuckDuckGoose played on it."""

from __future__ import annotations

from duckgeon_tui.engine import acting
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("ok", Phase.ROLL)
class Resolve(Action):
    """Go on with the die just rolled (no DuckDuckGoose played on it)."""

    def run(self, w: World) -> None:
        acting.resolve(w)
