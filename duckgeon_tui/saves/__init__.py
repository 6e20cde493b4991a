"""Saved games: the save file model (`saves.models`), atomic slot storage with a backup, and
run summaries. Importing this package does not import pydantic: the models load on first use."""

from __future__ import annotations

from duckgeon_tui.saves.store import (
    AUTOSAVE,
    LESSON_SLOT,
    SaveError,
    SaveStore,
    SaveWriteError,
    SlotInfo,
    default_saves_dir,
)

__all__ = [
    "AUTOSAVE",
    "LESSON_SLOT",
    "SaveError",
    "SaveStore",
    "SaveWriteError",
    "SlotInfo",
    "default_saves_dir",
]
