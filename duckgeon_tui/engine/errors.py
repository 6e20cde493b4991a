"""The engine's typed errors: illegal actions, bad notation, and a physical roll still needed."""

from __future__ import annotations

from enum import StrEnum

from duckgeon_tui.quick_dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message is meant for the player."""


class NotationError(IllegalAction):
    """Text that does not read as an action."""


class RollPurpose(StrEnum):
    """What a die is rolled for, so that a table or a test can answer it without reading text."""

    ACTION_DIE = "action_die"
    """A held DuckDie: DuckWalk, DuckFighter, Duck! or FunkyDuck (`die` says which)."""
    GOOSE = "goose"
    """A DuckDuckGoose played on the Room Table, a die, a Loot die or a redraw."""
    ROOM_TABLE = "room_table"
    """The Room Table of the room being entered (a DuckDie: it explodes)."""
    STROLLING_CHECK = "strolling_check"
    """A corridor's check for Strolling Beasties (a six brings some)."""
    STROLLING_TABLE = "strolling_table"
    """The Strolling Beastie table, after a six."""
    LOOT_ROLL = "loot_roll"
    """A LootCounter of the Cleared room's Loot Pool (it does not explode)."""
    RESIST_ROLL = "resist_roll"
    """A Resist Roll: d6 + `stat` against an attack, a card or a Snare."""
    BEASTIE_ATTACK = "beastie_attack"
    """A Beastie's attack (Q + an exploding d6)."""
    BEASTIE_ABILITY = "beastie_ability"
    """A Beastie's activated ability (P + an exploding d6 against its cost)."""
    TRIGGER_FUNKYDUCK = "trigger_funkyduck"
    """The FunkyDuck of a triggered card or ability that hits enemies (not from the pool)."""
    TRIGGER_CHANCE = "trigger_chance"
    """Whether a triggered ability goes off (a d6 of its `chance` or more)."""
    CARD_EFFECT = "card_effect"
    """Dice a card's effect rolls: damage dice, an extra attack."""
    TEST = "test"
    """A d6 + `stat` test: disarming a Snare, a quest object."""
    WOBBLY_STEP = "wobbly_step"
    """A wobbly walker's step (a 1 wastes it)."""


@dataclass(frozen=True, slots=True)
class RollRequest:
    """A die face the engine needs from the table in physical-dice mode."""

    who: str
    what: str
    die: str | None
    explodes: bool
    faces_so_far: tuple[int, ...] = ()
    purpose: RollPurpose = RollPurpose.ACTION_DIE
    """What the die is rolled for."""
    stat: str | None = None
    """The STAT the roll is added to (a Resist Roll, a test, an attack, an activation)."""

    def prompt(self) -> str:
        """A line asking for the face, e.g. 'Plumpy: roll DuckFighter (6 so far, explodes)'."""
        chain = f" ({'+'.join(map(str, self.faces_so_far))} so far)" if self.faces_so_far else ""
        boom = ", explodes on 6" if self.explodes else ""
        return f"{self.who}: roll {self.what}{chain}{boom}"


class RollNeeded(Exception):
    """Physical-dice mode: a face is needed; re-apply the action with one more face supplied."""

    def __init__(self, request: RollRequest) -> None:
        super().__init__(request.prompt())
        self.request = request
