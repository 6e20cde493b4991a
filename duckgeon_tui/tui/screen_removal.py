"""Closing a screen that is still being built must not stop the app (or its shutdown)."""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import Any

from textual.css.query import NoMatches
from textual.widget import MountError, Widget
from textual.worker import WorkerFailed


def cancelled_from_outside() -> bool:
    """Whether the running task itself is being cancelled (not just told of a child's cancel)."""
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


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

    def _handle_exception(self, error: Exception) -> None:
        # A screen closed while it was being built (a key pressed as it opened) leaves its
        # widgets' mount handlers to find their children gone (or not mounted). What they were
        # setting up no longer matters; any other error still stops the app.
        # A worker's error (a check finishing after its screen closed) comes wrapped.
        cause = error.error if isinstance(error, WorkerFailed) else error
        if isinstance(cause, (NoMatches, MountError)) and self._from_a_closed_screen(cause):
            return
        super()._handle_exception(error)  # type: ignore[misc]

    def _from_a_closed_screen(self, error: BaseException) -> bool:
        widget = raised_in_widget(error)
        if widget is None:
            return False
        stack: list[Any] = list(getattr(self, "screen_stack", ()))
        return not any(node in stack for node in widget.ancestors_with_self)
