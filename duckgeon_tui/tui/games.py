"""The app's games: the content they are played with, and opening them (a new game, a lesson
of Learn to play, the autosave, a save slot, a backup restored, a broken save set aside) on
their screens; and saving them as the app quits. The app loads this module when a game is first
asked for, so that `duckgeon play` paints its first frame before the content, the engine and
pydantic load."""

from __future__ import annotations

import contextlib
import os
import threading
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from duckgeon_tui import paths
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.content.cache_seal import CachedIds
from duckgeon_tui.content.errors import ContentErrors
from duckgeon_tui.content.loader import read_manifest
from duckgeon_tui.printable import printable, short_date
from duckgeon_tui.saves import SaveError, SaveStore, SlotInfo
from duckgeon_tui.tui import dialogs, screens
from duckgeon_tui.tui.content_source import load
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.tutorial import LessonFile, lessons

if TYPE_CHECKING:
    from collections.abc import Mapping

    from duckgeon_tui.content.characters import DuckClass
    from duckgeon_tui.saves.models import ModRef, RunSummary, SaveFile, SaveHeader
    from duckgeon_tui.tui.campaign_flow import CampaignFlow
    from duckgeon_tui.tui.game_app import GameApp


class Games:
    """Opens the games of one app, with the content loaded once for all of them."""

    def __init__(self, app: GameApp, checked: Content | CachedIds | None = None) -> None:
        self.app = app
        self._content = checked if isinstance(checked, Content) else None
        """The content, once loaded (or as the command line loaded it to check its arguments)."""
        self._cached = checked if isinstance(checked, CachedIds) else None
        """What the command line read of the content's cache, until the content is built."""
        self._loading = threading.Lock()
        """Held while the content loads (the title loads it in a worker thread)."""

    @property
    def store(self) -> SaveStore:
        return self.app.store

    @property
    def content(self) -> Content:
        """The base content plus the mods given (loaded once, on first use)."""
        with self._loading:
            if self._content is None:
                cached, self._cached = self._cached, None
                self._content = load(self.app.mod_dirs, cached)
            return self._content

    def loaded_classes(self) -> Mapping[str, DuckClass]:
        """The classes of the content if it is loaded already (never waits for it to load)."""
        content = self._content
        return content.classes if content is not None else {}

    def prepare_content(self) -> None:
        """Load the content ahead of its first use; a failure is left for that use to show."""
        with contextlib.suppress(Exception):
            _ = self.content

    def content_or_error(self) -> Content | None:
        """The content, or None after showing why it could not be loaded."""
        try:
            return self.content
        except Exception as exc:  # the loader's errors are shown, never raised to the player
            self.app.show_error("The game content could not be loaded", str(exc)[:2000])
            return None

    # New games -------------------------------------------------------------------------------

    def learn_to_play(self) -> None:
        """Show the lessons of Learn to play."""
        found = self.lessons_or_error()
        if found is not None:
            self.app.push_screen(screens.LearnScreen(found))

    def play_lesson(self, index: int) -> None:
        """Play a lesson of Learn to play (by its place, from 0): a game from its scenario."""
        found = self.lessons_or_error()
        if found is None or not 0 <= index < len(found):
            return
        spec = NewGameSpec(
            quest="",
            players=(),
            party=(),
            seed=0,
            animation=self.app.options.animation,
            scenario=found[index].path,
        )
        self.start_game(spec)

    def lessons_or_error(self) -> list[LessonFile] | None:
        """The lessons of Learn to play, or None after saying why they cannot be read."""
        content = self.content_or_error()
        if content is None:
            return None
        try:
            found = lessons(content)
        except ContentErrors as exc:
            self.app.show_error("The lessons cannot be read", str(exc)[:2000])
            return None
        if not found:
            where = printable(str(paths.scenarios_dir()))
            self.app.show_error("No lessons", f"There is no lesson in {where}.")
            return None
        return found

    def start_game(self, spec: NewGameSpec) -> None:
        """Start a new game from the New game form (or the command line)."""
        content = self.content_or_error()
        if content is None:
            return
        try:
            session = GameSession.new(content, spec, self.store)
        except Exception as exc:  # a party the engine refuses is told, not raised
            self.app.show_error("The game could not start", str(exc))
            return
        self.begin_session(session)

    def ask_to_set_aside(self, session: GameSession, broken: SlotInfo) -> None:
        """A new game would autosave over a save that cannot be opened: ask first, and keep
        the old files (moved aside, never deleted) when the player goes on; back, the new
        game is closed unsaved."""
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
                self.close_dungeon(session)
                return
            try:
                kept_words = self.store.set_aside(broken.slot)
            except SaveError as exc:
                self.close_dungeon(session)
                self.app.show_error("The old save could not be moved aside", exc.reason + ".")
                return
            self.app.notify("Kept: " + "; ".join(kept_words) + ".", timeout=8)
            self.first_autosave(session)

        self.app.push_screen(
            dialogs.ConfirmDialog("Start a new game?", question, "Start the new game", "Back"),
            answer,
        )

    def begin_session(self, session: GameSession) -> None:
        """Open a new game's dungeon, then check its save slot and write its first autosave."""
        self.open_session(session)
        # Both wait for the game's first prompt: the players see it sooner (reading the old
        # save of the slot builds the save format's checks, a good part of a start-up).
        self.app.when_settled(partial(self.check_slot, session))

    def check_slot(self, session: GameSession) -> None:
        """Before a new game's first autosave: a save of its slot that cannot be opened is
        never written over without asking."""
        broken = self.store.info(session.slot)
        if broken.problem is None or not os.path.lexists(broken.path):
            self.first_autosave(session)
        else:
            self.ask_to_set_aside(session, broken)

    def dungeon_of(self, session: GameSession) -> DungeonScreen | None:
        """The dungeon screen that plays this session, if it is open."""
        return next(
            (
                s
                for s in self.app.screen_stack
                if isinstance(s, DungeonScreen) and s.session is session
            ),
            None,
        )

    def close_dungeon(self, session: GameSession) -> None:
        """Close a new game's dungeon, and the dialogs over it, before it was ever saved."""
        dungeon = self.dungeon_of(session)
        if dungeon is not None:
            while self.app.screen is not dungeon:
                self.app.pop_screen()
            self.app.pop_screen()

    def first_autosave(self, session: GameSession) -> None:
        """Write a new game's first autosave (a failed write is shown on the dungeon's banner,
        and the game goes on: the next autosave tries again); a game that cannot be saved at
        all is closed and told."""
        try:
            session.autosave()
        except Exception as exc:  # a game that cannot even be turned into a save
            self.close_dungeon(session)
            self.app.show_error("The game could not start", str(exc))
            return
        dungeon = self.dungeon_of(session)
        if dungeon is not None:
            dungeon.saving_changed()

    # Saved games -----------------------------------------------------------------------------

    def continue_game(self) -> None:
        """Open the latest autosave (its backup when only that is left)."""
        slot = self.store.latest_autosave()
        if not self.store.exists(slot) and self.store.backup_header(slot) is not None:
            self.open_slot(slot, backup=True)
        else:
            self.open_slot(slot)

    def open_slot(self, slot: str, backup: bool = False, restored: bool = False) -> None:
        """Open a save slot, or say in a dialog why it cannot be opened (a slot whose backup
        was just `restored` is not offered its backup again: that would ask forever)."""
        content = self.content_or_error()
        if content is None:
            return
        try:
            save = self.store.load(slot, backup=backup)
            if save.game == "feed-the-ducks":
                self.open_ducks(save, slot)
                return
            wanted = mods_to_offer(save, content)
            if wanted:
                self.offer_mods(slot, backup, wanted)
                return
            session = GameSession.from_save(content, save, self.store, slot)
        except SaveError as exc:
            backup_header = None if backup or restored else self.store.backup_header(slot)
            if backup_header is not None:
                self.offer_backup(slot, exc.reason, backup_header)
                return
            why = exc.reason + "."
            if restored:
                why = f"Its backup was put back, but it cannot be opened either: {why}"
            self.app.show_error(
                f"Cannot open the save '{slot}'",
                why[:1].upper() + why[1:],
                "The file is left as it is.",
            )
            return
        self.open_session(session)

    def offer_mods(self, slot: str, backup: bool, mods: list[tuple[ModRef, Path]]) -> None:
        """The save was played with mods that are not loaded but are found by name: offer to
        load them (for the rest of this run) and open it."""
        names = ", ".join(f"{ref.id} {ref.version}" for ref, _ in mods)

        def answer(load_them: bool | None) -> None:
            if not load_them:
                return
            self.app.mod_dirs = (*self.app.mod_dirs, *(folder for _, folder in mods))
            self._content = None  # loaded again with the mods
            self.open_slot(slot, backup)

        self.app.push_screen(
            dialogs.ConfirmDialog(
                "This game was played with mods",
                f"The save '{slot}' was played with {names}, found in "
                f"{', '.join(str(folder) for _, folder in mods)}. Load them and go on?",
                "Load the mods and continue (y)",
                "Not now (n)",
            ),
            answer,
        )

    def open_ducks(self, save: SaveFile, slot: str) -> None:
        """Continue a saved game of Feed the Ducks."""
        # Feed the Ducks loads only for its own saves: a Duckgeon game does not wait for it.
        from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen

        self.app.push_screen(DucksGameScreen.from_save_file(save, slot, self.store))

    def offer_backup(self, slot: str, reason: str, backup: SaveHeader) -> None:
        """A slot that cannot be opened but whose backup can: offer to restore the backup
        (the broken file is moved aside, never deleted)."""
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
                self.app.show_error(f"Cannot restore the backup of '{slot}'", exc.reason + ".")
                return
            self.open_slot(slot, restored=True)

        self.app.push_screen(
            dialogs.ConfirmDialog(
                f"Cannot open the save '{slot}'",
                question,
                f"Restore the backup ({when})",
                "Not now",
            ),
            answer,
        )

    def open_session(self, session: GameSession) -> None:
        """Replace whatever game is open with this one's dungeon screen."""
        app = self.app
        while len(app.screen_stack) > 1 and not isinstance(app.screen, TitleScreen):
            app.pop_screen()
        app.push_screen(DungeonScreen(session))
        if session.slot_note:
            app.notify(session.slot_note, title="Another game in this folder", timeout=10)

    # Campaigns and replays -------------------------------------------------------------------

    def campaigns(self) -> CampaignFlow | None:
        """The campaigns' flow, or None after showing why the content could not be loaded."""
        content = self.content_or_error()
        if content is None:
            return None
        # Campaigns (the camp, the campaign's engine and save: a tenth of a second) load when
        # first asked for, not before every game's first prompt.
        from duckgeon_tui.tui.campaign_flow import CampaignFlow

        return CampaignFlow(self.app, content)

    def campaign_menu(self) -> None:
        """The Campaign menu: continue a campaign, or start one."""
        if (flow := self.campaigns()) is not None:
            flow.menu()

    def start_campaign(self, spec: NewGameSpec) -> None:
        """A new campaign from the form or the command line."""
        if (flow := self.campaigns()) is not None:
            flow.start(spec)

    def continue_campaign(self, slot: str | None) -> None:
        """A saved campaign (the latest one going on when no slot is given)."""
        if (flow := self.campaigns()) is not None:
            flow.resume(slot)

    def hall_of_ducks(self) -> None:
        """The Hall of Ducks."""
        self.app.push_screen(screens.HallScreen(self.store, self.loaded_classes()))

    def watch(self, run: RunSummary | Path) -> None:
        """The replay of a run of the Hall of Ducks, or of a run summary or a save named on the
        command line."""
        content = self.content_or_error()
        if content is None:
            return
        from duckgeon_tui.tui import replay_open  # replays (and the save models): when asked for

        replay_open.watch(self.app, content, run)

    # Quitting --------------------------------------------------------------------------------

    def playing(self) -> bool:
        """Whether a game is open (quitting then asks first)."""
        return any(isinstance(s, DungeonScreen) for s in self.app.screen_stack)

    def saved_for_quitting(self) -> bool:
        """Autosave every game open as the app quits; False when one could not be saved (its
        screen then asks the player how to quit)."""
        dungeons = [s for s in self.app.screen_stack if isinstance(s, DungeonScreen)]
        return all(screen.saved_for_quitting() for screen in dungeons)


def mods_to_offer(save: SaveFile, content: Content) -> list[tuple[ModRef, Path]]:
    """The mods a save was played with that are not loaded, each with the folder it is found
    in by name (the same version); empty when every one is loaded, or when one is not found
    (opening the save then says which is missing)."""
    loaded = {m.id for m in content.mods}
    missing = [ref for ref in save.mods if ref.id not in loaded]
    found: dict[str, Path] = {}
    for folder in paths.mod_folders() if missing else []:
        manifest = read_manifest(folder)
        if manifest is not None:
            found.setdefault(f"{manifest.id} {manifest.version}", folder)
    offered = [(ref, found.get(f"{ref.id} {ref.version}")) for ref in missing]
    if any(folder is None for _, folder in offered):
        return []
    return [(ref, folder) for ref, folder in offered if folder is not None]
