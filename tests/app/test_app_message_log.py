"""The message log on a narrow terminal: a long line wraps without losing a character, a log
scrolled back counts what it did not show, a shorter log keeps following."""

from __future__ import annotations

from textual.app import ComposeResult

from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.dungeon_app import until
from tests.support.styled_app import StyledApp

LINE = (
    "Turn 1: the party picks DuckWalk DuckFighter DuckFighter Duck! LootCounter FunkyDuck "
    "(1 LootCounter goes to the turn's Loot Counter pool); Quackers is Frozen in fresh crayon."
)


class LogApp(StyledApp):
    """Only a message log, 30 columns wide and 4 lines high."""

    DEFAULT_CSS = "MessageLog { width: 30; height: 4; }"

    def compose(self) -> ComposeResult:
        yield MessageLog()


async def test_a_long_line_wraps_whole_on_a_narrow_log() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(MessageLog)
        await pilot.pause()
        for n in range(3):  # enough lines that the scrollbar shows
            log.add("info", f"line {n}")
        log.add("roll", LINE)
        await pilot.pause()
        width = log.scrollable_content_region.width  # left of the scrollbar
        wrapped = log.wrapped[-1]
        assert all(line.cell_length <= width for line in wrapped)
        assert " ".join(line.text.strip() for line in wrapped).split() == LINE.split()


async def test_a_log_scrolled_back_counts_the_new_messages_until_it_is_at_the_end() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(MessageLog)
        for n in range(10):
            log.add("info", f"line {n}")
        while log.end_pending:  # the log has reached its newest line (slow on a busy machine)
            await pilot.pause()
        log.scroll_home(animate=False)
        await pilot.pause()
        log.add("info", "news")
        log.add("info", "more news")
        await pilot.pause()
        assert log.scroll_y == 0, "the player's place is kept"
        assert str(log.border_title).startswith("2 new messages")
        log.scroll_end(animate=False)
        await pilot.pause()
        assert "new messages" not in str(log.border_title)


async def test_a_log_made_shorter_keeps_following_and_says_its_keys_when_focused() -> None:
    """A banner taking a second row made the log shorter: it stopped following and counted
    "new messages" the player never scrolled away from; `m` gave no sign the log had the keys."""
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(MessageLog)
        for n in range(10):
            log.add("info", f"line {n}")
        while log.end_pending:
            await pilot.pause()
        log.styles.height = 3
        await pilot.pause()
        log.add("info", "news")
        await until(pilot, lambda: not log.end_pending, "the log following")
        assert log.scroll_y == log.max_scroll_y and "new messages" not in str(log.border_title)
        app.set_focus(None)
        await pilot.pause()
        assert not log.border_title
        log.focus()
        await pilot.pause()
        assert "End: the newest" in str(log.border_title)


async def test_a_long_log_shows_its_newest_lines_at_once() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(MessageLog)
        await pilot.pause()
        for n in range(300):  # a long game continued: its story told again
            log.add("info", f"line {n}")
        # Drawn before the scroll to the end has come: the newest line, not the oldest.
        height = log.scrollable_content_region.height
        assert log.render_line(height - 1).text.strip() == "line 299"
        await until(pilot, lambda: not log.end_pending, "the log at its end")
        assert log.render_line(height - 1).text.strip() == "line 299"


async def test_a_replay_step_wraps_only_its_new_line_and_a_narrower_log_wraps_again() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(MessageLog)
        await pilot.pause()
        step = [("info", f"line {n}") for n in range(5)] + [("roll", LINE)]
        log.reset(step)
        before = list(log.wrapped)
        log.reset([*step[1:], ("info", "line 6")])  # the next step: one line in, one out
        assert all(a is b for a, b in zip(log.wrapped, before[1:], strict=False)), "kept"
        assert log.wrapped[-1][0].text.strip() == "line 6"
        wide = log.width_now()
        log.styles.width = 24
        await until(pilot, lambda: log.width_now() < wide, "the narrower log laid out")
        log.reset(step)
        assert log.wrapped[-1] is not before[-1], "wrapped again at the new width"
        assert all(line.cell_length <= log.width_now() for line in log.wrapped[-1])
