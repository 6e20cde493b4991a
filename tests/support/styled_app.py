"""A bare app with the game's styles and themes, to try one widget or dialog alone."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.screen import Screen

from duckgeon_tui import paths
from duckgeon_tui.tui.colours import GAME_CLASSES
from duckgeon_tui.tui.themes import DEFAULT_THEME, GAME_COLOURS, THEMES


class ColouredScreen(Screen[None]):
    """A screen that styles the game's colours for its widgets, as the game's own screens do."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(GAME_CLASSES)


class StyledApp(App[None]):
    """The game's stylesheets and its default theme, and nothing on screen."""

    CSS_PATH = [paths.stylesheet("app.tcss"), paths.stylesheet("colours.tcss")]  # noqa: RUF012

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return GAME_COLOURS

    def get_default_screen(self) -> Screen[None]:
        return ColouredScreen(id="_default")

    def on_mount(self) -> None:
        for theme in THEMES:
            self.register_theme(theme)
        self.theme = DEFAULT_THEME
