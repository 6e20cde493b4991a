"""The dungeon of a game played at an online table: the same screen, with no 'pass the
keyboard' stop between players, who each sit at their own terminal."""

from __future__ import annotations

from duckgeon_tui.tui.screens.dungeon import DungeonScreen


class TableDungeonScreen(DungeonScreen):
    """The dungeon screen of a hosted or joined table."""

    def watch_acting(self, old: str | None, new: str | None) -> None:
        """Another player's Duckventurer acting needs no hand-over: they have their own
        screen."""
