"""A menu says what its highlighted entry does: a Funkard's text (its cost, who resists it) on
the detail line below the list, following the cursor, and `?` explains that entry first."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game
from duckgeon_tui.tui.dialogs.base import ExplainDialog
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from tests.support.dungeon_app import bot_played, new_game_app, until

PARTY = (
    PartyMember("Plumpy", "duckidin", "Sam"),
    PartyMember("Pantsy", "duckwiz", "Sam"),
)


def pantsy_holds_a_funkyduck(game: Game) -> bool:
    return game.phase == "act" and "funky" in game.duck("Pantsy").dice


async def menu_for_pantsy(pilot: Pilot, *keys: str) -> ChooseActionDialog:
    """Pantsy holds a FunkyDuck and the keys act for her; the menu the keys open."""
    screen = await bot_played(pilot, pantsy_holds_a_funkyduck)
    screen.game_changed()
    screen.act_for("Pantsy")
    await pilot.pause()
    await pilot.press(*[k or str(screen.game.duck("Pantsy").dice.index("funky") + 1) for k in keys])
    await until(pilot, lambda: isinstance(pilot.app.screen, ChooseActionDialog), "the menu")
    menu = pilot.app.screen
    assert isinstance(menu, ChooseActionDialog)
    return menu


async def test_the_funkyduck_menu_shows_the_highlighted_cards_text(saves: Path) -> None:
    app = new_game_app(saves, PARTY)
    async with app.run_test(size=(80, 24)) as pilot:
        menu = await menu_for_pantsy(pilot, "")  # her FunkyDuck's number
        line = menu.query_one("#choice-detail", Static)
        seen = []
        for _ in menu.choices:
            seen.append(str(line.render()))
            await pilot.press("down")
            await pilot.pause()
        cards = [menu_line for menu_line in seen if "FunkyDuck" in menu_line]
        assert cards, seen
        assert any("cost" in words or "beat" in words for words in cards)
        assert len(set(seen)) > 1, "the line follows the cursor"
        menu.query_one(OptionList).highlighted = 0
        await pilot.press("question_mark")
        await pilot.pause()
        explained = app.screen
        assert isinstance(explained, ExplainDialog)
        assert explained.words.startswith(f"{menu.choices[0][0]}: {seen[0]}")


async def test_a_long_everything_menu_at_80x24_keeps_its_detail_line_in_sight(
    saves: Path,
) -> None:
    app = new_game_app(saves, PARTY)
    async with app.run_test(size=(80, 24)) as pilot:
        menu = await menu_for_pantsy(pilot, "full_stop")
        options = menu.query_one(OptionList)
        assert options.option_count > options.scrollable_content_region.height, "it scrolls"
        box = menu.query_one(".dialog-box")
        line = menu.query_one("#choice-detail", Static)
        keys = menu.query_one(".dialog-keys", Static)

        def in_sight() -> bool:
            # The box is read afresh: it is centred, so it moves as its height settles.
            inside = box.content_region
            shown = (options, line, keys)
            fits = all(w.region.height >= 1 and inside.contains_region(w.region) for w in shown)
            return fits and inside.bottom <= 24 - 1  # above the footer

        for _ in range(options.option_count):
            await pilot.press("down")
            # The list is fitted to the rows left after a refresh or two: wait for it.
            await until(pilot, in_sight, "the list, its detail line and keys in the box")
            assert options.region.bottom <= line.region.y
