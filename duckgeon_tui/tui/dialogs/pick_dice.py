"""Choose the turn's DuckDice: any mix of the six kinds, exactly as many as the turn allows."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.vocabulary import DIE_LETTERS, DIE_NAMES
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
from duckgeon_tui.tui.dialogs.base import KeyHint
from duckgeon_tui.tui.dialogs.flow import LiveDialog
from duckgeon_tui.tui.widgets.dice_face import dice_row, die_face
from duckgeon_tui.tui.widgets.tap_button import TapButton

KINDS = ("walk", "fighter", "duck", "loot", "funky", "goose")
OTHER = "other"
"""Returned instead of dice when the player wants the turn's other actions (shop, leave ...)."""
SHOP = "shop"
"""Returned when the player opens the shop (buy Funkards, rank up) before picking."""
MAP = "map"
"""Returned when the player opens the quest map (and may leave a Cleared room)."""
USES = {
    "walk": "move up to the roll",
    "fighter": "one attack: Choppy or Shooty",
    "duck": "soaks damage this turn",
    "loot": "1 Loot die per kill this turn",
    "funky": "activates a Funkard",
    "goose": "changes another die's roll",
}
"""What each kind of die is for, beside its row (a LootCounter pays only for this turn's kills)."""


class PickDiceDialog(LiveDialog[tuple[str, ...] | str | None]):
    """Letters W F D L K G add a die (replacing the last when full), Backspace removes the
    last, up/down choose a kind and +/- (or left/right) change its count, Enter picks them."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    BINDINGS: ClassVar[list[BindingType]] = [
        *[
            Binding(letter.lower(), f"add('{kind}')", DIE_NAMES[kind], show=False)
            for kind, letter in DIE_LETTERS.items()
        ],
        Binding("up", "row(-1)", "Previous kind", show=False),
        Binding("down", "row(1)", "Next kind", show=False),
        Binding("plus,right,equals_sign", "more", "One more", show=False),
        Binding("minus,left", "fewer", "One fewer", show=False),
        Binding("backspace", "remove_last", "Remove last"),
        Binding("enter", "done", "Pick these"),
        Binding("o", "other", "Other actions"),
        Binding("r", "answer('shop')", "Shop"),
        Binding("M", "answer('map')", "Quest map"),
        Binding("escape", "cancel", "Close"),
    ]
    EXPLAIN = (
        "Each turn the party chooses its DuckDice: any mix of the six kinds, as many as the "
        "turn allows. Type a die's letter to add one (when all are chosen, a letter replaces "
        "the last one), Backspace takes the last one out; or choose a kind with up/down and "
        "change its count with + and -. Enter picks them; the party then shares them out."
    )
    KEY_HINTS = (
        KeyHint(("w", "f", "d", "l", "k", "g"), "add a die", "add", shown="w f d l k g"),
        KeyHint(("up", "down"), "a kind", "row"),
        KeyHint(("plus", "minus"), "its count", "more|fewer"),
    )

    def __init__(
        self,
        count: int,
        start: tuple[str, ...] = (),
        note: str = "",
        shop: bool = False,
    ) -> None:
        super().__init__(classes="dialog")
        self.count = count
        self.chosen: list[str] = list(start)[:count]
        self.note = note
        self.shop = shop
        self.row = 0
        """The kind + and - change."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="pick-box"):
            yield Label(f"Choose {self.count} DuckDice for this turn", classes="dialog-title")
            if self.note:
                yield Static(self.note, classes="dialog-detail", markup=False)
            for kind in KINDS:
                with Horizontal(classes="pick-row", id=f"row-{kind}"):
                    yield Static(id=f"face-{kind}", classes="pick-face")
                    yield TapButton("-", id=f"minus-{kind}", classes="pick-btn")
                    yield Static("0", id=f"count-{kind}", classes="pick-count")
                    yield TapButton("+", id=f"plus-{kind}", classes="pick-btn")
                    yield Static(USES[kind], classes="pick-use")
            yield Static("", id="pick-chosen")
            yield self.keys_line()
            with Horizontal(classes="dialog-buttons"):
                if self.shop:
                    yield TapButton("Shop (r)", id="pick-shop")
                yield TapButton("Map (M)", id="pick-map")
                yield TapButton("Other (o)", id="other")
                yield TapButton("Pick (enter)", id="done", variant="primary")

    def draw(self) -> None:
        """Show each kind's face, the counts, the kind + and - change, and the dice chosen so
        far."""
        pal = GameColours.of(self)
        for index, kind in enumerate(KINDS):
            face = die_face(kind, pal)
            face.append(f" {DIE_NAMES[kind]}")
            self.query_one(f"#face-{kind}", Static).update(face)
            self.query_one(f"#count-{kind}", Static).update(str(self.chosen.count(kind)))
            self.query_one(f"#row-{kind}").set_class(index == self.row, "-selected")
        text = dice_row(self.chosen, pal)
        text.append(f"  {len(self.chosen)}/{self.count}")
        left = self.count - len(self.chosen)
        if left:
            text.append(f"  {left} more to choose", style="dim")
        else:
            text.append("  full: a letter replaces the last die", style="dim")
        self.query_one("#pick-chosen", Static).update(text)
        self.query_one("#done", Button).disabled = len(self.chosen) != self.count

    def action_add(self, kind: str) -> None:
        if not self.count:
            return
        if len(self.chosen) >= self.count:
            self.chosen.pop()  # full: the new die takes the last one's place
        self.chosen.append(kind)
        self.row = KINDS.index(kind)
        self.redraw()

    def action_row(self, step: int) -> None:
        self.row = (self.row + step) % len(KINDS)
        self.redraw()

    def action_more(self) -> None:
        self.action_add(KINDS[self.row])

    def action_fewer(self) -> None:
        self.drop(KINDS[self.row])

    def action_remove_last(self) -> None:
        if self.chosen:
            self.chosen.pop()
            self.redraw()

    def drop(self, kind: str) -> None:
        """Take one die of a kind out."""
        if kind in self.chosen:
            index = len(self.chosen) - 1 - self.chosen[::-1].index(kind)
            del self.chosen[index]
            self.redraw()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        if button.startswith("plus-"):
            self.action_add(button[5:])
        elif button.startswith("minus-"):
            self.drop(button[6:])
        elif button == "done":
            self.action_done()
        elif button == "other":
            self.action_other()
        elif button in ("pick-shop", "pick-map"):
            self.action_answer(button[5:])

    def action_done(self) -> None:
        if len(self.chosen) == self.count:
            order = {kind: i for i, kind in enumerate(KINDS)}
            self.dismiss(tuple(sorted(self.chosen, key=order.__getitem__)))
        else:
            self.notify(f"Choose exactly {self.count} dice ({len(self.chosen)} so far).")

    def action_other(self) -> None:
        self.dismiss(OTHER)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer" and parameters == (SHOP,):
            return self.shop  # the footer offers the shop only when it has a button
        return super().check_action(action, parameters)

    def action_answer(self, which: str) -> None:
        self.dismiss(which)

    def action_cancel(self) -> None:
        self.dismiss(None)
