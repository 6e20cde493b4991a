"""The Feed the Ducks setup screen: seats, setup kind, seed and options, then Start or Continue."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import (
    Button,
    Checkbox,
    Input,
    Label,
    RadioButton,
    RadioSet,
    Select,
    Static,
)

from duckgeon_tui import paths
from duckgeon_tui.ducks.ai import LEVELS
from duckgeon_tui.saves import SaveError, SaveStore, default_saves_dir
from duckgeon_tui.tui.ducks.config import COLOUR_NAMES, DucksConfig, Seat
from duckgeon_tui.tui.ducks.game_screen import DucksGameScreen
from duckgeon_tui.tui.ducks.save import SLOT, read_save
from duckgeon_tui.tui.textual_fixes import GameFooter, GameHeader, StyledOnce
from duckgeon_tui.tui.widgets.tick_box import DotButton, TickBox

SEAT_CHOICES: list[tuple[str, str]] = [
    ("Human", "human"),
    *((f"Computer ({level})", level) for level in LEVELS),
]
DEFAULT_SEATS = ("human", "medium", "medium", "medium")
ABOUT = (
    "Drop the breadcrumb in the pond: every duck on its six lines swims straight to it. "
    "Gather all your ducks into one group to win (7 of 8 with three players). After the "
    "first turn the breadcrumb may not go on a line from where it was."
)


class DucksSetupScreen(StyledOnce, Screen[None]):
    """Choose the seats (2-4, human or computer), the setup and the options, then start."""

    CSS_PATH = paths.stylesheet("ducks/ducks.tcss")
    AUTO_FOCUS = "#start"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start", priority=True),
    ]

    def __init__(self, store: SaveStore | None = None, config: DucksConfig | None = None) -> None:
        super().__init__()
        self._store = store
        self.initial = config or DucksConfig()

    @property
    def store(self) -> SaveStore:
        """The save folder: the one given, else the app's, else the default one."""
        if self._store is None:
            app_store = getattr(self.app, "store", None)
            self._store = (
                app_store if isinstance(app_store, SaveStore) else SaveStore(default_saves_dir())
            )
        return self._store

    def compose(self) -> ComposeResult:
        initial = self.initial
        choices = [seat.choice for seat in initial.seats]
        choices += list(DEFAULT_SEATS[len(choices) :])
        yield GameHeader()
        with VerticalScroll(id="ducks-setup"):
            yield Label("Feed the Ducks", classes="ducks-title")
            yield Static(ABOUT, classes="ducks-about")
            with Horizontal(id="ducks-setup-columns"):
                with Vertical(classes="ducks-column"):
                    with Horizontal(classes="ducks-row"):
                        yield Label("Players", classes="ducks-field")
                        yield Select(
                            [(f"{n} players", n) for n in (2, 3, 4)],
                            value=initial.players,
                            allow_blank=False,
                            id="players",
                        )
                    for index, name in enumerate(COLOUR_NAMES):
                        with Horizontal(classes="ducks-row", id=f"seat-row-{index}"):
                            yield Label(name, classes="ducks-field")
                            yield Select(
                                SEAT_CHOICES,
                                value=choices[index],
                                allow_blank=False,
                                id=f"seat-{index}",
                            )
                with Vertical(classes="ducks-column"):
                    with RadioSet(id="setup"):
                        yield DotButton(
                            "Random edge (at most 2 together)",
                            value=initial.setup == "random",
                            id="setup-random",
                        )
                        yield DotButton(
                            "Draft: take turns filling the edge",
                            value=initial.setup == "draft",
                            id="setup-draft",
                        )
                    with Horizontal(classes="ducks-row"):
                        yield Label("Seed", classes="ducks-field")
                        yield Input(
                            "" if initial.seed is None else str(initial.seed),
                            placeholder="blank: a new pond each game",
                            type="integer",
                            id="seed",
                        )
                    yield TickBox(
                        "Advanced: all 8 in a group (3 players)",
                        value=initial.advanced,
                        id="advanced",
                    )
                    yield TickBox("Animate the slides", value=initial.animate, id="animate")
                    yield TickBox(
                        "Duck letters W B R U (colour-blind)",
                        value=initial.letters,
                        id="letters",
                    )
            with Horizontal(classes="ducks-buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Continue", id="continue")
                yield Button("Back", id="back")
            yield Static("", id="ducks-setup-note")
        yield GameFooter()

    def on_mount(self) -> None:
        self.title = "Feed the Ducks"
        self._show_seats()
        self._check_continue()

    def on_screen_resume(self) -> None:
        self._check_continue()

    @property
    def players(self) -> int:
        value = self.query_one("#players", Select).value
        return value if isinstance(value, int) else 2

    def _show_seats(self) -> None:
        players = self.players
        for index in range(len(COLOUR_NAMES)):
            self.query_one(f"#seat-row-{index}").display = index < players
        advanced = self.query_one("#advanced", Checkbox)
        advanced.disabled = players != 3
        if players != 3:
            advanced.value = False
        seed = self.query_one("#seed", Input)
        seed.disabled = self.query_one("#setup-draft", RadioButton).value

    def _check_continue(self) -> None:
        button = self.query_one("#continue", Button)
        note = self.query_one("#ducks-setup-note", Static)
        if not self.store.exists(SLOT):
            button.disabled = True
            note.update("")
            return
        try:
            saved = read_save(self.store)
        except SaveError as exc:
            button.disabled = True
            note.update(f"The saved game cannot be continued: {exc.reason}")
            return
        button.disabled = False
        seats = ", ".join(
            f"{name} {seat.label().lower()}"
            for name, seat in zip(COLOUR_NAMES, saved.config.seats, strict=False)
        )
        note.update(f"Saved game: {seats}; {len(saved.game.history)} moves played.")

    @on(Select.Changed, "#players")
    @on(RadioSet.Changed, "#setup")
    def _options_changed(self) -> None:
        self._show_seats()

    def config(self) -> DucksConfig:
        """The table as chosen on the screen."""
        seats = []
        for index in range(self.players):
            choice = self.query_one(f"#seat-{index}", Select).value
            seats.append(Seat.from_choice(str(choice)))
        draft = self.query_one("#setup-draft", RadioButton).value
        text = self.query_one("#seed", Input).value.strip()
        seed = int(text) if text.lstrip("-").isdigit() and not draft else None
        return DucksConfig(
            seats=tuple(seats),
            setup="draft" if draft else "random",
            seed=seed,
            advanced=self.query_one("#advanced", Checkbox).value and self.players == 3,
            animate=self.query_one("#animate", Checkbox).value,
            letters=self.query_one("#letters", Checkbox).value,
        )

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        self.app.push_screen(DucksGameScreen(self.config(), store=self.store))

    @on(Button.Pressed, "#continue")
    def _continue(self) -> None:
        try:
            saved = read_save(self.store)
        except SaveError as exc:
            self.notify(str(exc), severity="error")
            self._check_continue()
            return
        self.app.push_screen(DucksGameScreen.from_save(saved, self.store))

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.dismiss()
        else:
            self.app.exit()
