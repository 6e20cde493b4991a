"""The dungeon screen: map, corridor walk, quest map panel, dice tray, Booster-Wooster, Scrolls,
banner, a lesson's prompts, Look line and log, each a widget that draws its part from the
attributes the screen binds to it ("attributes down"); the widgets' messages (a space chosen, a
room clicked, a step along a corridor) come back up to the screen, and its keys go to the turn
flow."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from textual import events
from textual.app import ComposeResult, SystemCommand
from textual.binding import ActiveBinding, Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.reactive import var
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import Event, Game, Phase
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.saves import SaveError
from duckgeon_tui.tui import dialogs, screens
from duckgeon_tui.tui.colours import GAME_CLASSES
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.first_frame import FirstFrame
from duckgeon_tui.tui.flow.acting import (
    hand_over_to,
    keys_now,
    keys_passed,
    keys_restored,
    last_actor,
)
from duckgeon_tui.tui.flow.map_choosing import NOTHING, Choice, order_spaces
from duckgeon_tui.tui.flow.prompts import HINT_KEYS
from duckgeon_tui.tui.flow.questions import Named
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.held_keys import HoldsKeys
from duckgeon_tui.tui.log_notes import LogNote, story
from duckgeon_tui.tui.quest_opening import opening_lines
from duckgeon_tui.tui.screens.dungeon_seat import DungeonSeat
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.textual_fixes import GameFooter, StyledOnce
from duckgeon_tui.tui.widgets.booster import BoosterTrack
from duckgeon_tui.tui.widgets.corridor_view import CorridorView
from duckgeon_tui.tui.widgets.dice_tray import DiceTray, latest_roll
from duckgeon_tui.tui.widgets.dungeon_banner import DungeonBanner
from duckgeon_tui.tui.widgets.lesson_panel import LessonPanel
from duckgeon_tui.tui.widgets.look_line import LookLine
from duckgeon_tui.tui.widgets.look_panel import LookPanel
from duckgeon_tui.tui.widgets.map_legend import MapLegend
from duckgeon_tui.tui.widgets.map_view import MapView, player_number
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_goals import QuestGoals
from duckgeon_tui.tui.widgets.quest_map import WalkOnMap
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel
from duckgeon_tui.tui.widgets.save_failure import SaveFailureBanner
from duckgeon_tui.tui.widgets.scrolls import FIRST_AID, Scrolls

if TYPE_CHECKING:
    from duckgeon_tui.tui.dialogs.unsaved_quit import QuitAnswer
    from duckgeon_tui.tui.game_app import GameApp

# The dialogs and screens opened from the dungeon by a key (Cards, Save, the message history
# ...) are names of their packages (`dialogs.X`, `screens.X`), imported when first opened: the
# dungeon opens sooner without them.

Pos = tuple[int, int]
PANEL_FROM_HEIGHT = 36
"""Screens at least this tall show the quest map as a panel under the room (else key M)."""
SNUG_HEIGHTS = range(40, 50)
"""Heights where the message log gives two lines to the panel so the room fits whole."""
ROOMY_HEIGHT = 40
ROOMY_WIDTH = 100
"""Screens at least this big show every Scroll whole and the map legend beside the room."""
FOOTER_FIRST = ("question_mark", "e", "1", "tab", "x", "g", "s", "full_stop")
"""The keys the footer shows first, whatever else it has room for: Help, End turn, the dice's
1-9 (how a Duckventurer acts), Tab to the next Duckventurer, Look and the legend, which explain
the map; then Save (every action is autosaved: at 80 columns it gives way) and `.`, every move
there is."""
GO_ON = "p"
"""The key that goes on with the turn: shown next while a dialog the players closed waits for
it (the banner says so), even at 80 columns."""


class DungeonScreen(HoldsKeys, StyledOnce, Screen[None]):
    """Shows one game; holds what is shown and chosen now, never game state of its own."""

    FOOTER_FIRST: ClassVar[tuple[str, ...]] = FOOTER_FIRST

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)
    """The game's colours, styled once here for all the screen's widgets."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "app.help", "Help"),
        Binding("s", "save", "Save"),
        Binding("e", "end_turn", "End turn"),
        *[
            Binding(str(n), f"use_die({n - 1})", "Use die", show=n == 1, key_display="1-9")
            for n in range(1, 10)
        ],
        Binding(GO_ON, "resume", "Go on"),
        Binding("tab", "next_duck(1)", "Next duck"),
        Binding("shift+tab", "next_duck(-1)", "Prev duck", show=False),
        Binding("tab", "next_mark(1)", "Next space"),
        Binding("shift+tab", "next_mark(-1)", "Prev space", show=False),
        Binding("o", "choice_menu", "Menu of choices"),
        Binding("f", "free_action", "Free action"),
        Binding("c", "cards", "Cards"),
        Binding("x", "look", "Look"),
        Binding("M", "quest_map", "Quest map"),
        Binding("g", "legend", "Legend"),
        Binding("m", "focus_log", "Log / map", show=False),
        Binding("end", "log_newest", "Newest message", show=False),
        Binding("H", "history", "Message history"),
        Binding(HINT_KEYS[0], "show_hint", "Hint"),
        Binding(HINT_KEYS[1], "take_hint", "Take hint"),
        Binding("z,ctrl+z", "undo", "Undo"),
        Binding("r", "shop", "Shop"),
        Binding("full_stop", "all_actions", "All actions"),
        Binding("escape", "cancel", "Cancel", show=False),
    ]

    game: var[Game] = var(cast("Game", None), always_update=True, init=False)
    """The game shown: set again whenever it changed, every bound widget redraws."""
    acting: var[str | None] = var(None, init=False)
    """The Duckventurer the keys act for."""
    choice: var[Choice] = var(NOTHING, init=False)
    walk: var[CorridorWalk | None] = var(None, init=False)
    """The corridor just walked, shown until the party enters the room at its end."""
    last_roll: var[Event | None] = var(None, always_update=True, init=False)
    animation: var[bool] = var(True, init=False)
    save_failure: var[str] = var("", init=False)
    """Why saving fails, while it does (empty once a save works again)."""
    panel: var[str] = var("", init=False)
    """What the side shows besides the dice and Scrolls: '', 'legend' (the map legend) or
    'look' (the space under the roaming cursor)."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.seat = DungeonSeat(self)
        self.first_frame = FirstFrame(self)
        self.flow = TurnFlow(self.seat, session)
        self.map_view: MapView | None = None
        self.set_reactive(DungeonScreen.game, session.game)
        self.set_reactive(DungeonScreen.animation, session.animation)
        # A game continued shows what it showed when saved: its last roll, whom the keys
        # acted for (as saved, else the Duckventurer of its last action).
        self.set_reactive(DungeonScreen.last_roll, latest_roll(session.events))
        game = session.game
        acted = session.acting or last_actor(game)
        self.acting_at: int | None
        """The game's log length when the keys were given to `acting` (by Tab, or by
        `keys_now`): a game continued goes on with whom they acted for."""
        session.acting, self.acting_at = keys_restored(game, acted)
        self.set_reactive(DungeonScreen.acting, session.acting)

    @property
    def duckgeon(self) -> GameApp:
        """The app, with the options of this run."""
        return cast("GameApp", self.app)

    @property
    def session(self) -> GameSession:
        """The game being played and where it is saved (the flow's)."""
        return self.flow.session

    def compose(self) -> ComposeResult:
        # The classes for this height, before the widgets are styled: set at the first resize
        # instead, each restyled the whole screen again.
        self.fit_height(self.app.size.height, update=False)
        self.fit_width(*self.app.size, update=False)
        game = self.game
        screen = DungeonScreen
        yield DungeonBanner(game, id="banner").data_bind(
            screen.game, screen.acting, screen.walk, screen.choice
        )
        yield SaveFailureBanner(id="save-failure").data_bind(reason=screen.save_failure)
        with Horizontal(id="main"):
            with Vertical(id="map-column"):
                self.map_view = MapView(game, id="map")
                yield self.map_view.data_bind(screen.game)
                yield CorridorView(game, id="corridor")
                yield QuestMapPanel(game, id="quest-panel").data_bind(screen.game)
            with VerticalScroll(id="side"):
                yield DiceTray(game, id="tray").data_bind(
                    screen.game,
                    screen.acting,
                    roll=screen.last_roll,
                    animate_rolls=screen.animation,
                )
                yield Scrolls(game, id="scrolls").data_bind(screen.game, screen.acting)
                yield QuestGoals(game, id="goals").data_bind(screen.game)
                if game.quest.booster_wooster is not None:
                    yield BoosterTrack(game, id="booster").data_bind(screen.game)
                yield MapLegend(game, id="legend").data_bind(screen.game)
                yield LookPanel(game, id="look-panel").data_bind(screen.game)
        if self.session.lesson is not None:
            self.add_class("-lesson")
            lesson = LessonPanel(game, self.session.lesson, id="lesson", classes="lesson-panel")
            yield lesson.data_bind(screen.game)
        yield LookLine(game, id="look").data_bind(screen.game)
        yield MessageLog(id="log")
        yield GameFooter()

    def on_mount(self) -> None:
        quest, built, scenario = self.game.quest, self.game.dungeon, self.game.scenario
        where = "" if built is None else f"; built from the room pool, dungeon seed {built.seed}"
        name = quest.name if scenario is None else scenario.name
        self.write_log("room", f"{name} (seed {self.game.seed}{where})")
        for kind, text in story(self.session.events, self.session.notes):
            self.write_log(kind, text)  # a game continued: its story so far
        if not self.session.events and not self.session.notes and self.session.lesson is None:
            for text in opening_lines(self.game):  # a new game: what the quest is about
                self.note("room", text)
        view = self.query_one(MapView)
        duck = self.acting_duck()
        if duck is not None and duck.pos is not None:
            view.move_to(duck.pos)  # the cursor on whom the keys act for
        view.focus()
        if getattr(self.app, "starting", False):
            self.first_frame.hold(self)  # the game's first frame shows its first prompt
        self.flow.begin()

    def built(self) -> bool:
        """Whether the screen's widgets exist (not while it is being built or closed)."""
        # Asked for every key binding shown: a query would search the whole screen each time.
        return self.map_view is not None and self.map_view.is_attached

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys, Help, Save, End turn and 1-9 first: the footer always has room for them (the
        app's own Tab would otherwise come first); `p` in the place of 1-9 while only it goes
        on (a dialog closed: the banner's words, and nothing to choose on the map)."""
        bindings = super().active_bindings
        waiting = self.choice.words and not self.choice.active
        keys = self.FOOTER_FIRST
        first = tuple(GO_ON if k == "1" else k for k in keys) if waiting else keys
        return {**{k: bindings[k] for k in first if k in bindings}, **bindings}

    def check_action(self, action: str, _parameters: tuple[object, ...]) -> bool | None:
        if not self.built() and self.is_mounted:
            return False  # keys queued while the screen is being closed do nothing
        # While the screen is built, the keys are as they will be once it is: the footer is
        # made meanwhile (else it was made again), and keys typed meanwhile wait (HeldKeys).
        if action in ("choice_menu", "next_mark"):
            return self.choice.active  # in the footer only while choosing on the map
        if action == "next_duck":
            return not self.choice.active  # meanwhile Tab steps through the marked spaces
        return True

    def on_resize(self, event: events.Resize) -> None:
        self.fit_height(event.size.height)
        self.fit_width(*event.size)

    def fit_height(self, height: int, update: bool = True) -> None:
        """Show the quest map panel on tall enough screens, snug on some heights."""
        classes = {
            "-quest-panel": height >= PANEL_FROM_HEIGHT,
            "-panel-snug": height in SNUG_HEIGHTS,
        }
        self.update_classes(classes, update=update)

    def fit_width(self, width: int, height: int, update: bool = True) -> None:
        """A wider side on roomy screens; shortened Scrolls and dice tray on small ones."""
        self.set_class(height >= ROOMY_HEIGHT and width >= ROOMY_WIDTH, "-roomy", update=update)
        for scrolls in self.query(Scrolls):
            scrolls.compact = height < ROOMY_HEIGHT
        for tray in self.query(DiceTray):
            tray.compact = height < ROOMY_HEIGHT

    def watch_panel(self, old: str, new: str) -> None:
        self.remove_class(f"-panel-{old}")
        self.add_class(f"-panel-{new}")
        if self.built():
            self.query_one(LookPanel).pos = self.query_one(MapView).cursor
            self.refresh_bindings()

    def panel_shown(self) -> bool:
        """Whether the quest map panel is on the screen (tall enough terminals)."""
        return self.app.size.height >= PANEL_FROM_HEIGHT

    # What is shown: set here, drawn by the widgets bound to it ------------------------------

    def game_changed(self) -> None:
        """The game changed (an action, an undo, a game restored): show it as it stands."""
        self.game = self.flow.game

    def watch_game(self, game: Game) -> None:
        self.saving_changed()
        old, given_at = self.acting, self.acting_at
        self.acting, self.acting_at = keys_now(game, old, given_at)
        if passed := keys_passed(game, old, self.acting, given_at):
            self.write_log("info", passed)
        if self.walk is not None and game.phase != Phase.ROOM_TABLE:
            self.walk = None  # the party has entered the room at the corridor's end

    def watch_acting(self, old: str | None, new: str | None) -> None:
        self.session.acting = new
        game = self.game
        player = hand_over_to(game, old, new)
        if player is not None and new is not None and self.duckgeon.hand_over:
            self.app.push_screen(screens.HandOverScreen(player, new, player_number(game, player)))

    def watch_walk(self, walk: CorridorWalk | None) -> None:
        if not self.built():
            return
        self.query_one(MapView).display = walk is None
        self.query_one(CorridorView).display = walk is not None
        if walk is None:
            self.query_one(QuestMapPanel).walk = None

    def watch_animation(self, animation: bool) -> None:
        self.session.animation = animation

    def saving_changed(self) -> None:
        """Show whether the last autosave failed, and why."""
        failure = self.session.save_failure
        self.save_failure = failure.reason if failure is not None else ""

    def watch_save_failure(self, old: str, new: str) -> None:
        if new and new != old:
            self.write_log("error", f"Saving failed: {new}. The game goes on as it is.")
            self.notify(f"Saving failed: {new}", title="Not saved", severity="error")
        elif old and not new:
            self.write_log("info", "Saved again.")
            self.notify("The game is saved again.", title="Saved")

    def watch_choice(self, old: Choice, new: Choice) -> None:
        if not self.built():
            return
        view = self.query_one(MapView)
        view.marks = new.marks
        self.query_one(QuestMapPanel).offered = tuple(new.rooms)
        if new is not old and (new.active or new.words):
            if new.active:
                start = view.cursor if view.cursor in new.options else order_spaces(new.options)[0]
                view.move_to(new.cursor or start)
            view.focus()
        if bool(old.words) != bool(new.words) or old.active != new.active:
            self.refresh_bindings()  # the footer shows the keys of choosing only meanwhile

    def offer(self, choice: Choice) -> None:
        """Let the players choose on the map (or, with no options, show where a menu aims)."""
        if self.built():
            self.choice = choice

    def clear_choice(self) -> None:
        """Leave target/walk/door choosing."""
        self.choice = NOTHING

    def acting_duck(self) -> DuckState | None:
        """The Duckventurer the keys act for."""
        return self.game.duck(self.acting) if self.acting else None

    def write_log(self, kind: str, text: str) -> None:
        """A line in the message log."""
        for log in self.query(MessageLog):
            log.add(kind, text)

    def note(self, kind: str, text: str) -> None:
        """A line in the message log that is no event of the game, kept with it (a hint)."""
        self.write_log(kind, text)
        session = self.session
        session.notes.append(LogNote(len(session.events), kind, text))

    def record(self, events: list[Event]) -> None:
        """Write events to the log; the latest roll goes to the tray."""
        for event in events:
            self.write_log(event.kind, event.text)
        roll = latest_roll(events)
        if roll is not None:
            self.last_roll = roll

    async def show_walk(self, events: list[Event], animate: bool = True) -> None:
        """If the events walked a corridor, show the party walking it (step by step when
        animation is on; the panel follows) and wait until it reaches the far door."""
        walk = CorridorWalk.of(self.game, events)
        if walk is None or not self.built():
            return
        self.walk = walk
        view = self.query_one(CorridorView)
        view.play(self.game, walk, animate and self.animation)
        self.walked_to(walk, view.step)  # at once: the flow goes on without waiting for it
        if view.walking:
            view.focus()
            await view.finished.wait()
            self.query_one(MapView).focus()

    def holds_keys(self) -> bool:
        """Keys wait while the turn's flow works between two dialogs (they are for what it opens
        next), but not while a corridor walk shows (a key there ends the show)."""
        if not any(
            w.node is self and w.group == "flow" and not w.is_finished for w in self.workers
        ):
            return False
        return not (self.built() and self.query_one(CorridorView).walking)

    def covered(self) -> bool:
        """Whether a screen that is not a dialog (Help, Load ...) is open above this one."""
        stack = self.app.screen_stack
        above = stack[stack.index(self) + 1 :] if self in stack else []
        return any(not isinstance(s, Dialog) for s in above)

    def on_screen_suspend(self) -> None:
        self.flow.waiting = not isinstance(self.app.screen, Dialog)

    def on_screen_resume(self) -> None:
        self.seat.resume()

    # Messages from the widgets and the flow's worker ----------------------------------------

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker: Worker[object] = event.worker
        if worker.group == "flow" and event.state is WorkerState.ERROR and worker.error:
            self.flow.failed(worker.error)

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        self.query_one(LookLine).pos = event.pos
        self.query_one(LookPanel).pos = event.pos

    def on_map_view_chosen(self, event: MapView.Chosen) -> None:
        if self.choice.active:
            self.flow.choose_at(event.pos)
        elif self.panel != "look" and self.acting and self.game.knocked_out(self.acting):
            self.notify(f"{self.acting} is knocked out: {FIRST_AID} (Tab: the next duck, x: Look).")
        else:
            self.look_at(event.pos)

    def on_quest_map_panel_room_chosen(self, event: QuestMapPanel.RoomChosen) -> None:
        if self.choice.rooms:
            self.flow.go_to_room(event.number)
        else:
            self.notify(
                f"Room {event.number}: the party may set off toward it from a Cleared room "
                "next to it, before the dice are picked."
            )

    def on_corridor_view_stepped(self, event: CorridorView.Stepped) -> None:
        self.walked_to(event.walk, event.step)

    def walked_to(self, walk: CorridorWalk, step: int) -> None:
        """The party on the quest map panel, `step` spaces along its corridor."""
        progress = step / walk.length if walk.length else 1.0
        self.query_one(QuestMapPanel).walk = WalkOnMap(walk.corridor, walk.from_room, progress)

    def look_at(self, pos: Pos) -> None:
        """Look mode at a space: the cursor roams the room and the side says what is under it."""
        view = self.query_one(MapView)
        view.move_to(pos)
        view.focus()
        self.panel = "look"

    # Keys --------------------------------------------------------------------------------------

    def action_next_mark(self, step: int) -> None:
        self.query_one(MapView).next_mark(step)

    def action_next_duck(self, step: int) -> None:
        if self.game.active:
            self.notify(f"{self.game.active} must finish first.")
            return
        names = [d.name for d in self.game.ducks]
        if not names:
            return
        index = names.index(self.acting) if self.acting in names else -1
        self.act_for(names[(index + step) % len(names)])
        self.clear_choice()

    def act_for(self, name: str) -> None:
        """Give the keys to a Duckventurer (they stay with it while it can act this turn)."""
        self.acting_at = len(self.game.log)
        self.acting = name

    def action_use_die(self, index: int) -> None:
        self.flow.use_die(index)

    def action_free_action(self) -> None:
        self.flow.free_action()

    def action_choice_menu(self) -> None:
        self.flow.choice_menu()

    def action_cards(self) -> None:
        duck = self.acting_duck()
        if duck is None or not duck.hand:
            self.notify("No Funkards in hand.")
            return

        dialogs.show_hand(self.app, self.game, duck)

    def action_end_turn(self) -> None:
        self.flow.end_turn()

    def action_undo(self) -> None:
        self.flow.undo()

    def close_panel(self) -> None:
        """Back from Look or the legend; while choosing on the map, the cursor goes back onto a
        space that may be chosen (never a wall Look left it on)."""
        self.panel = ""
        view, choice = self.query_one(MapView), self.choice
        if choice.active and view.cursor not in choice.options:
            view.move_to(choice.cursor or order_spaces(choice.options)[0])

    def action_look(self) -> None:
        if self.panel == "look":
            self.close_panel()
        else:
            self.look_at(self.query_one(MapView).cursor)

    def action_legend(self) -> None:
        self.panel = "" if self.panel == "legend" else "legend"

    def action_history(self) -> None:
        self.app.push_screen(screens.MessageHistoryScreen(self.query_one(MessageLog).entries))

    def action_focus_log(self) -> None:
        log = self.query_one(MessageLog)
        if log.has_focus:
            self.query_one(MapView).focus()
        else:
            log.focus()

    def action_log_newest(self) -> None:
        self.query_one(MessageLog).scroll_end(animate=False)

    def action_all_actions(self) -> None:
        self.flow.all_actions()

    def action_shop(self) -> None:
        self.flow.extra(Named.SHOP)

    def action_quest_map(self) -> None:
        self.flow.extra(Named.MAP)

    def action_show_hint(self) -> None:
        self.flow.show_hint()

    def show_hint(self) -> None:
        """What the party bot would do now (the flow dialogs' `i` asks for it here)."""
        self.flow.show_hint()

    def action_take_hint(self) -> None:
        self.flow.take_hint()

    def action_resume(self) -> None:
        self.flow.go_on()

    def action_cancel(self) -> None:
        view = self.query_one(MapView)
        if not view.has_focus and self.query_one(MessageLog).has_focus:
            view.focus()  # back from the log to the map
        elif self.panel:
            self.close_panel()
        elif self.choice.cancellable:
            self.clear_choice()
        elif self.choice.stage == "walk":
            who = self.game.active or self.acting or "The Duckventurer"
            self.notify(
                f"The DuckWalk is rolled and cannot be taken back: choose where {who} ends "
                f"(Enter on {possessive(who)} own space: stay put)."
            )

    def action_save(self) -> None:
        if self.session.kept_in is not None:  # a campaign's quest: the campaign is saved
            self.flow.save_in_place()
            return

        def chosen(slot: str | None) -> None:
            if slot:
                self.flow.save(slot)

        self.app.push_screen(
            dialogs.SaveSlotDialog(f"{self.game.quest.id}-turn-{self.game.turn}"), chosen
        )

    def save_game(self) -> None:
        """Save (`s`), also from a dialog of the turn's flow waiting over the room."""
        self.action_save()

    def autosave(self) -> bool:
        """Write the autosave now; False when it failed (the banner says why)."""
        return self.flow.autosave()

    def saved_for_quitting(self) -> bool:
        """Autosave as the app quits; when that fails, ask the player whether to save the game
        elsewhere or quit without saving (the answer quits the app) and say False."""
        if self.autosave():
            return True
        asking = (dialogs.UnsavedQuitDialog, dialogs.SaveElsewhereDialog)
        if not any(isinstance(s, asking) for s in self.app.screen_stack):
            self.app.push_screen(dialogs.UnsavedQuitDialog(self.save_failure), self.quit_answered)
        return False

    def quit_answered(self, answer: QuitAnswer | None) -> None:
        """Quit without saving, or save in a folder the player types first (None: play on)."""
        if answer == "quit":
            self.app.exit()
        elif answer == "elsewhere":
            suggestion = Path.home() / "duckgeon-saves"
            self.app.push_screen(
                dialogs.SaveElsewhereDialog(suggestion, self.save_elsewhere), self.saved_elsewhere
            )

    def save_elsewhere(self, folder: Path) -> str | None:
        """Save the game in another folder (and autosave there from now on); why not, if not."""
        try:
            self.session.save_elsewhere(folder)
        except SaveError as exc:
            return exc.reason
        self.saving_changed()
        return None

    def saved_elsewhere(self, folder: Path | None) -> None:
        """The game is saved in `folder`: quit (None: back to the game)."""
        if folder is not None:
            self.app.exit(message=f"Saved in {folder}: continue it with --saves {folder}")

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The game's commands for the command palette."""
        yield SystemCommand("Save game", "Save to a named slot", self.action_save)
        yield SystemCommand("Undo", "Take back the last choice (never a roll)", self.action_undo)
        yield SystemCommand("End turn", "The Beasties act", self.action_end_turn)
        yield SystemCommand("All actions", "Every legal action now", self.action_all_actions)
        yield SystemCommand("Look", "What is under the cursor", self.action_look)
        yield SystemCommand("Message history", "Every message, searchable (H)", self.action_history)
        yield SystemCommand("Shop", "Buy Funkards and rank up (r)", self.action_shop)
        yield SystemCommand("Quest map", "Rooms, corridors, leaving (M)", self.action_quest_map)
        yield SystemCommand("Hint", "What the party bot would do (i)", self.action_show_hint)
        yield SystemCommand("Take the hint", "Play the bot's choice (I)", self.action_take_hint)
        yield SystemCommand(
            "Animation on/off", "Dice explosion chains step by step", self.toggle_animation
        )
        yield SystemCommand(
            "Hand-overs on/off",
            "Hot-seat: 'pass the keyboard' between players' turns",
            self.toggle_hand_over,
        )

    def toggle_hand_over(self) -> None:
        """Turn the hot-seat hand-over screens on or off (one person playing every side)."""
        app = self.duckgeon
        app.hand_over = not app.hand_over
        self.notify(f"Hand-overs {'on' if app.hand_over else 'off'}.")

    def toggle_animation(self) -> None:
        """Turn the dice animation on or off (saved with the game)."""
        self.animation = not self.animation
        self.notify(f"Animation {'on' if self.animation else 'off'}.")
