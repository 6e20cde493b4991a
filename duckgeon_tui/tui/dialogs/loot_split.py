"""Share out the rolled Loot: any split, but the total must match what was rolled."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.base import KeyHint
from duckgeon_tui.tui.dialogs.flow import LiveDialog
from duckgeon_tui.tui.widgets.tap_button import TapButton


class LootSplitDialog(LiveDialog[tuple[tuple[str, int], ...] | None]):
    """Up/down chooses a Duckventurer, left/right (or -/+) gives or takes one Loot (+ with
    none left to share takes it from whoever has the most); Enter confirms."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,j", "row(1)", "Next", show=False),
        Binding("up,k", "row(-1)", "Previous", show=False),
        Binding("right,l,plus,equals_sign", "change(1)", "+1"),
        Binding("left,h,minus", "change(-1)", "-1"),
        Binding("a", "all_here", "All to this one"),
        Binding("e", "even", "Even split"),
        Binding("enter", "done", "Share it"),
    ]
    EXPLAIN = (
        "The Loot rolled for the Cleared room is shared out as the players like: choose a "
        "Duckventurer with up/down, give or take one Loot with + and - (or right and left; + "
        "takes it from whoever has the most once none is left to share); "
        "a: all of it to them, e: an even split. A Funkard or a Rank costs one Duckventurer's "
        "Loot, so the split offered first pools it on one. Enter shares it once every Loot "
        "has an owner."
    )
    KEY_HINTS = (KeyHint(("up", "down"), "choose a Duckventurer", "row"),)

    def __init__(
        self, total: int, names: list[str], offer: tuple[list[int], str] | None = None
    ) -> None:
        super().__init__(classes="dialog")
        self.total = total
        self.names = names
        self.shares = [0] * len(names)
        self.row = 0
        self.why = ""
        """Why the split offered first is what it is (shown while that split stands)."""
        if offer is not None and len(offer[0]) == len(names) and sum(offer[0]) == total:
            self.shares, self.why = list(offer[0]), offer[1]
        else:
            self.action_even()
        self.offered = list(self.shares)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Label(f"Share out {self.total} Loot", classes="dialog-title")
            yield Static("", id="split-rows")
            yield Static("", id="split-left")
            if self.why:
                yield Static(self.why, classes="dialog-detail", id="split-why", markup=False)
            yield self.keys_line()
            with Horizontal(classes="dialog-buttons"):
                yield TapButton("-1", id="minus")
                yield TapButton("+1", id="plus")
                yield TapButton("Share (enter)", id="done", variant="primary")

    def left(self) -> int:
        """Loot not yet given to anyone."""
        return self.total - sum(self.shares)

    def draw(self) -> None:
        """Show each share and what is left."""
        rows = Text()
        for index, (name, share) in enumerate(zip(self.names, self.shares, strict=True)):
            mark = "> " if index == self.row else "  "
            rows.append(
                f"{mark}{name:<12} {share:>3}  " + "$" * min(share, 30) + "\n",
                style="bold" if index == self.row else "",
            )
        self.query_one("#split-rows", Static).update(rows)
        left = self.left()
        self.query_one("#split-left", Static).update(
            "All shared." if left == 0 else f"{left} Loot still to share."
        )
        self.query_one("#done", Button).disabled = left != 0
        for why in self.query("#split-why"):
            why.display = self.shares == self.offered  # its words are about that split only

    def action_row(self, step: int) -> None:
        self.row = (self.row + step) % len(self.names)
        self.redraw()

    def action_change(self, step: int) -> None:
        if step < 0 and self.shares[self.row] == 0:
            return
        if step > 0 and self.left() == 0:
            # Every Loot has an owner: + moves one over from whoever has the most.
            others = [i for i, share in enumerate(self.shares) if i != self.row and share > 0]
            if not others:
                return
            self.shares[max(others, key=lambda i: self.shares[i])] -= 1
        self.shares[self.row] += step
        self.redraw()

    def action_all_here(self) -> None:
        self.shares = [0] * len(self.names)
        self.shares[self.row] = self.total
        self.redraw()

    def action_even(self) -> None:
        count = len(self.names)
        self.shares = [
            self.total // count + (1 if i < self.total % count else 0) for i in range(count)
        ]
        self.redraw()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "plus":
            self.action_change(1)
        elif event.button.id == "minus":
            self.action_change(-1)
        else:
            self.action_done()

    def action_done(self) -> None:
        if self.left() == 0:
            self.dismiss(tuple(zip(self.names, self.shares, strict=True)))
