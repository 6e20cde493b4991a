"""The message log on a narrow terminal: a long line wraps without losing a character."""

from __future__ import annotations

from textual.app import ComposeResult

from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.styled_app import StyledApp

LINE = (
    "Turn 1: the party picks DuckWalk DuckFighter DuckFighter Duck! LootCounter FunkyDuck "
    "(1 LootCounter(s) go to the turn's Loot Counter pool); Quackers is Frozen in fresh crayon."
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
        assert not log.border_title
