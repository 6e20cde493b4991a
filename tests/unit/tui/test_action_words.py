"""Every action a menu offers reads in the players' words: no notation, no card ids."""

from __future__ import annotations

import random
import re

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.describe import describe_action
from tests.support.content import game_content

PARTY = [PartyMember("Plumpy", "duckidin"), PartyMember("Pantsy", "duckwiz")]
CARD_ID = re.compile(r"\b[a-z]+(?:-[a-z']+)+\b")
"""A Funkard's id ('nest-of-holding'), never a name a player reads."""


def test_every_legal_action_of_a_whole_game_is_told_in_words() -> None:
    content = game_content()
    ids = {*content.items, *content.zappies, *content.feats}
    game = Game.new(content, "quest-1", PARTY, seed=11)
    bot = PartyBot(random.Random(11))
    kinds: set[str] = set()
    while game.outcome is None:
        for action in game.legal_actions():
            words = describe_action(game, action)
            kinds.add(type(action).__name__)
            assert words != str(action), f"{words!r} is the notation"
            leaked = [i for i in CARD_ID.findall(words) if i in ids]
            assert not leaked, f"{words!r} names {leaked}"
        game.apply(bot.choose(game))
    assert {"Cash", "Discard", "Give", "Go", "Walk"} <= kinds
