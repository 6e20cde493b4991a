"""What every action shares: its text form with supplied dice, and the words its parser reads.

An action is a small frozen dataclass that carries everything about itself: its notation
(`USAGE`, read by `parse()` and written by `core()`), the phases it may be taken in (`PHASES`),
its rules (`check()` and `run()`), and how the legal ones are listed (`options()`, or
`options_for()` one Duckventurer at a time). `@action(usage, *phases)` makes a class one."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import field
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar, dataclass_transform

from duckgeon_tui.content.vocabulary import DIE_LETTERS, KIND_OF
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.state import DuckState, Phase
from duckgeon_tui.quick_dataclasses import dataclass

if TYPE_CHECKING:
    from duckgeon_tui.engine.world import World

Pos = tuple[int, int]
A = TypeVar("A", bound="Action")

MAX_DIGITS = 6
"""No die face, space or amount of Loot the game uses is written with more digits."""

Word = tuple[str, Callable[[Any], str], Callable[[str], Any]]
"""One word of a plain notation: the field it holds, how it is written and how it is read."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action; `dice` holds faces supplied in physical-dice mode."""

    dice: tuple[int, ...] = field(default=(), kw_only=True)

    USAGE: ClassVar[str] = ""
    """How the notation is written, e.g. 'give DIE NAME': the verb, then a word per field."""
    VERBS: ClassVar[tuple[str, ...]] = ()
    """The words the action's notation starts with."""
    PHASES: ClassVar[frozenset[Phase]] = frozenset()
    """The phases in which the action may be taken."""
    BY_DUCK: ClassVar[bool] = False
    """Listed one Duckventurer at a time (`options_for`): next to other actions listed that way,
    each Duckventurer's actions of all of them come together."""
    WORDS: ClassVar[tuple[Word, ...] | None] = None
    """The words of a plain notation after the verb (None: the class reads its own)."""

    @property
    def actor(self) -> str | None:
        """The Duckventurer taking the action, or None when the party does."""
        return getattr(self, "who", None)

    def core(self) -> str:
        """The notation without supplied dice."""
        assert self.WORDS is not None, f"{type(self).__name__} writes its own notation"
        words = [self.VERBS[0]]
        words += [write(getattr(self, name)) for name, write, _ in self.WORDS]
        return " ".join(words)

    def notation(self) -> str:
        """The action as text, e.g. 'roll F Plumpy choppy rat-1 [6,3]'."""
        text = self.core()
        if self.dice:
            text += " [" + ",".join(map(str, self.dice)) + "]"
        return text

    def with_dice(self, faces: tuple[int, ...]) -> Self:
        """The same action with these supplied faces (physical-dice mode)."""
        return dataclasses.replace(self, dice=tuple(faces))

    def __str__(self) -> str:
        return self.notation()

    @classmethod
    def parse(cls, words: list[str]) -> Action:
        """The action read from its notation split into words (the verb first, lower case);
        NotationError when the words do not read as one."""
        assert cls.WORDS is not None, f"{cls.__name__} reads its own notation"
        need(words, len(cls.WORDS) + 1, cls.USAGE)
        return cls(
            **{name: read(word) for (name, _, read), word in zip(cls.WORDS, words[1:], strict=True)}
        )

    def check(self, w: World) -> object:
        """Raise IllegalAction when the rules do not allow the action now; change nothing.
        (The phase is checked before; what it returns is what `run` goes on with.)"""
        return None

    def run(self, w: World) -> None:
        """Carry the action out (after `check`): change the state and report events."""
        raise NotImplementedError

    @classmethod
    def options(cls, w: World) -> list[Action]:
        """Every legal action of this kind now (a sample where any of many is legal); an action
        of no fields (go, ok, end) is listed as it is."""
        if cls.BY_DUCK:
            return [a for duck in w.state.ducks for a in cls.options_for(w, duck)]
        return [cls()] if cls.WORDS == () else []

    @classmethod
    def options_for(cls, w: World, duck: DuckState) -> list[Action]:
        """The legal actions of this kind that one Duckventurer may take now (BY_DUCK)."""
        return []


@dataclass_transform(frozen_default=True)
def action(usage: str, *phases: Phase, by_duck: bool = False) -> Callable[[type[A]], type[A]]:
    """Make a class an action: a frozen dataclass written as `usage` (its first word the verb,
    or verbs joined by |), allowed in `phases`, listed Duckventurer by Duckventurer if
    `by_duck`. A usage of plain words (see `word_of`) gives the class its parser and text."""

    def make(cls: type[A]) -> type[A]:
        made = dataclass(frozen=True, slots=True)(cls)
        verbs, *words = usage.split()
        made.USAGE, made.VERBS = usage, tuple(verbs.split("|"))
        made.PHASES, made.BY_DUCK = frozenset(phases), by_duck
        fields = [f for f in dataclasses.fields(made) if f.name != "dice"]
        if len(words) == len(fields):
            read = [
                word_of(w, f.name, f.type in ("bool", bool), usage)
                for w, f in zip(words, fields, strict=True)
            ]
            if all(r is not None for r in read):
                made.WORDS = tuple(r for r in read if r is not None)
        return made

    return make


def word_of(word: str, name: str, flag: bool, usage: str) -> Word | None:
    """How a word of a usage is written and read: DIE (a DuckDie letter), C,R (a space),
    a choice such as on|off (the first one is True for a yes-or-no field), or a plain word in
    capitals (a name, a card, a door). None for anything else (the class reads it itself)."""
    if word == "DIE":
        return name, DIE_LETTERS.__getitem__, die_kind
    if word == "C,R":
        return name, pos_text, parse_pos
    if "|" in word:
        options = word.split("|")

        def read_choice(text: str) -> Any:
            found = next((o for o in options if o.upper() == text.upper()), None)
            if found is None:
                raise NotationError(f"write it as: {usage}")
            return found == options[0] if flag else found

        def write_choice(value: Any) -> str:
            return (options[0] if value else options[1]) if flag else str(value)

        return name, write_choice, read_choice
    if word.isalpha() and word.isupper():
        return name, str, str
    return None


def awake(w: World, who: str) -> DuckState:
    """A Duckventurer who is up: the Unconscious buy nothing, rank up, release stored dice or
    discard cards."""
    duck = w.duck(who)
    if duck.f <= 0:
        raise IllegalAction(f"{duck.name} is out cold")
    return duck


def may_act(w: World, duck: DuckState) -> bool:
    """Whether a Duckventurer is in the room and free to act (up, no Condition holding it)."""
    return duck.pos is not None and w.can_act(duck)


# -- reading words ----------------------------------------------------------------------------
def shown(word: str) -> str:
    """A word of the player's text as an error message quotes it (escaped, and cut short)."""
    return repr(word if len(word) <= 24 else word[:24] + "...")


def need(words: list[str], n: int, usage: str) -> None:
    """Exactly `n` words, else the usage."""
    if len(words) != n:
        raise NotationError(f"write it as: {usage}")


def number(word: str, what: str) -> int:
    """A whole number written in plain digits (0-9, a few of them)."""
    if not (word.isascii() and word.isdigit()) or len(word) > MAX_DIGITS:
        raise NotationError(f"{shown(word)} is not {what}")
    return int(word)


def die_kind(letter: str) -> str:
    """The DuckDie kind of a letter (W F D L K G, any case)."""
    kind = KIND_OF.get(letter.upper())
    if kind is None:
        raise NotationError(f"{shown(letter)} is not a DuckDie (W F D L K G)")
    return kind


def parse_pos(text: str) -> Pos:
    """'5,4' (or '@5,4') → (5, 4)."""
    parts = text.removeprefix("@").split(",")
    if len(parts) != 2:
        raise NotationError(f"{shown(text)} is not a space (write it as column,row, e.g. 5,4)")
    what = f"a space (in {shown(text)}: write it as column,row, e.g. 5,4)"
    return number(parts[0], what), number(parts[1], what)


def pos_text(pos: Pos) -> str:
    """A space as notation: 'col,row'."""
    return f"{pos[0]},{pos[1]}"
