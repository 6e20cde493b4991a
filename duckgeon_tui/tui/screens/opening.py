"""The frame shown while a game named on the command line opens (content, engine, dungeon)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from duckgeon_tui.printable import printable
from duckgeon_tui.tui.art import DUCK
from duckgeon_tui.tui.launch import LaunchOptions
from duckgeon_tui.tui.textual_fixes import GameFooter, PaintsAtOnce, StyledOnce


def opening_words(options: LaunchOptions) -> tuple[str, str]:
    """The bar and the line saying what is being opened."""
    spec = options.new_game
    if options.start == "replay":
        return " Replay ", f"Rebuilding {options.replay_path} to watch it again"
    if options.start == "campaign":
        if spec is not None and spec.campaign:
            return f" New campaign: {spec.campaign}  (seed {spec.seed}) ", "Setting off"
        return " Continue campaign ", f"Opening the latest campaign in {options.saves_dir}"
    if options.start == "join" and options.join is not None:
        watch = "Watching" if options.join.watch else "Joining"
        return " Play online ", f"{watch} the table at {printable(options.join.address)}"
    if options.start == "host" and spec is not None:
        return f" Host a table: {printable(spec.quest)}  (seed {spec.seed}) ", "Opening the table"
    if options.start == "new" and spec is not None:
        party = ", ".join(f"{p.name} ({p.class_id})" for p in spec.party) or "the quest's party"
        return f" New game: {spec.quest}  (seed {spec.seed}) ", f"Opening {spec.quest} for {party}"
    bar = " Host a table: the autosave " if options.start == "host" else " Continue "
    return bar, f"Opening the latest autosave in {options.saves_dir}"


class OpeningScreen(PaintsAtOnce, StyledOnce, Screen[None]):
    """Painted first; the app swaps in the dungeon once the game is ready."""

    def __init__(self, options: LaunchOptions) -> None:
        super().__init__()
        self.bar, self.line = opening_words(options)

    def compose(self) -> ComposeResult:
        yield Static(Text(self.bar, style="bold reverse"), id="opening-bar")
        with Vertical(id="opening-box"):
            with Center():
                yield Static(Text(DUCK), id="opening-duck")
            with Center():
                yield Static(Text(self.line + " ..."), id="opening-line")
        yield GameFooter()
