"""The Duckgeon app: title, new game, the dungeon, saves, help and mods, in one Textual App."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterable
from importlib import import_module
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from duckgeon_tui import paths
from duckgeon_tui.printable import short_date
from duckgeon_tui.saves import SaveError, SaveStore, SlotInfo
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.palette import GamePalette
from duckgeon_tui.tui.screens.title import DUCKS_SCREEN_MODULE, TitleScreen, ducks_mode_available
from duckgeon_tui.tui.textual_fixes import ClosedScreenErrors
from duckgeon_tui.tui.themes import (
    COLOUR_BLIND_THEME,
    DEFAULT_THEME,
    HIGH_CONTRAST_THEME,
    POND_COLOURS,
    THEMES,
    Palette,
    palette_for,
)

if TYPE_CHECKING:
    from duckgeon_tui.content.bundle import Content
    from duckgeon_tui.saves.models import SaveHeader
    from duckgeon_tui.tui.session import GameSession


class DuckgeonApp(ClosedScreenErrors, App[None]):
    """Shows the screens and turns the player's keys and clicks into engine actions."""

    CSS_PATH = paths.stylesheet("app.tcss")
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]  # noqa: RUF012
    TITLE = "Duckgeon"
    ALLOW_SELECT = False  # mouse drags are for the map, not for selecting text
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "help", "Help", show=False),
        Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
    ]

    def __init__(self, options: LaunchOptions) -> None:
        super().__init__()
        self.options = options
        self.store = SaveStore(options.saves_dir)
        self.mod_dirs = options.mod_dirs
        self._content: Content | None = None

    # Content -----------------------------------------------------------------------------

    @property
    def content(self) -> Content:
        """The base content plus the mods given (loaded once, on first use)."""
        if self._content is None:
            from duckgeon_tui.tui.content_source import load

            self._content = load(self.mod_dirs)
        return self._content

    def content_or_error(self) -> Content | None:
        """The content, or None after showing why it could not be loaded."""
        try:
            return self.content
        except Exception as exc:  # the loader's errors are shown, never raised to the player
            self.show_error("The game content could not be loaded", str(exc)[:2000])
            return None

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(POND_COLOURS)

    @property
    def palette(self) -> Palette:
        """The game colours of the current theme."""
        return palette_for(self.theme)

    # Start-up ----------------------------------------------------------------------------

    def on_mount(self) -> None:
        for theme in THEMES:
            self.register_theme(theme)
        self.theme = DEFAULT_THEME
        self.store.remove_stale_temp_files()  # left by games killed while they wrote
        self.push_screen(TitleScreen(deferred=self.options.start != "title"))
        if self.options.start == "title":
            # `duckgeon play` starts with the garbage collector off, until the first frame.
            self.call_after_refresh(gc.enable)
            return
        if self.options.opening:
            from duckgeon_tui.tui.screens.opening import OpeningScreen

            # The opening frame goes to the terminal first; the game loads right after it.
            self.push_screen(OpeningScreen(self.options))
            self.call_after_refresh(self.begin)
        else:
            self.begin()

    def begin(self) -> None:
        """Open the game the command line asked for, in place of the opening frame."""
        from duckgeon_tui.tui.screens.opening import OpeningScreen

        if isinstance(self.screen, OpeningScreen):
            self.pop_screen()
        if self.options.start == "new" and self.options.new_game is not None:
            self.start_game(self.options.new_game)
        elif self.options.start == "continue":
            self.action_continue_game()
        self.call_after_refresh(gc.enable)  # once the game's screen is drawn

    def on_unmount(self) -> None:
        self.store.close()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent) and not self.screen_stack:
            return  # the app is closing: keys and clicks that arrive meanwhile are dropped
        await super().on_event(event)

    # Messages to the player --------------------------------------------------------------

    def show_error(self, title: str, message: str, detail: str = "") -> None:
        """Open the error dialog."""
        self.push_screen(ErrorDialog(title, message, detail))

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
        yield SystemCommand("Help", "Keys and the full rules", self.action_help)
        for name, label in (
            (DEFAULT_THEME, "Theme: default"),
            (HIGH_CONTRAST_THEME, "Theme: high contrast"),
            (COLOUR_BLIND_THEME, "Theme: colour-blind safe"),
        ):
            yield SystemCommand(label, "Change the colours", lambda n=name: self.set_theme(n))
        yield from screen_commands(screen)
        yield SystemCommand("Quit", "Leave the game (it is autosaved)", self.action_quit)

    def action_command_palette(self) -> None:
        open_already = any(isinstance(s, GamePalette) for s in self.screen_stack)
        if self.use_command_palette and not open_already:
            self.push_screen(GamePalette())

    def set_theme(self, name: str) -> None:
        """Switch theme and redraw the game colours."""
        self.theme = name
        self.refresh(layout=True)
        for node in self.screen.walk_children():
            node.refresh()

    def action_new_game(self) -> None:
        content = self.content_or_error()
        if content is None:
            return
        from duckgeon_tui.tui.screens.new_game import NewGameScreen

        def chosen(spec: NewGameSpec | None) -> None:
            if spec is not None:
                self.start_game(spec)

        self.push_screen(NewGameScreen(content), chosen)

    def action_continue_game(self) -> None:
        slot = self.store.latest_autosave()
        if not self.store.exists(slot) and self.store.backup_header(slot) is not None:
            self.open_slot(slot, backup=True)
        else:
            self.open_slot(slot)

    def action_load_game(self) -> None:
        from duckgeon_tui.tui.screens.load import LoadScreen

        self.push_screen(LoadScreen(self.store))

    def action_open_slot(self, slot: str) -> None:
        self.open_slot(slot)

    def action_mods(self) -> None:
        from duckgeon_tui.tui.screens.mods import ModsScreen

        self.push_screen(ModsScreen())

    def action_help(self) -> None:
        from duckgeon_tui.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_feed_the_ducks(self) -> None:
        if not ducks_mode_available():
            return
        screen_class = import_module(DUCKS_SCREEN_MODULE).DucksSetupScreen
        self.push_screen(screen_class())

    async def action_quit(self) -> None:
        from duckgeon_tui.tui.screens.dungeon import DungeonScreen

        for screen in self.screen_stack:
            if isinstance(screen, DungeonScreen):
                screen.autosave()
        self.exit()

    # Games -------------------------------------------------------------------------------

    def start_game(self, spec: NewGameSpec) -> None:
        """Start a new game from the New game form (or the command line)."""
        content = self.content_or_error()
        if content is None:
            return
        from duckgeon_tui.tui.session import GameSession

        try:
            session = GameSession.new(content, spec, self.store)
        except Exception as exc:  # a party the engine refuses is told, not raised
            self.show_error("The game could not start", str(exc))
            return
        broken = self.store.info(session.slot)
        if broken.problem is None or not os.path.lexists(broken.path):
            self.begin_session(session)
            return
        self.ask_to_set_aside(session, broken)

    def ask_to_set_aside(self, session: GameSession, broken: SlotInfo) -> None:
        """A new game would autosave over a save that cannot be opened: ask first, and keep
        the old files (moved aside, never deleted) when the player goes on."""
        from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog

        backup = broken.backup
        kept = (
            f" Its backup is a good save (turn {backup.turn}, {short_date(backup.saved_at)}): "
            "it stays in Load as a save of its own."
            if backup is not None
            else ""
        )
        question = (
            f"The save '{broken.slot}' cannot be opened: {broken.problem}.{kept} The new game "
            f"saves there; the broken file is kept beside it as {broken.slot}.broken-<date>.json."
        )

        def answer(go_on: bool | None) -> None:
            if not go_on:
                return
            try:
                kept_words = self.store.set_aside(broken.slot)
            except SaveError as exc:
                self.show_error("The old save could not be moved aside", exc.reason + ".")
                return
            self.notify("Kept: " + "; ".join(kept_words) + ".", timeout=8)
            self.begin_session(session)

        self.push_screen(
            ConfirmDialog("Start a new game?", question, "Start the new game", "Back"), answer
        )

    def begin_session(self, session: GameSession) -> None:
        """Open a new game's dungeon, then write its first autosave."""
        self.open_session(session)
        # The first autosave waits for the dungeon's first frame: the player sees it sooner.
        self.call_after_refresh(self.first_autosave, session)

    def first_autosave(self, session: GameSession) -> None:
        """Write a new game's first autosave (a failed write is told, and the game goes on:
        the next autosave tries again); a game that cannot be saved at all is closed and told."""
        try:
            if not session.autosave() and session.save_failure is not None:
                self.notify(f"Autosave failed: {session.save_failure.reason}", severity="error")
        except Exception as exc:  # a game that cannot even be turned into a save
            from duckgeon_tui.tui.screens.dungeon import DungeonScreen

            for screen in self.screen_stack:
                if isinstance(screen, DungeonScreen) and screen.session is session:
                    while self.screen is not screen:
                        self.pop_screen()
                    self.pop_screen()
                    break
            self.show_error("The game could not start", str(exc))

    def open_slot(self, slot: str, backup: bool = False) -> None:
        """Open a save slot, or say in a dialog why it cannot be opened."""
        content = self.content_or_error()
        if content is None:
            return
        from duckgeon_tui.tui.session import GameSession

        try:
            save = self.store.load(slot, backup=backup)
            if save.game == "feed-the-ducks":
                from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen
                from duckgeon_tui.tui.ducks.save import from_save_file

                self.push_screen(DucksGameScreen.from_save(from_save_file(save, slot), self.store))
                return
            session = GameSession.from_save(content, save, self.store, slot)
        except SaveError as exc:
            backup_header = None if backup else self.store.backup_header(slot)
            if backup_header is not None:
                self.offer_backup(slot, exc.reason, backup_header)
                return
            self.show_error(
                f"Cannot open the save '{slot}'",
                exc.reason[:1].upper() + exc.reason[1:] + ".",
                "The file is left as it is.",
            )
            return
        self.open_session(session)

    def offer_backup(self, slot: str, reason: str, backup: SaveHeader) -> None:
        """A slot that cannot be opened but whose backup can: offer to restore the backup
        (the broken file is moved aside, never deleted)."""
        from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog

        when = f"turn {backup.turn}, {short_date(backup.saved_at)}"
        question = (
            f"The save '{slot}' cannot be opened: {reason}. Its backup is a good save ({when}). "
            f"Restoring it keeps the broken file beside it as {slot}.broken-<date>.json."
        )

        def answer(restore: bool | None) -> None:
            if not restore:
                return
            try:
                self.store.restore_backup(slot)
            except SaveError as exc:
                self.show_error(f"Cannot restore the backup of '{slot}'", exc.reason + ".")
                return
            self.open_slot(slot)

        self.push_screen(
            ConfirmDialog(
                f"Cannot open the save '{slot}'",
                question,
                f"Restore the backup ({when})",
                "Not now",
            ),
            answer,
        )

    def open_session(self, session: GameSession) -> None:
        """Replace whatever game is open with this one's dungeon screen."""
        from duckgeon_tui.tui.screens.dungeon import DungeonScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, TitleScreen):
            self.pop_screen()
        self.push_screen(DungeonScreen(session))
        if session.slot_note:
            self.notify(session.slot_note, title="Another game in this folder", timeout=10)


def screen_commands(screen: Screen) -> Iterable[SystemCommand]:
    """The commands a screen offers to the palette (its `palette_commands()`, if it has one)."""
    provider = getattr(screen, "palette_commands", None)
    if provider is None:
        return ()
    commands: Iterable[SystemCommand] = provider()
    return commands
