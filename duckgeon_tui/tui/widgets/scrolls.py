"""Duckventurer Scrolls: STATS, Rank, School, Class, Conditions, Funkards, free action."""

from __future__ import annotations

from typing import ClassVar, cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.state import DuckState
from duckgeon_tui.tui.colours import GAME_CLASSES, GameColours
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
    text.append(f"  Rank {duck.rank}  ({duck.player})\n", style="dim")
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
        text.append(f"  School: {school.name}\n", style="dim")
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

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    acting: reactive[str | None] = reactive(None, layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(Scrolls.game, game)

    def render(self) -> Text:
        """Every Scroll as the game stands."""
        game, pal, acting = self.game, GameColours.of(self), self.acting
        text = Text()
        compact = len(game.ducks) > 3
        for duck in game.ducks:
            text.append_text(
                scroll_text(game, duck.name, pal, duck.name == acting, full=not compact)
            )
        return text
