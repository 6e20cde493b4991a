"""Quests 2 and 3 played by the party bot up to their last room, for the tests of how they are
won (through the turn flow, and through the app's keys)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from duckgeon_tui.engine import Game, Phase
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content


def played_to_room_6(
    saves: Path,
    quest: str,
    seed: int,
    ready: Callable[[Game], bool],
    then: Callable[[Game], object] = lambda game: None,
) -> GameSession:
    """A game of the quest, played by the bot (without undo, which is slow) until `ready`, room
    6 swept clean, `then` done, and saved as the autosave, with undo as the app plays."""
    content = game_content()
    session = GameSession.new(
        content, NewGameSpec(quest, ("Sam",), (), seed=seed), SaveStore(saves)
    )
    game = Game.new(content, quest, session.game.party, seed=seed)
    bot = PartyBot(random.Random(seed))
    for _ in range(20000):
        if ready(game):
            break
        assert game.outcome is None, f"seed {seed} ended before room 6: {game.outcome}"
        game.apply(bot.choose(game))
    game.state.beasties.clear()  # room 6 swept clean, so that the test is about the keys
    game.state.rooms[game.state.room_index].cleared = True
    then(game)
    data = game.to_json()
    data["setup"]["options"]["undo"] = True
    session.game = Game.from_json(content, data)
    session.autosave()
    return session


def everybody_up(game: Game) -> None:
    """Nobody is carried out of a flood: whoever is down comes round."""
    for duck in game.ducks:
        if duck.f <= 0:
            duck.f = 1
            duck.conditions.pop("unconscious", None)


def in_room_6(game: Game) -> bool:
    return game.room_number == 6 and game.phase == Phase.PICK and game.goals()[0].done
