"""The shop of a Cleared room: buy Funkards and rank up with each Duckventurer's Loot."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from duckgeon_tui.content.vocabulary import Stat
from duckgeon_tui.engine import Action, Buy, Game, Phase, RankUp
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
from duckgeon_tui.tui.dialogs.base import KeyHint
from duckgeon_tui.tui.dialogs.card import drawn_words
from duckgeon_tui.tui.dialogs.flow import LiveDialog
from duckgeon_tui.tui.flow.questions import TakeHint
from duckgeon_tui.tui.widgets.map_view import player_colour
from duckgeon_tui.tui.widgets.panel_text import flowed, panel_width
from duckgeon_tui.tui.widgets.tap_button import TapButton

STATS: dict[str, Stat] = {"F": "F", "Q": "Q", "P": "P"}
"""Each STAT by its letter (as the engine's RankUp takes it)."""
STAT_NAMES = {"F": "Fatty", "Q": "Quack", "P": "Peanut Brain"}


class ShopDialog(LiveDialog[TakeHint | None]):
    """Up/down choose a Duckventurer, `b` buys a Funkard, `f`/`q`/`p` rank up raising that max
    STAT; it stays open for more purchases until Enter or Escape."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,j", "row(1)", "Next duck", show=False),
        Binding("up,k", "row(-1)", "Previous duck", show=False),
        Binding("b", "buy", "Buy Funkard"),
        Binding("f", "rank('F')", "Rank up F"),
        Binding("q", "rank('Q')", "Rank up Q"),
        Binding("p", "rank('P')", "Rank up P"),
        Binding("enter,escape", "close", "Done"),
    ]
    EXPLAIN = (
        "Spend each Duckventurer's Loot: choose one with up/down, b buys a Funkard (drawn from "
        "the deck), f q p buy the next Rank, raising that max STAT by one. The shop stays open "
        "for more; Enter or Escape closes it."
    )
    KEY_HINTS = (KeyHint(("up", "down"), "choose a Duckventurer", "row"),)

    def __init__(self, game: Game, apply: Callable[[Action], bool]) -> None:
        super().__init__(classes="dialog")
        self.game = game
        self.apply = apply
        self.row = 0
        self.drawn = ""
        """What the last Funkard bought drew, said under the Duckventurers."""

    def compose(self) -> ComposeResult:
        quest = self.game.quest
        with Vertical(classes="dialog-box", id="shop-box"):
            yield Label("Shop: Funkards and Ranks", classes="dialog-title")
            yield Static(
                f"A Funkard costs {quest.funkard_price} Loot (drawn from the deck; at most "
                f"{quest.hand_limit} in hand). A Rank costs its Loot and raises one max STAT.",
                classes="dialog-detail",
                markup=False,
            )
            for index in range(len(self.game.ducks)):
                with Vertical(classes="shop-duck", id=f"shop-duck-{index}"):
                    yield Static("", id=f"shop-info-{index}", classes="shop-info")
                    with Horizontal(classes="shop-buttons"):
                        yield TapButton("Buy Funkard (b)", id=f"buy-{index}", classes="shop-btn")
                        for stat in STATS:
                            yield TapButton(
                                f"Rank +{stat} ({stat.lower()})",
                                id=f"rank-{index}-{stat}",
                                classes="shop-btn",
                            )
            yield Static("", id="shop-note", classes="dialog-detail")
            yield self.keys_line()
            with Horizontal(classes="dialog-buttons"):
                yield TapButton("Done (enter)", id="done", variant="primary")

    def on_mount(self) -> None:
        super().on_mount()
        self.call_after_refresh(self.redraw)  # once laid out: the rows fitted to the box

    def on_resize(self) -> None:
        self.call_after_refresh(self.redraw)

    def legal(self) -> list[Buy | RankUp]:
        """The purchases the engine allows now."""
        if self.game.phase != Phase.PICK:
            return []
        return [a for a in self.game.legal_actions() if isinstance(a, (Buy, RankUp))]

    def draw(self) -> None:
        """Each Duckventurer's Loot, hand, Rank and next Rank; which buttons work now."""
        game, pal = self.game, GameColours.of(self)
        legal = self.legal()
        for index, duck in enumerate(game.ducks):
            here = index == self.row
            info = self.query_one(f"#shop-info-{index}", Static)
            text = Text()
            text.append("> " if here else "  ", style="bold")
            colour = player_colour(game, duck.player, pal)
            text.append(f"{duck.name}", style=f"bold {colour}")
            duck_class = game.content.classes.get(duck.class_id)
            class_name = duck_class.name if duck_class else duck.class_id
            text.append(f"  {class_name}  Loot {duck.loot}  Hand {len(duck.hand)}/")
            text.append(f"{game.quest.hand_limit}  Rank {duck.rank}\n")
            nxt = game.content.ranks.get(duck.rank + 1)
            if nxt is None:
                text.append("  Top Rank reached.", style="dim")
            else:
                raises = " or ".join(f"{s} ({STAT_NAMES.get(s, s)})" for s in nxt.raises)
                short = max(0, nxt.cost - duck.loot)
                pieces: list[Text | str] = [
                    Text(
                        f"Next: Rank {nxt.rank} {nxt.name}, {nxt.cost} Loot: max {raises} "
                        f"+{nxt.amount}",
                        style="dim",
                    )
                ]
                if short:
                    pieces.append(Text(f"({short} Loot short)", style="dim italic"))
                # A row too long goes on under its own indent, never from the box's edge.
                text.append_text(flowed(pieces, panel_width(info), gap=" "))
                text.rstrip()
            info.update(text)
            self.query_one(f"#shop-duck-{index}").set_class(here, "-selected")
            can_buy = any(isinstance(a, Buy) and a.who == duck.name for a in legal)
            self.query_one(f"#buy-{index}", Button).disabled = not can_buy
            for stat in STATS:
                can_rank = any(
                    isinstance(a, RankUp) and a.who == duck.name and a.stat == stat for a in legal
                )
                button = self.query_one(f"#rank-{index}-{stat}", Button)
                button.disabled = not can_rank
                button.display = nxt is not None and stat in nxt.raises
        note = self.drawn
        if not legal and not note:
            open_now = game.phase == Phase.PICK and game.room_view().cleared
            note = (
                "Nobody has enough Loot for a Funkard or a Rank."
                if open_now
                else "The shop is open in a Cleared room, before the turn's dice are picked."
            )
        self.query_one("#shop-note", Static).update(note)

    def action_row(self, step: int) -> None:
        count = len(self.game.ducks)
        if count:
            self.row = (self.row + step) % count
            self.redraw()

    def selected(self) -> str:
        """The name of the Duckventurer the keys shop for."""
        return self.game.ducks[self.row].name

    def purchase(self, action: Buy | RankUp) -> None:
        """Apply a purchase; a refusal says why (the rules' own words: the Loot it costs, the
        STATS a Rank raises, a full hand)."""
        self.apply(action)
        self.redraw()

    def action_buy(self) -> None:
        self.buy(self.selected())

    def buy(self, name: str) -> None:
        """Buy a Funkard for a Duckventurer and say which card it drew."""
        duck = self.game.duck(name)
        hand, loot = list(duck.hand), duck.loot
        self.apply(Buy(name))
        self.drawn = drawn_words(self.game, name, hand, loot) or self.drawn
        self.redraw()

    def action_rank(self, stat: str) -> None:
        self.purchase(RankUp(self.selected(), STATS[stat]))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button = event.button.id or ""
        parts = button.split("-")
        if button == "done":
            self.action_close()
        elif parts[0] in ("buy", "rank"):
            self.row = int(parts[1])
            name = self.selected()
            if parts[0] == "buy":
                self.buy(name)
            else:
                self.purchase(RankUp(name, STATS[parts[2]]))

    def action_close(self) -> None:
        self.dismiss(None)
