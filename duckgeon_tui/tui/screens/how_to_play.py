"""How to play: the turn in six steps, the six DuckDice and what wins, on one screen."""

from __future__ import annotations

from typing import ClassVar

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from duckgeon_tui.tui.help_text import HOW_TO_PLAY
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.screens.help import KEYS_PAGE, HelpScreen
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader

LEARN_LINK = (
    "New to the game? Press `t` for **Learn to play**: five short lessons, each a game with "
    "its dice fixed and its prompts on the screen."
)


class HowToPlayScreen(BackScreen):
    """The quick start; `r` goes on to the keys and the full rules, `t` to Learn to play."""

    AUTO_FOCUS = "#how-to-play"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r,question_mark", "rules", "Keys and rules"),
        Binding("t", "learn", "Learn to play"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield GameHeader()
        with VerticalScroll(id="how-to-play"):
            yield Static(Markdown(HOW_TO_PLAY), id="how-to-play-page")
            yield Static(Markdown(LEARN_LINK), id="how-to-play-learn")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - How to play"

    def action_rules(self) -> None:
        self.app.switch_screen(HelpScreen(KEYS_PAGE.title))

    def action_learn(self) -> None:
        """Learn to play, in place of this screen (Escape then goes back to the title)."""
        self.dismiss(None)
        self.app.call_later(self.app.run_action, "app.learn_to_play")

    def action_scroll(self, lines: int) -> None:
        for scroll in self.query("#how-to-play"):
            scroll.scroll_relative(y=lines)
