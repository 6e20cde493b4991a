"""The dice tray: the turn's pool, who holds which, Gobbly-stored dice, the Loot pools, the roll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from duckgeon_tui.tui.themes import Palette
from duckgeon_tui.tui.widgets.dice_face import DIE_NAMES, dice_row, die_face

if TYPE_CHECKING:
    from duckgeon_tui.engine import Event, Game


class DiceTray(Static):
    """Redrawn from the game after every action; a held die is clicked to use it."""

    def show(self, game: Game, pal: Palette, acting: str | None, last_roll: Event | None) -> None:
        """Draw the tray for the game as it stands."""
        text = Text()
        text.append("Dice ", style="bold")
        text.append(f"(turn {game.turn}, phase {game.phase})\n", style="dim")
        if game.pool:
            text.append("Pool  ")
            text.append_text(dice_row(list(game.pool), pal))
            text.append("\n")
        elif game.phase == "pick":
            text.append(f"Pick {game.dice_to_pick} dice (p)\n", style="italic")
        for duck in game.ducks:
            if not duck.dice:
                continue
            marker = "> " if duck.name == acting else "  "
            text.append(f"{marker}{duck.name:<9}", style="bold" if duck.name == acting else "")
            prefix = "screen.use_die" if duck.name == acting else ""
            text.append_text(dice_row(list(duck.dice), pal, prefix))
            text.append("\n")
        for duck in game.ducks:
            for card, stored in duck.stored.items():
                if stored:
                    text.append(f"  {duck.name}'s {card_name(game, card)} holds ", style="dim")
                    text.append_text(dice_row(list(stored), pal))
                    text.append("\n")
        text.append("Loot Counter pool ")
        text.append_text(die_face("loot", pal))
        text.append(f" x{game.loot_counters}   Room Loot Pool ")
        text.append_text(die_face("loot", pal))
        text.append(f" x{game.room_view().loot_pool}\n")
        if last_roll is not None:
            text.append("Last roll: ", style="bold")
            if last_roll.faces:
                chain = " + ".join(str(f) for f in last_roll.faces)
                boom = "  BOOM! exploded" if len(last_roll.faces) > 1 else ""
                text.append(f"{chain} = {sum(last_roll.faces)}{boom}\n", style=pal.roll)
            text.append(last_roll.text, style="dim")
        self.update(text)


def card_name(game: Game, card_id: str) -> str:
    """A Funkard's printed name (its id when unknown)."""
    try:
        return game.content.funkard(card_id).name
    except KeyError:
        return card_id


def die_name(kind: str) -> str:
    """The DuckDie's full name."""
    return DIE_NAMES.get(kind, kind)
