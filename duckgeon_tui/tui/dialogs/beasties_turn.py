"""What the Beasties did on their turn, low on the screen with the room in sight above it,
until the players press a key; keys typed ahead of it (a die letter for the dice picker) go on
to what opens next."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, Static

from duckgeon_tui.engine import Event
from duckgeon_tui.engine.events import EventKind
from duckgeon_tui.tui.dialogs.base import Dialog
from duckgeon_tui.tui.held_keys import HeldKeys

SHOWN = 6
"""The most lines of the Beasties' turn shown (the rest: the log, H)."""
GO_ON = ("enter", "space", "p")
"""The keys that only close the summary and go on."""


def summary_line(shown: list[Event]) -> str:
    """'3 moved, 2 attacked: 1 hit, 1 knocked out'."""
    moved = len({e.actor for e in shown if e.kind == EventKind.MOVE})
    attacks = [e for e in shown if e.kind == EventKind.ATTACK]
    hits = sum(1 for e in attacks if e.resisted is False)
    knocked = sum(1 for e in shown if e.kind == EventKind.KNOCKOUT)
    words = [f"{moved} moved"] if moved else []
    if attacks:
        words.append(f"{len(attacks)} attacked: {hits} hit" + ("" if hits == 1 else "s"))
    if knocked:
        words.append(f"{knocked} Duckventurer{'s' if knocked > 1 else ''} knocked out")
    return ", ".join(words) or "nothing moved, nobody attacked"


class BeastiesTurnDialog(Dialog[bool | None]):
    """The Beasties' turn in a few lines over the log; any key goes on, H to the whole message
    history, Escape to the map (answers whether the history was asked for; None: Escape, the
    turn goes on by its key, p)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(",".join(GO_ON), "done", "Go on to the dice"),
        Binding(",".join(GO_ON), "done_over", "Go on: the quest is over"),
        Binding("H", "history", "Every message"),
        Binding("escape", "to_map", "To the map (p goes on)"),
    ]
    EXPLAIN = (
        "After the Duckventurers' turn the Beasties act, each in the order they appeared: "
        "they move, attack, or use an ability. The room above shows where they stand now; "
        "the message log keeps every line (H shows them all). Any key goes on; Escape leaves "
        "you on the map, and p goes on from there."
    )

    def __init__(self, shown: list[Event], *, over: bool = False) -> None:
        super().__init__(classes="dialog beasties-turn")
        self.shown = shown
        self.over = over
        """The game ended on this turn: what comes next is its end, not the dice."""

    def compose(self) -> ComposeResult:
        lines = [e.text for e in self.shown[-SHOWN:]]
        more = len(self.shown) - len(lines)
        if more:
            lines.insert(0, f"({more} more before: H shows every message)")
        with Vertical(classes="dialog-box", id="beasties-box"):
            yield Label(f"The Beasties' turn: {summary_line(self.shown)}", classes="dialog-title")
            yield Static("\n".join(lines), classes="dialog-body", markup=False)
            keys = (
                "Any key: go on (the quest is over)  H: every message"
                if self.over
                else "Any key: go on (keys typed ahead go on to the dice picker)  H: every "
                "message  Esc: the map (p goes on)"
            )
            yield Static(
                keys,
                classes="dialog-keys",
                markup=False,
            )

    def on_key(self, event: events.Key) -> None:
        if event.key in (*GO_ON, "escape", "question_mark", "H"):
            return  # their bindings answer them
        event.stop()
        event.prevent_default()
        held = getattr(self.app, "held_keys", None)
        if isinstance(held, HeldKeys) and held.typed_ahead(event):
            held.put_back(event, self)  # typed ahead: for the dialog that opens next
        self.dismiss(False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("done", "done_over"):
            return (action == "done_over") == self.over
        return super().check_action(action, parameters)

    def action_done(self) -> None:
        self.dismiss(False)

    def action_done_over(self) -> None:
        self.dismiss(False)

    def action_history(self) -> None:
        self.dismiss(True)

    def action_to_map(self) -> None:
        self.dismiss(None)
