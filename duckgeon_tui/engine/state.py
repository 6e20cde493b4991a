"""The hot game state: plain slotted dataclasses (JSON through a pydantic TypeAdapter)."""

from __future__ import annotations

from dataclasses import field
from enum import StrEnum

from duckgeon_tui.quick_dataclasses import dataclass

Pos = tuple[int, int]


class Phase(StrEnum):
    """What kind of action the game expects now."""

    ROOM_TABLE = "room_table"
    """The party enters a room: roll its Room Table (maybe with a DuckDuckGoose)."""
    GOOSE_SIGN = "goose_sign"
    """A DuckDuckGoose was rolled to add or subtract: choose the sign."""
    PICK = "pick"
    """Pick the turn's DuckDice (and, in a Cleared room, spend Loot or leave)."""
    SHARE = "share"
    """Share the picked dice out."""
    ACT = "act"
    """The Duckventurers act: roll dice, declare free Actions, cash dice, end the turn."""
    WALK = "walk"
    """A DuckWalk was rolled: choose where to walk (or play a DuckDuckGoose on it)."""
    ROLL = "roll"
    """A die was rolled: play a DuckDuckGoose on it, or go on."""
    LOOT_ROLL = "loot_roll"
    """The room is Cleared: nominate who rolls the Loot Pool."""
    LOOT_SPLIT = "loot_split"
    """The Loot is rolled: play a DuckDuckGoose on a Loot die, or share the Loot out."""
    OVER = "over"
    """The quest is won or lost."""


class Result(StrEnum):
    """How a quest ended."""

    VICTORY = "victory"
    DEFEAT = "defeat"


class Reason(StrEnum):
    """Why a quest ended."""

    OBJECTIVES_MET = "objectives_met"
    """Every victory objective of the quest is met."""
    ROOM_CLEARED = "room_cleared"
    """A scenario's single room is Cleared (and its Loot shared out)."""
    PARTY_DOWN = "party_down"
    """Every Duckventurer is down at once."""
    TURN_LIMIT = "turn_limit"
    """The quest's turn limit is over."""
    TURN_CAP = "turn_cap"
    """The game's turn cap (a safety net of the simulator, or an option) is reached."""
    BOOSTER_TOP = "booster_top"
    """Duckthulhu reached the top of his Booster-Wooster, which the quest counts as a defeat."""
    CLOCK_OUT = "clock_out"
    """The quest's clock ran out, which the quest counts as a defeat."""


@dataclass(slots=True)
class Change:
    """A change_stat bonus (or malus) on a character: counts in its situations until it ends."""

    stat: str
    amount: int
    when: list[str]
    duration: str
    source: str


@dataclass(slots=True)
class FreeDecl:
    """A declared free Action, resolved at the end of the turn unless its maker was targeted."""

    kind: str
    at: Pos | None = None
    card: str | None = None
    other: str | None = None


@dataclass(slots=True)
class DuckState:
    """One Duckventurer: STATS (current and max), Rank, Loot, hand, dice and this turn's status."""

    name: str
    class_id: str
    player: str
    f: int
    q: int
    p: int
    fmax: int
    qmax: int
    pmax: int
    school: str = ""
    rank: int = 1
    loot: int = 0
    hand: list[str] = field(default_factory=list)
    wielded: str | None = None
    conditions: dict[str, int | None] = field(default_factory=dict)
    pos: Pos | None = None
    dice: list[str] = field(default_factory=list)
    got_dice: bool = False
    ward: int = 0
    hurt: int = 0
    """Fatty lost this turn, which a Duck! rolled later in the turn still gives back."""
    targeted: bool = False
    free_action: FreeDecl | None = None
    stored: dict[str, list[str]] = field(default_factory=dict)
    charges: dict[str, int] = field(default_factory=dict)
    prepared: list[str] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    denied: str | None = None

    @property
    def handle(self) -> str:
        """How actions name it."""
        return self.name

    @property
    def free_available(self) -> bool:
        """Whether it may still declare a free Action this turn (Conditions aside)."""
        return self.f > 0 and not self.got_dice and not self.targeted and self.free_action is None

    def raise_max(self, stat: str, amount: int) -> None:
        """Raise a max STAT and the current one with it (a knocked-out Duckventurer's Fatty
        stays at 0)."""
        if stat == "F":
            self.fmax += amount
            self.f += amount if self.f > 0 else 0
        elif stat == "Q":
            self.qmax += amount
            self.q += amount
        else:
            self.pmax += amount
            self.p += amount


@dataclass(slots=True)
class BeastieState:
    """One Beastie in the current room."""

    handle: str
    beastie_id: str
    f: int
    fmax: int
    pos: Pos
    home: Pos
    boss: bool = False
    conditions: dict[str, int | None] = field(default_factory=dict)
    changes: list[Change] = field(default_factory=list)
    denied: str | None = None
    targeted: bool = False
    ward: int = 0


@dataclass(slots=True)
class SnareState:
    """A Snare lying in a room (lingering, or waiting to be stepped next to)."""

    snare_id: str
    pos: Pos


@dataclass(slots=True)
class RoomState:
    """What the party has done to one room of the quest."""

    number: int
    entries: int = 0
    cleared: bool = False
    loot_pool: int = 0
    open_doors: list[Pos] = field(default_factory=list)
    snares: list[SnareState] = field(default_factory=list)
    used: list[Pos] = field(default_factory=list)


@dataclass(slots=True)
class Pending:
    """A die just rolled, waiting for a DuckDuckGoose, a destination, or a sign."""

    who: str
    die: str
    faces: list[int]
    value: int
    style: str | None = None
    target: str | None = None
    card: str | None = None
    dest: Pos | None = None
    goose_value: int = 0
    goose_who: str | None = None
    signing: bool = False
    loot_die: int | None = None
    """The index of the Loot die a DuckDuckGoose is added to or subtracted from."""


@dataclass(slots=True)
class Tally:
    """Run statistics for the simulator and the run summary."""

    kills: int = 0
    knockouts: int = 0
    one_shot_knockouts: int = 0
    """Knockouts by one attack of a non-boss Beastie on a Duckventurer at full Fatty."""
    loot_rolled: int = 0
    loot_spent: int = 0
    loot_from_effects: int = 0
    loot_dice_picked: int = 0
    loot_dice_banked: int = 0
    loot_dice_lost: int = 0
    loot_dice_cashed: int = 0
    booster_at_boss: int | None = None
    card_uses: dict[str, int] = field(default_factory=dict)
    damage_by_room: dict[str, int] = field(default_factory=dict)
    clock_marks: list[int] = field(default_factory=list)
    """The marks of the quest's clock that went off, in order (one may go off again)."""


@dataclass(slots=True)
class GameState:
    """Everything that changes during a quest."""

    turn: int = 1
    phase: Phase = Phase.ROOM_TABLE
    room_index: int = 0
    entry_door: str | None = None
    rooms: list[RoomState] = field(default_factory=list)
    ducks: list[DuckState] = field(default_factory=list)
    beasties: list[BeastieState] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)
    loot_counters: int = 0
    to_pick: int = 6
    next_turn_dice: list[str] = field(default_factory=list)
    booster: int = 0
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    pending: Pending | None = None
    handles: dict[str, int] = field(default_factory=dict)
    objectives: list[bool] = field(default_factory=list)
    clues_found: list[list[int]] = field(default_factory=list)
    """For each victory objective, the clues of its hunt found so far (by their place)."""
    clock: int = 0
    """The mark the quest's clock stands on."""
    clock_waiting: list[int] = field(default_factory=list)
    """Clock marks reached between rooms: they happen once the party is in the next room."""
    loot_total: int = 0
    loot_dice: list[int] = field(default_factory=list)
    """The faces of the Loot Pool just rolled, waiting to be shared out (a goose may change one)."""
    result: Result | None = None
    reason: Reason | None = None
    reason_text: str = ""
    strolling: list[str] = field(default_factory=list)
    waiting_snares: list[str] = field(default_factory=list)
    turn_started: bool = False
    turn_cap: int | None = None
    win_on_clear: bool = False
    """A scenario's single room: the game is won once a turn ends with the room Cleared."""
    fixed_dice: dict[str, list[int]] = field(default_factory=dict)
    """A scenario's fixed faces still to come, by die kind or roll purpose (or `any`)."""
    tally: Tally = field(default_factory=Tally)
