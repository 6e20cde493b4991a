"""Watching a finished game again: its setup and action log rebuild it, and the viewer steps
forward and back action by action or turn by turn, with every event as it happened."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.errors import IllegalAction, NotationError
from duckgeon_tui.engine.events import Event
from duckgeon_tui.engine.game import Game

MAX_REPLAY_ACTIONS = 200_000
"""A log longer than this is not a game's (a long one has a few thousand actions)."""


class Replay:
    """A game rebuilt from its setup and log: `game_at(n)` is the game after its first n
    actions, `events_until(n)` everything that happened until then."""

    def __init__(self, content: Content, setup: dict[str, Any], log: Sequence[str]) -> None:
        if not isinstance(log, list) or not all(isinstance(t, str) for t in log):
            raise IllegalAction("the action log is not a list of actions")
        if len(log) > MAX_REPLAY_ACTIONS:
            raise IllegalAction(
                f"the action log has {len(log)} actions (at most {MAX_REPLAY_ACTIONS})"
            )
        try:
            options = {**setup.get("options", {}), "undo": False}  # a replay never undoes
            game = Game.replay(content, {**setup, "options": options}, [])
        except IllegalAction:
            raise
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise IllegalAction(f"the game's setup does not read ({type(exc).__name__})") from None
        self.content = content
        self.log = list(log)
        self.events: list[list[Event]] = []
        """What each action made happen, by its place in the log."""
        self.turn_starts: list[int] = [0]
        """The place in the log where each turn begins (turn 1 at 0)."""
        self._checkpoints: dict[int, Game] = {0: game.copy()}
        for index, text in enumerate(self.log):
            turn = game.turn
            try:
                self.events.append(game.apply(text))
            except (IllegalAction, NotationError) as exc:
                raise IllegalAction(
                    f"action {index + 1} ({text[:40]!r}) does not replay: {exc}"
                ) from None
            if game.turn != turn:
                self.turn_starts.append(index + 1)
                self._checkpoints[index + 1] = game.copy()
        self.final = game

    @property
    def length(self) -> int:
        """How many actions the game had."""
        return len(self.log)

    def game_at(self, step: int) -> Game:
        """The game after its first `step` actions (a copy: the viewer may keep it)."""
        step = max(0, min(step, self.length))
        if step == self.length:
            return self.final.copy()
        start = self.turn_starts[bisect.bisect_right(self.turn_starts, step) - 1]
        game = self._checkpoints[start].copy()
        for text in self.log[start:step]:
            game.apply(text)
        return game

    def next_turn(self, step: int) -> int:
        """The step where the turn after the one at `step` begins (the end at the last)."""
        later = [s for s in self.turn_starts if s > step]
        return later[0] if later else self.length

    def previous_turn(self, step: int) -> int:
        """The step where the turn at `step` began, or the one before when it is its start."""
        earlier = [s for s in self.turn_starts if s < step]
        return earlier[-1] if earlier else 0

    def events_until(self, step: int) -> list[Event]:
        """Every event of the first `step` actions, in order."""
        return [e for events in self.events[: max(0, step)] for e in events]
