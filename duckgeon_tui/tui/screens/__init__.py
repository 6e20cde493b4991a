"""The app's screens, each in its own module.

The screens the players open only now and then are names of this package too
(`screens.LoadScreen`): each one's module is imported when it is first opened, so the title and
the dungeon open without them (`tui/lazy_names.py`; a test holds this list to the imports
below)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckgeon_tui.tui.lazy_names import names_loaded_later

if TYPE_CHECKING:  # what the names are, for the type checker (`X as X`: names of the package)
    from duckgeon_tui.tui.screens.balance import BalanceScreen as BalanceScreen
    from duckgeon_tui.tui.screens.hall import HallScreen as HallScreen
    from duckgeon_tui.tui.screens.hand_over import HandOverScreen as HandOverScreen
    from duckgeon_tui.tui.screens.help import HelpScreen as HelpScreen
    from duckgeon_tui.tui.screens.how_to_play import HowToPlayScreen as HowToPlayScreen
    from duckgeon_tui.tui.screens.learn import LearnScreen as LearnScreen
    from duckgeon_tui.tui.screens.load import LoadScreen as LoadScreen
    from duckgeon_tui.tui.screens.message_history import (
        MessageHistoryScreen as MessageHistoryScreen,
    )
    from duckgeon_tui.tui.screens.mods import ModsScreen as ModsScreen
    from duckgeon_tui.tui.screens.new_game import NewGameScreen as NewGameScreen
    from duckgeon_tui.tui.screens.palette import GamePalette as GamePalette

LOADED_LATER = {
    "BalanceScreen": "balance",  # plotext
    "HallScreen": "hall",  # a DataTable
    "HandOverScreen": "hand_over",
    "HelpScreen": "help",  # Rich's Markdown
    "HowToPlayScreen": "how_to_play",
    "LearnScreen": "learn",
    "LoadScreen": "load",  # a DataTable
    "MessageHistoryScreen": "message_history",
    "ModsScreen": "mods",  # the mods' manifests
    "NewGameScreen": "new_game",
    "GamePalette": "palette",  # the command palette (ctrl+p)
}
"""Each name, and its module in this package."""

__getattr__ = names_loaded_later(__name__, LOADED_LATER)
