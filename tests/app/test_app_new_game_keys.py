"""The New game form from the keyboard alone at 80x24: Tab goes down the form in the order it
is drawn, the help line says what the focused field takes, and a hot-seat party is set up by
typing the players' names."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Input, Static

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.new_game import PartyRow
from tests.app.test_app_screens import catching_starts, open_new_game
from tests.support.dungeon_app import until


def help_line(screen: object) -> str:
    return str(screen.query_one("#field-help", Static).render())  # type: ignore[attr-defined]


async def test_tab_goes_down_the_form_in_the_order_it_is_drawn(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        assert screen.focused is not None and screen.focused.id == "quest", "the first field"
        assert "Tab: next field" in str(screen.query_one("#form-keys", Static).render())
        form = screen.query_one("#new-form", VerticalScroll)
        places: list[tuple[int, int]] = []
        for _ in range(60):
            focused = screen.focused
            assert focused is not None
            assert help_line(screen), f"no help for {focused!r}"
            # Where it is drawn on the whole form (the form scrolls to it): read as a page is
            # read, a row's fields left to right, then the row below.
            places.append((focused.region.y + round(form.scroll_y), focused.region.x))
            if focused.id == "back":
                break
            await pilot.press("tab")

            def scrolled() -> bool:
                now = screen.focused
                if now is None or pilot.app.animator.is_being_animated(form, "scroll_y"):
                    return False
                return form not in now.ancestors or form.region.overlaps(now.region)

            await until(pilot, scrolled, "the form scrolled to the field")
        assert screen.focused is not None and screen.focused.id == "back"
        assert places == sorted(places), "Tab jumps up the form"


async def test_a_hot_seat_party_is_set_up_by_typing_the_players(
    make_app: Callable[..., DuckgeonApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, started = catching_starts(make_app(), monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        players = screen.query_one("#players", Input)
        for _ in range(4):
            if players.has_focus:
                break
            await pilot.press("tab")
            await pilot.pause()
        assert players.has_focus, "Players is reached by Tab from the top"
        assert help_line(screen).startswith("Players: type every player's name")
        await pilot.press(*"Ann, Bob")
        await pilot.press("tab")
        await pilot.pause()
        assert help_line(screen).startswith("Duckventurer 1's name")
        owners = [row.spec().player for row in screen.query(PartyRow)]
        assert owners[:4] == ["Ann", "Bob", "Ann", "Bob"], "the players take turns"
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert [spec.players for spec in started] == [("Ann", "Bob")]
