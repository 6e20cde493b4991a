"""Playing a held DuckDuckGoose: re-roll or add/subtract to the die just rolled (a Loot die
too, when the Loot Pool is rolled), or redraw Funkards."""

from __future__ import annotations

from typing import Literal

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import deck
from duckgeon_tui.engine.acting import actor, roll_pending
from duckgeon_tui.engine.actions.base import Action, action, may_act, need, number
from duckgeon_tui.engine.errors import IllegalAction, NotationError, RollPurpose
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.engine.state import DuckState, Pending, Phase
from duckgeon_tui.engine.world import World

Mode = Literal["reroll", "add", "redraw"]
MODES: tuple[Mode, ...] = ("reroll", "add", "redraw")
USAGE = "goose NAME reroll|add [LOOT-DIE]  or  goose NAME redraw CARD,CARD"


@action(
    "goose NAME reroll|add|redraw ...",
    Phase.ACT,
    Phase.WALK,
    Phase.ROLL,
    Phase.LOOT_SPLIT,
    by_duck=True,
)
class Goose(Action):
    """Play a held DuckDuckGoose: re-roll or add/subtract to the die just rolled, or to one Loot
    die (numbered from 1) when the Loot Pool was just rolled; or redraw Funkards."""

    who: str
    mode: Mode
    cards: tuple[str, ...] = ()
    loot_die: int | None = None
    """Which Loot die (from 1), when the goose is played on the Loot just rolled."""

    def core(self) -> str:
        text = f"goose {self.who} {self.mode}"
        if self.mode == "redraw":
            return text + " " + ",".join(self.cards)
        return text if self.loot_die is None else f"{text} {self.loot_die}"

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        mode = next((m for m in MODES if len(words) > 2 and m == words[2]), None)
        if mode is None:
            raise NotationError(f"write it as: {USAGE}")
        if mode == "redraw":
            need(words, 4, "goose NAME redraw CARD,CARD")
            cards = tuple(c for c in words[3].split(",") if c)
            if not cards:
                raise NotationError("name the Funkards to redraw: goose NAME redraw CARD,CARD")
            return cls(words[1], mode, cards)
        if len(words) == 4:
            return cls(words[1], mode, loot_die=number(words[3], "a Loot die's number"))
        need(words, 3, f"goose NAME {mode} [LOOT-DIE]")
        return cls(words[1], mode)

    def check(self, w: World) -> DuckState:
        duck = actor(w, self.who)
        if "goose" not in duck.dice:
            raise IllegalAction(f"{duck.name} holds no DuckDuckGoose")
        state = w.state
        if self.mode == "redraw":
            if state.phase != Phase.ACT or state.pending is not None:
                raise IllegalAction("finish the die just rolled first")
            cards = self.cards
            if not cards or any(cards.count(c) > duck.hand.count(c) for c in cards):
                raise IllegalAction(f"name Funkards {duck.name} holds to redraw")
        elif state.phase == Phase.LOOT_SPLIT:
            count = len(state.loot_dice)
            if self.loot_die is None or not 1 <= self.loot_die <= count:
                raise IllegalAction(f"name the Loot die the DuckDuckGoose changes (1 to {count})")
        elif self.loot_die is not None:
            raise IllegalAction("a Loot die can be changed only when the Loot Pool is rolled")
        elif state.phase not in (Phase.WALK, Phase.ROLL) or state.pending is None:
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
        value = deck.goose_rolled(w, duck.name)
        if self.loot_die is not None:
            _on_a_loot_die(w, duck, self.mode, self.loot_die - 1, value)
            return
        p = state.pending
        assert p is not None
        if self.mode == "reroll":
            roll_pending(w, w.duck(p.who), p, "re-rolls")
        else:
            p.goose_value = value
            p.goose_who = duck.name
            p.signing = True
            state.phase = Phase.GOOSE_SIGN

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        if "goose" not in duck.dice or not may_act(w, duck):
            return []
        phase = w.state.phase
        if phase == Phase.LOOT_SPLIT:
            dice = range(1, len(w.state.loot_dice) + 1)
            return [cls(duck.name, m, loot_die=i) for i in dice for m in ("reroll", "add")]
        if phase != Phase.ACT:
            return [cls(duck.name, "reroll"), cls(duck.name, "add")]
        if not duck.hand:
            return []
        return [
            cls(duck.name, "redraw", tuple(duck.hand)),
            *(cls(duck.name, "redraw", (c,)) for c in dict.fromkeys(duck.hand)),
        ]


def _on_a_loot_die(w: World, duck: DuckState, mode: Mode, index: int, goose: int) -> None:
    """A goose on one die of the Loot just rolled: a re-roll (a plain d6, as Loot dice are), or
    the goose's roll to add or subtract (the sign comes next)."""
    state = w.state
    if mode == "add":
        face = state.loot_dice[index]
        state.pending = Pending(
            duck.name, "loot", [face], face, goose_value=goose, goose_who=duck.name, signing=True
        )
        state.pending.loot_die = index
        state.phase = Phase.GOOSE_SIGN
        return
    before = state.loot_dice[index]
    face = w.roller.d6(duck.name, "LootCounter", RollPurpose.LOOT_ROLL, die="loot")
    state.loot_dice[index] = face
    state.tally.loot_rolled += face - before
    state.loot_total = sum(state.loot_dice)
    w.emit(
        EventKind.LOOT,
        f"{possessive(duck.name)} DuckDuckGoose re-rolls Loot die {index + 1}: {before} → {face}, "
        f"{state.loot_total} Loot in all.",
        actor=duck.name,
        die="loot",
        faces=(face,),
        loot=state.loot_total,
    )
