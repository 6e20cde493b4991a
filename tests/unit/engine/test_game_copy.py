"""`Game.copy`: every attribute of the game copied (one added later too), nothing shared that
play changes, the same future and the same undo history."""

from __future__ import annotations

import random

from duckgeon_tui.engine import Game, Options
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.world import World
from tests.support.content import game_content as content

from .helpers import play, scene

SHARED = ("content", "quest")
"""What a copy shares with its game: the content and the quest made from it, which play never
changes."""


def _played(seed: int, actions: int, options: Options | None = None) -> Game:
    c = content()
    party = [(f"Duck{i}", k, "Sam") for i, k in enumerate(c.quests["quest-1"].default_party)]
    game = Game.new(c, "quest-1", party, seed=seed, options=options or Options(turn_cap=30))
    bot = PartyBot(random.Random(seed))
    for _ in range(actions):
        game.apply(bot.choose(game))
    return game


def test_a_copy_has_every_attribute_and_shares_only_the_content() -> None:
    game = _played(4, 60)
    dup = game.copy()
    assert vars(dup).keys() == vars(game).keys()
    for name, value in vars(game).items():
        if name in SHARED:
            assert vars(dup)[name] is value, name
        else:
            assert vars(dup)[name] is not value, f"{name} is shared with the copy"
    for name in World.__slots__:
        mine, theirs = getattr(game.world, name), getattr(dup.world, name)
        if name in ("content", "quest", "funkards", "grids"):  # grids: derived from the content
            assert theirs is mine, name
        elif not isinstance(mine, int):
            assert theirs is not mine, f"world.{name} is shared with the copy"
    # The copy's parts are wired to each other, as a game's are.
    assert dup.world.roller is dup.roller and dup.roller.rng is dup.rng
    assert dup.world.duck("Duck0") is dup.state.ducks[0]
    assert dup.roller.fixed is dup.state.fixed_dice


def test_an_attribute_added_to_the_game_is_copied_too() -> None:
    game = _played(4, 10)
    game.later_field = ["a", "list"]  # type: ignore[attr-defined]
    dup = game.copy()
    assert dup.later_field == ["a", "list"]  # type: ignore[attr-defined]
    assert dup.later_field is not game.later_field  # type: ignore[attr-defined]


def test_a_copy_has_the_same_future_and_leaves_its_game_alone() -> None:
    game = _played(6, 80)
    saved = game.to_json()
    dup = game.copy()
    bot = PartyBot(random.Random(6))
    for _ in range(150):
        if dup.outcome is not None:
            break
        dup.apply(bot.choose(dup))
    assert game.to_json() == saved
    again = PartyBot(random.Random(6))
    for _ in range(150):
        if game.outcome is not None:
            break
        game.apply(again.choose(game))
    assert game.to_json() == dup.to_json()


def test_a_copy_can_undo_what_its_game_could() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2], dice: [walk]}",
        undo=True,
    )
    play(game, "roll W Pantsy [2]", "walk Pantsy 3,2")
    dup = game.copy()
    assert dup.can_undo
    dup.undo()
    assert dup.duck("Pantsy").pos == (1, 2) and game.duck("Pantsy").pos == (3, 2)
    assert game.can_undo


def test_the_log_and_the_save_hold_each_action_in_notation() -> None:
    game = _played(5, 40)
    log = game.log
    assert len(log) == 40 and all(isinstance(text, str) for text in log)
    assert game.to_json()["log"] == log
    assert game.copy().log == log
    assert Game.replay(game.content, game.to_json()["setup"], log).log == log
