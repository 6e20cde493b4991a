"""Each Beastie tactic (approach, attack, shoot, guard, flee, swarm, wander), big Beasties,
Beastie abilities and Conditions on Beasties, with supplied dice."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.grid import chebyshev, distance_between

from .audit_content import acting, audit_game, place
from .helpers import has, play

SOLO = (("Plumpy", "duckidin"),)


def _solo(beastie: str, dice: str = "W W W W W W") -> Game:
    return acting(audit_game(hall=[(beastie, 1)], party=SOLO), dice)


def _gap(game: Game, handle: str, name: str = "Plumpy") -> int:
    pos = game.duck(name).pos
    assert pos is not None
    return distance_between(game.beastie(handle).cells, [pos])


def test_approach_closes_in_and_strikes() -> None:
    game = _solo("hordling")
    place(game, Plumpy=(2, 1))
    events = play(game, "end [5,1]")  # Q 2 + 5 = 7 vs Q 4 + 1 + sword 1 = 6 → 1
    assert _gap(game, "hordling-1") == 1
    assert has(events, "Hordling (Scratch): Q 2 + 5 = 7 vs Plumpy: Q 4 + 1 + Plain 'Ol Sword 1")
    assert game.duck("Plumpy").f == 7


def test_approach_moves_no_further_than_its_move() -> None:
    game = _solo("hordling")
    place(game, Plumpy=(1, 1))  # 6 away; it moves 4
    events = play(game, "end")
    assert _gap(game, "hordling-1") == 2 and not has(events, "Scratch")


def test_attack_only_strikes_what_is_already_in_reach() -> None:
    game = _solo("stander")
    place(game, Plumpy=(4, 1))
    events = play(game, "end")
    assert game.beastie("stander-1").pos == (7, 1) and has(events, "Stander waits.")


def test_shoot_moves_into_range_and_line_of_sight_then_shoots() -> None:
    game = _solo("shooter")
    place(game, Plumpy=(1, 1))
    events = play(game, "end [4,1]")  # Q 2 + 4 = 6 vs Q 4 + 1 (the sword is not Shooty) = 5
    assert _gap(game, "shooter-1") == 3
    assert has(events, "Shooter (Dart): Q 2 + 4 = 6 vs Plumpy: Q 4 + 1 = 5 → 1 damage")


def test_guard_stays_home_until_someone_comes_near() -> None:
    game = _solo("guard")
    place(game, guard_1=(7, 3), Plumpy=(3, 3))  # 4 from home: not near
    play(game, "end")
    assert game.beastie("guard-1").pos == (7, 3)
    place(game, Plumpy=(4, 3))  # 3 from home: it steps out and strikes
    play(game, "pick W W W W W W", "go", "end [1,6]")
    guard = game.beastie("guard-1").pos
    assert chebyshev(guard, (7, 3)) <= 2 and _gap(game, "guard-1") == 1


def test_guard_walks_back_home() -> None:
    game = _solo("guard")
    place(game, Plumpy=(1, 6))
    game.state.beasties[0].pos = (4, 1)
    play(game, "end")
    assert game.beastie("guard-1").pos == (7, 1)


def test_flee_below_its_fatty_escapes_through_an_open_door_without_loot() -> None:
    game = acting(audit_game(hall=[("runner", 1)], party=SOLO), "W W W W W L")
    place(game, runner_1=(7, 5), Plumpy=(1, 1))
    game.state.beasties[0].f = 3  # below flee_below 4
    game.state.rooms[0].open_doors.append((9, 6))
    events = play(game, "end")
    assert has(events, "Runner escapes through the door!") and game.beasties == []
    assert game.room_view().loot_pool == 0 and has(events, "1 LootCounter(s) found no casualty")


def test_a_beastie_that_is_not_hurt_enough_does_not_flee() -> None:
    game = _solo("runner")
    place(game, runner_1=(7, 5), Plumpy=(6, 5))
    events = play(game, "end [1,6]")  # F 6, flee below 4: it attacks instead (and misses)
    assert has(events, "→ resisted") and game.beastie("runner-1").pos == (7, 5)


def test_swarm_goes_for_the_weakest_even_past_a_nearer_one() -> None:
    game = acting(audit_game(hall=[("swarmer", 1)]))
    place(game, Plumpy=(6, 2), Pantsy=(3, 1))
    game.duck("Pantsy").f = 3
    events = play(game, "end [4,1]")  # Q 2 + 4 = 6 vs Pantsy Q 3 + 1 = 4 → 2
    assert _gap(game, "swarmer-1", "Pantsy") == 1
    assert game.duck("Pantsy").f == 1 and game.duck("Plumpy").f == 8
    assert not has(events, "vs Plumpy")


def test_wander_ambles_within_its_move() -> None:
    game = _solo("wanderer")
    place(game, Plumpy=(1, 6))
    for _ in range(4):
        start = game.beastie("wanderer-1").pos
        events = play(game, "end")
        assert has(events, "Wanderer wanders to")
        assert chebyshev(start, game.beastie("wanderer-1").pos) <= 2
        play(game, "pick W W W W W W", "go")


def test_a_big_beastie_is_struck_on_any_of_its_spaces_and_moves_as_one() -> None:
    game = _solo("blind-terror-snake")
    place(game, blind_terror_snake_1=(4, 2), Plumpy=(6, 3))  # next to the tail (5,2) only
    assert game.attack_targets("Plumpy", "choppy") == ["blind-terror-snake-1"]
    place(game, Plumpy=(1, 6))
    play(game, "end [1,6]")  # it closes in and strikes (and misses)
    snake = game.beastie("blind-terror-snake-1")
    assert snake.cells[1] == (snake.cells[0][0] + 1, snake.cells[0][1])
    assert not any(game.at(*cell).glyph == "O" for cell in snake.cells)


def test_an_activated_ability_is_tried_first() -> None:
    game = _solo("caster")
    place(game, caster_1=(4, 1), Plumpy=(1, 1))
    events = play(game, "end [4,1]")  # P 2 + 4 = 6 > 5; Plumpy P 2 + 1 = 3 < 6
    assert has(events, "Caster tries Hex: P 2 + 4 = 6 vs cost 5 → it works")
    assert "spooked" in game.duck("Plumpy").conditions


def test_a_failed_ability_falls_back_to_an_attack_or_waiting() -> None:
    game = _solo("caster")
    place(game, caster_1=(4, 1), Plumpy=(1, 1))
    events = play(game, "end [2]")  # P 2 + 2 = 4, not above 5; nobody in base contact
    assert has(events, "→ it fails") and has(events, "Caster waits.")


def test_a_triggered_beastie_ability_needs_its_chance() -> None:
    for face, fatty in ((3, 4), (4, 6)):
        game = _solo("sulker")
        place(game, sulker_1=(7, 1), Plumpy=(6, 1))
        game.duck("Plumpy").dice.append("fighter")
        # Q 4 + 2 + sword 1 = 7 vs Q 1 + 1 = 2 → 5 damage; then the d6 for Sulk (4+)
        play(game, f"roll F Plumpy choppy sulker-1 [2,1,{face}]")
        assert game.beastie("sulker-1").f == fatty


def test_a_beastie_with_no_actions_does_nothing_and_a_walk_limit_holds_it() -> None:
    game = _solo("hordling")
    place(game, Plumpy=(6, 1))
    game.state.beasties[0].conditions["stunned"] = None
    events = play(game, "end")
    assert not has(events, "Hordling")
    game = _solo("hordling")
    place(game, Plumpy=(2, 1))
    game.state.beasties[0].conditions["frozen"] = 1
    play(game, "end")
    assert game.beastie("hordling-1").pos == (7, 1)
