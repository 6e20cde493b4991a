"""Who is at an online table: each seat with its Duckventurers, who holds it and whether they
are here or away, and the spectators."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, Static

from duckgeon_tui.net.protocol import BOT, SeatView
from duckgeon_tui.printable import shown
from duckgeon_tui.tui.dialogs.base import Dialog


@dataclass(frozen=True)
class People:
    """Who is at a table, as a screen shows it (`you`: this player's seat, if any)."""

    seats: list[SeatView]
    spectators: list[str]
    watching: int
    you: str | None = None
    muted: bool = False
    """This player does not see the spectators' chat."""


def people_text(people: People) -> Text:
    """The seats, one a line, then the spectators."""
    text = Text()
    for view in people.seats:
        ducks = ", ".join(shown(duck, 20) for duck in view.ducks) or "no Duckventurer"
        if view.name == BOT:
            text.append(f"The party bot: {ducks}\n", style="dim")
            continue
        holder = shown(view.holder, 20) if view.holder else "free"
        text.append(f"{shown(view.name, 20)}", style="bold")
        text.append(f" ({holder}{', you' if view.name == people.you else ''}): {ducks}  ")
        text.append("here\n" if view.here else "away\n", style="" if view.here else "bold red")
    if not people.watching:
        text.append("\nNo spectators.", style="dim")
        return text
    names = ", ".join(shown(name, 20) for name in people.spectators)
    more = people.watching - len(people.spectators)
    text.append(f"\n{people.watching} watching: {names}{f' and {more} more' if more > 0 else ''}")
    if people.muted:
        text.append("\nTheir chat is muted (the command palette shows it again).", style="dim")
    return text


class TablePeopleDialog(Dialog[None]):
    """The seats and the spectators, kept up to date while open; Escape closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,P", "close", "Close")]
    EXPLAIN = (
        "Who is at the table. Each seat plays its Duckventurers; an away seat's turn waits "
        "until its player joins again with the seat's code, or the host hands its "
        "Duckventurers over. Spectators watch and chat among themselves (T says a line); "
        "players can mute them from the command palette."
    )

    def __init__(self, people: People) -> None:
        super().__init__(classes="dialog")
        self.people = people

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="people-box"):
            yield Label("At the table", classes="dialog-title")
            yield Static(people_text(self.people), id="people")

    def show(self, people: People) -> None:
        """Who is at the table now."""
        self.people = people
        for line in self.query("#people").results(Static):
            line.update(people_text(people))

    def action_close(self) -> None:
        self.dismiss(None)
