"""One test per rule: walking, doors, combat and bonuses, free Actions, rooms, Loot, the end."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import Game, IllegalAction, NotationError, Split, combat, parse_action
from duckgeon_tui.engine.state import Phase, Reason, Result
from duckgeon_tui.engine.state_check import misfits

from .helpers import MOUSE_AND_RAT, PAIR, found, play, rules_content, scene, the

SHARE = "phase: share\npool: [walk, fighter, fighter, duck, funky]\nloot_counters: 1"


def test_party_arrives_only_when_the_entry_room_is_entered() -> None:
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}\n  - {name: Pantsy, class: duckwiz}",
    )
    assert game.phase == Phase.ROOM_TABLE and all(d.pos is None for d in game.ducks)
    events = play(game, "enter [3]")
    assert the(events, "room_table").score == 3
    assert [d.pos for d in game.ducks] == [(1, 1), (1, 2)]
    assert [b.pos for b in game.beasties] == [(7, 1), (7, 5)]


def test_walk_eight_directions_diagonals_count_one_and_blockers() -> None:
    game = scene("room: 1", SHARE, PAIR, MOUSE_AND_RAT)
    reach = game.reachable("Plumpy", 2)
    assert reach[(3, 3)] == 2  # two diagonal steps
    assert (1, 2) not in reach  # an ally blocks
    assert (0, 0) not in reach  # walls block
    far = game.reachable("Plumpy", 12)
    assert (5, 4) not in far and (3, 5) not in far  # table and pillar
    assert (7, 1) not in far  # Beasties block
    assert (9, 6) not in far  # a closed door stops you


def test_walk_moves_within_the_roll_only() -> None:
    game = scene("room: 1", SHARE, PAIR, MOUSE_AND_RAT)
    play(game, "give W Plumpy", "go", "roll W Plumpy [2]")
    with pytest.raises(IllegalAction, match="not within 2"):
        game.apply("walk Plumpy 5,1")
    events = play(game, "walk Plumpy 3,1")
    assert the(events, "move", actor="Plumpy").value == 2 and game.duck("Plumpy").pos == (3, 1)


def test_line_of_sight_pillars_block_tables_do_not() -> None:
    game = scene("room: 1", PAIR, MOUSE_AND_RAT)
    assert game.line_of_sight((1, 5), (5, 5)) is False  # pillar at 3,5
    assert game.line_of_sight((4, 4), (6, 4)) is True  # table at 5,4


def test_choppy_needs_base_contact_and_shooty_needs_range() -> None:
    game = scene("room: 1", SHARE, PAIR, MOUSE_AND_RAT)
    play(game, "give F Plumpy", "go")
    with pytest.raises(IllegalAction, match="base contact"):
        game.apply("roll F Plumpy choppy furry-ghost-mouse-1")
    assert game.shooty_range("Plumpy") == 3
    assert game.attack_targets("Plumpy", "shooty") == []


# -- Doors ---------------------------------------------------------------------------------
CLEARED_HALL = """
room: 1
party:
  - {name: Plumpy, class: duckidin, at: [3, 3]}
  - {name: Pantsy, class: duckwiz, at: [8, 5]}
"""


def test_the_party_leaves_only_through_an_open_door() -> None:
    game = scene(CLEARED_HALL)
    assert game.room_cleared and game.room_view().glyph(9, 6) == "+"
    with pytest.raises(IllegalAction, match="east door is shut") as refused:
        game.apply("leave east")
    assert "a DuckWalk that ends on the door's own space" in str(refused.value)
    play(game, "pick W W W W W W", "go", "interact Pantsy 9,6")
    events = play(game, "end")
    assert the(events, "door", actor="Pantsy").value == 1
    assert game.room_view().glyph(9, 6) == "'"
    play(game, "leave east [1,1]")
    assert game.room_number == 2


def test_dice_left_at_the_end_of_a_turn_are_lost_in_words_that_count_them() -> None:
    one = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], dice: [fighter]}",
    )
    assert the(play(one, "end"), "lost_dice").text == "Plumpy's unused DuckFighter is lost."
    two = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], dice: [walk, walk]}",
    )
    assert the(play(two, "end"), "lost_dice").text == "Plumpy's unused DuckWalk, DuckWalk are lost."


def test_a_duckwalk_that_stops_at_a_closed_door_opens_it_and_ends_there() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], dice: [walk]}",
    )
    play(game, "roll W Plumpy [6,2]")  # 8 spaces: 5 to the door, the rest is lost
    assert (9, 6) in game.walk_targets()
    events = play(game, "walk Plumpy 9,6")
    assert the(events, "door", actor="Plumpy", at=(9, 6)).value == 1
    assert game.duck("Plumpy").pos == (9, 6) and game.phase == Phase.ACT
    play(game, "end", "leave east [1,1]")
    assert game.room_number == 2


def test_a_walk_too_short_to_reach_the_door_cannot_open_it() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], dice: [walk]}",
    )
    play(game, "roll W Plumpy [5]")  # next to the door, with no step to spare
    assert (9, 6) not in game.walk_targets()
    with pytest.raises(IllegalAction, match="not within 5"):
        game.apply("walk Plumpy 9,6")


def test_everyone_up_must_be_able_to_walk_to_the_open_door() -> None:
    game = scene(
        "room: 1\nopen_doors: [east]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], conditions: [frozen]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [8, 5]}",
    )
    with pytest.raises(IllegalAction, match="Plumpy cannot walk to the east door"):
        game.apply("leave east")
    assert game.legal_actions(type(parse_action("leave east"))) == []


def test_unconscious_friends_are_carried_out() -> None:
    game = scene(
        "room: 1\nopen_doors: [east]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], stats: {F: 0}}\n"
        "  - {name: Pantsy, class: duckwiz, at: [8, 5]}",
    )
    play(game, "leave east [1,1]")
    assert game.room_number == 2 and game.duck("Plumpy").f == 0


# -- Combat and Resist Rolls ------------------------------------------------------------------
def test_sword_bonus_counts_only_when_used() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 2], dice: [fighter, fighter]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
        MOUSE_AND_RAT,
    )
    shoot = play(game, "roll F Plumpy shooty pesky-rat-head-1 [1,6]")
    assert the(shoot, "attack").score == 4 + 1  # Q 4 + 1: the sword is not Shooty
    chop = play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [1,6]")
    assert the(chop, "attack").score == 4 + 1 + 1  # + Plain 'Ol Sword 1
    assert "+ Plain 'Ol Sword 1" in the(chop, "attack").text


@pytest.mark.parametrize(
    ("victim", "job", "resist"), [("Plumpy", "duckidin", 4 + 1 + 1), ("Pantsy", "duckwiz", 3 + 1)]
)
def test_sword_counts_in_a_choppy_resist_of_its_wielder_only(
    victim: str, job: str, resist: int
) -> None:
    game = scene(
        "room: 1\nphase: act",
        f"party:\n  - {{name: {victim}, class: {job}, at: [6, 1]}}",
        "beasties:\n  - {kind: hordling, at: [7, 1]}",
    )
    attack = the(play(game, "end [1,1]"), "attack", target=victim)
    assert (attack.score, attack.against) == (2 + 1, resist)


def test_damage_is_score_minus_resist_and_duck_soaks() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 1], dice: [duck]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 6]}",
        "beasties:\n  - {kind: hordling, at: [7, 1]}",
    )
    play(game, "roll D Plumpy [2]")
    assert game.duck("Plumpy").ward == 2
    events = play(game, "end [6,3,1]")  # 2 + 9 = 11 vs Q 4 + 1 + sword 1 = 6 → 5, 2 soaked
    attack = the(events, "attack", target="Plumpy")
    assert (attack.score, attack.against, attack.damage) == (11, 6, 5)
    assert the(events, "soak", target="Plumpy").prevented == 2
    assert the(events, "damage", target="Plumpy").damage == 3
    assert game.duck("Plumpy").f == 8 - 3


def test_a_duck_roll_gives_back_damage_taken_earlier_in_the_turn() -> None:
    game = scene(
        "room: 1\nphase: act\ndeck_top: [pit]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [3, 3], dice: [funky, duck],"
        " hand: [study]}",
    )
    events = play(game, "roll K Plumpy study [1,1]")  # it draws the Pit: Q 4 + 1 < 9
    assert the(events, "damage", target="Plumpy").damage == 2 and game.duck("Plumpy").f == 6
    events = play(game, "roll D Plumpy [3]")
    soak = the(events, "soak", target="Plumpy")
    assert (soak.prevented, soak.value) == (2, 1)  # 2 ducked after all, 1 still to soak
    assert game.duck("Plumpy").f == 8 and game.duck("Plumpy").ward == 1


def test_choosing_not_to_resist_is_not_a_move_of_the_game() -> None:
    # Letting an enemy's card or blow land never helps: a Duckventurer always resists enemies
    # and never resists friends, so there is no `resist off` to fall into.
    with pytest.raises(NotationError):
        parse_action("resist Plumpy off")


def test_unconscious_gets_no_resist_roll_and_beasties_leave_it_be() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 1], stats: {F: 0}}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 6]}",
        "beasties:\n  - {kind: pesky-rat-head, at: [7, 1]}",
    )
    plumpy = game.duck("Plumpy")
    assert "unconscious" in plumpy.conditions
    resisted, value, text = combat.resist(game.world, plumpy, "Q", "choppy_resist", 6)
    assert (resisted, value) == (False, 5)  # no face asked for: flat Q 4 + sword 1
    assert text == "Plumpy: flat Q 4 + Plain 'Ol Sword 1 = 5"
    assert not found(play(game, "end"), "attack", target="Plumpy")
    play(game, "pick W W W W W W")
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("give W Plumpy")


# -- Free Actions ------------------------------------------------------------------------------
HORDLING_AT_THE_DOOR = """
room: 1
phase: act
party:
  - {name: Plumpy, class: duckidin, at: [1, 1]}
  - {name: Pantsy, class: duckwiz, at: [8, 5]}
"""


def test_free_action_is_lost_when_targeted_even_if_resisted() -> None:
    game = scene(HORDLING_AT_THE_DOOR, "beasties:\n  - {kind: hordling, at: [7, 4]}")
    play(game, "interact Pantsy 9,6")
    events = play(game, "end [1,6]")  # the Hordling misses Pantsy (resisted)
    assert the(events, "attack", target="Pantsy").resisted
    assert the(events, "free_lost", actor="Pantsy").at == (9, 6)
    assert game.room_view().glyph(9, 6) == "+"


def test_free_action_resolves_at_turn_end_when_not_targeted() -> None:
    game = scene(HORDLING_AT_THE_DOOR)
    play(game, "interact Pantsy 9,6")
    assert game.room_view().glyph(9, 6) == "+"
    play(game, "end")
    assert game.room_view().glyph(9, 6) == "'"


def test_duckventurer_with_a_die_gets_no_free_action() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [8, 6], dice: [walk]}",
    )
    with pytest.raises(IllegalAction, match="no free Action"):
        game.apply("interact Pantsy 9,6")


def test_fatty_zero_knocks_out_first_aid_revives() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 6], stats: {F: 1}}\n"
        "  - {name: Pantsy, class: duckwiz, at: [5, 6]}",
        "beasties:\n  - {kind: pesky-rat-head, at: [7, 6]}",
    )
    events = play(game, "end [5,1]")  # the rat bites Plumpy down
    assert the(events, "knockout").target == "Plumpy"
    plumpy = game.duck("Plumpy")
    assert plumpy.f == 0 and "unconscious" in plumpy.conditions and game.outcome is None
    events = play(game, "pick W W W W W W", "go", "aid Pantsy Plumpy", "end")
    assert the(events, "free_action", actor="Pantsy", target="Plumpy", success=True)
    assert plumpy.conditions == {} and plumpy.f == 1


# -- The Unconscious ---------------------------------------------------------------------------
OUT_COLD_IN_A_CLEARED_ROOM = """
room: 1
party:
  - {name: Plumpy, class: duckidin, at: [3, 3], stats: {F: 0}, loot: 12}
  - name: Pantsy
    class: duckwiz
    at: [1, 1]
    stats: {F: 0}
    loot: 12
    stored: {nest-of-holding: [walk]}
  - {name: Bouncy, class: duckidin, at: [2, 2]}
"""


@pytest.mark.parametrize(
    "action",
    ["buy Pantsy", "rank Pantsy F", "release Pantsy nest-of-holding", "discard Pantsy gotcha"],
)
def test_the_unconscious_buy_rank_release_and_discard_nothing(action: str) -> None:
    game = scene(OUT_COLD_IN_A_CLEARED_ROOM)
    assert game.room_cleared and game.phase == Phase.PICK
    with pytest.raises(IllegalAction, match="Pantsy is out cold"):
        game.apply(action)
    assert all("Pantsy" not in str(a) for a in game.legal_actions())


# -- Rooms and Loot ----------------------------------------------------------------------------
def test_room_cleared_loot_roll_and_any_split() -> None:
    game = scene(
        "room: 1\nphase: act\nloot_counters: 2",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 1], dice: [fighter]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
        "beasties:\n  - {kind: furry-ghost-mouse, at: [7, 1]}",
    )
    events = play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    assert the(events, "loot_counter").value == 1 and the(events, "cleared")
    play(game, "end")
    assert game.phase == Phase.LOOT_ROLL
    events = play(game, "loot Pantsy [5]")
    assert the(events, "loot", actor="Pantsy").loot == 5
    with pytest.raises(IllegalAction, match="add up"):
        game.apply("split Plumpy 4")
    with pytest.raises(IllegalAction, match="Plumpy's share is -3: a share is 0 or more"):
        game.apply(Split((("Plumpy", -3), ("Pantsy", 8))))  # built in code, not read
    assert (game.duck("Plumpy").loot, game.duck("Pantsy").loot) == (0, 0)
    play(game, "split Plumpy 1 Pantsy 4")
    assert (game.duck("Plumpy").loot, game.duck("Pantsy").loot) == (1, 4)
    assert game.phase == Phase.PICK and game.turn == 2


def test_cleared_room_rank_and_leave_through_corridor_with_strolling_beasties() -> None:
    game = scene(
        "room: 1\nopen_doors: [east]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], loot: 6}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
    )
    events = play(game, "rank Plumpy F")
    assert the(events, "rank", actor="Plumpy").value == 2
    plumpy = game.duck("Plumpy")
    assert (plumpy.rank, plumpy.fmax, plumpy.f, plumpy.loot) == (2, 9, 9, 0)
    events = play(game, "leave east [6,2,1]")  # 12 spaces / 6 = 2 checks; one six
    corridor = the(events, "corridor")
    assert (corridor.faces, corridor.value) == ((6, 2), 1)
    assert game.phase == Phase.ROOM_TABLE and game.room_number == 2
    events = play(game, "enter [4]")
    assert the(events, "strolling", actor="hordling-1")
    assert [b.beastie_id for b in game.beasties] == ["hordling"]
    assert game.room_view().glyph(0, 6) == "'"  # the door the party came in by stands open


def test_leaving_needs_a_cleared_room() -> None:
    game = scene("room: 1\nopen_doors: [east]", PAIR, MOUSE_AND_RAT)
    with pytest.raises(IllegalAction, match="Cleared"):
        game.apply("leave east")


def test_booster_wooster_feeds_duckthulhu() -> None:
    game = scene(
        "room: 6\nbooster: 2",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 6]}",
        "beasties:\n  - {kind: duckthulhu, at: [5, 3]}",
    )
    boss = next(b for b in game.beasties if b.boss)
    assert (boss.fmax, boss.q, boss.p) == (12, 5, 5)
    assert len(boss.cells) == 4  # Duckthulhu is big


def test_victory_needs_the_boss_defeated_and_the_king_freed() -> None:
    game = scene(
        "room: 6\nphase: act\nloot_counters: 0",
        "party:\n  - {name: Plumpy, class: duckidin, at: [4, 4], dice: [fighter]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [2, 1]}",
        "beasties:\n  - {kind: duckthulhu, at: [5, 3], stats: {F: 1}}",
    )
    play(game, "interact Pantsy 1,1", "roll F Plumpy choppy duckthulhu-1 [5,1]")
    assert game.outcome is None  # the boss is down, the King not free yet
    events = play(game, "end")
    assert "King Goscock is free!" in [e.text for e in found(events, "free_action")]
    assert game.outcome is not None and game.outcome.result == Result.VICTORY
    assert game.outcome.reason == Reason.OBJECTIVES_MET


def test_defeat_when_every_duckventurer_is_down() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1], stats: {F: 0}}\n"
        "  - {name: Pantsy, class: duckwiz, at: [6, 1], stats: {F: 1}}",
        "beasties:\n  - {kind: hordling, at: [7, 1]}",
    )
    events = play(game, "end [5,1]")
    assert the(events, "over").value == 0
    assert game.outcome is not None and game.outcome.reason == Reason.PARTY_DOWN
    assert game.outcome.text == "every Duckventurer is down"
    with pytest.raises(IllegalAction, match="over"):
        game.apply("end")


def test_lingering_snare_holds_the_room_until_disarmed() -> None:
    game = scene(
        "room: 1\nphase: room_table",
        "party:\n  - {name: Plumpy, class: duckidin}\n  - {name: Pantsy, class: duckwiz}",
    )
    events = play(
        game, "enter [6,1,1,6]"
    )  # 7: the web; it catches Plumpy (4+1 < 7), springs again (4+6)
    caught, again = found(events, "snare", card="sticky-web", target="Plumpy")
    assert (caught.resisted, again.resisted) == (False, True)
    assert not game.room_view().cleared
    with pytest.raises(IllegalAction):
        game.apply("leave east")
    assert game.at(1, 1).snare == "sticky-web" and game.duck("Plumpy").pos == (1, 1)
    play(game, "pick W W W W W W", "go", "interact Pantsy 1,1")  # Pantsy, at 1,2, is next to it
    events = play(game, "end [6]")
    disarm = the(events, "snare", actor="Pantsy")
    assert (disarm.score, disarm.against, disarm.success) == (11, 5, True)
    assert disarm.text.endswith("P 4 + 6 + Wiz Wits 1 = 11 vs 5 → disarmed")
    assert game.room_view().cleared


def test_multi_space_beastie_moves_as_one() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 6]}",
        "beasties:\n  - {kind: blind-terror-snake, at: [7, 1]}",
    )
    play(game, "end")
    view = game.beastie("blind-terror-snake-1")
    assert len(view.cells) == 2 and view.cells[1] == (view.pos[0] + 1, view.pos[1])
    assert view.pos != (7, 1)


def test_buying_a_funkard_and_the_hand_limit() -> None:
    game = scene(
        "room: 1",
        "party:\n  - {name: Pantsy, class: duckwiz, at: [1, 1], loot: 18}",
        physical=False,
    )
    events = play(game, "buy Pantsy", "buy Pantsy")
    assert [e.loot for e in found(events, "buy")] == [6, 6]
    pantsy = game.duck("Pantsy")
    assert pantsy.loot == 6 and len(pantsy.hand) == 6
    with pytest.raises(IllegalAction, match="hand is full"):
        game.apply("buy Pantsy")


@pytest.mark.parametrize(
    ("boss", "hurt", "left"), [(False, 0, 1), (True, 0, 0), (False, 1, 0), (False, 7, 0)]
)
def test_lucky_feathers_a_minion_never_knocks_out_a_duck_at_full_fatty(
    boss: bool, hurt: int, left: int
) -> None:
    game = scene(
        "room: 1\nphase: act",
        f"party:\n  - {{name: Plumpy, class: duckidin, at: [6, 1], stats: {{F: {8 - hurt}}}}}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
        "beasties:\n  - {kind: stander, at: [7, 1]}",
    )
    game.state.beasties[0].boss = boss  # a boss that strikes like the Stander: no field for it
    plumpy = game.duck("Plumpy")
    events = play(game, "end [6,6,6,2,1]")  # Q 2 + 20 = 22 vs Q 4 + 1 + sword 1 = 6 → 16
    assert the(events, "attack", target="Plumpy").damage == 16 and plumpy.f == left
    spared = found(events, "soak", target="Plumpy")
    assert bool(spared) == (left == 1) and all("Lucky Feathers" in e.text for e in spared)
    assert (game.tally.knockouts, game.tally.one_shot_knockouts) == (1 - left, 0)


def test_game_state_is_to_read_and_a_change_made_to_it_is_in_no_replay() -> None:
    game = scene("room: 1", SHARE, PAIR, MOUSE_AND_RAT)
    with pytest.raises(AttributeError):
        game.state = game.state  # type: ignore[misc]
    play(game, "give W Plumpy", "go", "roll W Plumpy [2]", "walk Plumpy 3,1")
    game.state.ducks[0].f = 1  # not supported: it is in no action
    again = Game.replay(rules_content(), game.to_json()["setup"], game.log)
    assert again.duck("Plumpy").pos == (3, 1) and again.duck("Plumpy").f == 8


def test_a_name_ending_in_s_takes_the_apostrophe_alone_in_the_engine_words() -> None:
    game = scene(
        "room: 1\nphase: act\nloot_counters: 2",
        "party:\n  - {name: Quackers, class: duckidin, at: [6, 1], dice: [fighter]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
        "beasties:\n  - {kind: furry-ghost-mouse, at: [7, 1]}",
    )
    play(game, "roll F Quackers choppy furry-ghost-mouse-1 [5,1]", "end", "loot Pantsy [5]")
    with pytest.raises(IllegalAction, match="Quackers' share is -3: a share is 0 or more"):
        game.apply(Split((("Quackers", -3), ("Pantsy", 8))))
    data = game.to_json()
    data["state"]["ducks"][0].update(loot=-1, ward=-2)
    told = misfits(Game.from_json(game.content, data))
    assert any(t.startswith("Quackers' Loot is -1") for t in told), told
    assert any(t.startswith("Quackers' ward is -2") for t in told), told
