"""Opening and closing dialogs and screens frees them: nothing piles up over a long game."""

from __future__ import annotations

import gc
from collections.abc import Awaitable, Callable
from typing import TypeVar

from textual.pilot import Pilot
from textual.widgets import Header
from textual.widgets._footer import FooterKey

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.screens.dungeon import DungeonScreen

ToDungeon = Callable[[Pilot], Awaitable[DungeonScreen]]
W = TypeVar("W")
ROUNDS = 4
"""Rounds of dialogs opened and closed: the first two are the baseline, a leak grows after."""


def alive(kind: type[W]) -> list[W]:
    """The objects of this kind still in memory."""
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, kind)]


async def test_footer_keys_and_headers_are_freed(
    make_app: Callable[..., DuckgeonApp], to_dungeon: ToDungeon
) -> None:
    app = make_app(new=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_dungeon(pilot)
        kept: list[int] = []
        for _ in range(ROUNDS):
            await pilot.press("M")  # the quest map dialog, then the menu: each has its footer
            await pilot.press("escape", "escape")
            await pilot.press("question_mark")  # Help: a screen with a Header
            await pilot.press("escape")
            await pilot.pause()
            kept.append(sum(1 for key in alive(FooterKey) if not key.is_attached))
        # Textual holds on to the last dialog closed (and its footer) until the next one, and
        # keys being rebuilt as a round ends are not freed yet (a loaded machine saw 4 once, and
        # 0 the round after): a leak keeps what each round left, so the later rounds all hold
        # more than the first two.
        assert min(kept[2:]) <= max(kept[:2]), f"old footer keys kept, round by round: {kept}"
        # Textual keeps an after-refresh callback of the Help screen just closed on the screen
        # beneath until that screen is drawn as the top one again (a dialog may be over it):
        # one closed Header at most, never one a round.
        closed = [h for h in alive(Header) if not h.is_attached]
        assert len(closed) <= 1, (
            f"closed screens' Headers kept: {len(closed)} after {ROUNDS} rounds"
        )
