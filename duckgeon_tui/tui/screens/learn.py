"""Learn to play: the lessons, each a short game that teaches one part of the rules."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader
from duckgeon_tui.tui.tutorial import LessonFile

INTRO = (
    "Each lesson is a short game in the Entry Room with its dice fixed, so it always works. "
    "Follow the prompts in the lesson panel under the map; the log shows every roll's sums."
)


class LearnScreen(BackScreen):
    """The lessons in order; Enter (or its number) plays one."""

    AUTO_FOCUS = "#lessons"
    BINDINGS: ClassVar[list[BindingType]] = [
        *[
            Binding(str(n), f"play({n - 1})", "Play lesson", show=n == 1, key_display="1-9")
            for n in range(1, 10)
        ],
    ]

    def __init__(self, lessons: list[LessonFile]) -> None:
        super().__init__()
        self.lessons = lessons

    def compose(self) -> ComposeResult:
        yield GameHeader()
        with Vertical(id="learn-box"):
            yield Label("Learn to play", id="learn-title")
            yield Static(INTRO, id="learn-intro", markup=False)
            yield OptionList(
                *[
                    Option(f"{n}. {lf.lesson.title}: {lf.lesson.goal}", id=str(n - 1))
                    for n, lf in enumerate(self.lessons, start=1)
                ],
                id="lessons",
            )
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - Learn to play"

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        await self.action_play(int(event.option.id or 0))

    async def action_play(self, index: int) -> None:
        if 0 <= index < len(self.lessons):
            await self.app.run_action(f"app.play_lesson({index})")
