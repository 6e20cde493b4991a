"""The screens' key bar: Textual's Footer, letting go of its old keys when it rebuilds them."""

from __future__ import annotations

from textual.widgets import Footer

from duckgeon_tui.tui.watchers import drop_watchers


class GameFooter(Footer):
    """A Footer whose keys, rebuilt whenever the bindings change, are freed once taken out."""

    async def recompose(self) -> None:
        await super().recompose()
        drop_watchers(self, lambda node: not node.is_attached)
