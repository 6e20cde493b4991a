"""Watch a finished game again: the map, the dice and the log as they were, stepping forward
and back action by action or turn by turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import var
from textual.widgets import Static

from duckgeon_tui.engine.game import Game
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.colours import GAME_CLASSES
from duckgeon_tui.tui.screens.back import BackScreen
from duckgeon_tui.tui.textual_fixes import GameFooter
from duckgeon_tui.tui.widgets.booster import BoosterTrack
from duckgeon_tui.tui.widgets.dice_tray import DiceTray, latest_roll
from duckgeon_tui.tui.widgets.map_view import MapView
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_goals import QuestGoals
from duckgeon_tui.tui.widgets.scrolls import Scrolls

if TYPE_CHECKING:
    from duckgeon_tui.engine.events import Event
    from duckgeon_tui.engine.replay import Replay

LOG_SHOWN = 400
"""The newest log lines shown at a step (the whole game's log is thousands)."""


class ReplayScreen(BackScreen):
    """Right/l and Left/h step one action, Down/j and Up/k one turn, Home/End jump to the
    start and the end; Escape goes back."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)
    """The game's colours, styled once here for all the screen's widgets."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,l", "step(1)", "Next action", priority=True),
        Binding("left,h", "step(-1)", "Back an action", priority=True),
        Binding("down,j", "turn(1)", "Next turn", priority=True),
        Binding("up,k", "turn(-1)", "Back a turn", priority=True),
        Binding("home", "jump(0)", "Start", priority=True),
        Binding("end", "jump(-1)", "End", priority=True),
        Binding("escape,q", "back", "Back"),
    ]

    game: var[Game] = var(cast("Game", None), always_update=True, init=False)
    acting: var[str | None] = var(None, init=False)
    last_roll: var[Event | None] = var(None, always_update=True, init=False)
    step: var[int] = var(0, init=False)

    def __init__(self, replay: Replay, title: str) -> None:
        super().__init__()
        self.replay = replay
        self.heading = title
        self.set_reactive(ReplayScreen.game, replay.game_at(0))

    def compose(self) -> ComposeResult:
        game, screen = self.game, ReplayScreen
        yield Static("", id="banner")
        with Horizontal(id="main"):
            yield MapView(game, id="map").data_bind(screen.game)
            with VerticalScroll(id="side"):
                yield DiceTray(game, keys=False, id="tray").data_bind(
                    screen.game, screen.acting, roll=screen.last_roll
                )
                yield QuestGoals(game, keys=False, id="goals").data_bind(screen.game)
                if game.quest.booster_wooster is not None:
                    yield BoosterTrack(game, id="booster").data_bind(screen.game)
                yield Scrolls(game, keys=False, id="scrolls").data_bind(screen.game, screen.acting)
        yield MessageLog(id="log")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Duckgeon - replay"
        if self.query("#map"):
            self.show(0)

    def show(self, step: int) -> None:
        """Show the game after its first `step` actions."""
        replay = self.replay
        step = max(0, min(step, replay.length))
        self.step = step
        game = replay.game_at(step)
        self.acting = game.active or (game.ducks[0].name if game.ducks else None)
        self.game = game
        events = replay.events_until(step)
        self.last_roll = latest_roll(events)
        shown = [(e.kind, printable(e.text)) for e in events[-LOG_SHOWN:]]
        self.query_one(MessageLog).reset(shown)
        last = printable(replay.log[step - 1]) if step else "the party sets off"
        outcome = game.outcome
        end = f"  {outcome.result.upper()}: {printable(outcome.text)}" if outcome else ""
        self.query_one("#banner", Static).update(
            Text.assemble(
                (f" {printable(self.heading)} ", "bold reverse"),
                f"  turn {game.turn}, action {step} of {replay.length}: ",
                (last, "bold"),
                end,
            )
        )

    def action_step(self, by: int) -> None:
        self.show(self.step + by)

    def action_turn(self, by: int) -> None:
        replay = self.replay
        self.show(replay.next_turn(self.step) if by > 0 else replay.previous_turn(self.step))

    def action_jump(self, where: int) -> None:
        self.show(self.replay.length if where < 0 else where)
