"""The words a newcomer reads on the Scrolls, while walking, sharing dice and Loot and in the
shop: what blocks a space, what a Condition does, how a knocked-out duck gets up, why the Loot
is pooled, why the shop refuses."""

from __future__ import annotations

import random
from typing import Any

from duckgeon_tui.engine import Action, Game, Phase, RankUp
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.events import Event, EventKind
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.dialogs.shop import ShopDialog
from duckgeon_tui.tui.flow.loot import pooled_shares
from duckgeon_tui.tui.flow.prompts import phase_prompt, why_not_walk
from duckgeon_tui.tui.nearby import free_when
from duckgeon_tui.tui.widgets.scrolls import condition_words, free_action_text
from tests.unit.engine.test_playouts import _new


def started() -> Game:
    game = _new(4)
    game.apply(next(a for a in game.legal_actions() if str(a).startswith("enter")))
    return game


def test_a_walk_refused_says_who_or_what_is_there() -> None:
    game = started()
    walker, other = game.ducks[0], game.ducks[1]
    assert other.pos is not None
    assert f"{other.name} stands there" in why_not_walk(game, walker.name, other.pos)
    assert why_not_walk(game, walker.name, (0, 0)).endswith("the DuckWalk on a wall.")
    door = next(iter(game.room_view().doors.values()))
    assert "opens it" in why_not_walk(game, walker.name, door)


def test_free_action_words_for_dice_used_up_and_a_knockout() -> None:
    game = started()
    duck = game.ducks[0]
    assert game.phase == "pick", "no free Action yet: it said 'available (f)', and f refused"
    assert free_action_text(game, duck) == "free Action: if given no dice (f, once they are shared)"
    duck.got_dice, duck.dice = True, []
    assert free_action_text(game, duck) == "free: none (had dice this turn)"
    duck.dice = ["walk"]
    assert free_action_text(game, duck) == "free: none (holds dice)"
    duck.conditions["unconscious"] = None
    assert free_action_text(game, duck) == "free: none (knocked out)"


def test_no_free_action_is_offered_while_the_room_table_is_rolled() -> None:
    game = _new(4)
    duck = game.ducks[0]
    assert game.phase == Phase.ROOM_TABLE
    assert game.free_refusal(duck.name) is not None, "the engine refuses one"
    assert free_action_text(game, duck) == "free Action: if given no dice (f, once they are shared)"
    assert free_when(game, duck.name) == "f, a free Action: once the dice are shared, if given none"


def test_conditions_say_what_they_do_and_how_a_knockout_ends() -> None:
    game = started()
    assert condition_words(game, "toasty").startswith("loses 1 F at the end of each turn")
    assert "wasted on a 1" in condition_words(game, "dizzy")
    assert "First Aid" in condition_words(game, "unconscious")
    assert "up with F 1" in condition_words(game, "unconscious")


def test_the_loot_split_offered_first_pools_on_one_duck() -> None:
    game = started()
    price = game.quest.funkard_price
    shares, why = pooled_shares(game, price)
    assert sorted(shares) == [0] * (len(game.ducks) - 1) + [price]
    assert f"a Funkard ({price} Loot)" in why and "e: an even split" in why
    game.ducks[0].conditions["unconscious"] = None  # the knocked-out buy nothing
    assert pooled_shares(game, 2)[0][0] == 0


def test_the_shop_says_why_a_rank_is_refused() -> None:
    game = started()
    tried: list[Action] = []

    def apply(action: Action) -> bool:
        tried.append(action)
        return False

    shop = ShopDialog(game, apply)
    shop.redraw = lambda: None  # type: ignore[method-assign]  # no screen to draw on
    shop.purchase(RankUp(game.ducks[0].name, "Q"))
    assert tried, "the engine's refusal (its reason) reaches the player"


def test_sharing_with_a_refused_give_asks_before_dice_are_left() -> None:
    game = started()
    game.apply("pick W W W W W W")
    answers: list[Any] = []
    dialog = ShareDiceDialog(game, lambda _action: False)
    dialog.notify = lambda *_a, **_k: None  # type: ignore[method-assign]
    dialog.redraw = lambda: None  # type: ignore[method-assign]
    dialog.dismiss = answers.append  # type: ignore[method-assign,assignment]
    dialog.action_give("walk")  # refused (the toast says why)
    dialog.action_done()
    assert answers == [], "the first Enter says dice are left in the Pool"
    dialog.action_done()
    assert answers == [True]


def test_the_loot_roll_question_says_the_roller_does_not_matter() -> None:
    game = started()
    bot = PartyBot(random.Random(3))
    while game.phase != "loot_roll":
        assert game.outcome is None, "the game ended before a room was Cleared"
        game.apply(bot.choose(game))
    killing_blow = Event(EventKind.ROLL, "Plumpy rolls DuckFighter: 3.")
    title, note = phase_prompt(game, "loot_roll", killing_blow, None)
    assert title.startswith("The room is Cleared! Who rolls the Loot Pool")
    # The last roll once stood here, and read as if it were the Loot's.
    assert "DuckFighter" not in note and "shares the total out" in note
