"""The dungeon screen as the turn flow's seat: each question of the flow asked with its dialog,
each dialog's answer turned into the question's typed answer, and the flow's news shown on the
screen (the log, notices, the map's choosing, the way out of a game)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, assert_never, cast

from textual.app import App
from textual.screen import Screen

from duckgeon_tui.engine import Action, Event, Game, Go, Leave, Pick, Split
from duckgeon_tui.engine.actions import FreeAction
from duckgeon_tui.tui import dialogs, screens
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.first_frame import FirstFrame
from duckgeon_tui.tui.flow import news as told
from duckgeon_tui.tui.flow import questions as q
from duckgeon_tui.tui.flow.map_choosing import NOTHING, AimGroup, Choice
from duckgeon_tui.tui.flow.questions import HINT, Named, Question, TakeHint
from duckgeon_tui.tui.flow.seat import Step
from duckgeon_tui.tui.flow.turn import TurnFlow
from duckgeon_tui.tui.session import GameSession

T = TypeVar("T")


class SeatScreen(Protocol):
    """What the seat asks of the dungeon screen that owns it (the screen imports the seat, never
    the other way round)."""

    app: App[Any]
    game: Game
    flow: TurnFlow
    acting: str | None
    choice: Choice
    walk: CorridorWalk | None
    last_roll: Event | None
    animation: bool
    save_failure: str
    first_frame: FirstFrame

    @property
    def session(self) -> GameSession: ...
    @property
    def is_active(self) -> bool: ...
    def panel_shown(self) -> bool: ...
    def covered(self) -> bool: ...
    def game_changed(self) -> None: ...
    def saving_changed(self) -> None: ...
    def action_history(self) -> None: ...
    def write_log(self, kind: str, text: str) -> None: ...
    def note(self, kind: str, text: str) -> None: ...
    def record(self, events: list[Event]) -> None: ...
    def offer(self, choice: Choice) -> None: ...
    def clear_choice(self) -> None: ...
    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: Any = "information",
        timeout: float | None = None,
    ) -> None: ...
    async def show_walk(self, events: list[Event], animate: bool = True) -> None: ...
    def dismiss(self, result: None = None) -> Any: ...
    @property
    def run_worker(self) -> Callable[..., Any]: ...


class DungeonSeat:
    """Asks the flow's questions with the dungeon's dialogs and shows its news on the screen."""

    def __init__(self, screen: SeatScreen) -> None:
        self.screen = screen
        self.closing = False
        """The game is over and the screen closes as soon as it is on top again."""

    @property
    def app(self) -> App[Any]:
        return self.screen.app

    @property
    def acting(self) -> str | None:
        return self.screen.acting

    @property
    def choice(self) -> Choice:
        return self.screen.choice

    @property
    def last_roll(self) -> Event | None:
        return self.screen.last_roll

    @property
    def walk(self) -> CorridorWalk | None:
        return self.screen.walk

    def panel_shown(self) -> bool:
        return self.screen.panel_shown()

    def covered(self) -> bool:
        return self.screen.covered()

    def start(self, step: Step) -> None:
        # The worker calls the piece: one cancelled before it started leaves nothing behind.
        self.screen.run_worker(step, name="flow", group="flow", exclusive=True, exit_on_error=False)

    def beside(self, step: Step) -> None:
        self.screen.run_worker(step, name="hint", group="hint", exclusive=True)

    def alongside(self, step: Step) -> None:
        self.screen.run_worker(step, name="autosave", group="autosave", exit_on_error=False)

    async def show_walk(self, events: Sequence[Event], animate: bool) -> None:
        await self.screen.show_walk(list(events), animate)

    # Questions ---------------------------------------------------------------------------------

    async def ask(self, question: Question[T]) -> T | None:
        return cast("T | None", await self.answer(cast("q.Asked", question)))

    async def open(self, dialog: Screen[T]) -> T | None:
        """A question's dialog, opened, and what it answers."""
        if self.screen.first_frame.holding:
            # The game's first prompt: pushed at once (`push_screen_wait` first runs what waits
            # for the app's next turn, and the dungeon would be painted alone meanwhile), then
            # painted with the dungeon beneath it.
            answered = asyncio.shield(self.app.push_screen(dialog, wait_for_dismiss=True))
            self.screen.first_frame.release()
            return await answered
        return await self.app.push_screen_wait(dialog)

    async def answer(self, question: q.Asked) -> object:
        """A question's dialog, and its answer as the question's type (None: closed)."""
        # The dialogs a phase opens only now and then (`dialogs.X`) load when first asked.
        game, flow, wait = self.screen.game, self.screen.flow, self.open
        match question:
            case q.Choose(title, lines, note, explain, details):
                chosen = await wait(ChooseActionDialog(title, lines, note, explain, details))
                return chosen if isinstance(chosen, Action | AimGroup | Named | TakeHint) else None
            case q.PickDice(count, offered, note, shop):
                picked = await wait(dialogs.PickDiceDialog(count, offered, note, shop=shop))
                if isinstance(picked, tuple):
                    return Pick(picked=picked)
                return Named(picked) if isinstance(picked, str) else picked
            case q.ShareDice():
                done = await wait(dialogs.ShareDiceDialog(game, flow.apply_now))
                return HINT if done is HINT else (Go() if done else None)
            case q.SplitLoot(total, names, (shares, why)):
                split = await wait(dialogs.LootSplitDialog(total, list(names), (list(shares), why)))
                return Split(shares=split) if isinstance(split, tuple) else split
            case q.Confirm(title, words, yes, no):
                return await wait(dialogs.ConfirmDialog(title, words, yes=yes, no=no))
            case q.ShowBeasties(events, over):
                return await wait(dialogs.BeastiesTurnDialog(list(events), over=over))
            case q.RollTableDie(prompt, faces):
                return await wait(dialogs.PhysicalDieDialog(prompt, faces))
            case q.GameOver(summary):
                after = await wait(dialogs.GameOverDialog(summary, game.content.classes))
                return next((a for a in q.AfterGame if a.value == after), q.AfterGame.TITLE)
            case q.LessonOver(lesson, won, cause, next_title):
                after = await wait(dialogs.LessonDoneDialog(lesson, won, cause, next_title))
                return q.AfterLesson(after)
            case q.Shop():
                return await wait(dialogs.ShopDialog(game, flow.apply_now))
            case q.QuestMap():
                left = await wait(dialogs.QuestMapDialog(game))
                return left if isinstance(left, Leave | TakeHint) else None
            case q.PrepareCard(who, prepares):
                prepared = await wait(dialogs.PrepareDialog(game, who, list(prepares)))
                return prepared if isinstance(prepared, FreeAction | TakeHint) else None
            case _:
                assert_never(question)

    # News --------------------------------------------------------------------------------------

    def tell(self, news: told.News) -> None:
        screen = self.screen
        match news:
            case told.Notice(text, title, severity, timeout):
                if timeout is None:
                    screen.notify(text, title=title, severity=severity)
                else:
                    screen.notify(text, title=title, severity=severity, timeout=timeout)
            case told.LogLine(kind, text, kept):
                if kept:
                    screen.note(kind, text)
                else:
                    screen.write_log(kind, text)
            case told.Applied(events):
                screen.record(list(events))
            case told.SaveFailed(reason):
                screen.save_failure = reason
            case told.Offer(choice):
                if choice is NOTHING:
                    screen.clear_choice()
                else:
                    screen.offer(choice)
            case told.WentBack(title, detail, note):
                screen.walk = None
                screen.clear_choice()
                self.app.push_screen(dialogs.ErrorDialog(title, detail, note))
                screen.animation = screen.session.animation
                screen.game_changed()
            case told.OpenLesson(index):
                action = "app.learn_to_play" if index is None else f"app.play_lesson({index})"
                self.app.call_later(self.app.run_action, action)
            case told.WatchRun(summary):
                self.app.post_message(screens.HallScreen.Watch(summary))
            case told.Signal():
                self.signal(news)
            case _:
                assert_never(news)

    def signal(self, signal: told.Signal) -> None:
        """News that carries nothing but itself."""
        match signal:
            case told.Signal.CHANGED:
                self.screen.game_changed()
            case told.Signal.SAVING:
                self.screen.saving_changed()
            case told.Signal.HISTORY:
                self.screen.action_history()
            case told.Signal.CLOSE:
                self.close_screen()
            case told.Signal.HALL:
                self.app.call_later(self.app.run_action, "app.hall_of_ducks")
            case told.Signal.QUIT:
                self.app.call_later(self.app.run_action, "app.quit")
            case _:
                assert_never(signal)

    def close_screen(self) -> None:
        """Close the dungeon screen, the game being over: now if it is on top, else once the
        screen opened over it meanwhile (a hand-over, an error) is closed by its player. (A
        screen under a dialog counts as current, and dismissing it would pop the dialog.)"""
        if self.screen.is_active:
            self.screen.dismiss(None)
        elif self.screen in self.app.screen_stack:
            self.closing = True

    def resume(self) -> None:
        """The screen covering the dungeon closed: close the screen of a game that is over, or
        let the flow go on where it stopped."""
        if self.closing:
            self.close_screen()
        else:
            self.screen.flow.resume()
