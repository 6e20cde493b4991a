"""Cashing an unused DuckDie into a Gobbly card (stored) or a Boosty card (a charge)."""

from __future__ import annotations

from duckgeon_tui.content.bundle import Funkard
from duckgeon_tui.content.vocabulary import DIE_NAMES
from duckgeon_tui.engine import funkards
from duckgeon_tui.engine.acting import actor
from duckgeon_tui.engine.actions.base import Action, action, may_act
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.engine.world import World


@action("cash DIE NAME CARD", Phase.ACT, by_duck=True)
class Cash(Action):
    """Cash an unused die into a Gobbly (stored) or Boosty (charge) card of the Duckventurer."""

    die: str
    who: str
    card: str

    def check(self, w: World) -> tuple[DuckState, Funkard]:
        duck = actor(w, self.who)
        die, card_id = self.die, self.card
        funkards.in_hand(duck, card_id)
        card = w.funkards[card_id]
        name = DIE_NAMES.get(die, die)
        if die == "loot":
            if w.state.loot_counters <= 0:
                raise IllegalAction("no LootCounter is left in this turn's pool")
        elif die not in duck.dice:
            raise IllegalAction(f"{duck.name} holds no unused {name}")
        if card.gobbly is not None:
            stored = duck.stored.get(card_id, [])
            if len(stored) >= card.gobbly.capacity:
                raise IllegalAction(f"{card.name} is full ({card.gobbly.capacity} dice)")
            if card.gobbly.dice != "any" and die not in card.gobbly.dice:
                raise IllegalAction(f"{card.name} does not take {name} dice")
        elif card.boosty is not None:
            if duck.charges.get(card_id, 0) >= card.boosty.max_charges:
                raise IllegalAction(f"{card.name} is fully Boosted ({card.boosty.max_charges})")
        else:
            raise IllegalAction(f"{card.name} is neither Gobbly nor Boosty")
        return duck, card

    def run(self, w: World) -> None:
        """The die is stored in a Gobbly card (it keeps its kind) or becomes a Boosty charge."""
        duck, card = self.check(w)
        die, card_id = self.die, self.card
        if card.gobbly is not None:
            stored = duck.stored.get(card_id, [])
            duck.stored[card_id] = [*stored, die]
            verb = (
                f"stores a {DIE_NAMES[die]} in {card.name} "
                f"({len(stored) + 1}/{card.gobbly.capacity})"
            )
        else:
            charges = duck.charges.get(card_id, 0)
            duck.charges[card_id] = charges + 1
            verb = f"cashes a {DIE_NAMES[die]} into {card.name} (Boosty {charges + 1})"
        state = w.state
        if die == "loot":
            state.loot_counters -= 1
            state.tally.loot_dice_cashed += 1
        else:
            duck.dice.remove(die)
        w.emit(EventKind.CASH, f"{duck.name} {verb}.", actor=duck.name, die=die, card=card_id)

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        if not may_act(w, duck):
            return []
        out: list[Action] = []
        dice = list(dict.fromkeys(duck.dice))
        if w.state.loot_counters:
            dice.append("loot")
        for cid in dict.fromkeys(duck.hand):
            card = w.funkards[cid]
            for die in dice:
                if card.gobbly is not None:
                    stored = duck.stored.get(cid, [])
                    if len(stored) < card.gobbly.capacity and (
                        card.gobbly.dice == "any" or die in card.gobbly.dice
                    ):
                        out.append(cls(die, duck.name, cid))
                elif card.boosty is not None and duck.charges.get(cid, 0) < card.boosty.max_charges:
                    out.append(cls(die, duck.name, cid))
        return out
