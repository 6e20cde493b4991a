"""One die is one DuckDie: the end-turn warning and the Loot roll's question count in words
that agree with the number."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from duckgeon_tui.tui.flow.prompts import phase_prompt, unused_dice_text


def test_the_end_turn_warning_agrees_with_its_number() -> None:
    assert unused_dice_text(1).startswith("1 DuckDie is still unused and will be lost")
    assert unused_dice_text(3).startswith("3 DuckDice are still unused and will be lost")


def test_the_loot_roll_question_agrees_with_its_number() -> None:
    def game(pool: int) -> Any:
        return SimpleNamespace(room_view=lambda: SimpleNamespace(loot_pool=pool))

    assert "(1 die)?" in phase_prompt(game(1), "loot_roll", None, None)[0]
    assert "(2 dice)?" in phase_prompt(game(2), "loot_roll", None, None)[0]
