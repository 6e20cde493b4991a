"""The lesson panel of a Learn to play game: the lesson's goal and the prompt of the moment."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.lessons import LessonGuide

IN_DIALOG = "-in-dialog"
"""The class of the panel shown over a dialog of the turn flow."""


class LessonPanel(Static):
    """Redrawn whenever the game changes: the guide has then followed the last action."""

    game: reactive[Game] = reactive(cast("Game", None), init=False, always_update=True, layout=True)
    """A new step's prompt may take more lines than the last: the height follows it."""

    def __init__(
        self, game: Game, guide: LessonGuide, *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.guide = guide
        self.set_reactive(LessonPanel.game, game)

    def render(self) -> Text:
        text = Text()
        if not self.has_class(IN_DIALOG):  # over a dialog, the prompt alone: room is short
            lesson = self.guide.lesson
            text.append(f"{lesson.title}: ", style="bold")
            text.append(f"{lesson.goal}\n", style="italic")
        text.append(self.guide.step.say)
        return text
