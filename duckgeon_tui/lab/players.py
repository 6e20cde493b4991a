"""Who plays a lab game: the party bot, or a party that takes any legal action at random (the
luck baseline); both say when a position has no legal action at all."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Action, Game
from duckgeon_tui.engine.simulation import bot_for


class NoLegalAction(RuntimeError):
    """The game is not over, yet nothing is legal: a hole in the rules."""


def where(game: Game) -> str:
    """Where a game stands, for a rule hole's line."""
    room = game.room_number
    place = f"room {room}" if room else "a corridor"
    return f"turn {game.turn}, phase {game.phase.value}, in {place}"


class RandomParty:
    """Takes one of the legal actions at random, each as likely: what luck alone wins."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed ^ 0x1A5D_0C4E)

    def choose(self, game: Game) -> Action:
        """A legal action, at random."""
        options = game.legal_actions()
        if not options:
            raise NoLegalAction(f"no legal action at {where(game)}")
        return self._rng.choice(options)


class WatchedBot:
    """The party bot of a game's seed, keeping the last position it was asked about (so that a
    refused action can be told apart from a position with no legal action)."""

    def __init__(self, seed: int) -> None:
        self._bot = bot_for(seed)
        self.game: Game | None = None

    def choose(self, game: Game) -> Action:
        """The bot's action."""
        self.game = game
        return self._bot.choose(game)
