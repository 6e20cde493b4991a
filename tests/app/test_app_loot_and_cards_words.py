"""The Loot and the cards in words: the Loot split dialog's + moves Loot over once all of it has
an owner, its words about the split offered first go once the players change it; a Scroll says
what the marks on its cards mean."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.widgets.scrolls import Scrolls
from tests.support.dungeon_app import dungeon_screen, new_game_app


async def test_plus_moves_loot_over_and_the_offer_s_words_go_with_the_offer() -> None:
    dialog = LootSplitDialog(17, ["Plumpy", "Pantsy"], ([17, 0], "All to Plumpy (19 Loot)"))
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(dialog)
        await pilot.pause()
        why = dialog.query_one("#split-why")
        assert why.display
        await pilot.press("down", "right", "right", "l", "plus")
        await pilot.pause()
        # All 17 were Plumpy's: each + on Pantsy once did nothing, without a word.
        assert dialog.shares == [13, 4] and dialog.left() == 0
        assert not why.display, "the words about all to Plumpy no longer hold"
        await pilot.press("left")
        assert dialog.shares == [13, 3] and dialog.left() == 1, "- still puts one back"
        await pilot.press("right", "up", "left", "left")
        assert dialog.shares == [11, 4] and dialog.left() == 2
        await pilot.press("a")
        await pilot.pause()
        assert dialog.shares == [17, 0] and why.display, "back to the split offered"


async def test_the_scroll_says_what_the_marks_on_its_cards_mean(tmp_path: Path) -> None:
    app = new_game_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await dungeon_screen(pilot)
        duck = screen.game.duck("Plumpy")
        assert duck.wielded is None and duck.hand[0] == "plain-ol-sword"
        assert "Cards: 1.Plain 'Ol Sword, " in " ".join(
            str(screen.query_one(Scrolls).render()).split()
        )
        duck.wielded = "plain-ol-sword"  # as the first Choppy attack with it does
        screen.game_changed()
        await pilot.pause()
        text = str(screen.query_one(Scrolls).render())
        # A lone "*" after the wielded weapon was explained nowhere a player looks.
        assert "Cards (* wielded): 1.Plain 'Ol Sword*" in " ".join(text.split())
