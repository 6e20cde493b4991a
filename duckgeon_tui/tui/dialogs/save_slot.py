"""Name a save slot."""

from __future__ import annotations

from duckgeon_tui.saves import SaveError
from duckgeon_tui.saves.store import check_slot_name
from duckgeon_tui.tui.dialogs.typed_answer import AnswerRefused, TypedAnswerDialog


class SaveSlotDialog(TypedAnswerDialog[str]):
    """Type a name and press Enter; Escape cancels."""

    def __init__(self, suggestion: str) -> None:
        super().__init__("Save the game", suggestion, max_length=40)

    def check(self, typed: str) -> str:
        try:
            return check_slot_name(typed)
        except SaveError as exc:
            raise AnswerRefused(exc.reason) from None
