"""Name a newcomer at the camp before it joins the party."""

from __future__ import annotations

from duckgeon_tui.engine.camp import Camp, Recruit
from duckgeon_tui.engine.errors import IllegalAction
from duckgeon_tui.tui.dialogs.typed_answer import AnswerRefused, TypedAnswerDialog


class RecruitNameDialog(TypedAnswerDialog[Recruit]):
    """Type the newcomer's name and press Enter: the recruit, checked by the camp's rules (a
    name taken, too long, or with spaces or control characters is refused, saying why)."""

    def __init__(self, camp: Camp, offer: Recruit) -> None:
        name = camp.content.classes[offer.class_id].name
        super().__init__(
            f"Recruit a {name}",
            offer.who,
            f"The newcomer's name (played by {offer.player}): a letter, then up to 19 letters, "
            "digits, - _ or '. Escape: back to the camp.",
            max_length=20,
            ok="Recruit",
        )
        self.camp = camp
        self.offer = offer

    def check(self, typed: str) -> Recruit:
        recruit = Recruit(typed, self.offer.class_id, self.offer.player)
        try:
            recruit.check(self.camp)
        except IllegalAction as exc:
            raise AnswerRefused(str(exc)) from None
        return recruit
