"""A replay's side panel names no key that acts: at every step of a whole game, the goals and
every Scroll drawn as a replay draws them (`keys=False`) leave out the keys a player would
press in a game, which the same panels drawn for play name."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Game, PartyMember
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.tui.widgets.quest_goals import goal_lines
from duckgeon_tui.tui.widgets.scrolls import scroll_text
from tests.support.colours import plain_colours
from tests.support.content import game_content

KEYS = ("(f)", "(p)", "(f,", "f, once", " M or ")
WANTED = {"(f)", "f, once"}
"""Keys the panels name in play at some step of the game below."""


def panel_words(game: Game, keys: bool) -> str:
    """The goals and every Scroll as the side panel draws them, in unbroken lines."""
    pal = plain_colours()
    acting = game.active or game.ducks[0].name
    goals = [goal_lines(g, pal, game.room_number, False, keys).plain for g in game.goals()]
    scrolls = [
        scroll_text(game, d.name, pal, d.name == acting, True, 0, keys).plain for d in game.ducks
    ]
    return "\n".join(goals + scrolls)


def test_no_step_of_a_whole_game_names_a_key_in_a_replay_and_play_names_them() -> None:
    content = game_content()
    party = [PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Sam")]
    game = Game.new(content, "quest-1", party, seed=4)
    bot = PartyBot(random.Random(4))
    named: set[str] = set()
    steps = 0
    while True:
        words = panel_words(game, keys=False)
        assert not [k for k in KEYS if k in words], (steps, words)
        if not named >= WANTED:
            named |= {k for k in KEYS if k in panel_words(game, keys=True)}
        if game.outcome is not None:
            break
        game.apply(bot.choose(game))
        steps += 1
    assert steps > 100, "a whole game"
    assert named >= WANTED, "the same panels drawn for play name the keys"
