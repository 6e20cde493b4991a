"""Closing a screen that is still being built must not stop the app (or its shutdown)."""

from __future__ import annotations

import asyncio
from typing import Any


def cancelled_from_outside() -> bool:
    """Whether the running task itself is being cancelled (not just told of a child's cancel)."""
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


class SafeScreenRemoval:
    """Mixin for the App. Textual removes a screen by cancelling its task and gathering it; a
    screen still mounting its widgets (a dialog a worker opened an instant before) ends
    cancelled, and the gather raises that CancelledError in the app's own task: during play
    it silently ends the app's message loop, at exit it escapes `_close_all`. Here that
    CancelledError is taken for what it is, the end of that one screen."""

    async def _replace_screen(self, screen: Any) -> Any:
        try:
            return await super()._replace_screen(screen)  # type: ignore[misc]
        except asyncio.CancelledError:
            if cancelled_from_outside():
                raise
            return screen

    async def _close_all(self) -> None:
        for _ in range(8):  # each retry goes on with the screens not closed yet
            try:
                await super()._close_all()  # type: ignore[misc]
                return
            except asyncio.CancelledError:
                if cancelled_from_outside():
                    raise
