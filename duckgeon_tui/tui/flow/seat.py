"""The players' side of the turn flow, as the flow sees it: where it asks its questions and
tells its news, runs its pieces one at a time, and reads what the screen shows now. The dungeon
screen is one (`tui/screens/dungeon_seat.py`, with its dialogs); the tests' scripted seat is
another."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

from duckgeon_tui.engine import Event
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.flow.map_choosing import Choice
from duckgeon_tui.tui.flow.news import News
from duckgeon_tui.tui.flow.questions import Question

T = TypeVar("T")
Step = Callable[[], Awaitable[None]]
"""A piece of the flow, started by whatever runs it."""


class Seat(Protocol):
    """Where the players sit: asked questions, told news, shown the game."""

    @property
    def acting(self) -> str | None:
        """The Duckventurer the players' keys act for."""
        ...

    @property
    def choice(self) -> Choice:
        """What is being chosen on the map now."""
        ...

    @property
    def last_roll(self) -> Event | None:
        """The roll shown in the dice tray."""
        ...

    @property
    def walk(self) -> CorridorWalk | None:
        """The corridor just walked, while it is shown."""
        ...

    def panel_shown(self) -> bool:
        """Whether the quest map is in sight beside the room (tall screens)."""
        ...

    def covered(self) -> bool:
        """Whether something else (Help, Load ...) covers the game: the flow waits."""
        ...

    def start(self, step: Step) -> None:
        """Run a piece of the flow, after (or cancelling) any still waiting on a question; an
        error it raises comes back to the flow's `failed`."""
        ...

    def beside(self, step: Step) -> None:
        """Run a piece beside the flow (the hint asked for while a question waits): it
        cancels nothing."""
        ...

    def alongside(self, step: Step) -> None:
        """Run a piece that waits for no one (the autosave of a give made while its dialog
        stays open): it cancels nothing, and nothing the flow starts cancels it."""
        ...

    async def ask(self, question: Question[T]) -> T | None:
        """The players' answer (None: they closed the question)."""
        ...

    def tell(self, news: News) -> None:
        """Show the players something that needs no answer."""
        ...

    async def show_walk(self, events: Sequence[Event], animate: bool) -> None:
        """If the events walked a corridor, show it walked, and return once it is."""
        ...
