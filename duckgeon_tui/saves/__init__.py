"""Saved games: the save file model, atomic slot storage with a backup, and run summaries."""

from __future__ import annotations

from duckgeon_tui.saves.models import (
    SAVE_VERSION,
    ModRef,
    PartyMember,
    RunSummary,
    SaveFile,
    SaveHeader,
)
from duckgeon_tui.saves.store import AUTOSAVE, SaveError, SaveStore, SlotInfo, default_saves_dir

__all__ = [
    "AUTOSAVE",
    "SAVE_VERSION",
    "ModRef",
    "PartyMember",
    "RunSummary",
    "SaveError",
    "SaveFile",
    "SaveHeader",
    "SaveStore",
    "SlotInfo",
    "default_saves_dir",
]
