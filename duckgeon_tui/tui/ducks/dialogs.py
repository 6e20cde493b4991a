"""The Feed the Ducks dialogs: the placer breaking a tie, and the end of the game."""

from __future__ import annotations

from typing import ClassVar, Literal

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from duckgeon_tui.ducks.colours import Colour
from duckgeon_tui.tui.textual_fixes import StyledOnce

AfterGame = Literal["rematch", "setup", "board"]


class TieDialog(StyledOnce, ModalScreen[Colour]):
    """Several colours finished at once: the player who placed the breadcrumb picks the winner."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, tied: tuple[Colour, ...], placer: Colour) -> None:
        super().__init__()
        self.tied = tied
        self.placer = placer

    def compose(self) -> ComposeResult:
        names = " and ".join(colour.name.title() for colour in self.tied)
        with Vertical(classes="ducks-dialog"):
            yield Label("A tie!", classes="ducks-dialog-title")
            yield Label(f"{names} gathered their ducks with the same breadcrumb.")
            yield Label(
                f"{self.placer.name.title()} placed it, so {self.placer.name.title()} "
                "chooses the winner:"
            )
            with Horizontal(classes="ducks-dialog-buttons"):
                for colour in self.tied:
                    yield Button(
                        f"{colour.name.title()} ({colour.letter})",
                        id=f"tie-{colour.name_lower}",
                        classes=f"duck-{colour.name_lower}",
                    )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        for colour in self.tied:
            if event.button.id == f"tie-{colour.name_lower}":
                self.dismiss(colour)


class GameOverDialog(StyledOnce, ModalScreen[AfterGame]):
    """The game is over: who won (or the draw), then rematch, a new setup or a look at the pond."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("n", "choose('setup')", "New setup"),
        Binding("escape,b", "choose('board')", "Look at the pond"),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, headline: str, detail: str) -> None:
        super().__init__()
        self.headline = headline
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Vertical(classes="ducks-dialog"):
            yield Label(self.headline, classes="ducks-dialog-title", id="game-over-headline")
            yield Label(self.detail, id="game-over-detail")
            with Horizontal(classes="ducks-dialog-buttons"):
                yield Button("Rematch [r]", id="rematch", variant="primary")
                yield Button("New setup [n]", id="setup")
                yield Button("Look at the pond [b]", id="board")

    def action_choose(self, choice: AfterGame) -> None:
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        choices: dict[str | None, AfterGame] = {
            "rematch": "rematch",
            "setup": "setup",
            "board": "board",
        }
        choice = choices.get(event.button.id)
        if choice is not None:
            self.dismiss(choice)
