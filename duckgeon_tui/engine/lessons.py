"""Following a tutorial lesson: which of its prompts to show as the game it set up is played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from duckgeon_tui.quick_dataclasses import dataclass

if TYPE_CHECKING:
    from duckgeon_tui.content.scenario import Lesson, Step
    from duckgeon_tui.engine.events import Event


@dataclass
class LessonGuide:
    """The prompt of a lesson shown now; each action may bring a later step on (see `follow`)."""

    lesson: Lesson
    index: int = 0
    """The step shown now."""

    @property
    def step(self) -> Step:
        """The step shown now."""
        return self.lesson.steps[self.index]

    def follow(self, phase: str, events: Sequence[Event]) -> bool:
        """After an action: move on to the first later step whose `phase` the game is now in,
        else the first whose `event` these events hold, else (if it has no cue) the next one;
        whether the step shown changed. Players who do things in another order than the steps
        say skip the steps they have done."""
        if not events:
            return False
        later = list(enumerate(self.lesson.steps))[self.index + 1 :]
        kinds = {str(e.kind) for e in events}
        chosen = next((i for i, s in later if s.phase == phase), None)
        if chosen is None:
            chosen = next((i for i, s in later if s.event in kinds), None)
        if chosen is None and later and later[0][1].phase is None and later[0][1].event is None:
            chosen = later[0][0]
        if chosen is None:
            return False
        self.index = chosen
        return True

    def catch_up(self, phase: str) -> None:
        """For a lesson picked up again from a save: the last step cued by this phase (or the
        first step), since the events that led here are not seen again."""
        cued = [i for i, s in enumerate(self.lesson.steps) if s.phase == phase]
        self.index = cued[-1] if cued else 0
