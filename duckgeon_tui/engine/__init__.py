"""The Duckgeon rules engine: plain Python, no user interface imports."""

from __future__ import annotations
