"""Another player's party-wide step, watched as they choose: the same question, read-only, its
choices following theirs as they make them, closed when they answer."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, Static

from duckgeon_tui.engine import Game
from duckgeon_tui.net import protocol as wire
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.widgets.dice_face import dice_row


def seat_words(seat: str) -> str:
    """A seat as a sentence names it."""
    return "The party bot" if seat == wire.BOT else printable(seat)


class WatchStepDialog(Dialog[None]):
    """Shows the choices of a step that is another seat's as they arrive; nothing in it can be
    chosen here. Escape shows the room meanwhile (p: back to watching)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "See the room")]
    EXPLAIN = (
        "This step is the whole party's, and it is another player's to take: the seat whose "
        "turn it is picks the dice, shares them, splits the Loot and decides when to leave. "
        "You see their choices here as they make them; it closes when they answer, and the "
        "log says what they chose. Escape shows the room meanwhile (p: watch again)."
    )

    def __init__(self, whose: str, asked: str, game: Callable[[], Game]) -> None:
        super().__init__(classes="dialog")
        self.whose = whose
        self.asked_words = asked
        self.game = game
        self.drafting: wire.Drafting | None = None
        self.stale = False
        """The step was answered while another screen covered this one."""
        self.ended = False
        """Closed because the step was answered (not by the player)."""
        self.unasked = False
        """Opened by the choices arriving, for a question this screen's flow does not ask."""
        self.closed = asyncio.Event()
        """Set once the dialog is closed (by the player or because the step is answered)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="watch-box"):
            yield Label("", classes="dialog-title", id="watch-title")
            yield Static("", id="watch-body")
            yield Static("", classes="dialog-detail", id="watch-note")

    def on_mount(self) -> None:
        self.draw()  # (Textual mounts the footer by the base's own on_mount first)

    def on_unmount(self) -> None:
        self.closed.set()

    def finish(self) -> None:
        """The step is answered: close now, or as soon as the screen over this one closes."""
        if self.is_active:
            self.dismiss(None)
        else:
            self.stale = True

    def on_screen_resume(self) -> None:
        if self.stale:
            self.dismiss(None)

    def asked(self, whose: str, asked: str) -> None:
        """The flow asks again (the game moved on within the step): whose it is, and what."""
        self.whose, self.asked_words = whose, asked
        self.draw()

    def show(self, drafting: wire.Drafting | None) -> None:
        """The choices as they stand now (None: none shown yet)."""
        self.drafting = drafting
        self.draw()

    def draw(self) -> None:
        """Show the step and the choices made so far (once it is built)."""
        if not self.query("#watch-body"):
            return
        who = seat_words(self.whose)
        step = None if self.drafting is None else self.drafting.step
        title = f"{who} is {self.asked_words}"
        body = Text("Waiting for their first choice.", style="dim")
        if step is not None:
            title, body = self.step_text(step)
        elif self.drafting is not None:
            body = Text(f"{who} closed the question for now, to look at the room.", style="dim")
        self.query_one("#watch-title", Label).update(printable(title))
        self.query_one("#watch-body", Static).update(body)
        note = f"Only {who} answers this: you see their choices as they make them."
        self.query_one("#watch-note", Static).update(note)

    def step_text(self, step: wire.StepView) -> tuple[str, Text]:
        """The title and the body that show a step's choices."""
        who, pal = seat_words(self.whose), GameColours.of(self)
        match step:
            case wire.PickView(count=count, chosen=chosen):
                body = dice_row(list(chosen), pal)
                body.append(f"  {len(chosen)}/{count} DuckDice chosen")
                return f"{who} picks {count} DuckDice", body
            case wire.ShareView(row=row):
                game = self.game()
                body = Text("Pool: ")
                body.append_text(dice_row(list(game.pool), pal))
                for duck in game.ducks:
                    body.append(f"\n{'> ' if duck.name == row else '  '}{duck.name:<10} ")
                    body.append_text(dice_row(list(duck.dice), pal))
                return f"{who} shares out the DuckDice", body
            case wire.SplitView(total=total, names=names, shares=shares, row=row):
                body = Text()
                for index, (name, share) in enumerate(zip(names, shares, strict=True)):
                    mark = "> " if index == row else "  "
                    body.append(f"{mark}{name:<12} {share:>3}  {'$' * min(share, 30)}\n")
                body.append(f"{total - sum(shares)} Loot still to share.", style="dim")
                return f"{who} shares out {total} Loot", body
            case wire.ConfirmView(title=asked, question=question, yes=yes, no=no):
                return f"{who}: {asked}", Text(f"{question}\n\n{yes} / {no}")
            case wire.MenuView(title=asked, lines=lines, highlighted=lit):
                body = Text()
                for index, line in enumerate(lines):
                    body.append(f"{'> ' if index == lit else '  '}{line}\n")
                return f"{who}: {asked}", body

    def action_close(self) -> None:
        self.dismiss(None)
