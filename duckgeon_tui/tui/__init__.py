"""The Textual app: shows game state and turns player intent into engine actions."""

from __future__ import annotations
