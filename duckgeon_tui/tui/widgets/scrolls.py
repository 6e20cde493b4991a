"""Duckventurer Scrolls: STATS, Rank, School, Class, Conditions, Funkards, free action."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.widgets.dice_tray import card_name
from duckgeon_tui.tui.widgets.map_view import player_colour


def free_action_text(duck: DuckState) -> str:
    """'free: available', 'free: look declared', 'free: lost (targeted)' or 'free: none'."""
    declared = duck.free_action
    if declared is not None:
        return f"free: {declared.kind} declared" + (" (lost: targeted)" if duck.targeted else "")
    if duck.targeted:
        return "free: lost (targeted)"
    return "free: none (has dice)" if duck.got_dice else "free: available"


def scroll_text(game: Game, name: str, pal: GameColours, acting: bool, full: bool = True) -> Text:
    """One Duckventurer's Scroll."""
    duck = game.duck(name)
    content = game.content
    duck_class = content.classes.get(duck.class_id)
    school = content.schools.get(duck_class.school) if duck_class else None
    colour = player_colour(game, duck.player, pal)
    text = Text()
    text.append(("> " if acting else "  ") + duck.name, style=f"bold {colour}")
    text.append(f"  {duck_class.name if duck_class else duck.class_id}", style="bold")
    text.append(f"  Rank {duck.rank}\n", style="dim")
    for stat, cur, top in (
        ("F", duck.f, duck.fmax),
        ("Q", duck.q, duck.qmax),
        ("P", duck.p, duck.pmax),
    ):
        style = pal.bad if stat == "F" and cur * 3 <= top else ""
        text.append(f"  {stat} {cur}/{top}", style=style)
    text.append(f"  Loot {duck.loot}")
    if duck.ward:
        text.append(f"  Duck! -{duck.ward}", style=pal.info)
    text.append("\n")
    if full and school is not None:
        text.append(f"  School: {school.name}", style="dim")
    if len({d.player for d in game.ducks}) > 1:
        text.append(f"  player: {duck.player}", style="dim")
    if full or len({d.player for d in game.ducks}) > 1:
        text.append("\n")
    if duck.conditions:
        parts = []
        for cid, left in duck.conditions.items():
            cond = content.conditions.get(cid)
            label = cond.name if cond else cid
            parts.append(f"{label} ({left})" if left else label)
        text.append("  Conditions: " + ", ".join(parts) + "\n", style=pal.bad)
    text.append(f"  {free_action_text(duck)}", style="dim")
    text.append("\n")
    if duck.hand:
        cards = []
        for index, card in enumerate(duck.hand, start=1):
            label = card_name(game, card)
            if card == duck.wielded:
                label += "*"
            charges = duck.charges.get(card)
            if charges:
                label += f"+{charges}"
            cards.append(f"{index}.{label}")
        text.append("  Cards: " + ", ".join(cards) + "\n")
    return text


class Scrolls(Static):
    """Every Duckventurer's Scroll, the acting one marked; the rest shortened when space is low."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    acting: reactive[str | None] = reactive(None, layout=True, init=False)
    compact: reactive[bool] = reactive(False, layout=True, init=False)
    """Small screens: the acting Duckventurer's Scroll whole, the others one line each."""

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(Scrolls.game, game)

    def render(self) -> Text:
        """Every Scroll as the game stands."""
        game, pal, acting = self.game, GameColours.of(self), self.acting
        text = Text()
        many = len(game.ducks) > 3
        for duck in game.ducks:
            if self.compact and duck.name != acting:
                text.append_text(scroll_line(game, duck.name, pal))
            else:
                text.append_text(
                    scroll_text(game, duck.name, pal, duck.name == acting, full=not many)
                )
        return text


def scroll_line(game: Game, name: str, pal: GameColours) -> Text:
    """A Scroll in one line: name, Class, Fatty and the dice held (the rest on Tab)."""
    duck = game.duck(name)
    duck_class = game.content.classes.get(duck.class_id)
    text = Text("  ")
    text.append(duck.name, style=f"bold {player_colour(game, duck.player, pal)}")
    text.append(f" {duck_class.name if duck_class else duck.class_id}", style="dim")
    style = pal.bad if duck.f * 3 <= duck.fmax else ""
    text.append(f" F {duck.f}/{duck.fmax}", style=style)
    if duck.dice:
        text.append(f" dice {len(duck.dice)}")
    if duck.conditions:
        text.append(" " + ",".join(duck.conditions), style=pal.bad)
    text.append("\n")
    return text
