"""A bare app with the game's styles and themes, to try one widget or dialog alone."""

from __future__ import annotations

from textual.app import App

from duckgeon_tui import paths
from duckgeon_tui.tui.themes import DEFAULT_THEME, GAME_COLOURS, THEMES


class StyledApp(App[None]):
    """The game's stylesheets and its default theme, and nothing on screen."""

    CSS_PATH = [paths.stylesheet("app.tcss"), paths.stylesheet("colours.tcss")]  # noqa: RUF012

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return GAME_COLOURS

    def on_mount(self) -> None:
        for theme in THEMES:
            self.register_theme(theme)
        self.theme = DEFAULT_THEME
