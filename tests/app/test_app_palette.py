"""The command palette survives clicks faster than it can draw (a double click on a command)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from textual.command import CommandList

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.palette import GamePalette
from duckgeon_tui.tui.themes import HIGH_CONTRAST_THEME
from tests.support.monkey import click


@pytest.mark.heavy
async def test_a_second_click_on_a_command_being_removed_does_nothing(
    make_app: Callable[..., DuckgeonApp],
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        # The second click is aimed at the list as drawn, and arrives just as the first one's
        # command clears it: Textual's OptionList then indexed an option that was gone.
        for ticks in range(8):
            await pilot.press("ctrl+p")
            # Typed, the command is first in the list, wherever it stands among the others.
            await pilot.press(*"theme high")
            commands = None
            seen = -1
            for _ in range(100):
                await pilot.pause(0.01)
                lists = app.screen.query(CommandList)
                count = lists.first().option_count if lists else 0
                # The palette fills its list in batches: aim only once it has stopped growing.
                if count >= 1 and count == seen:
                    commands = lists.first()
                    break
                seen = count
            assert commands is not None, "the palette lists its commands"
            prompts = [
                str(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)
            ]
            index = next(i for i, p in enumerate(prompts) if p.startswith("Theme: high"))
            x, y = commands.region.x + 3, commands.region.y + 1 + 2 * index
            click(app, x, y)
            for _ in range(ticks):
                await asyncio.sleep(0)
            click(app, x, y)
            for _ in range(100):  # the palette closes, then its command runs
                await pilot.pause(0.01)
                closed = not any(isinstance(s, GamePalette) for s in app.screen_stack)
                if closed and app.theme == HIGH_CONTRAST_THEME:
                    break
            assert not any(isinstance(s, GamePalette) for s in app.screen_stack)
            assert app.theme == HIGH_CONTRAST_THEME, "the command ran"
        assert app.is_running
