"""The screens' title bar: Textual's Header, safe to take down while its title is updated and
freed when its screen closes."""

from __future__ import annotations

from textual import events
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.widget import Widget
from textual.widgets import Header
from textual.widgets._header import HeaderTitle

from duckgeon_tui.tui.watchers import drop_watchers


class GameHeader(Header):
    """A Header whose title update does nothing once its title is gone (the app closing just
    after the screen opened: Textual's own update raised NoMatches then), and whose watch on
    the app's title ends with it."""

    def _on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # Header's own handler (next in line) is replaced by this one
        Widget._on_mount(self, event)

        def set_title() -> None:
            try:
                for title in self.query(HeaderTitle):
                    title.update(self.format_title())
            except (NoMatches, NoScreen):  # no screen any more: the app is closing
                return

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)

    def on_unmount(self) -> None:
        drop_watchers(self.app, lambda node: node is self)
