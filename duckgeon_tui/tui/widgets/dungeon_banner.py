"""The dungeon's banner: the turn, the room (or the corridor walked), the phase and whose
Duckventurer acts, in the player's colour; below it, while choosing on the map, what is chosen
and the keys that choose."""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from duckgeon_tui.engine import Game, Phase
from duckgeon_tui.tui.colours import GameColours
from duckgeon_tui.tui.corridor_walk import CorridorWalk
from duckgeon_tui.tui.describe import room_holds
from duckgeon_tui.tui.flow.map_choosing import NOTHING, Choice
from duckgeon_tui.tui.phase_words import phase_words
from duckgeon_tui.tui.room_states import shut_in
from duckgeon_tui.tui.widgets.map_view import player_colour

SWITCH = " tab: next duck"
"""Said after the acting Duckventurer's name while Tab gives the keys to another."""
SHORTEST_NAME = 6
"""A room's name shortened to fewer columns says nothing: it goes instead."""


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
        self.set_class(bool(room_holds(game) or shut_in(game)), "-held")

    def render(self) -> Text:
        game, pal = self.game, GameColours.of(self)
        view = game.room_view()
        if self.walk is not None:
            where, name = f"Corridor to room {self.walk.to_room}", self.walk.to_name
        else:
            where, name = f"Room {game.room_number}", view.name
        acting = ""
        if self.acting:
            # The player's name only when there are several: one player's says nothing.
            many = len({d.player for d in game.ducks}) > 1
            player = f"{game.player_of(self.acting)}: " if many else ""
            acting = f" {player}{self.acting} "
        switch = SWITCH if self.acting and self.may_switch() else ""
        cleared = "(Cleared) " if shows_cleared(game, self.walk is not None) else ""
        place, phase = fit_place(
            where,
            name,
            f"| {phase_words(game.phase)} ",
            self.size.width - len(f" Turn {game.turn} {cleared}{acting}{switch}"),
        )
        text = Text()
        text.append(f" Turn {game.turn} ", style="bold reverse")
        text.append(place)
        text.append(cleared, style=pal.good)
        text.append(phase, style="dim")
        if self.acting:
            colour = player_colour(game, game.player_of(self.acting), pal)
            text.append(acting, style=f"bold #000000 on {colour}")
            text.append(switch, style="dim")
        if self.choice.words:
            text.append(f"\n {self.choice.words}", style=f"bold {pal.cursor}")
        elif self.walk is None and (holds := room_holds(game)):
            text.append(f"\n {holds}", style=f"bold {pal.bad}")
        elif self.walk is None and (shut := shut_in(game)):
            text.append(f"\n {shut}", style=f"bold {pal.cursor}")
        return text

    def may_switch(self) -> bool:
        """Whether Tab gives the keys to another Duckventurer now: the Duckventurers act, none
        must finish first, nothing is being chosen on the map, and the party has several."""
        game = self.game
        return (
            game.phase == Phase.ACT
            and not game.active
            and not self.choice.active
            and len(game.ducks) > 1
        )


def shows_cleared(game: Game, walking: bool) -> bool:
    """Whether the banner says the room is Cleared: never on the way in (the corridor, the
    Room Table and its DuckDuckGoose), where a room Cleared before rolls its Beasties again."""
    if walking or game.phase == Phase.ROOM_TABLE:
        return False
    pending = game.pending
    if game.phase == Phase.GOOSE_SIGN and pending is not None and pending.die == "table":
        return False
    return game.room_view().cleared


def fit_place(where: str, name: str, phase: str, room: int) -> tuple[str, str]:
    """The room (or corridor) and the phase words in `room` columns, so that the acting
    Duckventurer's name after them is always whole: the phase words go first (the menus say
    what is being done), then the room's name is shortened, then it goes too (a width of 0 or
    less: not laid out yet, all of it)."""
    place = f" {where}: {name} "
    if room <= 0 or len(place) + len(phase) <= room:
        return place, phase
    phase = ""
    spare = room - len(f" {where}:  ")
    if spare >= len(name):
        return place, phase
    if spare >= SHORTEST_NAME:
        return f" {where}: {name[: spare - 1]}\u2026 ", phase
    return f" {where} ", phase
