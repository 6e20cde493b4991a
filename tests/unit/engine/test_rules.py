"""One test per rule: walking, combat and bonuses, free Actions, rooms, Loot, the quest's end."""

from __future__ import annotations

import pytest

from duckgeon_tui.engine import IllegalAction, combat
from duckgeon_tui.engine.state import BeastieState

from .helpers import MOUSE_AND_RAT, has, play, tiny_game


def _ready(dice: str = "W F F D K L", hall: list[tuple[str, int]] | None = None) -> object:
    game = tiny_game(MOUSE_AND_RAT if hall is None else hall)
    play(game, "enter [3]", f"pick {dice}")
    return game


def test_party_arrives_only_when_the_entry_room_is_entered() -> None:
    game = tiny_game(MOUSE_AND_RAT)
    assert game.phase == "room_table" and all(d.pos is None for d in game.ducks)
    play(game, "enter [3]")
    assert [d.pos for d in game.ducks] == [(1, 1), (1, 2)]
    assert [b.pos for b in game.beasties] == [(7, 1), (7, 5)]


def test_walk_eight_directions_diagonals_count_one_and_blockers() -> None:
    game = _ready()
    reach = game.reachable("Plumpy", 2)
    assert reach[(3, 3)] == 2  # two diagonal steps
    assert (1, 2) not in reach  # an ally blocks
    assert (0, 0) not in reach  # walls block
    far = game.reachable("Plumpy", 12)
    assert (5, 4) not in far and (3, 5) not in far  # table and pillar
    assert (7, 1) not in far  # Beasties block
    assert (9, 6) not in far  # a closed door stops you


def test_walk_moves_within_the_roll_only() -> None:
    game = _ready()
    play(game, "give W Plumpy", "go", "roll W Plumpy [2]")
    with pytest.raises(IllegalAction, match="not within 2"):
        game.apply("walk Plumpy 5,1")
    play(game, "walk Plumpy 3,1")
    assert game.duck("Plumpy").pos == (3, 1)


def test_line_of_sight_pillars_block_tables_do_not() -> None:
    game = _ready()
    assert game.line_of_sight((1, 5), (5, 5)) is False  # pillar at 3,5
    assert game.line_of_sight((4, 4), (6, 4)) is True  # table at 5,4


def test_choppy_needs_base_contact_and_shooty_needs_range() -> None:
    game = _ready()
    play(game, "give F Plumpy", "go")
    with pytest.raises(IllegalAction, match="base contact"):
        game.apply("roll F Plumpy choppy furry-ghost-mouse-1")
    assert game.shooty_range("Plumpy") == 3
    assert game.attack_targets("Plumpy", "shooty") == []


def test_sword_bonus_counts_only_when_used() -> None:
    game = _ready()
    plumpy = game.duck("Plumpy")
    plumpy.pos = (6, 2)  # base contact with the mouse, 3 from the rat
    play(game, "give F Plumpy", "give F Plumpy", "go")
    shoot = play(game, "roll F Plumpy shooty pesky-rat-head-1 [1,6]")
    assert not has(shoot, "Sword")
    chop = play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [1,6]")
    assert has(chop, "+ Plain 'Ol Sword 1")


def test_sword_counts_in_a_choppy_resist_of_its_wielder_only() -> None:
    game = _ready(hall=[("hordling", 1)])
    plumpy, pantsy = game.duck("Plumpy"), game.duck("Pantsy")
    plumpy.pos, pantsy.pos = (6, 1), (6, 2)
    game.state.beasties[0].pos = (7, 1)
    play(game, "go")
    events = play(game, "end [1,1]")  # the Hordling chops the weaker-F... ties go by name
    attacked = "Pantsy" if has(events, "vs Pantsy") else "Plumpy"
    assert has(events, "+ Plain 'Ol Sword 1") == (attacked == "Plumpy")


def test_damage_is_score_minus_resist_and_duck_soaks() -> None:
    game = _ready(hall=[("hordling", 1)])
    plumpy = game.duck("Plumpy")
    game.duck("Pantsy").pos = (1, 6)
    plumpy.pos = (6, 1)
    game.state.beasties[0].pos = (7, 1)
    play(game, "give D Plumpy", "go", "roll D Plumpy [2]")
    assert plumpy.ward == 2
    events = play(game, "end [6,3,1]")  # 2 + 9 = 11 vs Q 4 + 1 + sword 1 = 6 → 5, 2 soaked
    assert has(events, "→ 5 damage") and has(events, "2 damage soaked")
    assert plumpy.f == 8 - 3


def test_fatty_zero_knocks_out_first_aid_revives() -> None:
    game = _ready(hall=[("pesky-rat-head", 1)])
    plumpy, pantsy = game.duck("Plumpy"), game.duck("Pantsy")
    game.state.beasties[0].pos = (7, 6)
    plumpy.f = 1
    plumpy.pos = (6, 6)
    pantsy.pos = (5, 6)
    play(game, "go")
    play(game, "end [5,1]")  # the rat bites Plumpy down
    assert plumpy.f == 0 and "unconscious" in plumpy.conditions
    assert game.outcome is None
    events = play(game, "pick W W W W W W", "go", "aid Pantsy Plumpy", "end")
    assert has(events, "Pantsy gives Plumpy First Aid")
    assert plumpy.conditions == {} and plumpy.f == 1


def test_unconscious_gets_no_resist_roll_and_beasties_leave_it_be() -> None:
    game = _ready(hall=[("pesky-rat-head", 1)])
    plumpy = game.duck("Plumpy")
    plumpy.f = 0
    plumpy.conditions["unconscious"] = None
    plumpy.pos = (6, 1)
    game.state.beasties[0].pos = (7, 1)
    game.duck("Pantsy").pos = (1, 6)
    resisted, value, text = combat.resist(game.w, plumpy, "Q", "choppy_resist", 6)
    assert (resisted, value) == (False, 5)  # no face asked for: flat Q 4 + sword 1
    assert text == "Plumpy: flat Q 4 + Plain 'Ol Sword 1 = 5"
    play(game, "go")
    assert not has(play(game, "end"), "vs Plumpy")
    play(game, "pick W W W W W W")
    with pytest.raises(IllegalAction, match="cannot act"):
        game.apply("give W Plumpy")


def test_free_action_is_lost_when_targeted_even_if_resisted() -> None:
    game = _ready(hall=[("hordling", 1)])
    pantsy = game.duck("Pantsy")
    pantsy.pos = (8, 5)  # next to the door at 9,6
    game.duck("Plumpy").pos = (1, 1)
    game.state.beasties[0].pos = (7, 4)
    play(game, "go", "interact Pantsy 9,6")
    events = play(game, "end [1,6]")  # the Hordling misses Pantsy (resisted)
    assert has(events, "→ resisted") and has(events, "the interact is lost")
    assert (9, 6) not in game.state.rooms[0].open_doors


def test_free_action_resolves_at_turn_end_when_not_targeted() -> None:
    game = _ready(hall=[])
    game.duck("Pantsy").pos = (8, 6)
    play(game, "go", "interact Pantsy 9,6")
    assert (9, 6) not in game.state.rooms[0].open_doors
    play(game, "end")
    assert (9, 6) in game.state.rooms[0].open_doors


def test_duckventurer_with_a_die_gets_no_free_action() -> None:
    game = _ready(hall=[])
    game.duck("Pantsy").pos = (8, 6)
    play(game, "give W Pantsy", "go")
    with pytest.raises(IllegalAction, match="no free Action"):
        game.apply("interact Pantsy 9,6")


def test_choose_not_to_resist() -> None:
    game = _ready(hall=[("hordling", 1)])
    plumpy = game.duck("Plumpy")
    plumpy.pos = (6, 1)
    game.duck("Pantsy").pos = (1, 6)
    game.state.beasties[0].pos = (7, 1)
    play(game, "resist Plumpy off", "go")
    events = play(game, "end [1]")
    assert has(events, "Plumpy chooses not to resist")


def test_room_cleared_loot_roll_and_any_split() -> None:
    game = _ready("F F L L W W", hall=[("furry-ghost-mouse", 1)])
    game.duck("Plumpy").pos = (6, 1)
    play(game, "give F Plumpy", "go", "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    assert game.room_view().cleared
    play(game, "end")
    assert game.phase == "loot_roll"
    play(game, "loot Pantsy [5]")
    with pytest.raises(IllegalAction, match="add up"):
        game.apply("split Plumpy 4")
    play(game, "split Plumpy 1 Pantsy 4")
    assert (game.duck("Plumpy").loot, game.duck("Pantsy").loot) == (1, 4)
    assert game.phase == "pick" and game.turn == 2


def test_cleared_room_rank_and_leave_through_corridor_with_strolling_beasties() -> None:
    game = tiny_game([], corridor=12)
    play(game, "enter [3]")
    plumpy = game.duck("Plumpy")
    plumpy.loot = 6
    play(game, "rank Plumpy F")
    assert (plumpy.rank, plumpy.fmax, plumpy.f, plumpy.loot) == (2, 9, 9, 0)
    events = play(game, "leave east [6,2,1]")  # 12 spaces / 6 = 2 checks; one six
    assert has(events, "1 six(es)")
    assert game.phase == "room_table" and game.room_number == 6
    events = play(game, "enter [4]")
    assert has(events, "followed the party in")
    assert any(b.beastie_id == "hordling" for b in game.beasties)
    assert any(b.boss for b in game.beasties)


def test_leaving_needs_a_cleared_room() -> None:
    game = _ready("F F L L W W")
    with pytest.raises(IllegalAction):
        game.apply("leave east")


def test_booster_wooster_feeds_duckthulhu() -> None:
    game = tiny_game([])
    play(game, "enter goose [3,1]", "sign +")
    game.state.booster = 2
    play(game, "leave east [1,1]", "enter [3]")
    boss = next(b for b in game.beasties if b.boss)
    assert (boss.fmax, boss.q, boss.p) == (12, 5, 5)
    assert len(boss.cells) == 4  # Duckthulhu is big


def test_victory_needs_the_boss_defeated_and_the_king_freed() -> None:
    game = tiny_game([])
    play(game, "enter [3]", "leave east [1,1]", "enter [3]")
    boss = next(b for b in game.state.beasties if b.boss)
    game.state.beasties.remove(boss)
    game.state.objectives[0] = True
    game.state.rooms[1].cleared = True
    pantsy = game.duck("Pantsy")
    pantsy.pos = (2, 1)
    play(game, "pick W W W W W W", "go", "interact Pantsy 1,1")
    events = play(game, "end")
    assert has(events, "King Goscock is free!")
    assert game.outcome is not None and game.outcome.result == "victory"


def test_defeat_when_every_duckventurer_is_down() -> None:
    game = _ready(hall=[("hordling", 1)], dice="W W W W W W")
    for d in game.ducks:
        d.f = 1
    game.duck("Plumpy").f = 0
    game.duck("Plumpy").conditions["unconscious"] = None
    game.duck("Pantsy").pos = (6, 1)
    game.state.beasties[0].pos = (7, 1)
    play(game, "go", "end [5,1]")
    assert game.outcome is not None and game.outcome.reason == "every Duckventurer is down"
    with pytest.raises(IllegalAction, match="over"):
        game.apply("end")


def test_lingering_snare_holds_the_room_until_disarmed() -> None:
    game = tiny_game([], hall_snare="sticky-web")
    events = play(game, "enter [3,1,6]")  # it catches Plumpy (4+1 < 7), springs again (4+6)
    assert has(events, "Sticky Web") and not game.room_view().cleared
    with pytest.raises(IllegalAction):
        game.apply("leave east")
    web = game.state.rooms[0].snares[0]
    assert web.pos == (1, 1) == game.duck("Plumpy").pos  # Pantsy, at 1,2, is next to it
    play(game, "pick W W W W W W", "go", "interact Pantsy 1,1")
    events = play(game, "end [6]")
    assert has(events, "P 4 + 6 + Wiz Wits 1 = 11 vs 5 → disarmed")
    assert has(events, "disarmed") and game.room_view().cleared


def test_multi_space_beastie_moves_as_one() -> None:
    game = _ready(hall=[("blind-terror-snake", 1)], dice="W W W W W W")
    snake = game.state.beasties[0]
    assert isinstance(snake, BeastieState)
    game.duck("Pantsy").pos = (1, 6)
    play(game, "go", "end")
    view = game.beastie(snake.handle)
    assert len(view.cells) == 2 and view.cells[1] == (view.pos[0] + 1, view.pos[1])
    assert view.pos != (7, 1)


def test_buying_a_funkard_and_the_hand_limit() -> None:
    game = tiny_game([], physical=False)
    play(game, "enter")
    pantsy = game.duck("Pantsy")
    pantsy.loot = 12
    play(game, "buy Pantsy", "buy Pantsy")
    assert pantsy.loot == 0 and len(pantsy.hand) == 6
    pantsy.loot = 6
    with pytest.raises(IllegalAction, match="hand is full"):
        game.apply("buy Pantsy")


@pytest.mark.parametrize(
    ("boss", "hurt", "left"), [(False, 0, 1), (True, 0, 0), (False, 1, 0), (False, 7, 0)]
)
def test_lucky_feathers_a_minion_never_knocks_out_a_duck_at_full_fatty(
    boss: bool, hurt: int, left: int
) -> None:
    game = _ready(hall=[("hordling", 1)])
    plumpy = game.duck("Plumpy")
    game.duck("Pantsy").pos = (1, 6)
    plumpy.pos = (6, 1)
    plumpy.f -= hurt
    hordling = game.state.beasties[0]
    hordling.pos, hordling.boss = (7, 1), boss
    play(game, "go")
    events = play(game, "end [6,6,6,2,1]")  # Q 2 + 20 = 22 vs Q 4 + 1 + sword 1 = 6 → 16
    assert has(events, "→ 16 damage") and plumpy.f == left
    assert has(events, "Lucky Feathers") == (left == 1)
    assert (game.tally.knockouts, game.tally.one_shot_knockouts) == (1 - left, 0)
