"""Scenario files: a position to start a game from (a quest's room or a single room, the party,
the Beasties, the deck, the dice), and the lesson a tutorial shows while it is played."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from duckgeon_tui.content.common import ContentModel, Id
from duckgeon_tui.content.quests import TableEntry
from duckgeon_tui.content.vocabulary import DieKind

Pos = tuple[int, int]
Name = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z][A-Za-z0-9_'-]{0,19}$",
        description="A Duckventurer's name: a letter, then up to 19 letters, digits, - _ or '.",
    ),
]
Face = Annotated[int, Field(ge=1, le=6)]
StartPhase = Literal["room_table", "pick", "share", "act"]
"""Where a scenario's first turn starts: entering the room, picking the dice, sharing them,
or acting with them."""

StepEvent = Literal[
    "roll",
    "move",
    "door",
    "attack",
    "card",
    "resist",
    "damage",
    "soak",
    "death",
    "cleared",
    "loot_counter",
    "loot",
    "cash",
    "goose",
    "booster",
    "free_action",
    "turn",
]
"""The kinds of event a lesson's step may wait for."""


class StatValues(ContentModel):
    """Some STATS; those left out keep their usual value."""

    F: int | None = Field(default=None, ge=0, le=99, description="Fatty.")
    Q: int | None = Field(default=None, ge=0, le=99, description="Quack.")
    P: int | None = Field(default=None, ge=0, le=99, description="Peanut Brain.")


Conditions = list[Id] | dict[Id, Annotated[int, Field(ge=1, le=99)] | None]
"""Conditions on a character: a list of ids (each lasts its usual turns), or ids with the ends
of turns left (null: until First Aid)."""


class ScenarioDuck(ContentModel):
    """A Duckventurer of the scenario's party, as it stands."""

    model_config = ConfigDict(populate_by_name=True)

    name: Name
    class_id: Id = Field(alias="class", description="Id of the Duckventurer's class.")
    player: str = Field(
        default="Player 1", min_length=1, max_length=40, description="Who plays it."
    )
    rank: int = Field(default=1, ge=1, le=6, description="Its Rank.")
    at: Pos | None = Field(
        default=None,
        description="(column, row) in the room; none only when the scenario starts by "
        "entering the room (`phase: room_table`).",
    )
    max: StatValues = Field(
        default_factory=StatValues, description="Max STATS (left out: the class's)."
    )
    stats: StatValues = Field(
        default_factory=StatValues, description="Current STATS (left out: the max)."
    )
    loot: int = Field(default=0, ge=0, le=999, description="Loot it holds.")
    hand: list[Id] | None = Field(
        default=None, description="Its Funkards (left out: the class's starting Funkards)."
    )
    dice: list[DieKind] = Field(
        default_factory=list,
        description="DuckDice it holds, shared out already (`phase: act` only; no LootCounters: "
        "they go to the turn's `loot_counters`).",
    )
    stored: dict[Id, list[DieKind]] = Field(
        default_factory=dict, description="Dice stored in its Gobbly cards, by card."
    )
    charges: dict[Id, Annotated[int, Field(ge=1, le=12)]] = Field(
        default_factory=dict, description="Boosty charges on its cards, by card."
    )
    prepared: list[Id] = Field(default_factory=list, description="Cards it has Prepared.")
    conditions: Conditions = Field(default_factory=list, description="Its Conditions.")
    wielded: Id | None = Field(default=None, description="The weapon it holds ready.")


class ScenarioBeastie(ContentModel):
    """A Beastie in the room when the scenario starts."""

    kind: Id = Field(description="Id of the Beastie (of the Beastie-ary).")
    at: Pos = Field(description="(column, row) of its top-left space.")
    stats: StatValues = Field(
        default_factory=StatValues,
        description="Its current STATS (left out: the Beastie-ary's, with the boss's "
        "Booster-Wooster steps); a Q or P apart from those counts for the whole quest.",
    )
    conditions: Conditions = Field(default_factory=list, description="Its Conditions.")


class LyingSnare(ContentModel):
    """A Snare lying in the room (until it is disarmed)."""

    snare: Id = Field(description="Id of the Snare.")
    at: Pos = Field(description="(column, row) where it lies.")


class FixedDice(ContentModel):
    """Faces the scenario's dice come out as, in order, by what they are rolled for; a roll
    with no fixed face left comes from the seed. A die kind takes precedence over a purpose,
    which takes precedence over `any`."""

    walk: list[Face] = Field(default_factory=list, description="DuckWalk rolls.")
    fighter: list[Face] = Field(default_factory=list, description="DuckFighter rolls.")
    duck: list[Face] = Field(default_factory=list, description="Duck! rolls.")
    funky: list[Face] = Field(
        default_factory=list, description="FunkyDuck rolls (and those of triggered cards)."
    )
    goose: list[Face] = Field(default_factory=list, description="DuckDuckGoose rolls.")
    loot: list[Face] = Field(default_factory=list, description="The Loot Pool's dice.")
    room_table: list[Face] = Field(default_factory=list, description="Room Table rolls.")
    resist_roll: list[Face] = Field(default_factory=list, description="Resist Rolls.")
    beastie_attack: list[Face] = Field(default_factory=list, description="Beasties' attacks.")
    beastie_ability: list[Face] = Field(
        default_factory=list, description="Beasties' activated abilities."
    )
    strolling_check: list[Face] = Field(
        default_factory=list, description="Corridor checks for Strolling Beasties."
    )
    strolling_table: list[Face] = Field(
        default_factory=list, description="Strolling Beastie table rolls."
    )
    test: list[Face] = Field(default_factory=list, description="Disarm and object tests.")
    trigger_chance: list[Face] = Field(
        default_factory=list, description="Whether triggered abilities go off."
    )
    card_effect: list[Face] = Field(
        default_factory=list, description="Dice a card's effect rolls (damage, extra attacks)."
    )
    wobbly_step: list[Face] = Field(default_factory=list, description="Wobbly steps.")
    any: list[Face] = Field(default_factory=list, description="Any roll not named above.")


class Step(ContentModel):
    """One prompt of a lesson, shown from the action that leaves the game in its `phase` or
    makes an `event` of its kind (neither: the action after the step before) until a later
    step comes; a step whose phase is reached comes before one whose event happened."""

    say: str = Field(
        min_length=1,
        max_length=240,
        description="What the prompt says (at most three lines of an 80-column terminal).",
    )
    phase: StartPhase | Literal["walk", "roll", "goose_sign", "loot_roll", "loot_split"] | None = (
        Field(default=None, description="Show it when the game is in this phase.")
    )
    event: StepEvent | None = Field(
        default=None, description="Show it after an event of this kind."
    )

    @model_validator(mode="after")
    def _one_cue(self) -> Step:
        if self.phase is not None and self.event is not None:
            raise ValueError("a step waits for a `phase` or an `event`, not both")
        return self


class Lesson(ContentModel):
    """What a tutorial scenario teaches: its title, the goal and the prompts along the way."""

    title: str = Field(min_length=1, max_length=60, description="The lesson's title.")
    goal: str = Field(min_length=1, max_length=200, description="What to do to finish it.")
    steps: list[Step] = Field(min_length=1, max_length=30, description="The prompts, in order.")
    done: str = Field(
        min_length=1, max_length=400, description="What is shown once the lesson is won."
    )


class Scenario(ContentModel):
    """A position to start a game from: a quest played from one of its rooms, or a single
    room of its own (won once it is Cleared), with everything on the table."""

    id: Id
    name: str = Field(min_length=1, max_length=80, description="The scenario's title.")
    about: str = Field(default="", max_length=1000, description="What it sets up, and why.")
    quest: Id | None = Field(
        default=None,
        description="The quest: its deck, Booster-Wooster, boss and rules (and its rooms when "
        "`room` is a number); none: the content's first quest.",
    )
    room: int | Id = Field(
        description="The room the party is in: a number of the quest's rooms (the quest goes "
        "on from there), or a room's id (a single room, won once it is Cleared)."
    )
    room_table: list[TableEntry] | None = Field(
        default=None,
        min_length=1,
        description="A single room's Room Table, for a scenario that starts by entering it.",
    )
    seed: int = Field(default=0, ge=0, le=2**31 - 1, description="The seed of the dice.")
    dice: list[Face] | FixedDice = Field(
        default_factory=list,
        description="Faces the dice come out as before the seed takes over: a list (in the "
        "order rolled) or by what they are rolled for.",
    )
    turn: int = Field(default=1, ge=1, le=999, description="The turn it starts in.")
    phase: StartPhase = Field(default="pick", description="Where that turn starts.")
    booster: int | None = Field(
        default=None,
        ge=0,
        le=36,
        description="Duckthulhu's step on the Booster-Wooster (left out: the quest's start).",
    )
    omens: bool | None = Field(
        default=None, description="Omens shuffled in, when the quest leaves them optional."
    )
    party: list[ScenarioDuck] = Field(min_length=1, max_length=12, description="The party.")
    beasties: list[ScenarioBeastie] = Field(
        default_factory=list, description="The Beasties in the room."
    )
    snares: list[LyingSnare] = Field(default_factory=list, description="Snares lying in the room.")
    pool: list[DieKind] = Field(
        default_factory=list,
        description="DuckDice picked and not yet shared (`phase: share` only; no LootCounters).",
    )
    loot_counters: int = Field(
        default=0,
        ge=0,
        le=12,
        description="LootCounters in this turn's Loot Counter pool (`share` or `act`).",
    )
    loot_pool: int = Field(
        default=0, ge=0, le=36, description="LootCounters in the room's Loot Pool."
    )
    deck_top: list[Id] = Field(
        default_factory=list,
        description="The next cards drawn, in order: Funkards, Omens or Snares by id.",
    )
    cleared_rooms: list[Annotated[int, Field(ge=1, le=12)]] = Field(
        default_factory=list, description="Numbers of the quest's rooms already Cleared."
    )
    open_doors: list[Id] = Field(
        default_factory=list, description="Ids of the room's doors that stand open."
    )
    entry_door: Id | None = Field(
        default=None,
        description="The door the party comes in by (`phase: room_table`); none: the arrival "
        "spaces.",
    )
    lesson: Lesson | None = Field(
        default=None, description="What the scenario teaches, for the tutorial."
    )

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        names = [d.name.lower() for d in self.party]
        if len(set(names)) != len(names):
            raise ValueError("two Duckventurers of the party have the same name")
        if self.pool and self.phase != "share":
            raise ValueError("a `pool` of dice waits only when the scenario starts at `share`")
        if self.loot_counters and self.phase not in ("share", "act"):
            raise ValueError("`loot_counters` are in the turn's pool only at `share` or `act`")
        if any(d.dice for d in self.party) and self.phase != "act":
            raise ValueError("Duckventurers hold dice only when the scenario starts at `act`")
        if self.phase == "room_table" and (self.beasties or self.snares):
            raise ValueError("entering the room rolls its Room Table: name no Beasties or Snares")
        if self.room_table is not None and not isinstance(self.room, str):
            raise ValueError("a `room_table` is for a single room; a quest's room has its own")
        return self
