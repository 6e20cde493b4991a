"""Duckgeon TUI: the cooperative duck dungeon crawler and Feed the Ducks, in a terminal."""

from __future__ import annotations

__version__ = "0.1.0"
