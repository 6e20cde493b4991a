"""The app's modal dialogs, each a `ModalScreen[T]` in its own module.

The dialogs a phase or a key opens only now and then are names of this package too
(`dialogs.ShopDialog`): each one's module is imported when it is first opened, so the dungeon
opens without them (`tui/lazy_names.py`; a test holds this list to the imports below)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckgeon_tui.tui.lazy_names import names_loaded_later

if TYPE_CHECKING:  # what the names are, for the type checker (`X as X`: names of the package)
    from duckgeon_tui.tui.dialogs.beasties_turn import BeastiesTurnDialog as BeastiesTurnDialog
    from duckgeon_tui.tui.dialogs.card import show_hand as show_hand
    from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog as ConfirmDialog
    from duckgeon_tui.tui.dialogs.confirm import QuitDialog as QuitDialog
    from duckgeon_tui.tui.dialogs.error import ErrorDialog as ErrorDialog
    from duckgeon_tui.tui.dialogs.game_over import GameOverDialog as GameOverDialog
    from duckgeon_tui.tui.dialogs.lesson_done import LessonDoneDialog as LessonDoneDialog
    from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog as LootSplitDialog
    from duckgeon_tui.tui.dialogs.physical_die import PhysicalDieDialog as PhysicalDieDialog
    from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog as PickDiceDialog
    from duckgeon_tui.tui.dialogs.prepare import PrepareDialog as PrepareDialog
    from duckgeon_tui.tui.dialogs.quest_map import QuestMapDialog as QuestMapDialog
    from duckgeon_tui.tui.dialogs.save_slot import SaveSlotDialog as SaveSlotDialog
    from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog as ShareDiceDialog
    from duckgeon_tui.tui.dialogs.shop import ShopDialog as ShopDialog
    from duckgeon_tui.tui.dialogs.unsaved_quit import (
        SaveElsewhereDialog as SaveElsewhereDialog,
    )
    from duckgeon_tui.tui.dialogs.unsaved_quit import (
        UnsavedQuitDialog as UnsavedQuitDialog,
    )

LOADED_LATER = {
    "BeastiesTurnDialog": "beasties_turn",
    "show_hand": "card",
    "ConfirmDialog": "confirm",
    "QuitDialog": "confirm",
    "ErrorDialog": "error",
    "GameOverDialog": "game_over",
    "LessonDoneDialog": "lesson_done",
    "LootSplitDialog": "loot_split",
    "PhysicalDieDialog": "physical_die",
    "PickDiceDialog": "pick_dice",
    "PrepareDialog": "prepare",
    "QuestMapDialog": "quest_map",
    "SaveSlotDialog": "save_slot",
    "ShareDiceDialog": "share_dice",
    "ShopDialog": "shop",
    "SaveElsewhereDialog": "unsaved_quit",
    "UnsavedQuitDialog": "unsaved_quit",
}
"""Each name, and its module in this package."""

__getattr__ = names_loaded_later(__name__, LOADED_LATER)
