"""The Feed the Ducks screens: setup, the pond, and their dialogs."""

from __future__ import annotations
