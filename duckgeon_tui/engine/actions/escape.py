"""Escaping from the Duckgeon: the party gets out by the quest's way out, and wins."""

from __future__ import annotations

from duckgeon_tui.engine import quest_goals
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.state import Phase
from duckgeon_tui.engine.world import World


@action("escape", Phase.PICK)
class Escape(Action):
    """The party gets out of the Duckgeon from the room of the quest's way out: at the start of
    a turn, the room Cleared, every other objective met and every Duckventurer up."""

    def check(self, w: World) -> None:
        refusal = quest_goals.escape_refusal(w)
        if refusal is not None:
            raise IllegalAction(refusal)

    def run(self, w: World) -> None:
        self.check(w)
        quest_goals.escape(w)

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls()] if quest_goals.escape_refusal(w) is None else []
