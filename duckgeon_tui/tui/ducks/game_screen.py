"""The Feed the Ducks game screen: the pond, the seats, the move list and the turn loop."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, ClassVar, assert_never

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Label, Static
from textual.worker import Worker, WorkerState

from duckgeon_tui import paths
from duckgeon_tui.ducks.actions import (
    ChooseWinner,
    DuckSlid,
    Event,
    PlaceBreadcrumb,
)
from duckgeon_tui.ducks.ai import Choice, Level, choose
from duckgeon_tui.ducks.board import EDGE, SPACES
from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.ducks.errors import IllegalMove
from duckgeon_tui.ducks.game import DucksGame, Phase
from duckgeon_tui.saves import SaveError, SaveStore, default_saves_dir
from duckgeon_tui.saves.store import now_iso
from duckgeon_tui.tui.ducks.config import COLOUR_NAMES, DucksConfig, Seat
from duckgeon_tui.tui.ducks.dialogs import AfterGame, GameOverDialog, TieDialog
from duckgeon_tui.tui.ducks.move_list import move_lines
from duckgeon_tui.tui.ducks.picture import PondPicture
from duckgeon_tui.tui.ducks.pond import DUCK_CLASSES, PondView
from duckgeon_tui.tui.ducks.save import SLOT, DucksSave, from_save_file, write_save
from duckgeon_tui.tui.ducks.slide import Cells, slide_frames
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader, StyledOnce

if TYPE_CHECKING:
    from duckgeon_tui.saves.models import SaveFile
from duckgeon_tui.tui.themes import COLOUR_BLIND_THEME

SHORT_SCREEN = 40
"""A screen with fewer rows than this shows the status beside the pond, not under it."""
FRAME_SECONDS = 0.07
HINT_LEVEL: Level = "hard"


def new_game(config: DucksConfig, seed: int) -> DucksGame:
    """A fresh game for the table: its edge drafted, or drawn at random from the seed."""
    return DucksGame.new(config.players, config.setup, random.Random(seed), config.advanced)


class DucksGameScreen(StyledOnce, Screen[None]):
    """One game at the pond; the engine holds the game, this screen shows it and asks for moves."""

    CSS_PATH = paths.stylesheet("ducks/ducks.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u", "undo", "Undo"),
        Binding("h", "hint", "Hint"),
        Binding("s", "save", "Save"),
        Binding("l", "letters", "Letters"),
        Binding("m", "animation", "Animation"),
        Binding("escape", "leave", "Leave"),
    ]

    def __init__(
        self,
        config: DucksConfig,
        *,
        game: DucksGame | None = None,
        seed: int | None = None,
        created_at: str | None = None,
        store: SaveStore | None = None,
    ) -> None:
        super().__init__()
        self.config = config
        self.seed = seed if seed is not None else config.game_seed(random.Random())
        self.game = game if game is not None else new_game(config, self.seed)
        self.created_at = created_at or now_iso()
        self.store = store if store is not None else SaveStore(default_saves_dir())
        self._rng = random.Random(self.seed)
        self._ai_worker: Worker[Choice] | None = None
        self._hint_worker: Worker[Choice] | None = None
        self._hint: int | None = None
        self._frames: list[Cells] = []
        self._timer: Timer | None = None
        self._dialog_open = False
        self._message = ""

    @classmethod
    def from_save(cls, saved: DucksSave, store: SaveStore | None = None) -> DucksGameScreen:
        """The screen continuing a saved game."""
        return cls(
            saved.config,
            game=saved.game,
            seed=saved.seed,
            created_at=saved.created_at,
            store=store,
        )

    @classmethod
    def from_save_file(cls, save: SaveFile, slot: str, store: SaveStore) -> DucksGameScreen:
        """The screen continuing the game of a save slot's file (SaveError if it is none)."""
        return cls.from_save(from_save_file(save, slot), store)

    # layout ----------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield GameHeader()
        with Horizontal(id="ducks-main"):
            with Vertical(id="ducks-pond-box"):
                with Center():
                    yield PondView(id="ducks-pond")
                yield Static("", id="ducks-status", classes="ducks-status")
            with Vertical(id="ducks-side"):
                # A -short screen has no room under the pond: the status is told here.
                yield Static("", id="ducks-side-status", classes="ducks-status")
                yield Static("", id="ducks-seats")
                yield Label("Moves", classes="ducks-heading")
                with VerticalScroll(id="ducks-moves-box"):
                    yield Static("", id="ducks-moves", markup=False)
        yield GameFooter()

    @property
    def pond(self) -> PondView:
        return self.query_one(PondView)

    def on_mount(self) -> None:
        self.title = "Feed the Ducks"
        # The colour-blind theme always shows the duck letters.
        self.pond.letters = self.config.letters or self.app.theme == COLOUR_BLIND_THEME
        self.pond.focus()
        self._next_turn()

    # who acts --------------------------------------------------------------------------------

    def seat_of(self, colour: Colour) -> Seat:
        return self.config.seats[colour.value]

    @property
    def busy(self) -> bool:
        """Whether the pond is animating, the computer is thinking or a dialog is up."""
        return bool(self._frames) or self._ai_worker is not None or self._dialog_open

    @property
    def human_to_act(self) -> bool:
        game = self.game
        return not game.over and not self.busy and not self.seat_of(game.to_move).is_computer

    # drawing ---------------------------------------------------------------------------------

    def _refresh(self) -> None:
        choosing = self.human_to_act and self.game.placing
        picture = PondPicture.of(self.game, choosing=choosing, hint=self._hint)
        if self._frames:
            picture = picture.with_cells(self._frames[0])
        self.pond.show(picture)
        self.query_one("#ducks-seats", Static).update(self._seats_text())
        self._show_status()
        moves = self.query_one("#ducks-moves", Static)
        moves.update("\n".join(move_lines(self.game)) or "(no moves yet)")
        self.query_one("#ducks-moves-box", VerticalScroll).scroll_end(animate=False)

    def _seats_text(self) -> Text:
        game = self.game
        groups = game.largest_groups()
        text = Text()
        for colour in game.colours:
            mover = colour == game.to_move and not game.over
            text.append("> " if mover else "  ", style="bold")
            swatch = self.pond.get_component_rich_style(DUCK_CLASSES[colour], partial=True)
            text.append(f" {colour.letter} ", style=swatch)
            name = COLOUR_NAMES[colour.value]
            text.append(f" {name:<6}", style="bold" if mover else "")
            text.append(f" {self.seat_of(colour).label():<17}")
            text.append(f" group {groups[colour]}/{game.need}\n")
        if game.players == 3:
            rule = "all 8" if game.advanced else "7 of 8"
            text.append(f"\n  Win: {rule} ducks in one group", style="dim")
        return text

    def _status_text(self) -> str:
        game = self.game
        if self._message:
            return self._message
        if game.over:
            return self._result_headline()
        who = COLOUR_NAMES[game.to_move.value]
        seat = self.seat_of(game.to_move)
        if self._frames:
            return "The ducks swim to the breadcrumb…"
        if self._ai_worker is not None:
            return f"{who} ({seat.label().lower()}) is thinking…"
        if self._hint_worker is not None:
            return "Looking for a hint… thinking…"
        match game.phase:
            case Phase.TIE:
                return f"A tie: {who} chooses the winner."
            case Phase.DRAFT:
                left = len(EDGE) - len(game.history)
                action = f"{who}: put a duck on an empty edge space ({left} left)"
            case Phase.PLAY:
                action = f"{who}: place the breadcrumb"
            case Phase.OVER:
                return self._result_headline()
            case unreachable:
                assert_never(unreachable)
        return f"{action}.  Cursor {SPACES[self.pond.cursor]}: {self._cursor_note()}"

    def _cursor_note(self) -> str:
        space = self.pond.cursor
        if space in self.pond.picture.legal:
            return "legal" + ("  (hint)" if space == self._hint else "")
        try:
            self.game.copy().apply(self.game.placement_at(space))
        except IllegalMove as exc:
            return str(exc)
        return "legal"

    def _result_headline(self) -> str:
        game = self.game
        if game.draw:
            return "Draw: the same position came up a third time."
        return f"{COLOUR_NAMES[game.winners[0].value]} wins!"

    def on_pond_view_cursor_moved(self, message: PondView.CursorMoved) -> None:
        self._show_status()

    def on_resize(self, event: Resize) -> None:
        # Fewer than 40 rows leave no room under the pond (whichever app shows the screen).
        self.set_class(event.size.height < SHORT_SCREEN, "-short")

    def _show_status(self) -> None:
        text = self._status_text()
        for status in self.query(".ducks-status").results(Static):
            status.update(text)

    # playing ---------------------------------------------------------------------------------

    def on_pond_view_chosen(self, message: PondView.Chosen) -> None:
        if self._frames:
            self._finish_slide()
            return
        if not self.human_to_act or not self.game.placing:
            self.app.bell()
            return
        try:
            events = self.game.apply(self.game.placement_at(message.space))
        except IllegalMove as exc:
            self.notify(f"{SPACES[message.space]}: {exc}", severity="warning", timeout=3)
            return
        self._played(events)

    def _played(self, events: list[Event]) -> None:
        if self._hint_worker is not None:
            self._hint_worker.cancel()
            self._hint_worker = None
        self._hint = None
        self._message = ""
        self._autosave()
        crumb = self.game.breadcrumb
        if (
            self.config.animate
            and crumb is not None
            and any(isinstance(event, DuckSlid) for event in events)
        ):
            self._frames = slide_frames(self.game.cells(), crumb, events)
            self._timer = self.set_interval(FRAME_SECONDS, self._next_frame)
        self._refresh()
        if not self._frames:
            self._next_turn()

    def _next_frame(self) -> None:
        if self._frames:
            self._frames.pop(0)
        if not self._frames:
            self._finish_slide()
        else:
            self._refresh()

    def _finish_slide(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._frames = []
        self._next_turn()

    def _next_turn(self) -> None:
        """Show the pond and hand the turn on: a dialog, the computer, or a human's keys."""
        self._refresh()
        game = self.game
        if self.busy:
            return
        if game.over:
            self._show_game_over()
        elif self.seat_of(game.to_move).is_computer:
            self._start_computer()
        elif game.phase is Phase.TIE and game.placer is not None:
            self._dialog_open = True
            self.app.push_screen(TieDialog(game.tied, game.placer), self._tie_chosen)

    def _tie_chosen(self, colour: Colour | None) -> None:
        self._dialog_open = False
        if colour is None or self.game.phase is not Phase.TIE:
            self._refresh()
            return
        self._played(self.game.apply(ChooseWinner(colour)))

    def _start_computer(self) -> None:
        seat = self.seat_of(self.game.to_move)
        work = partial(choose, self.game.copy(), seat.level, self._rng)
        self._ai_worker = self.run_worker(work, thread=True, group="ducks-ai", exclusive=True)
        self._refresh()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if event.state == WorkerState.ERROR:
            if worker is self._ai_worker:
                self._ai_worker = None
            if worker is self._hint_worker:
                self._hint_worker = None
            self._message = f"The computer could not move: {worker.error}"
            self._refresh()
            return
        if event.state != WorkerState.SUCCESS:
            return
        choice = worker.result
        if worker is self._ai_worker and isinstance(choice, Choice):
            self._ai_worker = None
            self._played(self.game.apply(choice.action))
        elif worker is self._hint_worker and isinstance(choice, Choice):
            self._hint_worker = None
            space = getattr(choice.action, "space", None)
            if isinstance(space, int):
                self._hint = space
                self.pond.cursor = space
            self._refresh()

    def _show_game_over(self) -> None:
        game = self.game
        if game.draw:
            detail = "Nobody wins: the same pond with the same player to move came up three times."
        else:
            winner = game.winners[0]
            placer = game.placer
            group = "all but one" if game.players == 3 and not game.advanced else "all"
            by = ""
            if placer is not None and placer != winner:
                by = f" with {COLOUR_NAMES[placer.value]}'s breadcrumb"
            count = self._placements()
            detail = (
                f"{COLOUR_NAMES[winner.value]} gathered {group} of their ducks into one "
                f"group{by}; the game took {count} breadcrumb{'s' if count != 1 else ''}."
            )
        self._dialog_open = True
        self.app.push_screen(GameOverDialog(self._result_headline(), detail), self._after_game)

    def _placements(self) -> int:
        return sum(isinstance(action, PlaceBreadcrumb) for action in self.game.history)

    def _after_game(self, choice: AfterGame | None) -> None:
        self._dialog_open = False
        if choice == "rematch":
            self.rematch()
        elif choice == "setup":
            self.dismiss()
        else:
            self._refresh()

    def rematch(self) -> None:
        """A new game at the same table (a new random setup unless the seed was fixed)."""
        self._stop_thinking()
        self.seed = self.config.game_seed(random.Random())
        self._rng = random.Random(self.seed)
        self.game = new_game(self.config, self.seed)
        self.created_at = now_iso()
        self._hint = None
        self._message = ""
        self._next_turn()

    def _stop_thinking(self) -> None:
        for worker in (self._ai_worker, self._hint_worker):
            if worker is not None:
                worker.cancel()
        self._ai_worker = self._hint_worker = None
        if self._frames:
            self._frames = []
            if self._timer is not None:
                self._timer.stop()
                self._timer = None

    # commands --------------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Take back the last human move, and the computer's replies after it."""
        if self._dialog_open:
            return
        if not self.config.has_human:
            self.notify("Undo takes back a player's move; every seat here is the computer.")
            return
        game = self.game
        if not game.history:
            self.notify("There is no move to take back.")
            return
        self._stop_thinking()
        while game.history:
            game.undo()
            if not self.seat_of(game.to_move).is_computer:
                break
        self._hint = None
        self._message = ""
        self._autosave()
        self._next_turn()

    def action_hint(self) -> None:
        if not self.human_to_act or not self.game.placing:
            self.app.bell()
            return
        work = partial(choose, self.game.copy(), HINT_LEVEL, random.Random(self.seed))
        self._hint_worker = self.run_worker(work, thread=True, group="ducks-hint", exclusive=True)
        self._refresh()

    def action_save(self) -> None:
        try:
            self._write()
        except (OSError, SaveError) as exc:
            self.notify(f"Could not save: {exc}", severity="error")
            return
        self.notify(f"Saved to {self.store.path_for(SLOT)}", timeout=3)

    def action_letters(self) -> None:
        self.config = self.config.with_letters(not self.config.letters)
        self.pond.letters = self.config.letters

    def action_animation(self) -> None:
        self.config = self.config.with_animate(not self.config.animate)
        state = "on" if self.config.animate else "off"
        self.notify(f"Slide animation {state}.", timeout=2)

    def action_leave(self) -> None:
        self._stop_thinking()
        self._autosave()
        self.dismiss()

    def _write(self) -> None:
        write_save(self.store, DucksSave(self.config, self.game, self.seed, self.created_at))

    def _autosave(self) -> None:
        """Keep the slot in step with the game; a finished game leaves no game to continue."""
        try:
            if self.game.over:
                self.store.delete(SLOT)
            else:
                self._write()
        except (OSError, SaveError) as exc:
            self._message = f"Autosave failed: {exc}"
