"""Rolling a held DuckDie: walk, fight (style and target), duck, or a FunkyDuck for a card."""

from __future__ import annotations

from typing import Literal

from duckgeon_tui.content.vocabulary import DIE_LETTERS, DIE_NAMES
from duckgeon_tui.engine import combat, funkards
from duckgeon_tui.engine.acting import actor, fight_target, roll_pending
from duckgeon_tui.engine.actions.base import (
    Action,
    Pos,
    action,
    die_kind,
    may_act,
    need,
    parse_pos,
    pos_text,
)
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.state import DuckState, Pending, Phase
from duckgeon_tui.engine.world import World

Style = Literal["choppy", "shooty"]
STYLES: tuple[Style, ...] = ("choppy", "shooty")


@action("roll DIE NAME ...", Phase.ACT, by_duck=True)
class RollDie(Action):
    """Roll one held DuckDie: walk, fight (style + target), duck, or FunkyDuck for a card."""

    die: str
    """The kind of the DuckDie rolled: walk, fighter, duck or funky."""
    who: str
    style: Style | None = None
    """Choppy or Shooty, for a DuckFighter."""
    target: str | None = None
    """The Beastie a DuckFighter attacks, or whom a FunkyDuck's card is aimed at."""
    card: str | None = None
    """The weapon of a DuckFighter, or the Funkard (or `ability`) of a FunkyDuck."""
    dest: Pos | None = None
    """The space a card that moves someone sends them to."""

    def core(self) -> str:
        parts = ["roll", DIE_LETTERS[self.die], self.who]
        if self.die == "fighter":
            parts += [self.style or "choppy", self.target or "?"]
            if self.card:
                parts += ["with", self.card]
        elif self.die == "funky":
            parts.append(self.card or "?")
            if self.target:
                parts.append(self.target)
            if self.dest:
                parts.append("@" + pos_text(self.dest))
        return " ".join(parts)

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        if len(words) < 3:
            raise NotationError("write it as: roll DIE NAME ...")
        die, who, rest = die_kind(words[1]), words[2], words[3:]
        if die in ("walk", "duck"):
            need(rest, 0, f"roll {words[1]} NAME")
            return cls(die, who)
        if die == "fighter":
            return _fight(who, rest)
        if die == "funky":
            return _funky(who, rest)
        raise NotationError(
            f"a {words[1]} die is not rolled like that (use `goose` or the loot roll)"
        )

    def check(self, w: World) -> Pending | None:
        """The die to roll, as it waits once rolled; None for a cost-0 card (it is not rolled)."""
        duck = actor(w, self.who)
        if self.die not in duck.dice:
            raise IllegalAction(f"{duck.name} holds no {DIE_NAMES.get(self.die, self.die)}")
        pending = Pending(duck.name, self.die, [], 0)
        if self.die == "fighter":
            if self.style is None:
                raise IllegalAction("a DuckFighter is Choppy or Shooty")
            target, weapon = fight_target(w, duck, self.style, self.target, self.card)
            pending.style, pending.target, pending.card = self.style, target.handle, weapon
        elif self.die == "funky":
            if self.card is None:
                raise IllegalAction("name the Funkard (or `ability`) the FunkyDuck is for")
            power, _ = funkards.check_use(w, duck, self.card, self.target, self.dest)
            if power.cost == 0:
                return None
            pending.card, pending.target, pending.dest = self.card, self.target, self.dest
        elif self.die not in ("walk", "duck"):
            raise IllegalAction(f"a {DIE_NAMES[self.die]} is not rolled on its own")
        return pending

    def run(self, w: World) -> None:
        """Roll the die; the result waits for a DuckDuckGoose (or a destination) if needed."""
        pending = self.check(w)
        duck = w.duck(self.who)
        duck.dice.remove(self.die)
        if pending is None:
            assert self.card is not None
            funkards.use(w, duck, self.card, self.target, self.dest, None)
            return
        w.state.pending = pending
        roll_pending(w, duck, pending, "rolls")

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        if not may_act(w, duck):
            return []
        out: list[Action] = []
        held = set(duck.dice)
        for die in ("walk", "duck"):
            if die in held:
                out.append(cls(die, duck.name))
        if "fighter" in held:
            out += _fights(w, duck)
        if "funky" in held:
            out += _card_uses(w, duck)
        return out


def _fight(who: str, rest: list[str]) -> RollDie:
    usage = "write it as: roll F NAME choppy|shooty TARGET [with WEAPON]"
    if len(rest) not in (2, 4):
        raise NotationError(usage)
    style = next((s for s in STYLES if s == rest[0]), None)
    if style is None:
        raise NotationError(usage)
    card = None
    if len(rest) == 4:
        if rest[2] != "with":
            raise NotationError("write it as: roll F NAME choppy|shooty TARGET with WEAPON")
        card = rest[3]
    return RollDie("fighter", who, style=style, target=rest[1], card=card)


def _funky(who: str, rest: list[str]) -> RollDie:
    usage = "write it as: roll K NAME CARD [TARGET] [@C,R]"
    if not rest or len(rest) > 3:
        raise NotationError(usage)
    target: str | None = None
    dest: Pos | None = None
    for word in rest[1:]:
        if word.startswith("@"):
            if dest is not None:
                raise NotationError(usage)
            dest = parse_pos(word)
        else:
            if target is not None:
                raise NotationError(usage)
            target = word
    return RollDie("funky", who, card=rest[0], target=target, dest=dest)


def _fights(w: World, duck: DuckState) -> list[Action]:
    out: list[Action] = []
    for style in STYLES:
        weapon = combat.best_weapon(w, duck, style)
        rng = combat.shooty_range(w, duck, weapon)
        for b in w.state.beasties:
            if combat.reach_ok(w, duck, b, style, rng):
                out.append(RollDie("fighter", duck.name, style=style, target=b.handle))
    return out


def _card_uses(w: World, duck: DuckState) -> list[Action]:
    out: list[Action] = []
    for card in [*dict.fromkeys(duck.hand), funkards.ABILITY]:
        try:
            power = funkards.duck_power(w, duck, card)
        except IllegalAction:
            continue
        if power.activation != "activated":
            continue
        kind = power.target.kind
        if kind in ("all_enemies", "all_allies", "self"):
            targets: list[str | None] = [None]
        else:
            targets = [c.handle for c in funkards.candidates(w, duck, power.target)]
        steps = funkards.needs_dest(power)
        for target in targets:
            dests: list[Pos | None] = [None]
            if steps:
                mover = w.find(target) if target else duck
                if not isinstance(mover, DuckState) or mover.pos is None:
                    mover = duck
                assert mover.pos is not None
                dests = list(w.grid.reach(mover.pos, steps, w.blocked(mover)))
            for dest in dests:
                try:
                    funkards.check_use(w, duck, card, target, dest)
                except IllegalAction:
                    continue
                out.append(RollDie("funky", duck.name, card=card, target=target, dest=dest))
    return out
