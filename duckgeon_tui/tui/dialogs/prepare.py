"""Prepare: choose which of a Duckventurer's Funkards to prepare as the free action."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from duckgeon_tui.engine import FreeAction, Game
from duckgeon_tui.tui.card_words import card_name, card_text
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog


class PrepareDialog(ChooseActionDialog):
    """The preparable cards, the highlighted one printed in full; answers the Prepare action."""

    def __init__(self, game: Game, who: str, actions: list[FreeAction]) -> None:
        super().__init__(
            f"{who}: Prepare a Funkard (free action)",
            [(card_name(game, a.card or ""), a) for a in actions],
            "Some Feats and Zappies must be prepared before they are used. The preparation "
            f"fails if {who} is attacked before the card is used.",
        )
        self.game = game

    def on_mount(self) -> None:
        self.query_one(".dialog-box").mount(
            Static("", id="prepare-card", classes="dialog-body", markup=False)
        )
        self.show_card(0)

    def show_card(self, index: int) -> None:
        """Print the highlighted card in full below the list."""
        if not 0 <= index < len(self.choices):
            return
        action = self.choices[index][1]
        card_id = (action.card or "") if isinstance(action, FreeAction) else ""
        try:
            text = card_text(self.game.content.funkard(card_id), self.game.content)
        except KeyError:
            text = card_id
        for panel in self.query("#prepare-card").results(Static):
            panel.update(text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.show_card(int(event.option.id or 0))
