"""A Duckventurer's standing choice to make Resist Rolls, or to let effects land."""

from __future__ import annotations

from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.state import PLAYING, DuckState
from duckgeon_tui.engine.world import World


@action("resist NAME on|off", *PLAYING)
class SetResist(Action):
    """A Duckventurer's standing choice: make Resist Rolls (on) or let effects land (off)."""

    who: str
    on: bool

    def check(self, w: World) -> DuckState:
        return w.duck(self.who)

    def run(self, w: World) -> None:
        duck = self.check(w)
        duck.resisting = self.on
        w.emit(
            "info",
            f"{duck.name} will {'make' if self.on else 'make no'} Resist Rolls.",
            who=duck.name,
        )
