"""The app's screens, each in its own module."""

from __future__ import annotations
