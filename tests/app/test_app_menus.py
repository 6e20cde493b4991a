"""Menus answer every key, even one pressed the moment they open."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.events import Key
from textual.widgets import OptionList, Static

from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.textual_fixes import PagedOptionList


class MenuApp(App[None]):
    """Opens a long menu on any key and pages down in it at once, before it is laid out."""

    def __init__(self, kind: type[OptionList]) -> None:
        super().__init__()
        self.kind = kind
        self.menu: OptionList | None = None

    def compose(self) -> ComposeResult:
        yield Static("press a key")

    async def on_key(self, event: Key) -> None:
        self.menu = self.kind(*[f"option {n}" for n in range(40)])
        await self.mount(self.menu)
        self.menu.action_page_down()
        self.menu.action_page_up()


async def test_paging_a_menu_as_it_opens_does_nothing() -> None:
    app = MenuApp(PagedOptionList)
    async with app.run_test() as pilot:
        await pilot.press("x")
        await pilot.pause()
        assert app.menu is not None and app.menu.highlighted == 0
        app.menu.action_page_down()  # once laid out, paging works as usual
        assert app.menu.highlighted > 0


async def test_the_action_menu_pages_safely() -> None:
    app: App[None] = App()
    async with app.run_test() as pilot:
        app.push_screen(ChooseActionDialog("Pick", [(f"choice {n}", n) for n in range(30)]))
        await pilot.press("pagedown")  # the dialog's menu has the focus
        await pilot.pause()
        menu = app.screen.query_one("#choices")
        assert isinstance(menu, PagedOptionList) and menu.has_focus
