"""The random party: legal actions only, and a position without any is a rule hole."""

from __future__ import annotations

from typing import Any

import pytest

from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.simulation import SimSetup, new_game
from duckgeon_tui.lab.players import NoLegalAction, RandomParty
from tests.unit.lab.conftest import PARTY


def test_the_random_party_only_takes_legal_actions(content: Content) -> None:
    game = new_game(content, SimSetup("quest-1", PARTY), 5)
    party = RandomParty(5)
    for _ in range(200):
        if game.outcome is not None:
            break
        action = party.choose(game)
        assert game.is_legal(action)
        game.apply(action)


class _Stuck:
    """A game that is not over and allows nothing."""

    turn = 3
    room_number = 2

    class phase:  # stands in for the Phase enum member
        value = "act"

    def legal_actions(self) -> list[Any]:
        return []


def test_a_position_with_no_legal_action_is_said_where() -> None:
    with pytest.raises(NoLegalAction, match="no legal action at turn 3, phase act, in room 2"):
        RandomParty(1).choose(_Stuck())  # type: ignore[arg-type]
