"""The Duckgeon app: title, new game, the dungeon, saves, help and mods, in one Textual App."""

from __future__ import annotations

import gc
from collections.abc import Callable, Coroutine, Iterable
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from duckgeon_tui import paths
from duckgeon_tui.tui import dialogs, screens
from duckgeon_tui.tui.game_app import GameApp
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.opening import OpeningScreen
from duckgeon_tui.tui.screens.title import DUCKS_SCREEN_MODULE, TitleScreen, ducks_mode_available
from duckgeon_tui.tui.terminal_watch import WATCH_SECONDS, terminal_gone
from duckgeon_tui.tui.textual_fixes import ClosedScreenErrors, StartSizeOnce, start_with_theme
from duckgeon_tui.tui.themes import (
    COLOUR_BLIND_THEME,
    DEFAULT_THEME,
    GAME_COLOURS,
    HIGH_CONTRAST_THEME,
    POND_COLOURS,
    THEMES,
)

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.content.cache_seal import CachedIds
    from duckgeon_tui.tui.games import Games
    from duckgeon_tui.tui.online import OnlinePlay
    from duckgeon_tui.tui.screens.hall import HallScreen

PREPARED_MODULES = (
    "rich.markdown",
    "duckgeon_tui.tui.screens.help",
    *(
        f"duckgeon_tui.tui.dialogs.{name}"
        for name in (
            "pick_dice",
            "confirm",
            "error",
            "share_dice",
            "loot_split",
            "shop",
            "quest_map",
            "prepare",
            "save_slot",
            "card",
            "physical_die",
            "game_over",
            "lesson_done",
            "unsaved_quit",
        )
    ),
    "duckgeon_tui.tui.screens.hand_over",
    "duckgeon_tui.tui.screens.message_history",
    "duckgeon_tui.tui.screens.palette",
    "duckgeon_tui.engine.bot",
)
"""What Help, the dungeon's dialogs, the command palette and the hints (the party bot) import
when first opened, imported while the players read the first screen (Rich's Markdown alone took
a sixth of a second)."""


class DuckgeonApp(StartSizeOnce, ClosedScreenErrors, GameApp):
    """Shows the screens and turns the player's keys and clicks into engine actions."""

    CSS_PATH = [paths.stylesheet("app.tcss"), paths.stylesheet("colours.tcss")]  # noqa: RUF012
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]  # noqa: RUF012
    TITLE = "Duckgeon"
    ALLOW_SELECT = False  # mouse drags are for the map, not for selecting text
    SCREENS: ClassVar[dict[str, Callable[[], Screen[Any]]]] = {
        # Built when first opened (Help's Markdown took 45 ms), then kept: each opens again at
        # once, where the players left it.
        "help": lambda: screens.HelpScreen(),
        "how-to-play": lambda: screens.HowToPlayScreen(),
    }
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "help", "Help", show=False),
        Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
    ]

    def __init__(self, options: LaunchOptions, checked: Content | CachedIds | None = None) -> None:
        super().__init__(options)
        self._games: Games | None = None
        self._checked = checked
        """What the command line checked its arguments against, if it did: the content it
        loaded, or what it read of the content's cache."""
        self.farewell: str | None = None
        """A line for the terminal once the app has closed (why a table refused to be joined)."""
        for theme in THEMES:
            self.register_theme(theme)
        start_with_theme(self, DEFAULT_THEME)  # before the style sheets are parsed

    # Games -------------------------------------------------------------------------------

    @property
    def games(self) -> Games:
        """The games side of the app: the content, new and saved games and their screens."""
        if self._games is None:
            # The content, the engine and pydantic load here, after the first frame.
            from duckgeon_tui.tui.games import Games

            self._games = Games(self, self._checked)
        return self._games

    @property
    def content(self) -> Content:
        """The base content plus the mods given (loaded once, on first use)."""
        return self.games.content

    def get_default_screen(self) -> Screen:
        # The title is the app's first screen, not one pushed over Textual's empty default:
        # one screen fewer to build, style and lay out before the first frame.
        return TitleScreen(deferred=self.options.start != "title")

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return POND_COLOURS | GAME_COLOURS

    # Start-up ----------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.store.remove_stale_temp_files()  # left by games killed while they wrote
        if not self.is_headless and not terminal_gone():
            self.set_interval(WATCH_SECONDS, self.check_terminal)
        if self.options.start == "title":
            self.when_settled(self.settled)
            return
        if self.options.opening:
            # The opening frame goes to the terminal first; the game loads right after it.
            self.push_screen(OpeningScreen(self.options))
            self.call_after_refresh(self.begin)
        else:
            self.begin()

    def check_terminal(self) -> None:
        """Save and quit once the terminal is gone (its window closed while the game ran)."""
        if not terminal_gone():
            return
        if self._games is not None:
            self._games.saved_for_quitting()
        self.exit(return_code=1)

    def begin(self) -> None:
        """Open the game the command line asked for, in place of the opening frame."""
        if isinstance(self.screen, OpeningScreen):
            self.pop_screen()
        if self.options.start == "new" and self.options.new_game is not None:
            self.games.start_game(self.options.new_game)
        elif self.options.start == "continue":
            self.action_continue_game()
        elif self.options.start == "replay" and self.options.replay_path is not None:
            self.games.watch(self.options.replay_path)
        elif self.options.start == "join" and self.options.join is not None:
            self.go_online(self.online_play().join_at_launch(self.options.join))
        elif self.options.start == "host" and self.options.host is not None:
            self.go_online(self.online_play().host_at_launch(self.options.host))
        elif self.options.start == "campaign":
            if self.options.new_game is not None:
                self.games.start_campaign(self.options.new_game)
            else:
                self.games.continue_campaign(self.options.campaign_slot)
        self.when_settled(self.settled)

    def settled(self) -> None:
        """The first screen that takes keys is drawn (the title, or the game's first prompt):
        turn the garbage collector back on (`duckgeon play` starts with it off), and import in
        the background what the next screens need."""
        self.starting = False
        if not gc.isenabled():
            # What start-up built (the modules, the content, the screens) lives as long as the
            # app: frozen, later collections skip it. Each full one took a tenth of a second,
            # often while Help or a dialog opened.
            gc.collect()
            gc.freeze()
            gc.enable()
        self.run_worker(self.prepare, thread=True, group="prepare", exit_on_error=False)

    def prepare(self) -> None:
        """Import the modules the next screens need, and on the title load the content too
        (a worker thread, while the players read): New game and Continue then open at once."""
        for name in PREPARED_MODULES:
            import_module(name)
        if self._games is not None or self.options.start != "title":
            return
        for name in ("duckgeon_tui.tui.games", "duckgeon_tui.tui.screens.new_game"):
            import_module(name)  # here, so the app's thread only builds the object
        try:
            games = self.call_from_thread(lambda: self.games)
        except RuntimeError:  # the app closed meanwhile
            return
        games.prepare_content()

    def on_unmount(self) -> None:
        self.store.close()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent) and not self.screen_stack:
            return  # the app is closing: keys and clicks that arrive meanwhile are dropped
        if isinstance(event, events.Key) and not event.is_forwarded:
            if self.held_keys.hold(event):
                return  # typed ahead of what it is for: it goes there once that is open
            target = self.focused or self.screen
            await super().on_event(event)
            self.held_keys.follow(target)
            return
        await super().on_event(event)

    # Commands ----------------------------------------------------------------------------

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield SystemCommand("New game", "Choose a quest and a party", self.action_new_game)
        yield SystemCommand("Continue", "Resume the latest autosave", self.action_continue_game)
        yield SystemCommand("Load", "Open a saved game", self.action_load_game)
        if ducks_mode_available():
            yield SystemCommand(
                "Feed the Ducks", "Play the hex game of ducks", self.action_feed_the_ducks
            )
        yield SystemCommand("Mods", "See the mods and whether they load", self.action_mods)
        yield SystemCommand(
            "How to play", "The turn, the six DuckDice, what wins", self.action_how_to_play
        )
        yield SystemCommand("Help", "Keys and the full rules", self.action_help)
        for name, label in (
            (DEFAULT_THEME, "Theme: default"),
            (HIGH_CONTRAST_THEME, "Theme: high contrast"),
            (COLOUR_BLIND_THEME, "Theme: colour-blind safe"),
        ):
            yield SystemCommand(label, "Change the colours", lambda n=name: self.set_theme(n))
        yield SystemCommand(
            "Campaign", "Play Quests 1, 2 and 3 with one party", self.action_campaign
        )
        yield SystemCommand(
            "Hall of Ducks",
            "Finished runs and campaigns; watch one again",
            self.action_hall_of_ducks,
        )
        yield SystemCommand(
            "Balance lab",
            "Charts of the last `duckgeon balance` sweep: what each card, class and STAT does",
            self.action_balance_lab,
        )
        yield from screen_commands(screen)
        yield SystemCommand("Quit", "Leave the game (it is autosaved)", self.action_quit)

    def action_command_palette(self) -> None:
        open_already = any(isinstance(s, screens.GamePalette) for s in self.screen_stack)
        if self.use_command_palette and not open_already:
            self.push_screen(screens.GamePalette())

    def set_theme(self, name: str) -> None:
        """Switch theme: the widgets' component classes take its colours."""
        self.theme = name

    def action_new_game(self) -> None:
        content = self.games.content_or_error()
        if content is None:
            return

        def chosen(spec: NewGameSpec | None) -> None:
            if spec is not None:
                self.games.start_game(spec)

        self.push_screen(screens.NewGameScreen(content), chosen)

    def action_continue_game(self) -> None:
        self.games.continue_game()

    def action_campaign(self) -> None:
        self.games.campaign_menu()

    def action_hall_of_ducks(self) -> None:
        self.games.hall_of_ducks()

    def on_hall_screen_watch(self, message: HallScreen.Watch) -> None:
        self.games.watch(message.run)

    def action_load_game(self) -> None:
        classes = self._games.loaded_classes() if self._games is not None else {}
        self.push_screen(screens.LoadScreen(self.store, classes))

    def action_open_slot(self, slot: str) -> None:
        self.games.open_slot(slot)

    def action_balance_lab(self) -> None:
        self.push_screen(screens.BalanceScreen())

    def action_mods(self) -> None:
        self.push_screen(screens.ModsScreen())

    def action_help(self) -> None:
        self.open_installed("help")

    def action_how_to_play(self) -> None:
        self.open_installed("how-to-play")

    def open_installed(self, name: str) -> None:
        """Open a screen of `SCREENS`; when it is open already, under screens opened from it,
        go back to it (and when one of its kind is on top, stay there)."""
        screen = self.get_screen(name)
        if type(self.screen) is type(screen):
            return
        if screen in self.screen_stack:
            while self.screen is not screen:
                self.pop_screen()
            return
        self.push_screen(screen)

    def action_learn_to_play(self) -> None:
        self.games.learn_to_play()

    def action_play_lesson(self, index: int) -> None:
        self.games.play_lesson(index)

    def online_play(self) -> OnlinePlay:
        """The app's ways to an online table."""
        from duckgeon_tui.tui.online import OnlinePlay  # the network: when first asked for

        return OnlinePlay(self)

    def go_online(self, way: Coroutine[Any, Any, None]) -> None:
        """Run one of the ways to a table (one at a time)."""
        self.run_worker(way, name="online", group="online", exclusive=True)

    def action_play_online(self) -> None:
        self.go_online(self.online_play().menu())

    def action_join_table(self) -> None:
        self.go_online(self.online_play().join_form())

    def action_feed_the_ducks(self) -> None:
        if not ducks_mode_available():
            return
        screen_class = import_module(DUCKS_SCREEN_MODULE).DucksSetupScreen
        self.push_screen(screen_class())

    async def action_quit(self) -> None:
        # With no game asked for yet, there is nothing to save.
        if self._games is None:
            self.exit()
        elif self._games.saved_for_quitting():
            if not self._games.playing() or isinstance(self.screen, dialogs.QuitDialog):
                self.exit()
            else:
                self.push_screen(dialogs.QuitDialog(), self.quit_answered)

    def quit_answered(self, quit_now: bool | None) -> None:
        """Quit once the player says so (the game is saved already)."""
        if quit_now:
            self.exit()


def screen_commands(screen: Screen) -> Iterable[SystemCommand]:
    """The commands a screen offers to the palette (its `palette_commands()`, if it has one)."""
    provider = getattr(screen, "palette_commands", None)
    if provider is None:
        return ()
    commands: Iterable[SystemCommand] = provider()
    return commands
