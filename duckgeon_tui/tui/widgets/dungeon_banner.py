"""The dungeon's banner: the turn, the room (or the corridor walked), the phase and whose
Duckventurer acts, in the player's colour; below it, while choosing on the map, what is chosen
and the keys that choose."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.describe import room_holds
from duckgeon_tui.tui.screens.map_choosing import NOTHING, Choice
from duckgeon_tui.tui.widgets.corridor_view import CorridorWalk
from duckgeon_tui.tui.widgets.map_view import player_colour

PHASE_WORDS = {
    "room_table": "entering the room",
    "goose_sign": "DuckDuckGoose: add or subtract",
    "pick": "choose the dice",
    "share": "share the dice",
    "act": "Duckventurers act",
    "walk": "walking",
    "roll": "after the roll",
    "loot_roll": "roll the Loot",
    "loot_split": "share the Loot",
    "over": "game over",
}


def phase_words(phase: str) -> str:
    """A phase in words for the banner."""
    return PHASE_WORDS.get(phase, phase)


class DungeonBanner(Static):
    """Drawn from the game, the acting Duckventurer, the corridor walked and the choice."""

    game: reactive[Game] = reactive(cast("Game", None), layout=True, init=False)
    acting: reactive[str | None] = reactive(None, layout=True, init=False)
    walk: reactive[CorridorWalk | None] = reactive(None, layout=True, init=False)
    choice: reactive[Choice] = reactive(NOTHING, layout=True, init=False)

    def __init__(self, game: Game, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(DungeonBanner.game, game)

    def watch_choice(self, choice: Choice) -> None:
        self.set_class(bool(choice.words), "-choosing")

    def watch_game(self, game: Game) -> None:
        self.set_class(bool(room_holds(game)), "-held")

    def render(self) -> Text:
        game, pal = self.game, GameColours.of(self)
        view = game.room_view()
        text = Text()
        text.append(f" Turn {game.turn} ", style="bold reverse")
        if self.walk is not None:
            text.append(f" Corridor to room {self.walk.to_room}: {self.walk.to_name} ")
        else:
            text.append(f" Room {game.room_number}: {view.name} ")
        if view.cleared:
            text.append("(Cleared) ", style=pal.good)
        text.append(f"| {phase_words(str(game.phase))} ", style="dim")
        if self.acting:
            player = game.player_of(self.acting)
            colour = player_colour(game, player, pal)
            text.append(f" {player}: {self.acting} ", style=f"bold #000000 on {colour}")
        if self.choice.words:
            text.append(f"\n {self.choice.words}", style=f"bold {pal.cursor}")
        elif self.walk is None and (holds := room_holds(game)):
            text.append(f"\n {holds}", style=f"bold {pal.bad}")
        return text
