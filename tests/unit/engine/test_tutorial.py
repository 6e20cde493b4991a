"""Learn to play: every lesson, played as its prompts say, is won with its fixed dice, and its
prompts come in order; a player who does things in another order skips what is done."""

from __future__ import annotations

import pytest

from duckgeon_tui import paths
from duckgeon_tui.content import read_scenario
from duckgeon_tui.engine import Game
from duckgeon_tui.engine.lessons import LessonGuide
from duckgeon_tui.engine.state import Phase, Result
from tests.support.content import game_content as content
from tests.support.lessons import FOLLOWED


def lesson_game(name: str) -> tuple[Game, LessonGuide]:
    scenario = read_scenario(paths.scenarios_dir() / "tutorial" / f"{name}.yaml", content())
    assert scenario.lesson is not None
    return Game.from_scenario(content(), scenario), LessonGuide(scenario.lesson)


def act(game: Game, guide: LessonGuide, action: str) -> None:
    """Apply an action, and let the guide follow it (as the app does)."""
    events = game.apply(action)
    guide.follow(str(game.phase), events)


def test_the_tutorial_is_a_chain_of_three_to_six_lessons_all_played_here() -> None:
    names = [p.stem for p in paths.tutorial_lessons()]
    assert names == list(FOLLOWED) and 3 <= len(names) <= 6


@pytest.mark.parametrize("name", list(FOLLOWED))
def test_each_lesson_followed_step_by_step_is_won_with_its_fixed_dice(name: str) -> None:
    game, guide = lesson_game(name)
    shown = [guide.index]
    for action in FOLLOWED[name]:
        act(game, guide, action)
        shown.append(guide.index)
    assert game.outcome is not None and game.outcome.result == Result.VICTORY
    # Every prompt was shown, in order.
    assert sorted(set(shown)) == list(range(len(guide.lesson.steps))) and shown == sorted(shown)


def test_the_loot_lesson_rolls_the_rulebooks_5_1_6_and_the_backpack_pays() -> None:
    game, _ = lesson_game("4-loot")
    events = [e for a in FOLLOWED["4-loot"][:-1] for e in game.apply(a)]
    roll = next(e for e in events if e.kind == "loot" and e.faces)
    assert roll.faces == (5, 1, 6) and roll.loot == 12
    assert game.duck("Pantsy").loot == 2  # the Abandoned Backpack, searched as a free Action


def test_a_step_done_out_of_order_is_skipped_and_a_phase_comes_first() -> None:
    game, guide = lesson_game("4-loot")
    for action in ("give F Plumpy", "give F Plumpy", "give F Plumpy", "go"):
        act(game, guide, action)
    assert guide.index == 1
    act(game, guide, "interact Pantsy 6,7")
    assert guide.step.event == "free_action"  # the LootCounter prompt, about it, is skipped
    for who in ("pesky-rat-head-1", "furry-ghost-mouse-1", "hordling-1"):
        act(game, guide, f"roll F Plumpy choppy {who}")
    act(game, guide, "end")
    assert game.phase == Phase.LOOT_ROLL and guide.step.phase == "loot_roll"


def test_a_lesson_picked_up_from_a_save_shows_the_prompt_of_its_phase() -> None:
    game, guide = lesson_game("5-goose")
    game.apply("roll F Plumpy choppy hordling-1")
    again = LessonGuide(guide.lesson)
    again.catch_up(str(Game.from_json(content(), game.to_json()).phase))
    assert again.step.phase == "roll"
