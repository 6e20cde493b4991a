"""The party bot plays the objectives of Quests 2 and 3 and of the example mod: it Looks at clues,
Prepares and speaks the Rhyme, frees the Egg, turns wheels and escapes, and wins some games."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from duckgeon_tui import paths
from duckgeon_tui.content.loader import DATA_DIR, load_content
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.simulation import SimSetup, game_seed, new_game

GAMES = 6

MARKS = {
    "quest-2": ("finds The", "prepares The Gateway", "completes the objective: Seal the Gateway"),
    "quest-3": ("completes the objective: Rescue the Royal Egg", "goes back to", "escapes"),
    "rubber-duck-rampage": ("finds The Tap's Secret", "Pull the Big Plug"),
}


@pytest.mark.parametrize("quest", sorted(MARKS))
def test_the_bot_plays_the_objectives_and_wins_some(quest: str) -> None:
    mods = paths.mod_folders() if quest == "rubber-duck-rampage" else []
    content = load_content(DATA_DIR, mods)
    setup = SimSetup(quest, tuple(content.quests[quest].default_party))
    seen: Counter[str] = Counter()
    wins = 0
    for index in range(GAMES):
        seed = game_seed(2026, index)
        game = new_game(content, setup, seed)
        bot = PartyBot(random.Random(seed))
        while game.outcome is None:
            for event in game.apply(bot.choose(game)):
                seen.update(mark for mark in MARKS[quest] if mark in event.text)
        wins += game.outcome.result == "victory"
    assert wins > 0, f"no win in {GAMES} games"
    assert set(seen) == set(MARKS[quest]), seen
