"""Choosing on the map: the spaces an action may aim at are marked, the cursor (keys, Tab,
mouse) picks one; a target then a destination when a card needs both; doors and quest map
rooms when the party may leave."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from duckgeon_tui.tui.screens.dungeon_view import DungeonView
from duckgeon_tui.tui.screens.map_aims import by_space, first_stage, next_stage, order_spaces
from duckgeon_tui.tui.widgets.map_view import MapView

Pos = tuple[int, int]
HOW = "tab/hjkl/arrows, enter/click: choose, o: menu, esc: cancel"
"""The keys of choosing on the map, said in the banner."""
STAGE_WORDS = {"target": "the target", "dest": "where to", "walk": "where to end"}


@dataclass(frozen=True)
class AimGroup:
    """A menu entry standing for several actions that are then chosen on the map."""

    label: str
    title: str
    options: tuple[Any, ...]


class MapChoosing(DungeonView):
    """Holds what is being chosen on the map now; the flow applies what is chosen."""

    def clear_choice(self) -> None:
        """Leave target/walk/door choosing."""
        self.choosing = {}
        self.choosing_what = ""
        self.choosing_title = ""
        self.choosing_stage = ""
        self.offered_rooms = {}
        for view in self.query(MapView):
            view.set_marks({})
        if self.built():
            self.draw_panel()

    def offer(
        self,
        what: str,
        by_pos: dict[Pos, list[Any]],
        mark: str,
        sight: Iterable[Pos] = (),
        stage: str = "target",
        legend: str = "",
    ) -> None:
        """Let the player choose among actions by the space they aim at; `sight` shades the
        spaces in line of sight and Shooty range beneath the choices; `legend` says what the
        colours mean."""
        if not self.built():
            return
        self.choosing = by_pos
        self.choosing_title = what
        self.choosing_stage = stage
        self.choosing_what = f"{what}: choose {STAGE_WORDS.get(stage, 'a space')} | {HOW}" + (
            f" | {legend}" if legend else ""
        )
        view = self.query_one(MapView)
        marks = {(p[0], p[1]): "sight" for p in sight}
        marks.update({pos: mark for pos in by_pos})
        view.set_marks(marks)
        if by_pos and view.cursor not in by_pos:
            view.move_to(order_spaces(by_pos)[0])
        view.focus()
        self.draw_panel()
        self.draw_banner()
        self.describe_cursor()

    def offer_on_map(
        self, what: str, options: Iterable[Any], sight: Iterable[Pos] = (), legend: str = ""
    ) -> bool:
        """Mark where the actions aim (their targets first); False when none aims at a space."""
        actions = list(options)
        stage = first_stage(self.game, actions)
        if stage is None:
            return False
        by_pos = by_space(self.game, actions, stage)
        self.offer(what, by_pos, "target", sight, stage, legend or "red: the choices")
        return True

    def picked(self, pos: Pos) -> list[Any] | None:
        """The actions at a chosen space, or None: not a choice, or a destination comes next
        (then the destinations are marked)."""
        options = self.choosing.get(pos)
        if not options:
            self.notify("Not a space you can choose now (marked spaces only).")
            return None
        if next_stage(self.game, options, self.choosing_stage) == "dest":
            dests = by_space(self.game, options, "dest")
            self.offer(self.choosing_title, dests, "reach", (), "dest", "green: where to")
            return None
        return options

    def choice_options(self) -> list[Any]:
        """Every action being chosen among now (each once), for the menu instead of the map."""
        out: list[Any] = []
        for pos in order_spaces(self.choosing):
            out += [a for a in self.choosing[pos] if a not in out]
        return out

    def start_walk(self) -> None:
        """A DuckWalk was rolled: mark where the Duckventurer may end and wait for a space."""
        if not self.built():
            return
        from duckgeon_tui.engine import Walk

        game = self.game
        walks = [a for a in game.legal_actions() if isinstance(a, Walk)]
        who = game.active or self.acting or ""
        self.offer(
            f"{who} walks",
            by_space(game, walks, "dest"),
            "reach",
            stage="walk",
            legend="green: in reach; their own space: stay",
        )
        duck = game.duck(who) if who else None
        if duck is not None and duck.pos is not None:
            self.query_one(MapView).move_to((duck.pos[0], duck.pos[1]))

    def leaves_now(self) -> list[Any]:
        """The ways out of the room the party may take now (a Cleared room, before the dice)."""
        from duckgeon_tui.engine import Leave

        if str(self.game.phase) != "pick":
            return []
        return [a for a in self.game.legal_actions() if isinstance(a, Leave)]

    def wants_to_leave(self) -> bool:
        """Whether to ask where to go before the dice: the room is Cleared, the party may leave,
        and the players have not chosen to stay this turn."""
        return bool(self.leaves_now()) and self.stay_turn != self.game.turn

    def offer_leaving(self) -> None:
        """Mark the doors that lead on and the rooms behind them on the quest map panel."""
        if not self.built():
            return
        leaves = self.leaves_now()
        exits = self.game.room_view().exits
        self.offer(
            "Room Cleared: leave by a door",
            by_space(self.game, leaves, "target"),
            "reach",
            stage="leave",
        )
        self.offered_rooms = {exits[a.door]: a for a in leaves if a.door in exits}
        rooms = ", ".join(str(n) for n in sorted(self.offered_rooms))
        panel = " or click it below" if self.panel_shown() else ""
        self.choosing_what = (
            f"Where now? Room {rooms}: its number{panel}; a door: tab + enter or click"
            " | M: map | p: stay here, pick the dice"
        )
        self.draw_panel()
        self.draw_banner()
