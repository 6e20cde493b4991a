"""Buying a Funkard with Loot, in a Cleared room before the turn's dice are picked."""

from __future__ import annotations

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import deck
from duckgeon_tui.engine.actions.base import Action, action, awake
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


def spending(w: World, who: str) -> DuckState:
    """The Duckventurer spending Loot, which is spent only in a Cleared room, and only by a
    Duckventurer who is up."""
    if not w.room_state.cleared:
        raise IllegalAction("Loot is spent only in a Cleared room")
    return awake(w, who)


@action("buy NAME", Phase.PICK, by_duck=True)
class Buy(Action):
    """Spend the quest's Funkard price in Loot to draw one Funkard."""

    who: str

    def check(self, w: World) -> DuckState:
        duck = spending(w, self.who)
        price = w.quest.funkard_price
        if duck.loot < price:
            raise IllegalAction(f"a Funkard costs {price} Loot; {duck.name} has {duck.loot}")
        if len(duck.hand) >= w.quest.hand_limit:
            raise IllegalAction(
                f"{possessive(duck.name)} hand is full ({w.quest.hand_limit} Funkards)"
            )
        return duck

    def run(self, w: World) -> None:
        duck = self.check(w)
        price = w.quest.funkard_price
        duck.loot -= price
        w.state.tally.loot_spent += price
        w.emit(
            EventKind.BUY,
            f"{duck.name} spends {price} Loot on a Funkard.",
            actor=duck.name,
            loot=price,
        )
        deck.draw(w, duck, 1)

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        quest = w.quest
        if (
            w.room_state.cleared
            and duck.f > 0
            and duck.loot >= quest.funkard_price
            and len(duck.hand) < quest.hand_limit
        ):
            return [cls(duck.name)]
        return []
