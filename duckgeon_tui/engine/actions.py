"""The actions players (and bots) take: small frozen dataclasses, each with its text notation."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Literal, TypeVar

from duckgeon_tui.content.vocabulary import DIE_LETTERS

Pos = tuple[int, int]
A = TypeVar("A", bound="Action")


def pos_text(pos: Pos) -> str:
    """A space as notation: 'col,row'."""
    return f"{pos[0]},{pos[1]}"


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action; `dice` holds faces supplied in physical-dice mode."""

    dice: tuple[int, ...] = field(default=(), kw_only=True)

    @property
    def actor(self) -> str | None:
        """The Duckventurer taking the action, or None when the party does."""
        return getattr(self, "who", None)

    def core(self) -> str:
        """The notation without supplied dice."""
        raise NotImplementedError

    def notation(self) -> str:
        """The action as text, e.g. 'roll F Plumpy choppy rat-1 [6,3]'."""
        text = self.core()
        if self.dice:
            text += " [" + ",".join(map(str, self.dice)) + "]"
        return text

    def with_dice(self: A, faces: tuple[int, ...]) -> A:
        """The same action with these supplied faces (physical-dice mode)."""
        return dataclasses.replace(self, dice=tuple(faces))

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Enter(Action):
    """Enter the room: roll the Room Table, maybe with a DuckDuckGoose to add or subtract."""

    goose: bool = False

    def core(self) -> str:
        return "enter goose" if self.goose else "enter"


@dataclass(frozen=True, slots=True)
class Sign(Action):
    """Add (+) or subtract (-) the DuckDuckGoose just rolled."""

    plus: bool

    def core(self) -> str:
        return "sign +" if self.plus else "sign -"


@dataclass(frozen=True, slots=True)
class Release(Action):
    """Take the DuckDice stored in a Gobbly card into this turn's pool."""

    who: str
    card: str

    def core(self) -> str:
        return f"release {self.who} {self.card}"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Choose the turn's DuckDice (six, or five after a DuckDuckGoose on the Room Table)."""

    picked: tuple[str, ...]

    def core(self) -> str:
        return "pick " + " ".join(DIE_LETTERS[d] for d in self.picked)


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Share a die of the pool out to a Duckventurer."""

    die: str
    who: str

    def core(self) -> str:
        return f"give {DIE_LETTERS[self.die]} {self.who}"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a shared die back into the pool (before sharing is done)."""

    die: str
    who: str

    def core(self) -> str:
        return f"take {DIE_LETTERS[self.die]} {self.who}"


@dataclass(frozen=True, slots=True)
class Go(Action):
    """Sharing is done: the Duckventurers act."""

    def core(self) -> str:
        return "go"


@dataclass(frozen=True, slots=True)
class RollDie(Action):
    """Roll one held DuckDie: walk, fight (style + target), duck, or FunkyDuck for a card."""

    die: str
    who: str
    style: Literal["choppy", "shooty"] | None = None
    target: str | None = None
    card: str | None = None
    dest: Pos | None = None

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


@dataclass(frozen=True, slots=True)
class Goose(Action):
    """Play a held DuckDuckGoose: re-roll or add/subtract to the die just rolled, or redraw."""

    who: str
    mode: Literal["reroll", "add", "redraw"]
    cards: tuple[str, ...] = ()

    def core(self) -> str:
        text = f"goose {self.who} {self.mode}"
        return text + " " + ",".join(self.cards) if self.mode == "redraw" else text


@dataclass(frozen=True, slots=True)
class Walk(Action):
    """Move the walker to a space within the DuckWalk just rolled."""

    who: str
    dest: Pos

    def core(self) -> str:
        return f"walk {self.who} {pos_text(self.dest)}"


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """Go on with the die just rolled (no DuckDuckGoose played on it)."""

    def core(self) -> str:
        return "ok"


FreeKind = Literal["look", "interact", "prepare", "aid"]


@dataclass(frozen=True, slots=True)
class FreeAction(Action):
    """Declare the free Action of a Duckventurer given no DuckDie; it resolves at turn end."""

    who: str
    kind: FreeKind
    at: Pos | None = None
    card: str | None = None
    other: str | None = None

    def core(self) -> str:
        if self.kind == "prepare":
            return f"prepare {self.who} {self.card}"
        if self.kind == "aid":
            return f"aid {self.who} {self.other}"
        return f"{self.kind} {self.who} {pos_text(self.at or (0, 0))}"


@dataclass(frozen=True, slots=True)
class Cash(Action):
    """Cash an unused die into a Gobbly (stored) or Boosty (charge) card of the Duckventurer."""

    die: str
    who: str
    card: str

    def core(self) -> str:
        return f"cash {DIE_LETTERS[self.die]} {self.who} {self.card}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a Funkard from hand."""

    who: str
    card: str

    def core(self) -> str:
        return f"discard {self.who} {self.card}"


@dataclass(frozen=True, slots=True)
class SetResist(Action):
    """A Duckventurer's standing choice: make Resist Rolls (on) or let effects land (off)."""

    who: str
    on: bool

    def core(self) -> str:
        return f"resist {self.who} {'on' if self.on else 'off'}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """The Duckventurers are done: the Beasties act, free Actions resolve, the turn ends."""

    def core(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class LootRoll(Action):
    """The nominated Duckventurer rolls all the Loot Pool dice of the Cleared room."""

    who: str

    def core(self) -> str:
        return f"loot {self.who}"


@dataclass(frozen=True, slots=True)
class Split(Action):
    """Allocate the rolled Loot: any split; the shares must add up to the total."""

    shares: tuple[tuple[str, int], ...]

    def core(self) -> str:
        return "split " + " ".join(f"{n} {a}" for n, a in self.shares) if self.shares else "split"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Spend the quest's Funkard price in Loot to draw one Funkard."""

    who: str

    def core(self) -> str:
        return f"buy {self.who}"


@dataclass(frozen=True, slots=True)
class RankUp(Action):
    """Spend Loot to reach the next Rank, raising one max STAT."""

    who: str
    stat: Literal["F", "Q", "P"]

    def core(self) -> str:
        return f"rank {self.who} {self.stat}"


@dataclass(frozen=True, slots=True)
class Leave(Action):
    """The party leaves the Cleared room by a door and walks the corridor to the next room."""

    door: str

    def core(self) -> str:
        return f"leave {self.door}"
