"""The dungeon screen's seat at an online table: a party-wide step that is this seat's is asked
with its own dialog, whose choices go to the other players as they are made; one that is
another seat's is watched, read-only, as that seat chooses."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from pydantic import ValidationError
from textual.screen import Screen

from duckgeon_tui.engine import Action, Phase
from duckgeon_tui.net.protocol import (
    ConfirmView,
    Drafting,
    MenuView,
    PickView,
    ShareView,
    SplitView,
    StepView,
)
from duckgeon_tui.printable import printable
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.flow import FlowDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.dialogs.watch_step import WatchStepDialog
from duckgeon_tui.tui.flow import questions as q
from duckgeon_tui.tui.flow.map_choosing import AimGroup
from duckgeon_tui.tui.screens.dungeon_seat import DungeonSeat, SeatScreen

T = TypeVar("T")
MENU_LINES, MENU_WIDTH, TITLE_WIDTH = 24, 120, 600
"""What of a menu is shown to the others (the protocol's caps)."""


class AtTable(Protocol):
    """What the seat asks of the table's session (the host's or a client's)."""

    @property
    def seat(self) -> str | None:
        """This player's seat (None: watching)."""
        ...

    def whose(self, action: Action | None) -> str:
        """The seat an action is (None: the party's next step's)."""
        ...

    def show_choices(self, step: StepView | None) -> None:
        """Show this seat's choices in a party-wide step to the others."""
        ...

    @property
    def drafting(self) -> Drafting | None:
        """The choices another seat is making now."""
        ...


ASKED = {
    q.PickDice: "picking the DuckDice",
    q.ShareDice: "sharing out the DuckDice",
    q.SplitLoot: "sharing out the Loot",
    q.Confirm: "deciding",
    q.Choose: "choosing",
}
"""What a watched question is, in the words of `Ann is ...`."""


class TableSeat(DungeonSeat):
    """The seat of a table's dungeon screen."""

    def __init__(self, screen: SeatScreen, table: AtTable) -> None:
        super().__init__(screen)
        self.table = table
        self.watching: WatchStepDialog | None = None
        self.watched: type | None = None
        """The kind of question watched."""
        self.put_by: int | None = None
        """The state in which the player closed a watched step (it is not opened again by
        itself in that state)."""
        self.choosing = False
        """A party-wide step of this seat's is being chosen: its dialog's choices are shown."""

    def whose(self, question: q.Asked) -> str | None:
        """The seat a question is for, when it is a step of the party's or a seat's (None:
        this screen's own, e.g. what the Beasties did)."""
        match question:
            case q.PickDice() | q.ShareDice() | q.SplitLoot() | q.Confirm():
                return self.table.whose(None)
            case q.Choose(lines=lines):
                owners = {self.table.whose(action) for action in menu_actions(lines)}
                if not owners or self.table.seat in owners:
                    return self.table.seat
                return min(owners)
            case _:
                return None

    async def answer(self, question: q.Asked) -> object:
        whose = self.whose(question)
        if whose is not None and whose != self.table.seat:
            self.watched = type(question)
            await self.watch(whose, ASKED.get(type(question), "choosing"))
            return None
        self.stop_watching()
        self.choosing = whose is not None
        try:
            return await super().answer(question)
        finally:
            self.choosing = False

    async def open(self, dialog: Screen[T]) -> T | None:
        if not self.choosing:
            return await super().open(dialog)
        if isinstance(dialog, FlowDialog):
            dialog.changed = lambda: self.show(dialog)
        self.show(dialog)
        answer = await super().open(dialog)
        if answer is None or answer is False:  # closed, for now: the others see it closed
            self.table.show_choices(None)
        return answer

    def show(self, dialog: Screen[Any]) -> None:
        """Send the choices of this seat's dialog as they stand."""
        try:
            step = step_view(dialog)
        except ValidationError:  # beyond what the others can be shown (a name too long)
            return
        if step is not None:
            self.table.show_choices(step)

    # Watching another seat's step ------------------------------------------------------------

    async def watch(self, whose: str, asked: str) -> None:
        """Show another seat's step as they choose; None once the player closes it (the flow
        waits for their answer, which the table brings)."""
        dialog = self.watching
        if dialog is None or dialog not in self.app.screen_stack:
            dialog = self.open_watch(whose, asked, self.table.drafting)
        else:
            dialog.asked(whose, asked)
        dialog.unasked = False
        await dialog.closed.wait()

    def open_watch(self, whose: str, asked: str, drafting: Drafting | None) -> WatchStepDialog:
        """Open the dialog that watches another seat's step."""
        dialog = WatchStepDialog(whose, asked, lambda: self.screen.game)
        dialog.drafting = drafting
        self.watching = dialog

        def closed(_: None) -> None:
            if not dialog.ended:  # Escape: not again in this state
                self.put_by = len(self.screen.game.log)

        self.app.push_screen(dialog, closed)
        return dialog

    def drafted(self, drafting: Drafting) -> None:
        """Another seat's choices arrived: show them if their step is watched; a question this
        screen's flow does not ask (their own End the turn?, say) opens its dialog here too,
        unless the player put it by in this state, and closes with it."""
        dialog = self.watching
        if dialog is not None:
            if drafting.step is None and dialog.unasked:
                self.stop_watching()
            else:
                dialog.show(drafting)
            return
        quiet = self.screen.is_active and self.put_by != len(self.screen.game.log)
        if drafting.step is not None and quiet:
            self.open_watch(drafting.seat, "choosing", drafting).unasked = True

    def moved_on(self) -> None:
        """An action of another seat's was applied: its step is answered, and its dialog closes
        (sharing goes on give by give: that dialog stays, showing the dice as they are now)."""
        dialog = self.watching
        if dialog is None:
            return
        if self.screen.game.phase == Phase.SHARE and self.watched is q.ShareDice:
            dialog.draw()
        else:
            self.stop_watching()

    def stop_watching(self) -> None:
        """Close the watched step's dialog, if it is open."""
        dialog, self.watching = self.watching, None
        if dialog is not None and dialog in self.app.screen_stack:
            dialog.ended = True
            dialog.finish()


def one_line(words: str) -> str:
    """Words as one printable line, cut to what a step's view holds."""
    return printable(" ".join(words.split()))[:TITLE_WIDTH]


def menu_actions(lines: tuple[tuple[str, q.MenuItem], ...]) -> list[Action]:
    """The actions a menu's lines stand for."""
    actions: list[Action] = []
    for _, item in lines:
        if isinstance(item, AimGroup):
            actions.extend(item.options)
        elif isinstance(item, Action):
            actions.append(item)
    return actions


def step_view(dialog: Screen[Any]) -> StepView | None:
    """The choices a dialog shows now, as the others are shown them (None: not a step's)."""
    match dialog:
        case PickDiceDialog(count=count, chosen=chosen):
            return PickView(count=count, chosen=list(chosen))  # type: ignore[arg-type]
        case ShareDiceDialog():
            return ShareView(row=dialog.chosen() if dialog.names() else None)
        case LootSplitDialog(total=total, names=names, shares=shares, row=row):
            return SplitView(total=total, names=list(names), shares=list(shares), row=row)
        case ConfirmDialog(title_text=title, question=question, yes=yes, no=no):
            said = [one_line(words) for words in (title, question, yes, no)]
            return ConfirmView(title=said[0], question=said[1], yes=said[2], no=said[3])
        case ChooseActionDialog(title_text=title, choices=choices):
            lines = [printable(str(label))[:MENU_WIDTH] for label, _ in choices[:MENU_LINES]]
            lit = dialog.highlighted()
            return MenuView(
                title=printable(title)[:TITLE_WIDTH],
                lines=lines,
                highlighted=lit if lit is not None and lit < len(lines) else None,
            )
        case _:
            return None
