"""Share the turn's dice out among the Duckventurers (each give can be taken back before Go)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.vocabulary import DIE_LETTERS, DIE_NAMES
from duckgeon_tui.engine import Action, Game, Give, Take
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
from duckgeon_tui.tui.dialogs.base import KeyHint
from duckgeon_tui.tui.dialogs.flow import LiveDialog
from duckgeon_tui.tui.widgets.dice_face import dice_row
from duckgeon_tui.tui.widgets.map_view import player_colour
from duckgeon_tui.tui.widgets.tap_button import TapButton


class ShareDiceDialog(LiveDialog[bool]):
    """Up/down or 1-9 choose a Duckventurer; a die letter gives one, its capital takes it back.

    Answers True when sharing is done (Go), False when closed to look at the map first.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "row(1)", "Next duck", show=False),
        Binding("up", "row(-1)", "Previous duck", show=False),
        *[Binding(str(n), f"select({n - 1})", str(n), show=False) for n in range(1, 10)],
        *[
            Binding(letter.lower(), f"give('{kind}')", f"Give {DIE_NAMES[kind]}", show=False)
            for kind, letter in DIE_LETTERS.items()
        ],
        *[
            Binding(letter, f"take('{kind}')", f"Take {DIE_NAMES[kind]}", show=False)
            for kind, letter in DIE_LETTERS.items()
        ],
        Binding("enter", "done", "Done (go)"),
        Binding("escape", "close", "See the room"),
    ]
    EXPLAIN = (
        "The dice picked for the turn go to the Duckventurers: choose one (up/down or their "
        "number), then type a die's letter to give them one of it, or the capital letter to "
        "take it back. A Duckventurer without dice keeps a free action; a knocked-out one "
        "takes none. Dice left in the Pool are lost at the end of the turn. "
        "Enter: done, the Duckventurers act; Escape shows the room (p: share again)."
    )
    KEY_HINTS = (
        KeyHint(("up", "down"), "choose a Duckventurer", "row"),
        KeyHint(tuple("123456789"), "that Duckventurer", "select", shown="1-9"),
        KeyHint(("w", "f", "d", "k", "g"), "give a die", "give", shown="w f d k g"),
        KeyHint(("W", "F", "D", "K", "G"), "take it back", "take", shown="W F D K G"),
    )

    def __init__(self, game: Game, apply: Callable[[Action], bool]) -> None:
        super().__init__(classes="dialog")
        self.game = game
        self.apply = apply
        self.row = 0
        self.refused = False
        """A give was refused (the toast says why): Enter then asks once about dice left."""
        self.warned = False
        """Enter was pressed once with dice left in the Pool (the next Enter goes on)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="share-box"):
            yield Label("Share out the DuckDice", classes="dialog-title")
            yield Static("", id="share-pool")
            yield Static("", id="share-rows")
            yield Static("LootCounters stay in the Loot Counter pool.", classes="dialog-detail")
            yield Static("", id="share-left", classes="dialog-detail")
            yield self.keys_line()
            with Horizontal(classes="dialog-buttons"):
                yield TapButton("Room (esc)", id="close")
                yield TapButton("Done (enter)", id="done", variant="primary")

    def names(self) -> list[str]:
        """The Duckventurers who can be given dice."""
        return [d.name for d in self.game.ducks]

    def draw(self) -> None:
        """Show the pool and each Duckventurer's dice."""
        pal = GameColours.of(self)
        pool = Text("Pool: ")
        pool.append_text(dice_row(list(self.game.pool), pal))
        if not self.game.pool:
            pool.append("(all shared)", style="dim")
        self.query_one("#share-pool", Static).update(pool)
        rows = Text()
        for index, duck in enumerate(self.game.ducks):
            mark = "> " if index == self.row else "  "
            colour = player_colour(self.game, duck.player, pal)
            rows.append(f"{mark}{index + 1}. {duck.name:<10}", style=f"bold {colour}")
            rows.append_text(dice_row(list(duck.dice), pal))
            if self.game.knocked_out(duck.name):
                rows.append("knocked out: no dice (First Aid gets them up)", style="dim")
            elif not duck.dice:
                rows.append("no dice: keeps a free action", style="dim")
            rows.append("\n")
        self.query_one("#share-rows", Static).update(rows)
        left = len(self.game.pool)
        warning = ""
        if left:
            dice = "die" if left == 1 else "dice"
            warning = f"{left} {dice} left in the Pool will be lost at the end of the turn."
            if self.warned:
                warning += " Enter again: go on without them."
        line = self.query_one("#share-left", Static)
        line.update(warning)
        line.display = bool(warning)

    def action_row(self, step: int) -> None:
        self.row = (self.row + step) % max(len(self.names()), 1)
        self.redraw()

    def action_select(self, index: int) -> None:
        if 0 <= index < len(self.names()):
            self.row = index
            self.redraw()

    def chosen(self) -> str:
        """The highlighted Duckventurer."""
        return self.names()[self.row]

    def action_give(self, kind: str) -> None:
        self.refused = not self.apply(Give(die=kind, who=self.chosen()))
        self.redraw()

    def action_take(self, kind: str) -> None:
        self.apply(Take(die=kind, who=self.chosen()))
        self.redraw()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "done":
            self.action_done()
        else:
            self.action_close()

    def action_done(self) -> None:
        if self.game.pool and self.refused and not self.warned:
            self.warned = True  # a die left behind by a give that did not take: ask once
            self.redraw()
            self.notify(
                "Dice are still in the Pool: share them, or Enter again to leave them (lost "
                "at the end of the turn).",
                severity="warning",
            )
            return
        self.dismiss(True)

    def action_close(self) -> None:
        self.dismiss(False)
