"""The errors a player can read: an illegal move, a malformed position or save."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move that the rules do not allow here (the message says why)."""


class BadPosition(ValueError):
    """A position string or saved game that cannot be read (the message says why)."""
