"""What one table allows each client: queue sizes, message rates, spectators, waiting times."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The table's limits (the defaults suit a game among friends with an audience)."""

    player_queue: int = 512
    """Messages waiting to be sent to a player before it counts as gone (it may rejoin)."""
    spectator_queue: int = 64
    """Messages waiting to be sent to a spectator before it is dropped (it may rejoin)."""
    write_buffer: int = 64 * 1024
    """Bytes the system may hold for a client before sending to it waits."""
    read_queue: int = 16
    """Frames read ahead from a client before the table stops reading from it."""
    max_spectators: int = 500
    rate: float = 50.0
    """Messages a second a client may send, on average."""
    burst: int = 100
    """Messages a client may send at once."""
    flood_strikes: int = 100
    """Messages over the rate in a row before the connection is closed."""
    hello_timeout: float = 10.0
    """Seconds a new connection has to say hello."""
    goodbye_timeout: float = 3.0
    """Seconds a client closed by the table has to read why before it is cut off."""
    hello_tries: int = 5
    """Messages before the hello a connection may get wrong."""
    chat_kept: int = 100
    """Lines of chat a client joining gets."""
    save_delay: float = 1.0
    """Seconds without an action before the game is autosaved (the journal holds each action
    from the moment it is accepted)."""
    save_every: int = 100
    """Actions after which the game is autosaved even in a quick run of actions."""
    bot_steps: int = 2000
    """The most steps the bot takes in a row (a quest is far shorter)."""


class RateLimit:
    """A token bucket: `burst` messages at once, `rate` a second after that."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.when = time.monotonic()

    def take(self) -> bool:
        """Whether one more message may come now (it is counted)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
