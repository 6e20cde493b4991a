"""Keys typed faster than the game opens what they are for: held, then delivered in order.

A player who knows the game types ahead: `o 1` (the dice picker's other actions, then the first
of them), or a DuckWalk's die and at once the moves of the walk. Between the answer to one
dialog and the next dialog (or the spaces marked on the map), the turn's flow is still working,
and a key handled then would go to the dungeon beneath (a digit there uses a die) or move a
cursor that the next choice puts back. So keys typed while the screen on top is not ready for
them (still being built, or saying it `holds_keys`), or while the key before them is still on
its way (Textual hands a key to the focused widget, which passes it up to the screen's
bindings: a second key must not overtake the first), wait, and go, in the order typed, to
whatever screen is on top once it is ready. Keys bound with priority (quitting) never wait.
"""

from __future__ import annotations

import time
import weakref
from collections import deque
from typing import TYPE_CHECKING, Any

from textual import events

if TYPE_CHECKING:
    from textual.app import App
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.timer import Timer

HOLD_LIMIT = 3.0
"""Seconds keys wait at most: then they go to the screen on top, ready or not."""
POLL = 0.01
"""How often held keys look again whether the screen on top is ready."""


class HoldsKeys:
    """Mixin for a screen that is sometimes busy with what a key started: keys typed meanwhile
    are for what it opens next."""

    def holds_keys(self) -> bool:
        """Whether keys typed now must wait (the screen is busy)."""
        return False


class HeldKeys:
    """The keys one app holds until its screen on top is ready for them."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app
        self.keys: deque[events.Key] = deque()
        self.released: set[int] = set()
        """Keys handed back to the app (by id), which must not be held again."""
        self.arriving: events.Key | None = None
        """The key handed back last, until the app has handed it to a widget: it is posted to
        the app, and the next look (a timer) may come before the app has it."""
        self.limit = HOLD_LIMIT
        """Seconds keys wait at most before they go to the screen on top, ready or not."""
        self.since = 0.0
        self.timer: Timer | None = None
        self.on_the_way: dict[int, weakref.ref[DOMNode]] = {}
        """Keys handed to a widget that the widget and those above it have not all seen yet:
        where each one is now (a key whose widget is taken out meanwhile is gone with it; held
        weakly, so that a closed screen is freed at once)."""
        self.count = 0
        self.handed_back: weakref.WeakSet[events.Key] = weakref.WeakSet()
        """The keys handed back while they are handled: typed ahead of what they are for."""
        self.closing: weakref.ref[Screen[Any]] | None = None
        """A screen that handed a key back as it closes: held keys wait until it is gone."""

    def hold(self, event: events.Key) -> bool:
        """Whether the app must hold this key now instead of handling it."""
        if id(event) in self.released:
            self.released.discard(id(event))
            self.handed_back.add(event)
            return False
        if self.priority(event) or (not self.keys and self.ready() and not self.travelling()):
            return False
        if not self.keys:
            self.since = time.monotonic()
        self.keys.append(events.Key(event.key, event.character))
        if self.timer is None:
            self.timer = self.app.set_interval(POLL, self.release)
        return True

    def typed_ahead(self, event: events.Key) -> bool:
        """Whether a key being handled was held: typed before what it is for had opened."""
        return event in self.handed_back

    def put_back(self, event: events.Key, closing: Screen[Any]) -> None:
        """A screen that closes on a key that is for what opens next (a summary closed by a die
        letter typed ahead): the key goes first, once that screen is gone."""
        if not self.keys:
            self.since = time.monotonic()
        self.keys.appendleft(events.Key(event.key, event.character))
        self.closing = weakref.ref(closing)
        if self.timer is None:
            self.timer = self.app.set_interval(POLL, self.release)

    def follow(self, target: DOMNode) -> None:
        """A key was handed to `target`: count it on its way until `target` and each node above
        it, up to the app, have handled everything sent to them before it."""
        self.count += 1
        key = self.count

        def seen(node: DOMNode) -> None:
            above = node.parent
            if above is not None and above.call_later(seen, above):
                self.on_the_way[key] = weakref.ref(above)
            else:
                self.on_the_way.pop(key, None)
                self.release()  # the next key goes at once, not at the next look

        if target.call_later(seen, target):
            self.on_the_way[key] = weakref.ref(target)
        if self.arriving is not None and self.arriving in self.handed_back:
            self.arriving = None  # followed from here on

    def travelling(self) -> bool:
        """Whether a key handed over is still on its way (to a widget still there)."""
        if self.arriving is not None:
            return True
        for key, ref in list(self.on_the_way.items()):
            node = ref()
            if node is None or (node is not self.app and not node.is_attached):
                del self.on_the_way[key]
        return bool(self.on_the_way)

    def ready(self) -> bool:
        """Whether the screen on top takes keys now."""
        if not self.app.screen_stack:
            return True  # the app is closing: it drops input itself
        screen = self.app.screen
        if self.closing is not None:
            if self.closing() is screen:
                return False
            self.closing = None
        if not screen.is_mounted:
            return False
        return not (isinstance(screen, HoldsKeys) and screen.holds_keys())

    def priority(self, event: events.Key) -> bool:
        """Whether the key is bound with priority (quitting): it never waits."""
        active = self.app.screen.active_bindings.get(event.key)
        return active is not None and active.binding.priority

    def release(self) -> None:
        """Hand the next held key back to the app once its screen on top is ready (or the
        keys have waited long enough); one at a time, so that each key sees what the one
        before it opened."""
        if not self.keys:
            self.stop()
            return
        if self.travelling() or not self.ready():
            if time.monotonic() - self.since < self.limit:
                return
            self.on_the_way.clear()  # a key lost on its way (never seen) holds no other
            self.arriving = None
        key = self.keys.popleft()
        self.since = time.monotonic()
        self.released.add(id(key))
        self.arriving = key
        self.app.post_message(key)
        if not self.keys:
            self.stop()

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
