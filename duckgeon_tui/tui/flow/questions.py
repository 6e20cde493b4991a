"""The questions the turn flow asks the players, and their answers: plain frozen data (the
engine's actions, which have a text notation, events, numbers and words), so a test can script
the answers and a remote seat could be sent the questions and send its answers back."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

from duckgeon_tui.engine import Action, Event, FreeAction, Go, Leave, Pick, Split
from duckgeon_tui.quick_dataclasses import dataclass
from duckgeon_tui.tui.flow.map_choosing import AimGroup

if TYPE_CHECKING:
    from duckgeon_tui.content.scenario import Lesson
    from duckgeon_tui.saves.models import RunSummary

T = TypeVar("T", covariant=True)


@dataclass(frozen=True)
class Question(Generic[T]):
    """A question to the players; `T` is the type of its answer (None: they closed it)."""


@dataclass(frozen=True)
class TakeHint:
    """The answer of players who asked to play the party bot's hinted action instead."""


HINT = TakeHint()


class Named(Enum):
    """A menu line or an answer that is not an action: the shop, the quest map, the dice
    picker's other actions, the every-action menu's line for the dice, Prepare."""

    SHOP = "shop"
    MAP = "map"
    OTHER = "other"
    PICK = "pick"
    PREPARE = "prepare"


@dataclass(frozen=True)
class Refused:
    """A menu line for what cannot be done now: shown dimmed with its reason, in its place (so
    the other lines keep their numbers); choosing it says the reason and closes nothing."""

    label: str
    reason: str


MenuItem = Action | AimGroup | Refused | Named
"""A line of a menu: an action, a group of actions chosen on the map next, a line that cannot
be chosen now, or a named entry (see `Named`)."""


@dataclass(frozen=True)
class Choose(Question[Action | AimGroup | Named | TakeHint]):
    """Choose one line of a menu (`lines`: each line's words and what it stands for);
    `explain`: what its help says about the choice; `details`: what each line does, shown
    while it is highlighted ('': its words say it all)."""

    title: str
    lines: tuple[tuple[str, MenuItem], ...]
    note: str = ""
    explain: str = ""
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class PickDice(Question[Pick | Named | TakeHint]):
    """Pick the turn's `count` DuckDice (`offered`: the mix offered first); or the turn's
    other actions (`Named.OTHER`), the shop (when `shop`) or the quest map."""

    count: int
    offered: tuple[str, ...]
    note: str = ""
    shop: bool = False


@dataclass(frozen=True)
class ShareDice(Question[Go | TakeHint]):
    """Share the rolled dice among the Duckventurers (each give applied as it is made), then
    go on (`Go`)."""


@dataclass(frozen=True)
class SplitLoot(Question[Split | TakeHint]):
    """Split the Loot just rolled, `total`, among the Duckventurers named; `offered`: the
    split offered first, and why."""

    total: int
    names: tuple[str, ...]
    offered: tuple[tuple[int, ...], str]


@dataclass(frozen=True)
class Confirm(Question[bool]):
    """A yes or no before something that cannot be taken back."""

    title: str
    question: str
    yes: str = "Yes"
    no: str = "No"


@dataclass(frozen=True)
class ShowBeasties(Question[bool]):
    """What the Beasties did in the turn just ended; True: open the message history next."""

    events: tuple[Event, ...]
    over: bool = False
    """The game ended on this turn (what comes next is its end, not the dice)."""


@dataclass(frozen=True)
class RollTableDie(Question[int]):
    """Physical dice: the face a real die shows (`faces`: the chain so far, sixes)."""

    prompt: str
    faces: tuple[int, ...]


class AfterGame(Enum):
    """Where players go from a game's end."""

    TITLE = "title"
    QUIT = "quit"
    REPLAY = "replay"
    """Watch the finished game's replay."""
    HALL = "hall"
    """Open the Hall of Ducks, where the finished game now stands."""


class AfterLesson(Enum):
    """Where players go from a lesson's end."""

    NEXT = "next"
    AGAIN = "again"
    LESSONS = "lessons"
    TITLE = "title"


@dataclass(frozen=True)
class GameOver(Question[AfterGame]):
    """The game is over: its summary (saved with it)."""

    summary: RunSummary


@dataclass(frozen=True)
class LessonOver(Question[AfterLesson]):
    """A lesson is over: what it taught, won or not, and the next lesson's title (if any)."""

    lesson: Lesson
    won: bool
    cause: str
    next_title: str | None


@dataclass(frozen=True)
class Shop(Question[TakeHint]):
    """The shop: Funkards bought and Ranks reached are applied as they are chosen."""


@dataclass(frozen=True)
class QuestMap(Question[Leave | TakeHint]):
    """The quest map: rooms and corridors; from a Cleared room, the way the party leaves."""


@dataclass(frozen=True)
class PrepareCard(Question[FreeAction | TakeHint]):
    """Which Funkard `who` prepares (a free action)."""

    who: str
    prepares: tuple[FreeAction, ...]


Asked = (
    Choose
    | PickDice
    | ShareDice
    | SplitLoot
    | Confirm
    | ShowBeasties
    | RollTableDie
    | GameOver
    | LessonOver
    | Shop
    | QuestMap
    | PrepareCard
)
"""Every question the flow asks: a seat answers each (a new question is added here)."""
