"""Playing a held DuckDuckGoose: re-roll or add/subtract to the die just rolled, or redraw."""

from __future__ import annotations

from typing import Literal

from duckgeon_tui.engine import deck
from duckgeon_tui.engine.acting import actor, roll_pending
from duckgeon_tui.engine.actions.base import Action, action, may_act, need
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.engine.world import World

Mode = Literal["reroll", "add", "redraw"]
MODES: tuple[Mode, ...] = ("reroll", "add", "redraw")


@action("goose NAME reroll|add|redraw CARD,CARD", "act", "walk", "roll", by_duck=True)
class Goose(Action):
    """Play a held DuckDuckGoose: re-roll or add/subtract to the die just rolled, or redraw."""

    who: str
    mode: Mode
    cards: tuple[str, ...] = ()

    def core(self) -> str:
        text = f"goose {self.who} {self.mode}"
        return text + " " + ",".join(self.cards) if self.mode == "redraw" else text

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        mode = next((m for m in MODES if len(words) > 2 and m == words[2]), None)
        if mode is None:
            raise NotationError("write it as: goose NAME reroll|add|redraw CARD,CARD")
        if mode == "redraw":
            need(words, 4, "goose NAME redraw CARD,CARD")
            cards = tuple(c for c in words[3].split(",") if c)
            if not cards:
                raise NotationError("name the Funkards to redraw: goose NAME redraw CARD,CARD")
            return cls(words[1], mode, cards)
        need(words, 3, f"goose NAME {mode}")
        return cls(words[1], mode)

    def check(self, w: World) -> DuckState:
        duck = actor(w, self.who)
        if "goose" not in duck.dice:
            raise IllegalAction(f"{duck.name} holds no DuckDuckGoose")
        state = w.state
        if self.mode == "redraw":
            if state.phase != "act" or state.pending is not None:
                raise IllegalAction("finish the die just rolled first")
            cards = self.cards
            if not cards or any(cards.count(c) > duck.hand.count(c) for c in cards):
                raise IllegalAction(f"name Funkards {duck.name} holds to redraw")
        elif state.phase not in ("walk", "roll") or state.pending is None:
            raise IllegalAction("a DuckDuckGoose must be played right after the die it changes")
        return duck

    def run(self, w: World) -> None:
        """A re-roll or a ± acts on the die just rolled at once; a redraw swaps Funkards."""
        duck = self.check(w)
        duck.dice.remove("goose")
        if self.mode == "redraw":
            deck.goose_rolled(w, duck.name)
            deck.redraw(w, duck, list(self.cards))
            return
        state = w.state
        p = state.pending
        assert p is not None
        value = deck.goose_rolled(w, duck.name)
        if self.mode == "reroll":
            roll_pending(w, w.duck(p.who), p, "re-rolls")
        else:
            p.goose_value = value
            p.goose_who = duck.name
            p.signing = True
            state.phase = "goose_sign"

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        if "goose" not in duck.dice or not may_act(w, duck):
            return []
        if w.state.phase != "act":
            return [cls(duck.name, "reroll"), cls(duck.name, "add")]
        if not duck.hand:
            return []
        return [
            cls(duck.name, "redraw", tuple(duck.hand)),
            *(cls(duck.name, "redraw", (c,)) for c in dict.fromkeys(duck.hand)),
        ]
