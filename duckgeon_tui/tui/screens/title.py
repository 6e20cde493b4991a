"""The title screen: the game's name, a duck, and the way into everything else."""

from __future__ import annotations

from importlib.util import find_spec
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from duckgeon_tui.tui.art import DUCK, TAGLINE, TITLE
from duckgeon_tui.tui.textual_fixes import GameFooter, StyledOnce

DUCKS_SCREEN_MODULE = "duckgeon_tui.tui.ducks.setup_screen"


def ducks_mode_available() -> bool:
    """Whether the Feed the Ducks screen is part of this build."""
    try:
        return find_spec(DUCKS_SCREEN_MODULE) is not None
    except ModuleNotFoundError:
        return False


class TitleScreen(StyledOnce, Screen[None]):
    """New game, Continue, Load, Campaign, Play online (host or join a table), Hall of Ducks,
    Feed the Ducks, Mods, How to play, Help, Quit.

    With `deferred`, the screen stays empty until it is first shown: a game opened straight
    from the command line then does not pay for a title nobody has seen yet."""

    # The footer shows the keys a new player needs, and fits 80 columns; every button of the
    # menu names its own key.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "New game"),
        Binding("c", "app.continue_game", "Continue"),
        Binding("a", "app.campaign", "Campaign", show=False),
        Binding("o", "app.play_online", "Play online", show=False),
        Binding("j", "app.join_table", "Join a table", show=False),
        Binding("d", "app.hall_of_ducks", "Hall of Ducks", show=False),
        Binding("l", "app.load_game", "Load", show=False),
        Binding("t", "app.learn_to_play", "Learn"),
        Binding("f", "app.feed_the_ducks", "Feed the Ducks", show=False),
        Binding("m", "app.mods", "Mods", show=False),
        Binding("b", "app.balance_lab", "Balance lab", show=False),
        Binding("h", "app.how_to_play", "How to play"),
        Binding("question_mark,f1", "app.help", "Help"),
        Binding("q", "app.quit", "Quit"),
        Binding("down,j", "app.focus_next", "Next", show=False),
        Binding("up,k", "app.focus_previous", "Previous", show=False),
    ]

    def __init__(self, deferred: bool = False) -> None:
        super().__init__()
        self.built = not deferred

    def compose(self) -> ComposeResult:
        if not self.built:
            return
        with Vertical(id="title-box"):
            with Center():
                yield Static(Text(TITLE), id="title-name")
            with Center():
                yield Static(Text(DUCK), id="title-duck")
            with Center():
                yield Static(TAGLINE, id="title-tagline", markup=False)
            with Center(), Vertical(id="title-menu"):
                yield Button("New game  \\[n]", id="new", variant="primary")
                yield Button("Continue  \\[c]", id="continue")
                yield Button("Load  \\[l]", id="load")
                yield Button("Learn to play  \\[t]", id="learn")
                yield Button("Campaign  \\[a]", id="campaign")
                yield Button("Play online  \\[o]", id="online")
                yield Button("Hall of Ducks  \\[d]", id="hall")
                if ducks_mode_available():
                    yield Button("Feed the Ducks  \\[f]", id="ducks")
                yield Button("Mods  \\[m]", id="mods")
                yield Button("How to play  \\[h]", id="how-to-play")
                yield Button("Help  \\[?]", id="help")
                yield Button("Quit  \\[q]", id="quit", variant="error")
        yield GameFooter()

    def on_mount(self) -> None:
        if self.built:
            self.refresh_continue()
            self.query_one("#new", Button).focus()

    async def on_screen_resume(self) -> None:
        if not self.built:
            if not self.in_view():
                return  # covered by the game before it was ever shown
            self.built = True
            await self.recompose()
            self.query_one("#new", Button).focus()
        self.refresh_continue()

    def in_view(self) -> bool:
        """Whether the screen is on top, or just beneath the dialog on top."""
        stack = self.app.screen_stack
        if stack[-1] is self:
            return True
        return len(stack) > 1 and stack[-2] is self and isinstance(stack[-1], ModalScreen)

    def refresh_continue(self) -> None:
        """Enable Continue only when there is an autosave (or its backup) to continue; a saves
        folder that cannot be read has none."""
        store = getattr(self.app, "store", None)
        has_autosave = store is not None and store.can_continue()
        self.query_one("#continue", Button).disabled = not has_autosave

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        actions = {
            "new": "new_game",
            "continue": "continue_game",
            "load": "load_game",
            "learn": "learn_to_play",
            "campaign": "campaign",
            "online": "play_online",
            "hall": "hall_of_ducks",
            "ducks": "feed_the_ducks",
            "mods": "mods",
            "how-to-play": "how_to_play",
            "help": "help",
            "quit": "quit",
        }
        name = actions.get(event.button.id or "")
        if name:
            await self.app.run_action(f"app.{name}")
