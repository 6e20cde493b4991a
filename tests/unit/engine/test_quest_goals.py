"""Quest objectives beyond "defeat the boss": clue hunts found with Look, objects that open only
after them, rituals to Prepare, the way out; the quest clock; quests without a Booster-Wooster;
expansion cards in the deck."""

from __future__ import annotations

import random
from typing import Any

import pytest

from duckgeon_tui.engine import Escape, FreeAction, Game, IllegalAction, Leave, parse_action
from duckgeon_tui.engine.bot import PartyBot
from duckgeon_tui.engine.state_check import misfits

from .helpers import has, play, tiny_game

HUNT = {
    "kind": "clues",
    "id": "hunt",
    "name": "Read the scratches",
    "need": 1,
    "clues": [
        {
            "room": 6,
            "name": "The Sixth Scratch",
            "text": "It says SIX, six times.",
            "test": {"stat": "P", "target": 7},
        }
    ],
}
CAGE_AFTER_HUNT = {"kind": "interact", "name": "Free the King", "room": 6, "feature": "k"}


def _in_the_lair(quest: dict[str, Any], **content: Any) -> Game:
    """A game in the tiny lair with its boss gone (Pantsy in sight of the clue, Plumpy next to
    the cage), in the act phase of a turn with every die left unshared."""
    game = tiny_game([], quest=quest, **content)
    play(game, "enter [3]", "leave east [1,1]", "enter [3]")
    game.state.beasties.clear()
    game.state.rooms[1].cleared = True
    game.duck("Pantsy").pos = (5, 2)
    game.duck("Plumpy").pos = (2, 2)
    play(game, "pick W W W W W W", "go")
    return game


def _next_turn(game: Game, faces: str = "") -> None:
    play(game, f"end {faces}".strip(), "pick W W W W W W", "go")


def test_a_clue_is_found_with_a_look_and_opens_the_object_after_it() -> None:
    game = _in_the_lair({"victory": [HUNT, {**CAGE_AFTER_HUNT, "after": ["hunt"]}]})
    with pytest.raises(IllegalAction, match="will not budge yet: first Read the scratches"):
        game.apply("interact Plumpy 1,1")
    assert not any(a.kind == "interact" for a in game.legal_actions(FreeAction))
    events = play(game, "look Pantsy 8,1")  # from across the room, in line of sight
    assert has(events, "Pantsy will look at Scratches (8,1) at the end of the turn")
    events = play(game, "end [1]")  # P 4 + 1 + Hard Knocks' look 1 = 6 < 7
    assert has(events, "still a mystery") and game.state.clues_found[0] == []
    play(game, "pick W W W W W W", "go", "look Pantsy 8,1")
    events = play(game, "end [2]")
    assert has(events, "Pantsy finds The Sixth Scratch (1 of 1): It says SIX, six times.")
    assert has(events, "Objective met: Read the scratches") and game.state.objectives[0]
    (hunt, cage) = game.goals()
    assert hunt.done and hunt.progress == "1 of 1 clues" and hunt.clues[0].found
    assert not cage.done and cage.waiting == ()
    play(game, "pick W W W W W W", "go", "interact Plumpy 1,1")
    events = play(game, "end")
    assert has(events, "Plumpy completes the objective: Free the King.")
    assert game.outcome is not None and game.outcome.result == "victory"


def test_a_ritual_object_needs_its_preparer() -> None:
    game = _in_the_lair({"victory": [CAGE_AFTER_HUNT]}, cage={"prepare": True})
    with pytest.raises(IllegalAction, match="must be Prepared first"):
        game.apply("interact Plumpy 1,1")
    assert FreeAction("Pantsy", "prepare", at=(1, 1)) in game.legal_actions(FreeAction)
    events = play(game, "prepare Pantsy 1,1", "end")
    assert has(events, "Pantsy prepares King's Cage.")
    assert game.prepared_here("Pantsy", (1, 1)) and not game.prepared_here("Plumpy", (1, 1))
    play(game, "pick W W W W W W", "go")
    with pytest.raises(IllegalAction, match="must be Prepared first"):
        game.apply("interact Plumpy 1,1")  # Plumpy did not learn it
    with pytest.raises(IllegalAction, match="already Prepared"):
        game.apply("prepare Pantsy 1,1")
    game.duck("Pantsy").pos = (2, 1)
    events = play(game, "interact Pantsy 1,1", "end")
    assert game.outcome is not None and game.outcome.result == "victory"
    assert not game.prepared_here("Pantsy", (1, 1))  # the ritual is spent


def test_the_way_out_needs_everything_else_and_everybody_up() -> None:
    goals = [{"kind": "interact", "room": 6, "feature": "k"}, {"kind": "escape", "room": 1}]
    game = tiny_game([], quest={"victory": goals})
    play(game, "enter [3]")
    with pytest.raises(IllegalAction, match="first Interact with King's Cage"):
        game.apply(Escape())
    game.state.objectives[0] = True
    pantsy = game.duck("Pantsy")
    pantsy.f = 0
    pantsy.conditions["unconscious"] = None
    with pytest.raises(IllegalAction, match="give Pantsy First Aid first"):
        game.apply("escape")
    assert Escape() not in game.legal_actions()
    play(game, "pick W W W W W W", "go", "aid Plumpy Pantsy", "end")
    assert game.duck("Pantsy").f == 1 and Escape() in game.legal_actions()
    events = play(game, "escape")
    assert has(events, "The party escapes: Escape from the Duckgeon!")
    assert game.outcome is not None and game.outcome.result == "victory"


def test_the_way_out_needs_a_cleared_room() -> None:
    game = tiny_game([("pesky-rat-head", 1)], quest={"victory": [{"kind": "escape", "room": 1}]})
    play(game, "enter [3]")
    with pytest.raises(IllegalAction, match="only from a Cleared room"):
        game.apply("escape")


CLOCK = {
    "name": "The Tide",
    "length": 4,
    "every": 1,
    "goose": 1,
    "marks": [
        {
            "at": 2,
            "name": "Wet Feet",
            "text": "Splash.",
            "effects": [{"kind": "apply_condition", "to": "party", "condition": "dizzy"}],
        }
    ],
}


def test_the_clock_moves_each_turn_its_marks_happen_and_it_runs_out() -> None:
    defeat = [{"kind": "party_down"}, {"kind": "clock_out"}]
    game = tiny_game([], physical=False, quest={"clock": CLOCK, "defeat": defeat})
    play(game, "enter", "pick W W W W W W", "go", "end")
    clock = game.clock()
    assert clock is not None and (clock.value, clock.turns_to_next) == (1, 1)
    assert clock.next_mark is not None and clock.next_mark.name == "Wet Feet" and clock.loses
    events = play(game, "pick W W W W W W", "go", "end")
    assert has(events, "The Tide 2: Wet Feet! Splash.")
    assert all("dizzy" in d.conditions for d in game.ducks)
    play(game, "pick G W W W W W", "give G Plumpy", "give W Plumpy", "go", "roll W Plumpy")
    events = play(game, "goose Plumpy add", "sign +")  # a rolled goose: one more mark
    assert has(events, "The Tide moves on to 3/4 (Plumpy's DuckDuckGoose)")
    events = play(game, f"walk Plumpy {game.duck('Plumpy').pos[0]},1", "end")
    assert has(events, "The Tide ran out") and game.outcome is not None
    assert game.outcome.result == "defeat"


def test_an_object_winds_the_clock_back() -> None:
    cage = {"effects": [{"kind": "clock", "to": "self", "marks": -3}], "once": True}
    game = _in_the_lair({"clock": {**CLOCK, "start": 3, "length": 9}}, cage=cage)
    events = play(game, "interact Plumpy 1,1", "end")
    assert has(events, "The Tide goes back to 0/9 (King's Cage)")
    assert game.clock() is not None and game.state.clock == 1  # and on by the turn's end


def test_a_mark_reached_between_rooms_happens_in_the_next_room() -> None:
    game = tiny_game([], physical=False, quest={"clock": {**CLOCK, "start": 1}})
    play(game, "enter", "leave east")
    events = play(game, "enter goose", "sign +")
    assert has(events, "The Tide 2: Wet Feet!") and all("dizzy" in d.conditions for d in game.ducks)


def test_a_quest_without_a_booster_wooster() -> None:
    game = tiny_game([], physical=False, quest={"booster_wooster": None, "defeat": []})
    assert game.booster_track() == (0, [])
    play(game, "enter", "pick G W W W W W", "give G Plumpy", "give W Plumpy", "go")
    events = play(game, "roll W Plumpy", "goose Plumpy add", "sign +")
    assert not has(events, "Booster-Wooster") and game.booster_step == 0


def test_expansion_cards_join_only_the_quests_that_name_their_set() -> None:
    card = {
        "id": "soggy-sock",
        "name": "Soggy Sock",
        "cost": 0,
        "activation": "passive",
        "expansion": "laundry",
        "modifiers": [{"stat": "Q", "amount": 1, "when": ["walk"]}],
    }
    plain = tiny_game([], cards=(card,))
    named = tiny_game([], cards=(card,), quest={"expansions": ["laundry"]})
    assert "soggy-sock" not in plain.state.deck and "soggy-sock" in named.state.deck
    assert len(named.state.deck) == len(plain.state.deck) + 1


@pytest.mark.parametrize("text", ["prepare Pantsy 1,1", "escape", "prepare Pantsy big-zap"])
def test_new_notation_reads_and_writes_itself(text: str) -> None:
    assert parse_action(text).notation() == text


def test_a_restored_game_keeps_its_ritual_clues_and_clock_and_tampering_is_told() -> None:
    goals = [HUNT, {**CAGE_AFTER_HUNT, "after": ["hunt"]}]
    game = _in_the_lair({"victory": goals, "clock": CLOCK}, cage={"prepare": True})
    game.state.objectives[0] = True
    game.state.clues_found[0] = [0]
    play(game, "prepare Pantsy 1,1", "end")
    assert misfits(Game.from_json(game.content, game.to_json())) == []
    for field, value, told in (
        ("clock", 9, "the quest's clock is 9 (it goes from 0 to 4)"),
        ("clues_found", [[3], []], "clues are found that the quest's clue hunts do not have"),
        ("clock_waiting", [5], "a clock mark waits that the quest's clock does not have"),
    ):
        data = game.to_json()
        data["state"][field] = value
        assert told in misfits(Game.from_json(game.content, data))


def test_the_bot_plays_the_dice_an_omen_released_before_it_leaves_a_cleared_room() -> None:
    game = tiny_game([])
    play(game, "enter [3]")
    assert game.room_cleared and game.phase == "pick"
    bot = PartyBot(random.Random(1))
    assert isinstance(bot.choose(game), Leave)
    game.state.pool.append("funky")  # a Lucky Feather drawn on the way in
    assert not isinstance(bot.choose(game), Leave)
