"""The widgets of the dungeon screen, each in its own module."""

from __future__ import annotations
