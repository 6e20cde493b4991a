"""Workarounds for bugs in Textual, in one place, each with the upstream issue it works around.

These are the only places the game reaches into Textual's private names. Each workaround has a
test in `tests/app/test_textual_fixes.py` that shows the bug in plain Textual: when an upgrade of
Textual makes one of those tests fail, the bug is gone and its workaround here can go too.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from functools import lru_cache
from types import TracebackType
from typing import Any, Literal, cast

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual._context import NoActiveAppError
from textual.app import App, ComposeResult
from textual.color import Color
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.geometry import Region, Size
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import Screen
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import RenderOptions, RulesMap, Visual
from textual.widget import MountError, Widget
from textual.widgets import Footer, Header, OptionList
from textual.widgets._footer import FooterKey
from textual.widgets._header import HeaderTitle
from textual.worker import WorkerFailed

# Watchers kept on long-lived objects ------------------------------------------------------
# Textual issue #6666 (open): a widget's `watch(other, ...)` (and `data_bind`) leaves its entry
# on `other`, and Textual drops it only when that attribute next changes. The app's title and a
# Footer's `compact` hardly ever change, so every Header and every rebuilt Footer key stayed in
# memory with its caches: about 20 keys each time a dialog opened or closed.


def drop_watchers(observed: object, drop: Callable[[Any], bool]) -> None:
    """Remove from `observed` the watchers whose widget `drop` says is gone."""
    watchers: dict[str, list[tuple[Any, Any]]] = getattr(observed, "__watchers", {})
    for entries in watchers.values():
        entries[:] = [(node, callback) for node, callback in entries if not drop(node)]


class GameFooter(Footer):
    """The key bar: a Footer whose keys, rebuilt when the bindings change, are freed once taken
    out (#6666). Textual rebuilds them at every change of focus, several times as a screen
    opens (and on the screen it covers), though the keys mostly stay the same: here they are
    rebuilt only when they differ."""

    shown: tuple[object, ...] | None = None
    """The bindings the keys were built from."""

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        bindings = self.bindings_to_show()
        if bindings == self.shown:
            return
        self.shown = bindings
        await super().recompose()
        drop_watchers(self, lambda node: not node.is_attached)

    def bindings_to_show(self) -> tuple[object, ...]:
        """What the keys are built from: the screen's bindings it shows, whether each can be
        used now (and why not), and the footer's own settings."""
        if not self._bindings_ready:
            return ()
        palette = self.app.COMMAND_PALETTE_BINDING
        active = tuple(
            (binding, on, tip)
            for key, (_, binding, on, tip) in self.screen.active_bindings.items()
            if binding.show or key == palette  # the keys the footer shows
        )
        width = self.room()
        return (*active, self.compact, self.show_command_palette, self.combine_groups, width)

    def room(self) -> int:
        """The columns the keys have: the bar's, or the terminal's before its first layout."""
        return self.size.width or self.app.size.width

    # Whole keys only (the game's own, not a Textual fix): a key the bar has no room for is
    # left out rather than cut ('M Quest ma'), so the keys that are shown can be read.

    def compose(self) -> ComposeResult:
        # Textual's Footer mounts empty and builds its keys at the first change of bindings
        # (a second layout and frame for every screen that opens): here they are built at once,
        # for the terminal's width until the bar is laid out (the same, on the game's screens).
        self._bindings_ready = True
        self.shown = self.bindings_to_show()
        widgets = list(super().compose())
        for key in widgets:
            if isinstance(key, FooterKey):
                # Made compact (FooterKey's default) as it mounts, then made as the footer is,
                # each key was styled twice more; made so at once, it is not. The palette's key
                # is not bound to the footer: it stays compact.
                compact = self.compact or key.has_class("-command-palette")
                key.set_reactive(FooterKey.compact, compact)
                key.set_class(compact, "-compact", update=False)
        room = self.room()
        if not room:  # no size yet: the first resize builds the keys again
            yield from widgets
            return
        room -= sum(key_width(w) + 2 for w in widgets if w.has_class("-command-palette"))
        for widget in widgets:
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                room -= key_width(widget)
                if room < 0:
                    continue
            yield widget

    async def on_resize(self, event: events.Resize) -> None:
        await self.recompose()


def key_width(key: Widget) -> int:
    """The columns a footer key takes: its key and description, each padded by one (any
    other widget of the footer counts as nothing, and is always kept)."""
    if not isinstance(key, FooterKey):
        return 0
    description = len(key.description) + 1 if key.description else 0
    return len(key.key_display) + 2 + description


class GameHeader(Header):
    """The title bar: a Header whose watch on the app's title ends with it (#6666), and whose
    title is updated at once, doing nothing once the title is gone. Textual's own Header
    updates it in a coroutine, which raised NoMatches (Textual issue #1169, closed, seen again
    in Textual 8) or was never awaited (a RuntimeWarning printed as the game quit) when its
    screen closed as it opened."""

    def _on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # Header's own handler (next in line) is replaced by this one
        Widget._on_mount(self, event)

        def set_title() -> None:
            try:
                for title in self.query(HeaderTitle):
                    title.update(self.format_title())
            except (NoMatches, NoScreen):  # no screen any more: it closed, or the app quits
                return

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)

    def on_unmount(self) -> None:
        drop_watchers(self.app, lambda node: node is self)


# Screens closed while they are being built -------------------------------------------------
# Textual issue #4668 (closed, seen again in Textual 8): a screen closed
# while it is still mounting its widgets (a key pressed as it opens, or the app quitting just
# then) leaves its widgets' set-up to find their children gone or never mounted. Textual's own
# Select raises NoMatches for its overlay and the command palette's search worker for its
# list; the error then stops the whole app.


def raised_in_widget(error: BaseException) -> Widget | None:
    """The innermost widget whose method raised the error, if any."""
    found: Widget | None = None
    trace: TracebackType | None = error.__traceback__
    while trace is not None:
        candidate = trace.tb_frame.f_locals.get("self")
        if isinstance(candidate, Widget):
            found = candidate
        trace = trace.tb_next
    return found


class ClosedScreenErrors:
    """Mixin for the App: NoMatches and MountError from a widget of a screen that is closed
    (or of any screen while the app quits) are dropped, as what they were setting up no longer
    matters; any other error still stops the app. A worker's error comes wrapped."""

    def _handle_exception(self, error: Exception) -> None:
        cause = error.error if isinstance(error, WorkerFailed) else error
        if isinstance(cause, (NoMatches, MountError)) and self._from_a_closed_screen(cause):
            return
        super()._handle_exception(error)  # type: ignore[misc]

    def _from_a_closed_screen(self, error: BaseException) -> bool:
        widget = raised_in_widget(error)
        if widget is None:
            return False
        if getattr(self, "return_code", None) is not None:  # quitting: every screen closes
            return True
        stack: list[Any] = list(getattr(self, "screen_stack", ()))
        return not any(node in stack for node in widget.ancestors_with_self)


# Paging a menu before its first layout ------------------------------------------------------
# No upstream issue found (the same crash was reported downstream, kagan-sh/kagan-legacy#31):
# OptionList's paging looks the highlighted option up in a table of lines that stays empty
# until the first layout, so a page key pressed the moment a menu opens raised KeyError.


class PagedOptionList(OptionList):
    """An OptionList whose page keys do nothing until its options are laid out in lines."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        if (self.highlighted or 0) not in self._index_to_line:
            return
        super()._move_page(direction)


# Styling a screen three times as it opens ----------------------------------------------------
# No upstream issue found: Textual styles each widget of a screen as it mounts, then styles the
# whole screen again when it first comes to the top (ScreenResume refreshes its styles), and
# once more at its first resize, which gives it the app's size classes (breakpoints) only then.
# The game's widgets hold their colours in many component classes, so each pass is slow: three
# passes over the dungeon were a fifth of its start-up.


def size_classes(screen: Screen[Any], size: Size) -> dict[str, bool]:
    """The breakpoint classes Textual gives the screen at this size (on, or off)."""
    app = screen.app
    classes: dict[str, bool] = {}
    for own, default, extent in (
        (screen.HORIZONTAL_BREAKPOINTS, app.HORIZONTAL_BREAKPOINTS, size.width),
        (screen.VERTICAL_BREAKPOINTS, app.VERTICAL_BREAKPOINTS, size.height),
    ):
        points = (default if own is None else own) or []
        reached = [point for point in points if extent >= point[0]]
        classes |= {name: False for _, name in points}
        if reached:
            classes[max(reached)[1]] = True
    return classes


class StyledOnce:
    """Mixin for screens: made with the app's size classes, so that the widgets are styled
    with them as they mount, and not styled again the first time the screen comes to the top
    (later returns still are: the theme may have changed meanwhile)."""

    shown_before = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        screen = cast("Screen[Any]", self)
        with contextlib.suppress(NoActiveAppError):  # made before the app runs (tests)
            screen.update_classes(size_classes(screen, screen.app.size), update=False)

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler, which does the styling.
        if not self.shown_before:
            self.shown_before = True
            event.refresh_styles = False


# Each first frame held for the next tick of the update timer ----------------------------------
# No upstream issue (Textual's design): a screen with changes paints them at the next tick of
# its update timer (60 a second, `TEXTUAL_FPS`), so that a burst of changes is painted once.
# The first frames as the game starts (the opening frame, then the dungeon with its first
# dialog) each waited for that tick, up to 17 ms, the app doing nothing meanwhile.


class PaintsAtOnce:
    """Mixin for screens: while the app is `starting`, a screen paints its changes as soon as
    its messages are handled, not at the next tick of its update timer."""

    async def _on_idle(self, event: events.Idle) -> None:
        # Runs before Screen's own handler, which then finds nothing left to paint and runs
        # the callbacks waiting for the frame (`call_after_refresh`).
        screen = cast("Screen[Any]", self)
        app = screen.app
        if getattr(app, "starting", False) and screen.is_current and not app._batch_count:
            screen._on_timer_update()  # what the timer's tick does


# A theme set as the app starts parses every style sheet twice more --------------------------
# No upstream issue found: setting `App.theme` (in `__init__` or `on_mount`, as Textual's docs
# do) re-parses every style sheet once its watcher's deferred `refresh_css` runs, and that
# `Stylesheet.reparse` keeps no parse cache, so the next widget class to mount parses them all
# again. The game's sheets are big: three parses were a tenth of the time to the opening frame.


def start_with_theme(app: App[Any], name: str) -> None:
    """Give an app that is not running yet the theme `name` (registered already) and its
    colours, before any style sheet is parsed: what `App._watch_theme` does, without its
    `refresh_css`. Setting `app.theme` later (the palette's themes) works as usual."""
    app.set_reactive(App.theme, name)
    app.stylesheet.set_variables(app.get_css_variables())
    dark = app.current_theme.dark
    theme_classes = {c: False for c in app.classes if c.startswith("-theme-")}
    app.update_classes(
        {**theme_classes, f"-theme-{name}": True, "-dark-mode": dark, "-light-mode": not dark},
        update=False,
    )
    app._refresh_truecolor_filter(app.ansi_theme)


# The terminal's size, sent again as the app starts ------------------------------------------
# No upstream issue found: each driver sends the terminal's size as it starts, the size the app
# already laid out its first screen with; `App._on_resize` keeps it even so, and sends it on to
# the screens once idle, which lay out and paint the first screen again (the opening frame,
# before the game it announces could load).


class StartSizeOnce:
    """Mixin for the App: the first resize to the size the app already has is dropped; every
    resize after it goes through as usual (the same size too: it repaints the terminal)."""

    start_size_seen = False

    async def _on_resize(self, event: events.Resize) -> None:
        if not self.start_size_seen and getattr(self, "_size", None) == event.size:
            self.start_size_seen = True
            event.prevent_default()  # App's own handler, next in line, would keep it


# The tint behind a dialog, blended again into every piece of every line ---------------------
# No upstream issue found: a screen with a translucent background (a dialog's `$background 60%`)
# draws the screen beneath it through Textual's BackgroundScreen, which blends the tint into
# the colours of every segment of every line again at each frame: some 800 segments of a few
# dozen styles, most of the time the dungeon's first frame under the Room Table took.


@lru_cache(maxsize=1024)
def tinted(style: Style | None, tint: Color) -> Style:
    """A style as BackgroundScreen draws it beneath the tint: no meta or links, each colour
    blended with the tint (a style holds the same colours wherever it is)."""
    plain = Style() if style is None else style.clear_meta_and_links()
    return plain + Style.from_color(
        None if plain.color is None else (Color.from_rich_color(plain.color) + tint).rich_color,
        None if plain.bgcolor is None else (Color.from_rich_color(plain.bgcolor) + tint).rich_color,
    )


class TintedOnce(BackgroundScreen):
    """BackgroundScreen, each style tinted once (and for every frame after)."""

    @classmethod
    def process_segments(cls, segments: Iterable[Segment], color: Color) -> Iterable[Segment]:
        if color.a == 0:
            yield from BackgroundScreen.process_segments(segments, color)
            return
        for segment in segments:
            text, style, control = segment
            yield segment if control else Segment(text, tinted(style, color))


class TintedBeneath(Visual):
    """The screen beneath a translucent one, as `TintedOnce` draws it but straight from the
    lines the screen's compositor keeps: Textual passed the whole screen through a Rich
    console and cut it into lines again at every frame, most of a dialog's first frame. The
    rows the screen above hides under an opaque bar across its bottom (a dialog's key bar)
    are left blank: the widgets there beneath (the screen's own key bar) are not drawn."""

    def __init__(self, beneath: TintedOnce, above: Screen[Any] | None = None) -> None:
        self.beneath = beneath
        self.above = above

    def render_strips(
        self, width: int, height: int | None, style: VisualStyle, options: RenderOptions
    ) -> list[Strip]:
        compositor = self.beneath.screen._compositor
        size = compositor.size
        rows = size.height if height is None else min(height, size.height)
        shown = min(rows, size.height - hidden_rows(self.above, size))
        chops = compositor._render_chops(Region(0, 0, size.width, shown), lambda y: y < shown)
        base = style.rich_style  # what Textual's Rich path adds beneath every piece
        tint = self.beneath.color
        drawn = []
        for chop in chops[:shown]:
            pieces = TintedOnce.process_segments(Strip.join(chop.values()), tint)
            strip = Strip([Segment(text, base + look) for text, look, _ in pieces])
            drawn.append(strip.crop(0, width) if strip.cell_length > width else strip)
        drawn.extend(Strip.blank(width, base) for _ in range(rows - shown))
        return drawn

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.beneath.screen._compositor.size.height


def hidden_rows(above: Screen[Any] | None, size: Size) -> int:
    """How many rows at the bottom of a screen of this size the screen above hides under an
    opaque widget as wide as the screen (its key bar), whole and in sight."""
    if above is None:
        return 0
    top = size.height
    for widget, (region, clip) in above._compositor.visible_widgets.items():
        styles = widget.styles
        if (
            (region.x, region.width, region.bottom) == (0, size.width, size.height)
            and clip.contains_region(region)
            and styles.background.a == 1
            and styles.opacity == 1
        ):
            top = min(top, region.y)
    return size.height - top


class TintOnce:
    """Mixin for translucent screens (dialogs): the screen beneath is drawn through
    `TintedBeneath`."""

    def render(self) -> RenderableType:
        drawn: RenderableType = super().render()  # type: ignore[misc]
        if isinstance(drawn, BackgroundScreen):
            # Textual draws a Visual that a widget renders, a screen too (Screen.render's type
            # says only Rich renderables).
            above = cast("Screen[Any]", self)
            beneath = TintedOnce(drawn.screen, drawn.color)
            return cast("RenderableType", TintedBeneath(beneath, above))
        return drawn
