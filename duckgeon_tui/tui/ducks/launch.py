"""`duckgeon ducks` without a subcommand: an app that opens straight on the Feed the Ducks setup."""

from __future__ import annotations

from textual.app import App
from textual.screen import Screen

from duckgeon_tui import paths
from duckgeon_tui.saves import SaveStore, default_saves_dir
from duckgeon_tui.tui.ducks.config import DucksConfig
from duckgeon_tui.tui.ducks.setup_screen import DucksSetupScreen
from duckgeon_tui.tui.themes import DEFAULT_THEME, POND_COLOURS, THEMES


class DucksApp(App[None]):
    """Feed the Ducks on its own: the setup screen, then the pond."""

    TITLE = "Feed the Ducks"
    # The first screen comes from get_default_screen, which does not load a screen's CSS_PATH.
    CSS_PATH = paths.stylesheet("ducks/ducks.tcss")

    def __init__(self, store: SaveStore | None = None, config: DucksConfig | None = None) -> None:
        super().__init__()
        self.store = store if store is not None else SaveStore(default_saves_dir())
        self.initial = config

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(POND_COLOURS)

    def on_mount(self) -> None:
        for theme in THEMES:
            self.register_theme(theme)
        self.theme = DEFAULT_THEME

    def get_default_screen(self) -> Screen[None]:
        return DucksSetupScreen(self.store, self.initial)


def run_ducks_app(store: SaveStore | None = None) -> int:
    """Run Feed the Ducks in the terminal until the player leaves; return the exit code."""
    DucksApp(store).run()
    return 0
