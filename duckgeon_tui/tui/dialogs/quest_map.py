"""The quest map: every room and corridor, where the party is, and the doors it may leave by."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Label, Static

from duckgeon_tui.engine import Game, Leave, Phase
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours, restyle_after_refresh
from duckgeon_tui.tui.dialogs.flow import FlowDialog
from duckgeon_tui.tui.flow.questions import TakeHint
from duckgeon_tui.tui.room_states import rolls_again, why_not_leave
from duckgeon_tui.tui.widgets.quest_map import COMPACT, FULL, corridor_list, draw_quest_map
from duckgeon_tui.tui.widgets.tap_button import TapButton

MORE = "PageDown (or the mouse wheel): more of the key and the corridors, below"
"""Said under the map while its key is out of sight."""

FULL_FROM_HEIGHT = 40
"""Screens at least this tall show the big room boxes in the dialog."""


class QuestMapDialog(FlowDialog[Leave | TakeHint | None]):
    """Shows the layout; when the party may leave, a room's number (or its button) sets off
    toward it (answers a Leave), as on the dungeon's quest map panel."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,M", "close", "Close"),
        *[
            Binding(str(n), f"go({n})", "Go to that room", show=n == 1, key_display="1-9")
            for n in range(1, 10)
        ],
    ]
    EXPLAIN = (
        "The quest's rooms and the corridors between them, the party's room marked. The number "
        "on a corridor is its length in spaces (the longer, the more Strolling Beasties); `-` "
        "and `|` are one space wide, `=` and `#` two or more. From a Cleared room, at the "
        "start of a turn, a room's number (or its button) sets off toward it. M, Enter or "
        "Escape closes the map."
    )

    def __init__(self, game: Game) -> None:
        super().__init__(classes="dialog")
        self.game = game
        legal = game.legal_actions() if game.phase == Phase.PICK else []
        exits = game.room_view().exits
        self.leaves: dict[int, Leave] = {
            exits[a.door]: a for a in legal if isinstance(a, Leave) and a.door in exits
        }

    def compose(self) -> ComposeResult:
        game = self.game
        with Vertical(classes="dialog-box", id="map-box"):
            yield Label(f"Quest map: {game.quest.name}", classes="dialog-title")
            with VerticalScroll(id="quest-map-scroll"):
                yield Static(id="quest-map")
                yield Static(corridor_list(game), id="quest-corridors")
            yield Static(MORE, id="quest-map-more", classes="dialog-detail")
            yield Static(self.leave_text(), classes="dialog-detail", markup=False)
            with Horizontal(classes="dialog-buttons"):
                for room, leave in sorted(self.leaves.items()):
                    again = ", rolls again" if rolls_again(game, room) else ""
                    yield TapButton(
                        f"{room}. room {room} ({leave.door}{again})", id=f"leave-{room}"
                    )
                yield TapButton("Close (esc)", id="close", variant="primary")

    def on_mount(self) -> None:
        self.draw_map()
        scroll = self.query_one("#quest-map-scroll", VerticalScroll)
        self.watch(scroll, "scroll_y", lambda _: self.show_more(), init=False)
        self.call_after_refresh(self.show_more)

    def show_more(self) -> None:
        """Say that the key is below while the map hides it (a short terminal)."""
        for scroll in self.query("#quest-map-scroll").results(VerticalScroll):
            hidden = scroll.scroll_y < scroll.max_scroll_y
            self.query_one("#quest-map-more", Static).display = hidden

    def notify_style_update(self) -> None:
        super().notify_style_update()
        restyle_after_refresh(self, self.draw_map)

    def draw_map(self) -> None:
        """Draw the layout in the theme's colours."""
        layout = FULL if self.app.size.height >= FULL_FROM_HEIGHT else COMPACT
        picture = draw_quest_map(self.game, GameColours.of(self), layout, offered=self.leaves)
        for drawing in self.query("#quest-map").results(Static):
            drawing.update(picture)

    def leave_text(self) -> str:
        """Which rooms the party may set off toward now, or why it may not."""
        if not self.leaves:
            return why_not_leave(self.game)
        parts = [
            f"{room}: room {room} by the {leave.door} door"
            for room, leave in sorted(self.leaves.items())
        ]
        return "Leave the room (press the room's number): " + ", ".join(parts) + "."

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The room keys only while the party may set off (the dialog says why it may not).
        return action != "go" or bool(self.leaves)

    def action_go(self, room: int) -> None:
        if room in self.leaves:
            self.dismiss(self.leaves[room])
        else:
            self.notify(self.leave_text())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        if button.startswith("leave-"):
            self.action_go(int(button[6:]))
        else:
            self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
