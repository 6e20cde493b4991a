"""Entering a room: the party rolls the Room Table, maybe spending a DuckDuckGoose on it."""

from __future__ import annotations

from duckgeon_tui.engine import deck, rooms, turnflow
from duckgeon_tui.engine.actions.base import Action, action
from duckgeon_tui.engine.errors import NotationError
from duckgeon_tui.engine.state import Pending, Phase
from duckgeon_tui.engine.world import World


@action("enter [goose]", Phase.ROOM_TABLE)
class Enter(Action):
    """Enter the room: roll the Room Table, maybe with a DuckDuckGoose to add or subtract."""

    goose: bool = False

    def core(self) -> str:
        return "enter goose" if self.goose else "enter"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        if words[1:] not in ([], ["goose"]):
            raise NotationError("write it as: enter  or  enter goose")
        return cls(goose=len(words) == 2)

    def run(self, w: World) -> None:
        """Roll the Room Table; a DuckDuckGoose spent on it leaves 5 dice for this turn."""
        roll = rooms.roll_table(w)
        if not self.goose:
            rooms.finish_entry(w, roll)
            turnflow.begin_pick(w)
            return
        value = deck.goose_rolled(w, "The party")
        w.state.to_pick = 5
        w.state.pending = Pending(
            "The party", "table", [], roll, goose_value=value, goose_who="The party", signing=True
        )
        w.state.phase = Phase.GOOSE_SIGN

    @classmethod
    def options(cls, w: World) -> list[Action]:
        return [cls(False), cls(True)]
