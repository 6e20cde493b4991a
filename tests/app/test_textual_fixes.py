"""Each workaround in `tui/textual_fixes.py` against the Textual bug it works around.

Every `test_textual_still_...` test shows a bug in plain Textual. When one of them fails after
an upgrade of Textual, that bug is fixed upstream: remove its workaround (and the test)."""

from __future__ import annotations

import asyncio
import gc
import warnings
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import pytest
from rich.segment import Segment
from test_app_menus import MenuApp
from textual import events
from textual import screen as screen_module
from textual._context import visible_screen_stack
from textual.app import App, ComposeResult
from textual.color import Color
from textual.css import stylesheet as stylesheet_module
from textual.css.query import NoMatches
from textual.dom import DOMNode
from textual.pilot import Pilot
from textual.screen import ModalScreen, Screen
from textual.theme import Theme
from textual.visual import Visual, visualize
from textual.widgets import Footer, Header, OptionList, Select, Static
from textual.widgets._footer import FooterKey
from textual.worker import WorkerFailed

from duckgeon_tui.tui.textual_fixes import (
    ClosedScreenErrors,
    GameFooter,
    GameHeader,
    PagedOptionList,
    PaintsAtOnce,
    StartSizeOnce,
    StyledOnce,
    TintOnce,
    start_with_theme,
    tinted,
)
from tests.support.dungeon_app import until

# Textual's Header leaves coroutines unawaited when its screen closes as it opens (see below);
# they are collected, and warn, during whichever test comes next.
pytestmark = pytest.mark.filterwarnings("ignore:coroutine 'Header._on_mount:RuntimeWarning")


class HeaderScreen(Screen[None]):
    """A screen with a title bar."""

    def __init__(self, header: type[Header]) -> None:
        super().__init__()
        self.header = header

    def compose(self) -> ComposeResult:
        yield self.header()


class FormScreen(HeaderScreen):
    """A screen built of Textual's own widgets: a title bar and a Select."""

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield Select([("one", 1), ("two", 2)], value=1)


class PlainApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("base")


class FixedApp(ClosedScreenErrors, PlainApp):
    pass


async def failure(run: Callable[[Pilot], Awaitable[None]], app: App[None]) -> Exception | None:
    """The error that stopped the app while `run` drove it, if any."""
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            await run(pilot)
    except Exception as exc:  # the app's own error, raised again as the test app closes
        return exc
    return None


def closed_as_it_opens(
    screen: Callable[[], Screen[None]], tries: int = 6
) -> Callable[[Pilot], Awaitable[None]]:
    """Open a screen and close it again after 0, 1, 2 ... ticks, as a key pressed as it opens
    does."""

    async def run(pilot: Pilot) -> None:
        app = pilot.app
        for ticks in range(tries):
            if not app.is_running:
                return
            app.push_screen(screen())
            for _ in range(ticks):
                await asyncio.sleep(0)
            app.pop_screen()
            await pilot.pause()

    return run


def quit_as_the_palette_opens(ticks: int) -> Callable[[Pilot], Awaitable[None]]:
    """Open Textual's command palette and quit `ticks` ticks later."""

    async def run(pilot: Pilot) -> None:
        pilot.app.action_command_palette()
        for _ in range(ticks):
            await asyncio.sleep(0)
        pilot.app.exit()

    return run


# Textual issue #4668: errors from screens closed while they are built stop the app ---------


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
async def test_textual_still_stops_the_app_when_a_screen_closes_as_it_opens() -> None:
    error = await failure(closed_as_it_opens(lambda: FormScreen(GameHeader)), PlainApp())
    assert isinstance(error, NoMatches), "Select no longer fails: drop ClosedScreenErrors"


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
async def test_a_screen_closed_as_it_opens_leaves_the_fixed_app_running() -> None:
    assert await failure(closed_as_it_opens(lambda: FormScreen(GameHeader)), FixedApp()) is None


async def test_textual_still_fails_quitting_as_the_command_palette_opens() -> None:
    errors = [await failure(quit_as_the_palette_opens(ticks), PlainApp()) for ticks in range(4)]
    assert any(isinstance(e, WorkerFailed) for e in errors), "drop the worker case"


async def test_the_fixed_app_quits_cleanly_as_the_command_palette_opens() -> None:
    for ticks in range(4):
        assert await failure(quit_as_the_palette_opens(ticks), FixedApp()) is None


# Textual issue #1169: Header's title update fails once its screen is gone --------------------


def header_closed_as_it_opens(header: type[Header]) -> tuple[Exception | None, list[str]]:
    """The error that stopped a plain app, and the warnings printed, when screens with this
    title bar close as they open."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        error = asyncio.run(
            failure(closed_as_it_opens(lambda: HeaderScreen(header), 8), PlainApp())
        )
        gc.collect()
    return error, [str(w.message) for w in caught if w.category is RuntimeWarning]


# This one first: the coroutines the plain Header leaves are collected (and warn) later.
def test_the_game_header_is_quiet_on_a_screen_closed_as_it_opens() -> None:
    assert header_closed_as_it_opens(GameHeader) == (None, [])


def test_textual_header_still_fails_on_a_screen_closed_as_it_opens() -> None:
    error, warned = header_closed_as_it_opens(Header)
    assert isinstance(error, NoMatches) or any("never awaited" in w for w in warned), (
        "Header no longer fails: drop GameHeader's _on_mount"
    )


# Textual issue #6666: watchers keep closed widgets in memory ---------------------------------


class FooterApp(App[None]):
    """A footer whose keys are rebuilt each time the bindings change (`b` can be used or not)."""

    BINDINGS = [("a", "noop", "A"), ("b", "other", "B")]  # noqa: RUF012
    other_on = True

    def __init__(self, footer: type[Footer]) -> None:
        super().__init__()
        self.footer = footer

    def compose(self) -> ComposeResult:
        yield self.footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.other_on if action == "other" else True

    def action_noop(self) -> None:
        pass

    def action_other(self) -> None:
        pass


async def old_footer_keys(footer: type[Footer]) -> int:
    """Footer keys kept in memory though no longer on the screen, after rebuilds."""
    app = FooterApp(footer)
    async with app.run_test() as pilot:
        for _ in range(4):
            app.other_on = not app.other_on
            app.screen.refresh_bindings()
            await pilot.pause()
        gc.collect()
        return sum(1 for o in gc.get_objects() if isinstance(o, FooterKey) and not o.is_attached)


async def footer_keys_built(footer: type[Footer], change: bool) -> int:
    """How many footer keys are made while the bindings are announced four times (changed
    each time, or the same)."""
    app = FooterApp(footer)
    async with app.run_test() as pilot:
        await pilot.pause()
        made = len(app.query(FooterKey))
        before = {id(key) for key in app.query(FooterKey)}
        for _ in range(4):
            app.other_on = not app.other_on if change else app.other_on
            app.screen.refresh_bindings()
            await pilot.pause()
            keys = app.query(FooterKey)
            made += sum(1 for key in keys if id(key) not in before)
            before = {id(key) for key in keys}
        return made


async def test_textual_footer_still_keeps_its_old_keys() -> None:
    assert await old_footer_keys(Footer) > 0, "Footer frees its keys now: drop drop_watchers"


async def test_the_game_footer_frees_its_old_keys() -> None:
    assert await old_footer_keys(GameFooter) == 0


async def test_textual_footer_still_rebuilds_keys_that_stay_the_same() -> None:
    made = await footer_keys_built(Footer, change=False)
    assert made > 3, "Footer keeps keys that stay the same now: drop GameFooter.bindings_to_show"


async def test_the_game_footer_rebuilds_its_keys_only_when_they_change() -> None:
    assert await footer_keys_built(GameFooter, change=False) == 3  # a, b and the palette's
    # b is hidden and shown in turn: 2 keys, then 3, then 2, then 3
    assert await footer_keys_built(GameFooter, change=True) == 3 + 2 + 3 + 2 + 3


# No upstream issue found: each footer key is styled twice more as its footer mounts ----------


class FooterScreen(Screen[None]):
    BINDINGS = [("a", "app.noop", "A"), ("b", "app.other", "B")]  # noqa: RUF012

    def __init__(self, footer: type[Footer]) -> None:
        super().__init__()
        self.footer = footer

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield self.footer()


def restyles(app: App[None], count: Callable[[list[DOMNode]], int]) -> list[int]:
    """From now on, the sum of what `count` says of each group of nodes the app styles again
    (the list's one number)."""
    tally = [0]
    update_nodes = app.stylesheet.update_nodes

    def counting(nodes: Iterable[DOMNode], animate: bool = False) -> None:
        nodes = list(nodes)
        tally[0] += count(nodes)
        update_nodes(nodes, animate=animate)

    app.stylesheet.update_nodes = counting  # type: ignore[method-assign]
    return tally


async def footer_keys_restyled(footer: type[Footer]) -> int:
    """How many times footer keys are styled alone, after mounting, as a screen with a footer
    opens; its keys are not compact (Textual's default footer), but for the palette's."""
    app = FooterApp(Footer)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = FooterScreen(footer)

        def alone(nodes: list[DOMNode]) -> int:
            key = nodes[0] if nodes else None  # a key styled alone, not with its whole screen
            return int(isinstance(key, FooterKey) and key.screen is screen)

        restyled = restyles(app, alone)
        app.push_screen(screen)
        for _ in range(5):  # Textual's footer builds its keys after its first frame
            await pilot.pause()
        keys = [(k.key, k.compact, k.has_class("-compact")) for k in screen.query(FooterKey)]
        assert keys == [("a", False, False), ("b", False, False), ("ctrl+p", True, True)]
        return restyled[0]


async def test_textual_footer_still_styles_each_key_twice_more_as_it_mounts() -> None:
    assert await footer_keys_restyled(Footer) >= 2 * 2, "drop GameFooter's set_reactive(compact)"


async def test_the_game_footer_styles_its_keys_once_as_it_mounts() -> None:
    assert await footer_keys_restyled(GameFooter) == 0


# No upstream issue found: OptionList raises KeyError when paged before its first layout -------


async def page_as_it_opens(pilot: Pilot) -> None:
    await pilot.press("x")  # opens a menu and pages in it at once
    await pilot.pause()


async def test_textual_option_list_still_fails_paged_as_it_opens() -> None:
    error = await failure(page_as_it_opens, MenuApp(OptionList))
    assert isinstance(error, KeyError), "OptionList pages safely now: drop PagedOptionList"


async def test_the_paged_option_list_pages_safely_as_it_opens() -> None:
    assert await failure(page_as_it_opens, MenuApp(PagedOptionList)) is None


# No upstream issue found: a screen is styled again as it first comes to the top -------------


class ManyWidgets(Screen[None]):
    def compose(self) -> ComposeResult:
        for number in range(20):
            yield Static(f"line {number}")


class ManyWidgetsStyledOnce(StyledOnce, ManyWidgets):
    pass


async def restyled_as_it_opens(screen: Screen[None]) -> int:
    """How many widgets are styled again, after mounting, as the screen opens."""
    app = BreakpointApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        restyled = restyles(app, len)
        app.push_screen(type(screen)())
        await pilot.pause()
        assert "-wide" in app.screen.classes and "-short" in app.screen.classes
        return restyled[0]


class BreakpointApp(App[None]):
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (80, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]  # noqa: RUF012


async def test_textual_still_styles_a_screen_again_as_it_opens() -> None:
    assert await restyled_as_it_opens(ManyWidgets()) > 2 * 20, "drop StyledOnce"


async def test_a_game_screen_is_styled_once_as_it_opens() -> None:
    assert await restyled_as_it_opens(ManyWidgetsStyledOnce()) < 20


# No upstream issue found: a theme set as the app starts parses the style sheets again -------

THEMED = Theme("themed", primary="#FF0000", dark=True)
RED = Color(254, 0, 0)
"""The theme's primary colour, as Textual's colour system makes it."""


class ThemedApp(App[None]):
    """An app with a style sheet of its own and a theme set as it starts, in one of two ways."""

    DEFAULT_CSS = "Static { color: $primary; }"

    def __init__(self, fixed: bool) -> None:
        super().__init__()
        self.register_theme(THEMED)
        self.fixed = fixed
        if fixed:
            start_with_theme(self, THEMED.name)

    def on_mount(self) -> None:
        if not self.fixed:
            self.theme = THEMED.name  # as Textual's docs set it

    def compose(self) -> ComposeResult:
        yield Static("red")
        yield Footer()


async def app_css_parses(fixed: bool, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times the app's own style sheet is parsed until its first frame; its colour and
    classes are the theme's."""
    parsed: list[str] = []
    parse = stylesheet_module.parse

    def counting(scope: str, css: str, read_from: tuple[str, str], **kwargs: Any) -> Any:
        parsed.append(read_from[1])
        return parse(scope, css, read_from, **kwargs)

    monkeypatch.setattr(stylesheet_module, "parse", counting)
    app = ThemedApp(fixed)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.theme == THEMED.name
        assert app.query_one(Static).styles.color == RED
        assert {"-theme-themed", "-dark-mode"} <= app.classes
        assert "-light-mode" not in app.classes
    return parsed.count("ThemedApp.DEFAULT_CSS")


async def test_textual_still_parses_the_style_sheets_again_for_a_theme_set_at_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert await app_css_parses(False, monkeypatch) >= 3, "parsed once: drop start_with_theme"


async def test_an_app_started_with_its_theme_parses_its_style_sheet_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert await app_css_parses(True, monkeypatch) == 1


async def test_a_theme_set_later_still_restyles_an_app_started_with_its_theme() -> None:
    app = ThemedApp(True)
    async with app.run_test() as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        assert app.query_one(Static).styles.color != RED
        assert {"-theme-textual-light", "-light-mode"} <= app.classes
        assert "-theme-themed" not in app.classes


# No upstream issue found: the driver's first size lays out the first screen again ------------


class SizedScreen(Screen[None]):
    """Counts its resizes."""

    def __init__(self) -> None:
        super().__init__()
        self.resizes: list[tuple[int, int]] = []

    def compose(self) -> ComposeResult:
        yield Static("sized")

    def on_resize(self, event: events.Resize) -> None:
        self.resizes.append(tuple(event.size))


class SizedApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(SizedScreen())  # as the game's opening frame is


class StartSizedApp(StartSizeOnce, SizedApp):
    pass


async def resizes_of_the_first_screen(app: SizedApp) -> list[tuple[int, int]]:
    """The sizes the first screen is given until it settles, then after the terminal is
    resized to another size and back."""
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SizedScreen)
        at_start = list(screen.resizes)
        for size in ((100, 30), (80, 24)):
            seen = len(screen.resizes)
            await pilot.resize_terminal(*size)
            await until(pilot, lambda seen=seen: len(screen.resizes) > seen, f"{size}")
            await pilot.pause()
        return [*at_start, (0, 0), *screen.resizes[len(at_start) :]]


async def test_textual_still_gives_the_first_screen_the_start_size_twice() -> None:
    sizes = await resizes_of_the_first_screen(SizedApp())
    assert sizes[:3] == [(80, 24), (80, 24), (0, 0)], "sized once now: drop StartSizeOnce"


async def test_an_app_that_drops_the_start_size_gives_it_once_and_later_sizes_as_usual() -> None:
    sizes = await resizes_of_the_first_screen(StartSizedApp())
    assert sizes[:2] == [(80, 24), (0, 0)]
    assert list(dict.fromkeys(sizes[2:])) == [(100, 30), (80, 24)]  # each as often as before


# No upstream issue found: the tint behind a dialog is blended into every segment again -------


class Colourful(Screen[None]):
    """Lines of a few styles, under a dialog."""

    def compose(self) -> ComposeResult:
        for number in range(12):
            colour = ("red", "green", "blue")[number % 3]
            yield Static(f"[{colour} on white]line[/] [bold]{number}[/] [link=x]here[/]")


class Tinted(ModalScreen[None]):
    DEFAULT_CSS = "Tinted { background: black 60%; align: center middle; }"

    def compose(self) -> ComposeResult:
        yield Static("dialog")


class TintedOnceDialog(TintOnce, Tinted):
    pass


async def beneath(dialog: ModalScreen[None]) -> tuple[list[Segment], int, int]:
    """The segments drawn beneath the dialog, how many colours were blended and how many
    lines Rich cut to draw the dialog's background twice."""
    app = PlainApp()
    async with app.run_test(size=(40, 14)) as pilot:
        below = Colourful()
        app.push_screen(below)
        app.push_screen(dialog)
        await pilot.pause()
        drawing = visible_screen_stack.set([below])  # as the compositor draws the dialog
        try:
            drawn = visualize(dialog, dialog.render())
        finally:
            visible_screen_stack.reset(drawing)
        blends = cuts = 0
        add, cut = Color.__add__, Segment.split_and_crop_lines

        def counting(colour: Color, other: object) -> Color:
            nonlocal blends
            blends += 1
            return add(colour, other)

        def cutting(*args: Any, **kwargs: Any) -> Any:
            nonlocal cuts
            cuts += 1
            return cut(*args, **kwargs)

        def frame() -> list[Segment]:
            strips = Visual.to_strips(dialog, drawn, 40, 14, dialog.visual_style)
            return [segment for strip in strips for segment in strip]

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Color, "__add__", counting)
            patch.setattr(Segment, "split_and_crop_lines", cutting)
            tinted.cache_clear()
            segments = frame()
            assert segments == frame()
        return segments, blends, cuts


async def test_textual_still_blends_the_tint_into_every_segment_at_every_frame() -> None:
    segments, blends, cuts = await beneath(Tinted())
    assert blends >= 2 * len(segments), "styles tinted once now: drop TintOnce"
    assert cuts == 2, "the screen beneath is no longer cut into lines again: drop TintedBeneath"


async def test_a_dialog_that_tints_once_draws_the_same_with_far_fewer_blends() -> None:
    segments, blends, cuts = await beneath(TintedOnceDialog())
    textual_segments, textual_blends, _ = await beneath(Tinted())
    assert segments == textual_segments
    assert cuts == 0  # the lines beneath as the compositor keeps them
    assert any(s.style and s.style.bgcolor for s in segments)  # the colours were tinted
    assert not any(s.style and (s.style.link or s.style.meta) for s in segments)
    assert blends < textual_blends - 2 * len(segments)  # the two frames: once per style


class BarredDialog(TintOnce, Tinted):
    """A dialog with an opaque key bar across the bottom of the screen."""

    DEFAULT_CSS = "BarredDialog #bar { dock: bottom; height: 4; background: red; }"

    def compose(self) -> ComposeResult:
        yield Static("dialog")
        yield Static("keys", id="bar")


async def test_the_rows_under_a_dialogs_opaque_key_bar_are_not_drawn_beneath() -> None:
    segments, _, _ = await beneath(BarredDialog())
    textual_segments, _, _ = await beneath(Tinted())
    text = "".join(s.text for s in segments)
    textual_text = "".join(s.text for s in textual_segments)
    assert len(text) == len(textual_text) == 40 * 14
    assert text[: 40 * 10] == textual_text[: 40 * 10]  # the lines in sight, as Textual draws
    assert "here" in text[: 40 * 10]
    assert text[40 * 10 :] == " " * 160  # the four under the bar: left blank
    assert "here" in textual_text[40 * 10 :]


# Each first frame held for the next tick of the update timer -------------------------------


class OneLine(Screen[None]):
    idles = 0

    def compose(self) -> ComposeResult:
        yield Static("before", id="line")

    def on_idle(self) -> None:
        self.idles += 1


class OneLinePaintsAtOnce(PaintsAtOnce, OneLine):
    pass


class StartingApp(App[None]):
    starting = True


async def frames_after_a_change(screen: Screen[None], monkeypatch: pytest.MonkeyPatch) -> int:
    """The frames a screen sends after one change, its update timer too slow to tick."""
    monkeypatch.setattr(screen_module, "UPDATE_PERIOD", 60.0)  # read as the screen's timer starts
    app = StartingApp()
    frames: list[object] = []
    display = app._display

    def spy(on: Screen[Any], renderable: Any) -> None:
        if renderable is not None:
            frames.append(renderable)
        display(on, renderable)

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(40, 10)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        frames.clear()
        screen.query_one("#line", Static).update("after")
        idles = screen.idles
        for _ in range(500):  # not `pilot.pause`: it paints what waits for the timer
            if screen.idles >= idles + 3:
                return len(frames)
            screen.post_message(events.Idle())  # as the screen's queue runs dry again
            await asyncio.sleep(0.005)
        raise AssertionError("the screen never went idle")


async def test_textual_still_paints_a_change_at_the_next_tick_of_its_timer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert await frames_after_a_change(OneLine(), monkeypatch) == 0, "drop PaintsAtOnce"


async def test_a_screen_of_a_starting_app_paints_a_change_once_its_messages_are_handled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert await frames_after_a_change(OneLinePaintsAtOnce(), monkeypatch) == 1
    StartingApp.starting = False
    try:  # once the app has started, the screen paints at its timer's ticks again
        assert await frames_after_a_change(OneLinePaintsAtOnce(), monkeypatch) == 0
    finally:
        StartingApp.starting = True
