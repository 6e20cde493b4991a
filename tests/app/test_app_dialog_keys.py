"""The dice picker does what its keys say, a dialog's footer shows its own keys, and its `?`
is a small dialog of its own; the quest map says when its key is below the fold."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from duckgeon_tui.tui.dialogs.base import ExplainDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog
from tests.support.dungeon_app import until
from tests.support.styled_app import StyledApp
from tests.unit.engine.test_playouts import _new


async def test_the_dice_picker_takes_keys_when_full_and_shows_its_own_footer_and_help() -> None:
    """...and its `?` opens a small dialog that Escape (or `?`) closes: it was a toast that
    stayed ten seconds over the log and the side, and Escape went to the dialog beneath."""
    picked: list[object] = []
    dialog = PickDiceDialog(3, ("walk", "fighter", "fighter"))
    app = StyledApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(dialog, picked.append)
        await pilot.pause()
        footer = dialog.query_one(Footer)
        keys = {binding.key for _, binding, _, _ in dialog.active_bindings.values() if binding.show}
        assert footer.screen is dialog and {"enter", "backspace", "question_mark"} <= keys
        await pilot.press("w")  # full: the new die takes the last one's place
        assert dialog.chosen == ["walk", "fighter", "walk"]
        await pilot.press("down", "down", "minus", "plus")  # Duck!: none to take; one added
        assert dialog.chosen == ["walk", "fighter", "duck"]
        await pilot.press("backspace", "up", "right")  # the kind chosen is now Fighter
        assert dialog.chosen == ["walk", "fighter", "fighter"]
        for close in ("escape", "question_mark"):
            await pilot.press("question_mark")
            explain = app.screen
            assert isinstance(explain, ExplainDialog) and not app._notifications
            assert dialog.EXPLAIN in str(explain.query_one(".dialog-body", Static).render())
            await pilot.press(close)
            assert app.screen is dialog and not picked, close
        await pilot.press("enter")
    assert picked == [("walk", "fighter", "fighter")]


async def test_the_quest_map_says_its_key_is_below_while_it_is_out_of_sight() -> None:
    game = _new(7)
    game.apply("enter")
    app = StyledApp()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = QuestMapDialog(game)
        app.push_screen(dialog)
        await pilot.pause()
        await pilot.pause()
        more = dialog.query_one("#quest-map-more", Static)
        assert more.display and "PageDown" in str(more.render())
        dialog.query_one("#quest-map-scroll", VerticalScroll).scroll_end(animate=False)
        await until(pilot, lambda: not more.display, "the key in sight, the hint gone")


async def test_the_beasties_turn_that_ends_the_game_goes_on_to_its_end_not_the_dice() -> None:
    from duckgeon_tui.engine import Event
    from duckgeon_tui.tui.dialogs.beasties_turn import BeastiesTurnDialog

    knocked = Event(kind="knockout", text="Plumpy is knocked out!", actor="Plumpy")
    for over, words in ((True, "Go on: the quest is over"), (False, "Go on to the dice")):
        answers: list[object] = []
        dialog = BeastiesTurnDialog([knocked], over=over)
        app = StyledApp()
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(dialog, answers.append)
            await pilot.pause()
            shown = {b.description for _, b, on, _ in dialog.active_bindings.values() if on}
            assert (
                words in shown
                and len(shown & {"Go on: the quest is over", "Go on to the dice"}) == 1
            )
            keys = str(dialog.query_one(".dialog-keys", Static).render())
            assert ("dice picker" in keys) != over and ("Esc: the map" in keys) != over
            await pilot.press("enter")
            assert answers == [False]


async def test_a_menu_with_no_game_beneath_offers_no_hint() -> None:
    """The title's Campaign menu showed 'i Hint  I Take hint', keys that did nothing there."""
    from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog

    answers: list[object] = []
    dialog = ChooseActionDialog("Campaign", [("Start a new campaign", "new")])
    app = StyledApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        shown = {b.description for _, b, on, _ in dialog.active_bindings.values() if on}
        assert not shown & {"Hint", "Take hint"}, shown
        await pilot.press("I")
        await pilot.pause()
        assert app.screen is dialog and not answers


async def test_the_dice_picker_offers_the_shop_only_when_it_is_open() -> None:
    """Its footer said 'r Shop' in a room full of Beasties, where nothing can be bought."""
    for shop in (False, True):
        answers: list[object] = []
        dialog = PickDiceDialog(6, ("walk",) * 6, shop=shop)
        app = StyledApp()
        async with app.run_test(size=(120, 40)) as pilot:
            app.push_screen(dialog, answers.append)
            await pilot.pause()
            shown = {b.description for _, b, on, _ in dialog.active_bindings.values() if on}
            assert ("Shop" in shown) == shop
            await pilot.press("r")
            await pilot.pause()
            assert answers == (["shop"] if shop else [])
