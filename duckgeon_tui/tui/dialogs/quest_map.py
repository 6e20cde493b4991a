"""The quest map: every room and corridor, where the party is, and the doors it may leave by."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Label, Static

from duckgeon_tui.tui.dialogs.flow import FlowDialog
from duckgeon_tui.tui.themes import Palette
from duckgeon_tui.tui.widgets.quest_map import corridor_walked, draw_quest_map
from duckgeon_tui.tui.widgets.tap_button import TapButton

if TYPE_CHECKING:
    from duckgeon_tui.engine import Game


class QuestMapDialog(FlowDialog[Any]):
    """Shows the layout; when the room is Cleared, 1-9 leave by that door (answers a Leave)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,M", "close", "Close"),
        *[Binding(str(n), f"leave({n - 1})", "Leave", show=n == 1) for n in range(1, 10)],
    ]

    def __init__(self, game: Game, palette: Palette) -> None:
        super().__init__(classes="dialog")
        self.game = game
        self.palette = palette
        from duckgeon_tui.engine import Leave

        legal = game.legal_actions() if str(game.phase) == "pick" else []
        self.leaves: list[Any] = [a for a in legal if isinstance(a, Leave)]

    def compose(self) -> ComposeResult:
        game = self.game
        with Vertical(classes="dialog-box", id="map-box"):
            yield Label(f"Quest map: {game.quest.name}", classes="dialog-title")
            with VerticalScroll(id="quest-map-scroll"):
                yield Static(draw_quest_map(game, self.palette), id="quest-map")
                yield Static(self.corridor_lines(), id="quest-corridors")
            yield Static(self.leave_text(), classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                for index, leave in enumerate(self.leaves[:9]):
                    yield TapButton(f"{index + 1}. {leave.door}", id=f"leave-{index}")
                yield TapButton("Close (esc)", id="close", variant="primary")

    def corridor_lines(self) -> Text:
        """One line per corridor: its ends, length and width, whether it has been walked."""
        game = self.game
        text = Text()
        text.append(
            "@ the party, yellow: this room, green: cleared, dim: not explored yet\n", style="dim"
        )
        text.append("Corridors (spaces long; = or # when 2+ wide)\n", style="bold")
        for corridor in game.quest.corridors:
            walked = corridor_walked(game, corridor)
            line = (
                f"  {corridor.a.room} {corridor.a.door} - {corridor.b.room} {corridor.b.door}: "
                f"{corridor.length} long, {corridor.width} wide"
            )
            text.append(line + ("  (walked)\n" if walked else "\n"), style="" if walked else "dim")
        every = game.quest.strolling_every
        text.append(
            f"Walking a corridor rolls a d6 per {every} spaces: each six brings a "
            "Strolling Beastie.",
            style="italic",
        )
        return text

    def leave_text(self) -> str:
        """Which doors the party may leave by now, or why it may not."""
        if not self.leaves:
            if self.game.room_view().cleared:
                return "The party may leave at the start of a turn, before the dice are picked."
            return "The party may leave once this room is Cleared."
        exits = self.game.room_view().exits
        parts = [
            f"{n}: {leave.door} door to room {exits.get(leave.door, '?')}"
            for n, leave in enumerate(self.leaves[:9], start=1)
        ]
        return "Leave the room by: " + ", ".join(parts) + "."

    def action_leave(self, index: int) -> None:
        if 0 <= index < len(self.leaves):
            self.dismiss(self.leaves[index])
        elif not self.leaves:
            self.notify(self.leave_text())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        if button.startswith("leave-"):
            self.action_leave(int(button[6:]))
        else:
            self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
