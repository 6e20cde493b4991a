"""The dungeon screen's widgets and how they are drawn from the game: map, corridor walk, quest
map panel, dice tray, Booster-Wooster, Scrolls, banner and log."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.describe import look_text
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.textual_fixes import GameFooter
from duckgeon_tui.tui.themes import Palette, palette_for
from duckgeon_tui.tui.widgets.booster import BoosterTrack
from duckgeon_tui.tui.widgets.corridor_view import CorridorView, CorridorWalk
from duckgeon_tui.tui.widgets.dice_tray import DiceTray
from duckgeon_tui.tui.widgets.map_view import MapView, player_colour
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_map import WalkOnMap
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel
from duckgeon_tui.tui.widgets.scrolls import Scrolls

if TYPE_CHECKING:
    from duckgeon_tui.engine import Event, Game

Pos = tuple[int, int]
DEFAULT_PICK = ("walk", "fighter", "fighter", "duck", "loot", "funky")
PANEL_FROM_HEIGHT = 36
"""Screens at least this tall show the quest map as a panel under the room (else key M)."""
SNUG_HEIGHTS = range(40, 50)
"""Heights where the message log gives two lines to the panel so the room fits whole."""


class DungeonView(Screen[None]):
    """Draws the engine's state; holds no game state of its own beyond what is being chosen."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.acting: str | None = None
        self.choosing: dict[Pos, list[Any]] = {}
        self.choosing_what = ""
        self.choosing_title = ""
        self.choosing_stage = ""
        self.offered_rooms: dict[int, Any] = {}
        self.stay_turn: int | None = None
        self.last_player: str | None = None
        self.last_roll: Event | None = None
        self.last_pick: tuple[str, ...] = DEFAULT_PICK
        self.walk: CorridorWalk | None = None
        self.resume_flow = False
        self.bot = PartyBot(random.Random(session.game.seed))
        self.hint: tuple[tuple[int, str, str], Any] | None = None

    @property
    def game(self) -> Game:
        """The engine game being shown."""
        return self.session.game

    @property
    def palette(self) -> Palette:
        """The game colours of the current theme."""
        return palette_for(self.app.theme)

    def compose(self) -> ComposeResult:
        yield Static("", id="banner")
        with Horizontal(id="main"):
            with Vertical(id="map-column"):
                yield MapView(self.game, self.palette, id="map")
                yield CorridorView(self.game, self.palette, id="corridor")
                yield QuestMapPanel(self.game, self.palette, id="quest-panel")
            with VerticalScroll(id="side"):
                yield DiceTray(id="tray")
                yield BoosterTrack(id="booster")
                yield Scrolls(id="scrolls")
        yield Static("", id="look")
        yield MessageLog(self.palette, id="log")
        yield GameFooter()

    def built(self) -> bool:
        """Whether the screen's widgets exist (not while it is being built or closed)."""
        return bool(self.query("#map"))

    def on_resize(self, event: events.Resize) -> None:
        height = event.size.height
        self.set_class(height >= PANEL_FROM_HEIGHT, "-quest-panel")
        self.set_class(height in SNUG_HEIGHTS, "-panel-snug")

    def panel_shown(self) -> bool:
        """Whether the quest map panel is on the screen (tall enough terminals)."""
        return self.app.size.height >= PANEL_FROM_HEIGHT

    # Drawing -------------------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Redraw every part from the game."""
        if not self.built():
            return
        game, pal = self.game, self.palette
        names = [d.name for d in game.ducks]
        if game.active:
            self.acting = game.active
        elif self.acting not in names:
            self.acting = next((d.name for d in game.ducks if d.dice), names[0] if names else None)
        if self.walk is not None and str(game.phase) != "room_table":
            self.walk = None  # the party has entered the room at the corridor's end
        self.query_one(MapView).show(game, pal)
        self.query_one(MapView).display = self.walk is None
        corridor = self.query_one(CorridorView)
        corridor.display = self.walk is not None
        self.draw_panel()
        tray = self.query_one(DiceTray)
        tray.animate_rolls = self.session.animation
        tray.show(game, pal, self.acting, self.last_roll)
        self.query_one(BoosterTrack).show(game, pal)
        self.query_one(Scrolls).show(game, pal, self.acting)
        self.query_one(MessageLog).set_palette(pal)
        self.draw_banner()
        self.describe_cursor()

    def draw_panel(self) -> None:
        """The quest map panel: the party on its corridor while walking, the rooms it may go to."""
        walk = self.walk
        on_map = None
        if walk is not None:
            view = self.query_one(CorridorView)
            progress = view.step / walk.length if walk.length else 1.0
            on_map = WalkOnMap(walk.corridor, walk.from_room, progress)
        self.query_one(QuestMapPanel).show(self.game, self.palette, on_map, self.offered_rooms)

    def draw_banner(self) -> None:
        """Whose Duckventurer acts, in the player's colour; a 'pass to' notice on a change."""
        if not self.built():
            return
        game = self.game
        view = game.room_view()
        text = Text()
        text.append(f" Turn {game.turn} ", style="bold reverse")
        if self.walk is not None:
            text.append(f" Corridor to room {self.walk.to_room}: {self.walk.to_name} ")
        else:
            text.append(f" Room {game.room_number}: {view.name} ")
        if view.cleared:
            text.append("(Cleared) ", style=self.palette.good)
        text.append(f"| {phase_words(str(game.phase))} ", style="dim")
        if self.acting:
            player = game.player_of(self.acting)
            colour = player_colour(game, player, self.palette)
            text.append(f" {player}: {self.acting} ", style=f"bold #000000 on {colour}")
            players = {d.player for d in game.ducks}
            if self.last_player is not None and player != self.last_player and len(players) > 1:
                self.notify(
                    f"Pass the keyboard to {player} ({self.acting}).", title="Hot-seat", timeout=4
                )
            self.last_player = player
        if self.choosing_what:
            text.append(f"\n {self.choosing_what}", style=f"bold {self.palette.cursor}")
        banner = self.query_one("#banner", Static)
        if banner.has_class("-choosing") != bool(self.choosing_what):
            banner.set_class(bool(self.choosing_what), "-choosing")
            self.refresh_bindings()  # the footer shows the keys of choosing only meanwhile
        banner.update(text)

    def describe_cursor(self) -> None:
        """The one-line Look at the space under the cursor."""
        if not self.built():
            return
        pos = self.query_one(MapView).cursor
        try:
            first = look_text(self.game, pos).splitlines()
        except (KeyError, IndexError, ValueError):
            first = [f"{pos[0]},{pos[1]}"]
        self.query_one("#look", Static).update(" | ".join(first[:2]))

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        self.describe_cursor()

    def record(self, events: list[Event]) -> None:
        """Write events to the log; remember the latest roll for the tray."""
        if not self.built():
            return
        log = self.query_one(MessageLog)
        for event in events:
            log.add(event.kind, event.text)
            if event.kind in ("roll", "room_table", "goose", "loot") and event.faces:
                self.last_roll = event

    async def show_walk(self, events: list[Event]) -> None:
        """If the events walked a corridor, show the party walking it (the timer steps it when
        animation is on; the panel follows) and wait until it reaches the far door."""
        walk = CorridorWalk.of(self.game, events)
        if walk is None or not self.built():
            return
        self.walk = walk
        view = self.query_one(CorridorView)
        view.play(self.game, self.palette, walk, self.session.animation)
        self.refresh_all()
        if view.walking:
            view.focus()
            timer = self.set_interval(0.1, self.draw_panel)
            await view.finished.wait()
            timer.stop()
            self.query_one(MapView).focus()
        self.refresh_all()


def phase_words(phase: str) -> str:
    """A phase in words for the banner."""
    return {
        "room_table": "entering the room",
        "goose_sign": "DuckDuckGoose: add or subtract",
        "pick": "choose the dice",
        "share": "share the dice",
        "act": "Duckventurers act",
        "walk": "walking",
        "roll": "after the roll",
        "loot_roll": "roll the Loot",
        "loot_split": "share the Loot",
        "over": "game over",
    }.get(phase, phase)
