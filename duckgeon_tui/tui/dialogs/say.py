"""Say a line at an online table."""

from __future__ import annotations

from pydantic import ValidationError

from duckgeon_tui.net.protocol import Say, first_error
from duckgeon_tui.tui.dialogs.typed_answer import AnswerRefused, TypedAnswerDialog


class SayDialog(TypedAnswerDialog[str]):
    """Type a line of chat and press Enter; Escape says nothing."""

    def __init__(self) -> None:
        super().__init__("Say at the table", "", max_length=300, ok="Say")

    def check(self, typed: str) -> str:
        try:
            return Say(text=typed).text
        except ValidationError as exc:
            raise AnswerRefused(first_error(exc)) from None
