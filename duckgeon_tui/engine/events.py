"""What `apply` reports: one small event per thing that happened, with typed fields and a text.

The fields say what happened for tools, tests and front ends (`event.kind`, `event.damage`,
`event.resisted`, ...); `text` says it for the players, with any roll's arithmetic."""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from duckgeon_tui.quick_dataclasses import dataclass


class EventKind(StrEnum):
    """What kind of thing happened."""

    TURN = "turn"
    """A new turn begins (`value`: its number)."""
    ROOM = "room"
    """The party comes into a room (`value`: its number in the quest; `score`: the table roll)."""
    ROOM_TABLE = "room_table"
    """The Room Table is rolled (`die`, `faces`, `score`: the total)."""
    SPAWN = "spawn"
    """A Beastie appears (`actor`: its handle, `at`)."""
    ARRIVE = "arrive"
    """The party stands in the room."""
    BOOSTER = "booster"
    """Duckthulhu moves on his Booster-Wooster (`booster_step`: where he is now)."""
    PICK = "pick"
    """The turn's DuckDice are picked."""
    GIVE = "give"
    """A DuckDie changes hands: shared, put back, released, gained (`actor`, `die`)."""
    ROLL = "roll"
    """A held DuckDie is rolled (`actor`, `die`, `faces`, `value`: what it counts)."""
    GOOSE = "goose"
    """A DuckDuckGoose is rolled or signed (`actor`, `die`: what it changes, `faces`, `value`)."""
    MOVE = "move"
    """Someone moves (`actor`, `at`, `value`: spaces walked)."""
    DOOR = "door"
    """A door opens or shuts (`actor`, `at`, `value`: 1 open, 0 shut)."""
    ATTACK = "attack"
    """A Choppy or Shooty attack (`actor`, `target`, `score`, `against`, `resisted`,
    `damage`: the wound before soaks)."""
    CARD = "card"
    """A card or ability is used (`actor`, `card`, `score`: the activation total, `against`: the
    cost, `success`: activated or fizzled)."""
    RESIST = "resist"
    """A target meets a card (`actor`, `target`, `card`, `score`, `against`, `resisted`)."""
    DAMAGE = "damage"
    """Fatty lost (`actor`: the source, `target`, `damage`, `value`: the Fatty left)."""
    SOAK = "soak"
    """Damage stopped or ready to be (`target`, `prevented`; a Duck! roll: `value`, the ward)."""
    HEAL = "heal"
    """Fatty back (`target`, `value`: the Fatty gained, `wasted`: above the max)."""
    KNOCKOUT = "knockout"
    """A Duckventurer is knocked out (`target`)."""
    DEATH = "death"
    """A Beastie dies (`target`)."""
    CONDITION = "condition"
    """A Condition or a change comes or goes (`target`, `condition`, `value`: 1 on, 0 off)."""
    FREE_ACTION = "free_action"
    """A free Action is declared, or resolves (`success` set: True, or False for a failed
    test; `actor`, `target`, `at`, `card`, `score`/`against` for a test)."""
    FREE_LOST = "free_lost"
    """A declared free Action is lost (`actor`)."""
    LOOT_COUNTER = "loot_counter"
    """A LootCounter goes to the Room's Loot Pool (`value`: how many are there now)."""
    LOOT = "loot"
    """Loot rolled, shared, gained or lost (`actor`, `loot`, `die`, `faces`)."""
    CASH = "cash"
    """A die cashed into a Gobbly or Boosty card (`actor`, `die`, `card`)."""
    LOST_DICE = "lost_dice"
    """Dice lost (`actor`, `value`: how many)."""
    DRAW = "draw"
    """A Funkard drawn or discarded (`actor`, `card`)."""
    OMEN = "omen"
    """An Omen goes off (`actor`: its drawer, `card`)."""
    SNARE = "snare"
    """A Snare springs, lies, waits or is disarmed (`target`, `card`, `score`, `against`,
    `resisted`)."""
    RANK = "rank"
    """A max STAT rises: a new Rank or a card (`actor`, `value`: the Rank)."""
    BUY = "buy"
    """Loot spent on a Funkard (`actor`, `loot`)."""
    CORRIDOR = "corridor"
    """The party walks a corridor (`faces`: the Strolling Beastie checks, `value`: the sixes)."""
    STROLLING = "strolling"
    """Strolling Beasties come (`score`: the table roll) or follow the party in (`actor`)."""
    BEASTIE = "beastie"
    """A Beastie tries an ability or waits (`actor`, `score`, `against`)."""
    CLEARED = "cleared"
    """The room is Cleared (`value`: the LootCounters in its Loot Pool)."""
    OBJECTIVE = "objective"
    """A victory objective is met (`value`: its index in the quest's list)."""
    CLUE = "clue"
    """A clue of the quest's hunt is found (`actor`: who Looked, `at`)."""
    CLOCK = "clock"
    """The quest's clock moves on or back, or one of its marks goes off (`value`: the mark)."""
    INFO = "info"
    """Anything else worth telling."""
    OVER = "over"
    """The quest is won or lost."""


@dataclass(frozen=True, init=False)
class Event:
    """One thing that happened: its kind, its typed fields, and `text` for the players.

    A field is None (or empty) when it does not apply to the kind; see `EventKind` for which
    fields each kind fills. An event sets only the fields it is given (the others read their
    defaults from the class): the rules make tens of thousands per simulated game, and a frozen
    dataclass's own `__init__` sets all nineteen one call at a time."""

    kind: EventKind
    text: str
    actor: str | None = None
    """Who did it: a Duckventurer's name, a Beastie's handle, or "The party"."""
    target: str | None = None
    """Whom it was done to (a name or a handle)."""
    at: tuple[int, int] | None = None
    """The space it happened on."""
    die: str | None = None
    """The DuckDie kind involved (walk, fighter, duck, loot, funky, goose)."""
    faces: tuple[int, ...] = ()
    """The faces rolled, in order (an exploding chain shows every face)."""
    score: int | None = None
    """A total that is compared: an attack's or card's score, an activation total, a test."""
    against: int | None = None
    """What `score` is compared with: the Resist, the cost, a test's target, a difficulty."""
    resisted: bool | None = None
    """Whether the target resisted (an attack, a card, a Snare)."""
    damage: int | None = None
    """Damage: taken (DAMAGE) or dealt before soaks (ATTACK)."""
    prevented: int | None = None
    """Damage stopped by armour, a Duck! roll or a ward."""
    wasted: int | None = None
    """Healing above the max, lost."""
    loot: int | None = None
    """Loot: rolled, shared out, gained or spent."""
    booster_step: int | None = None
    """Duckthulhu's step on the Booster-Wooster after the event."""
    card: str | None = None
    """The Funkard, Omen or Snare id (or `ability`)."""
    condition: str | None = None
    """The Condition id."""
    success: bool | None = None
    """Whether it worked: a card activated, a test or a disarm passed, a door opened."""
    value: int | None = None
    """The kind's own number (see `EventKind`): the turn, the room, spaces walked, a ward..."""

    def __init__(self, kind: EventKind, text: str, **given: Any) -> None:
        if not _FIELDS.issuperset(given):  # checked without building a set: most are fine
            unknown = given.keys() - _FIELDS
            raise TypeError(f"Event has no field {', '.join(sorted(unknown))}")
        own = self.__dict__  # frozen: fields are set here, never by attribute assignment
        own["kind"] = kind
        own["text"] = text
        own.update(given)


_FIELDS = frozenset(f.name for f in fields(Event)) - {"kind", "text"}
