"""A seat for the turn flow with scripted answers: it records every question and piece of news,
answers each question with the next answer of its script (a function of the question, or a
plain answer; None when the script has run out: the players closed it), and runs the flow's
pieces one after another, as the dungeon screen's one worker does, without a terminal."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Event, Game
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.flow.acting import first_acting, last_actor
from duckgeon_tui.tui.flow.map_choosing import NOTHING, Choice
from duckgeon_tui.tui.flow.news import Applied, News, Notice, Offer, Signal
from duckgeon_tui.tui.flow.questions import Question
from duckgeon_tui.tui.flow.seat import Step
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.session import GameSession

T = TypeVar("T")
Answer = Callable[[Any], object] | object
PARTY = (PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Daddy"))
"""The app tests' party: two Duckventurers, two players."""


@dataclass
class ScriptedSeat:
    """The players as a script: what they answer, in order; what they were asked and told."""

    script: deque[Answer] = field(default_factory=deque)
    always: dict[type[Any], Answer] = field(default_factory=dict)
    """Questions of these types get this answer each time, whatever the script says."""
    asked: list[Question[Any]] = field(default_factory=list)
    news: list[News] = field(default_factory=list)
    walks: list[list[Event]] = field(default_factory=list)
    acting: str | None = None
    choice: Choice = NOTHING
    last_roll: Event | None = None
    walk: CorridorWalk | None = None
    panel: bool = False
    is_covered: bool = False
    steps: deque[Step] = field(default_factory=deque)
    flow: TurnFlow | None = None
    """The flow seated here (its game, and its way out for errors)."""

    @property
    def game(self) -> Game:
        assert self.flow is not None, "no flow is seated here"
        return self.flow.game

    def panel_shown(self) -> bool:
        return self.panel

    def covered(self) -> bool:
        return self.is_covered

    def start(self, step: Step) -> None:
        self.steps.append(step)

    def beside(self, step: Step) -> None:
        self.steps.append(step)

    def alongside(self, step: Step) -> None:
        self.steps.append(step)

    async def ask(self, question: Question[T]) -> T | None:
        self.asked.append(question)
        if type(question) in self.always:
            answer = self.always[type(question)]
        elif self.script:
            answer = self.script.popleft()
        else:
            return None
        return answer(question) if callable(answer) else answer  # type: ignore[return-value]

    def tell(self, news: News) -> None:
        self.news.append(news)
        if isinstance(news, Offer):
            self.choice = news.choice
        elif news is Signal.CHANGED:
            self.acting = first_acting(self.game, self.acting)
        elif isinstance(news, Applied) and news.events:
            self.last_roll = next((e for e in reversed(news.events) if e.faces), self.last_roll)

    async def show_walk(self, events: Sequence[Event], animate: bool) -> None:
        self.walks.append(list(events))

    # For the tests ---------------------------------------------------------------------------

    def answer(self, *answers: Answer) -> ScriptedSeat:
        """Add answers to the script, in the order the questions will be asked."""
        self.script.extend(answers)
        return self

    def settle(self) -> None:
        """Run the pieces of the flow started, in order, until none is left; an error goes to
        the flow's `failed`, as the dungeon screen's worker sends it."""

        async def drain() -> None:
            while self.steps:
                step = self.steps.popleft()
                try:
                    await step()
                except Exception as error:
                    assert self.flow is not None
                    self.flow.failed(error)

        asyncio.run(drain())

    def notices(self) -> list[str]:
        """The words of every notice shown so far."""
        return [n.text for n in self.news if isinstance(n, Notice)]

    def of_type(self, kind: type[T]) -> list[T]:
        """The questions asked (or news told) of one type, in order."""
        return [q for q in [*self.asked, *self.news] if isinstance(q, kind)]


def flow_for(session: GameSession, *answers: Answer) -> tuple[TurnFlow, ScriptedSeat]:
    """A turn flow of a session at a scripted seat (the keys act as a continued game's did)."""
    seat = ScriptedSeat(acting=first_acting(session.game, last_actor(session.game)))
    flow = TurnFlow(seat, session)
    seat.flow = flow
    seat.answer(*answers)
    return flow, seat


def new_session(
    content: Content,
    saves: Path,
    party: Iterable[PartyMember] = PARTY,
    seed: int = 7,
    **spec: Any,
) -> GameSession:
    """A new game of Quest 1 (seed 7, Plumpy and Pantsy unless told), saving in `saves`."""
    players = tuple(dict.fromkeys(p.player for p in party))
    options = NewGameSpec("quest-1", players, tuple(party), seed=seed, animation=False, **spec)
    return GameSession.new(content, options, SaveStore(saves))
