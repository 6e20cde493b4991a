"""Saved games: the save file model (`saves.models`), atomic slot storage with a backup, and
run summaries. Importing this package does not import pydantic: the models (`saves.SaveFile`,
`saves.RunSummary`, ...) load when first used, so a new game draws its first prompt before them."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from duckgeon_tui.saves.store import (
    AUTOSAVE,
    LESSON_SLOT,
    SaveError,
    SaveStore,
    SaveWriteError,
    SlotInfo,
    default_saves_dir,
)

if TYPE_CHECKING:
    from duckgeon_tui.saves.models import ClockSummary, ModRef, RunSummary, SaveFile, SaveHeader

__all__ = [
    "AUTOSAVE",
    "LESSON_SLOT",
    "ClockSummary",
    "ModRef",
    "RunSummary",
    "SaveError",
    "SaveFile",
    "SaveHeader",
    "SaveStore",
    "SaveWriteError",
    "SlotInfo",
    "default_saves_dir",
]

_MODELS = frozenset({"ClockSummary", "ModRef", "RunSummary", "SaveFile", "SaveHeader"})


def __getattr__(name: str) -> Any:
    if name not in _MODELS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.models"), name)
