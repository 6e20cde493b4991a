"""The dice tray: the turn's pool, who holds which, Gobbly-stored dice, the Loot pools, the roll."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual import events
from textual.reactive import reactive, var
from textual.timer import Timer
from textual.widgets import Static

from duckgeon_tui.content.vocabulary import possessive
from duckgeon_tui.engine import Event, Game, Phase
from duckgeon_tui.tui.card_words import card_name
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.phase_words import phase_words
from duckgeon_tui.tui.widgets.dice_face import DIE_ACTION, dice_row, die_face
from duckgeon_tui.tui.widgets.panel_text import flowed, panel_width

ROLLS = ("roll", "room_table", "goose", "loot")
"""The kinds of event whose faces the tray shows as the last roll."""


def latest_roll(events: list[Event]) -> Event | None:
    """The last roll among events, as the tray's "Last roll" shows it (None: no roll)."""
    return next((e for e in reversed(events) if e.kind in ROLLS and e.faces), None)


ROLL_STEP = 0.3
"""Seconds between the faces of a roll's chain when animation is on ..."""
ROLL_TIME = 1.5
"""... and the longest a whole chain takes (many Loot dice are shown faster)."""


class DiceTray(Static):
    """Redrawn from the game after every action; a held die is clicked to use it. With
    `animate_rolls` on, a new roll's explosion chain appears face by face on a timer (input is
    never held up)."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    acting: reactive[str | None] = reactive(None, layout=True, init=False)
    roll: reactive[Event | None] = reactive(None, layout=True, init=False)
    """The latest roll: a new one starts its chain."""
    animate_rolls: var[bool] = var(False, init=False)
    compact: reactive[bool] = reactive(False, layout=True, init=False)
    """Small screens: short lines, and the last roll without its words (the log has them)."""

    def __init__(self, game: Game, *, keys: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(DiceTray.game, game)
        self.keys = keys
        """Whether the keys that act are named (not in a replay, where none acts)."""
        self.revealed = 0
        self.timer: Timer | None = None

    async def on_click(self, event: events.Click) -> None:
        action = event.style.meta.get(DIE_ACTION)
        if isinstance(action, str):
            event.stop()
            await self.run_action(action)

    def watch_roll(self) -> None:
        self.start_chain()

    def start_chain(self) -> None:
        """Show the new roll's faces all at once, or one by one when animating."""
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        faces = self.roll.faces if self.roll is not None else ()
        if self.animate_rolls and len(faces) > 1:
            self.revealed = 1
            self.timer = self.set_interval(min(ROLL_STEP, ROLL_TIME / len(faces)), self.reveal_next)
        else:
            self.revealed = len(faces)

    def reveal_next(self) -> None:
        """One more face of the chain (the timer stops at the last)."""
        faces = self.roll.faces if self.roll is not None else ()
        self.revealed = min(self.revealed + 1, len(faces))
        if self.revealed >= len(faces) and self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.refresh(layout=True)

    @property
    def rolling(self) -> bool:
        """Whether a roll's chain is still being revealed."""
        return self.timer is not None

    def render(self) -> Text:
        """The tray's text from the game as it stands."""
        game, pal, acting = self.game, GameColours.of(self), self.acting
        last_roll = self.roll
        width = panel_width(self)
        text = Text()
        text.append("Dice ", style="bold")
        if not self.compact:
            text.append(tray_title(game), style="dim")
        text.append("\n")
        if game.pool:
            text.append("Pool  ")
            text.append_text(dice_row(list(game.pool), pal))
            text.append("\n")
        elif game.phase == Phase.PICK:
            key = " (p)" if self.keys else ""
            text.append(f"Pick {game.dice_to_pick} dice{key}\n", style="italic")
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
                    holds = f"{possessive(duck.name)} {card_name(game, card)} holds"
                    faces = [die_face(kind, pal) for kind in stored]
                    text.append_text(flowed([Text(holds, style="dim"), *faces], width, gap=" "))
        text.append("Loot: counters " if self.compact else "Loot Counter pool ")
        text.append_text(die_face("loot", pal))
        text.append(f" x{game.loot_counters}  " + ("room " if self.compact else "Room Loot Pool "))
        text.append_text(die_face("loot", pal))
        text.append(f" x{game.room_view().loot_pool}\n")
        if last_roll is not None:
            text.append("Last roll: ", style="bold")
            explodes = last_roll.kind != "loot"
            text.append_text(chain_text(last_roll.faces, self.revealed, pal, explodes=explodes))
            if not self.rolling and not self.compact:
                text.append(last_roll.text, style="dim")
        return text


def chain_text(
    faces: tuple[int, ...], revealed: int, pal: GameColours, *, explodes: bool = True
) -> Text:
    """A roll's faces shown up to `revealed`: '6  BOOM! a 6: roll again ...', then
    '6 + 3 = 9  BOOM x1' (every 6 but a last one exploded into another die). Loot dice
    (`explodes` False) are separate dice that never explode: '6 + 5 = 11', no BOOM."""
    text = Text()
    if not faces:
        return text
    shown = faces[: max(1, revealed)]
    text.append(" + ".join(str(f) for f in shown), style=f"bold {pal.roll}")
    if len(shown) < len(faces):
        if explodes and shown[-1] == 6:
            text.append("  BOOM! a 6: roll again ...\n", style=f"bold {pal.bad}")
        else:
            text.append(" ...\n", style=pal.roll)
        return text
    text.append(f" = {sum(faces)}", style=f"bold {pal.roll}")
    booms = sum(1 for face in faces[:-1] if face == 6) if explodes else 0
    if booms:
        text.append(f"  BOOM x{booms}", style=pal.bad)
    text.append("\n")
    return text


def tray_title(game: Game) -> str:
    """The turn and its phase in a player's words, e.g. '(turn 1: choose the dice)'."""
    return f"(turn {game.turn}: {phase_words(game.phase)})"
