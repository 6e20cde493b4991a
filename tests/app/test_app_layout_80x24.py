"""The dungeon and Help at 80x24: the banner keeps the room's name whole, the side panel's
lines fit it (a piece that does not fit goes on below, indented, never cut), and Help's page is
drawn as wide as the terminal."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual.widgets import Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.help import HelpScreen
from duckgeon_tui.tui.widgets.dice_tray import DiceTray
from duckgeon_tui.tui.widgets.dungeon_banner import DungeonBanner
from duckgeon_tui.tui.widgets.scrolls import Scrolls
from tests.support.dungeon_app import bot_played, new_game_app
from tests.support.screens import press_for

PARTY = (
    PartyMember("Plumpy", "duckidin", "Player 1"),
    PartyMember("Pantsy", "duckwiz", "Player 1"),
    PartyMember("Waddles", "bouncer", "Player 1"),
    PartyMember("Quackers", "quacker", "Player 1"),
)


def drawn_lines(widget: Static) -> list[str]:
    rendered = widget.render()
    assert isinstance(rendered, Text)
    return rendered.plain.rstrip("\n").split("\n")


async def test_the_dungeon_at_80x24_keeps_names_whole_and_lines_inside_the_panel(
    saves: Path,
) -> None:
    app = new_game_app(saves, PARTY)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bot_played(
            pilot, lambda game: game.phase == "act" and game.room_view().cleared
        )
        game = screen.game
        ducks = {d.name: d for d in game.state.ducks}
        ducks["Quackers"].ward = 1
        ducks["Waddles"].conditions = {"toasty": 2, "unconscious": 0}
        ducks["Waddles"].ward = 2
        ducks["Quackers"].hand.append("nest-of-holding")
        ducks["Quackers"].stored["nest-of-holding"] = ["loot", "walk"]
        for name in ("Quackers", "Waddles"):
            screen.acting = name
            screen.game_changed()
            await pilot.pause()
            banner = drawn_lines(screen.query_one(DungeonBanner))[0]
            assert "Room 1: The Entry Room (Cleared)" in banner, banner
            assert "\u2026" not in banner and banner.rstrip().endswith(name)
            for widget in (screen.query_one(Scrolls), screen.query_one(DiceTray)):
                width = widget.content_size.width
                lines = drawn_lines(widget)
                for line in lines:
                    assert len(line) <= width, f"{line!r} wraps at {width}"
            lines = drawn_lines(screen.query_one(Scrolls))
            assert all(line[:1] in ("", " ", ">") for line in lines), "a line at the edge"
        scrolls = "\n".join(drawn_lines(screen.query_one(Scrolls)))
        assert "Toasty, Unconscious" in scrolls or "Toasty (2 turns left)" in scrolls
        assert "Duck! soaks 1" in scrolls and "-1" not in scrolls
        assert "Quackers' Nest of Holding" in "\n".join(drawn_lines(screen.query_one(DiceTray)))


async def test_help_at_80x24_draws_its_page_the_whole_width(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await press_for(pilot, "question_mark", HelpScreen)
        page = screen.query_one("#help-scroll")
        assert page.region.width >= 76, "the page beside a narrow column of contents"
        contents = screen.query_one("#help-contents")
        assert contents.region.bottom <= page.region.y, "the contents above the page"
