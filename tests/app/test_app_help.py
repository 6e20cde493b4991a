"""Help draws one page at a time from its contents, and How to play fits on one screen."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import OptionList

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.help_text import HOW_TO_PLAY, rules_sections
from duckgeon_tui.tui.launch import RULES_PATH
from duckgeon_tui.tui.screens.help import HelpScreen
from duckgeon_tui.tui.screens.help_page import HelpPage
from duckgeon_tui.tui.screens.how_to_play import HowToPlayScreen
from tests.support.dungeon_app import until
from tests.support.screens import press_for

DICE = ("DuckWalk", "DuckFighter", "Duck!", "LootCounter", "FunkyDuck", "DuckDuckGoose")


async def test_help_lists_every_section_and_draws_only_the_one_chosen(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await press_for(pilot, "question_mark", HelpScreen)
        contents = screen.query_one(OptionList)
        sections = rules_sections(RULES_PATH)
        assert contents.option_count == len(sections) + 2  # How to play and Keys first
        assert contents.highlighted == 1, "Help opens on the keys"
        # The whole rules drawn at once made thousands of widgets; one page makes few.
        assert len(list(screen.walk_children())) < 200
        await pilot.press("j", "j", "j")
        await pilot.pause()
        assert screen.page == sections[2].text
        await pilot.press("k", "k", "k", "k")
        await pilot.pause()
        assert "A turn, in six steps" in screen.page
        # Tab goes between the contents and the page, never into the search box (Down and
        # `jj` once went there, unseen); the pane that has the keys is marked.
        page = screen.query_one("#help-scroll")

        def marked(pane: Widget) -> bool:
            edge = pane.styles.border_right if pane is contents else pane.styles.border_left
            return edge[0] == "thick"

        for focused, other in ((page, contents), (contents, page), (page, contents)):
            await pilot.press("tab")
            assert screen.focused is focused and marked(focused) and not marked(other)
        await pilot.press("slash", "down")
        assert screen.focused is contents, "Down leaves the search box for the contents"


async def test_how_to_play_from_the_title_fits_one_screen_and_leads_to_the_rules(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HowToPlayScreen)
        text = HOW_TO_PLAY
        assert all(die in text for die in DICE) and "To win" in text
        for stat in ("**F** Fatty", "**Q** Quack", "**P** Peanut Brain"):  # P + the roll...
            assert stat in text
        # A free Action is declared while the party acts and happens after the Beasties.
        assert "free Action instead (`f`): it happens in step 6" in text
        assert "6. **Free Actions resolve**" in text
        assert screen.query_one(VerticalScroll).max_scroll_y == 0, "all of it on one screen"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)


async def test_a_search_picks_its_words_out_where_they_are_drawn_and_pages_scroll_the_page(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await press_for(pilot, "question_mark", HelpScreen)
        await pilot.press("slash", *"resist", "enter")
        page = screen.query_one(HelpPage)
        await until(pilot, lambda: page.words == ("resist",), "the search")
        # The Markdown is left as written: the word inside code (`choppy_resist`) once showed
        # the bold marks put around it ("choppy_**resist**").
        assert "**" not in "".join(line.text for line in page.lines)
        found = [
            segment.text
            for line in page.lines
            for segment in line
            if segment.style is not None and segment.style.reverse
        ]
        assert found and all(text.lower() == "resist" for text in found)
        # The page opens at its first match below the heading, not at its top.
        first = next(i for i, line in enumerate(page.lines[1:], 1) if "resist" in line.text.lower())
        assert page.scroll_y == max(0, first - 2)
        # Page Down scrolls the page, also from the contents (it once turned to other sections).
        contents = screen.query_one(OptionList)
        assert screen.focused is contents, "Enter in the search box goes to the contents"
        shown, highlighted, top = screen.page, contents.highlighted, page.scroll_y
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.page == shown and contents.highlighted == highlighted
        assert page.scroll_y > top
        await pilot.press("pageup")
        await pilot.pause()
        assert page.scroll_y < top + 1 and screen.page == shown


async def test_a_contents_title_too_long_for_its_pane_goes_on_under_itself(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        contents = (await press_for(pilot, "question_mark", HelpScreen)).query_one(OptionList)
        drawn = [contents.render_line(y).text for y in range(contents.size.height)]
        long_title = next(s for s in rules_sections(RULES_PATH) if s.title.startswith("1. Content"))
        first = next(n for n, line in enumerate(drawn) if "1. Content" in line)
        start = drawn[first].index("1.")
        follow = drawn[first + 1]
        assert start == 2  # a level-2 title, two columns in
        assert follow[: start + 2].strip() == "", f"a wrapped title went back left: {follow!r}"
        assert follow[start + 2] != " ", follow
        words = " ".join(line.strip() for line in drawn[first : first + 3])
        assert long_title.title.split(",")[1].strip() in words


async def test_help_opens_again_where_it_was_left_and_f1_goes_back_to_it(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        help_screen = await press_for(pilot, "question_mark", HelpScreen)
        for key in ("j", "escape"):
            await pilot.press(key)
        assert not isinstance(app.screen, HelpScreen)
        # Built once and kept: it opens again at once, on the page the player read.
        assert await press_for(pilot, "question_mark", HelpScreen) is help_screen
        assert help_screen.query_one(OptionList).highlighted == 2
        app.action_how_to_play()  # from the command palette, over Help
        await pilot.pause()
        assert isinstance(app.screen, HowToPlayScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen is help_screen  # back to it, not a second Help above it
        await pilot.press("escape")  # and it still closes
        await pilot.pause()
        assert help_screen not in app.screen_stack


async def test_a_page_shown_with_words_scrolls_to_them_at_once_and_once_it_has_a_width() -> None:
    """Scrolled when shown, not after the next frame (a search's first frame once showed the
    page's top), and a page shown before it had a width scrolls there once it has one."""
    lines = [f"Line {n}." for n in range(40)]
    markdown = "# Title\n\n" + "\n\n".join([*lines[:20], "The duck.", *lines[20:]])

    class Pages(App[None]):
        def compose(self) -> ComposeResult:
            yield HelpPage(id="page")

    async with Pages().run_test(size=(40, 10)) as pilot:
        page = pilot.app.query_one(HelpPage)
        page.show(markdown, ("duck",))
        first = next(i for i, line in enumerate(page.lines[1:], 1) if "duck" in line.text)
        assert page.scroll_y == first - 2
        page.show(markdown)
        assert page.scroll_y == 0
        hidden = HelpPage(id="later")
        hidden.show(markdown, ("duck",))  # before it is mounted: no width yet
        await pilot.app.mount(hidden)
        await until(pilot, lambda: hidden.scroll_y > 0, "the scroll once sized")
        assert hidden.scroll_y == first - 2
