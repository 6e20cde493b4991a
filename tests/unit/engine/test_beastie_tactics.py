"""Each Beastie tactic (approach, attack, shoot, guard, flee, swarm, wander), big Beasties,
Beastie abilities and Conditions on Beasties, from scenarios with supplied dice."""

from __future__ import annotations

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.grid import chebyshev, distance_between

from .helpers import found, play, scene, the


def solo(beastie: str, at: str = "[7, 1]", plumpy: str = "[1, 1]", extra: str = "") -> Game:
    """Plumpy alone in the Hall with one Beastie, at the end of his part of the turn."""
    return scene(
        "room: 1\nphase: act",
        f"party:\n  - {{name: Plumpy, class: duckidin, at: {plumpy}}}",
        f"beasties:\n  - {{kind: {beastie}, at: {at}{extra}}}",
    )


def gap(game: Game, handle: str, name: str = "Plumpy") -> int:
    pos = game.duck(name).pos
    assert pos is not None
    return distance_between(game.beastie(handle).cells, [pos])


def test_approach_closes_in_and_strikes() -> None:
    game = solo("hordling", plumpy="[2, 1]")
    events = play(game, "end [5,1]")  # Q 2 + 5 = 7 vs Q 4 + 1 + sword 1 = 6 → 1
    assert gap(game, "hordling-1") == 1
    attack = the(events, "attack", actor="hordling-1")
    assert (attack.score, attack.against, attack.damage) == (7, 6, 1)
    assert attack.text.startswith("Hordling (Scratch): Q 2 + 5 = 7 vs Plumpy: Q 4 + 1")
    assert game.duck("Plumpy").f == 7


def test_approach_moves_no_further_than_its_move() -> None:
    game = solo("hordling")  # 6 away; it moves 4
    events = play(game, "end")
    assert gap(game, "hordling-1") == 2 and not found(events, "attack")


def test_attack_only_strikes_what_is_already_in_reach() -> None:
    game = solo("stander", plumpy="[4, 1]")
    events = play(game, "end")
    assert game.beastie("stander-1").pos == (7, 1) and the(events, "beastie", actor="stander-1")


def test_shoot_moves_into_range_and_line_of_sight_then_shoots() -> None:
    game = solo("shooter")
    attack = the(play(game, "end [4,1]"), "attack")  # Q 2 + 4 = 6 vs Q 4 + 1 (no sword: Shooty)
    assert gap(game, "shooter-1") == 3
    assert (attack.score, attack.against, attack.damage) == (6, 5, 1)


def test_guard_stays_home_until_someone_comes_near() -> None:
    game = solo("guard", at="[7, 3]", plumpy="[3, 3]")  # 4 from home: not near
    play(game, "end")
    assert game.beastie("guard-1").pos == (7, 3)
    game = solo("guard", at="[7, 3]", plumpy="[4, 3]")  # 3 from home: it steps out, strikes
    play(game, "end [1,6]")
    assert chebyshev(game.beastie("guard-1").pos, (7, 3)) <= 2 and gap(game, "guard-1") == 1


def test_guard_walks_back_home() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [8, 8], dice: [funky],"
        " hand: [plain-ol-sword, push-three]}",
        "beasties:\n  - {kind: guard, at: [4, 3]}",
    )
    play(game, "roll K Plumpy push-three guard-1 [1]")
    assert game.beastie("guard-1").pos == (2, 1)
    play(game, "end")
    assert game.beastie("guard-1").pos == (4, 3)


def test_flee_below_its_fatty_escapes_through_an_open_door_without_loot() -> None:
    game = scene(
        "room: 1\nphase: act\nloot_counters: 1\nopen_doors: [east]",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1]}",
        "beasties:\n  - {kind: runner, at: [7, 5], stats: {F: 3}}",  # below flee_below 4
    )
    events = play(game, "end")
    assert the(events, "beastie", actor="runner-1").text == "Runner escapes through the door!"
    assert game.beasties == [] and game.room_view().loot_pool == 0
    assert the(events, "lost_dice", die="loot").value == 1


def test_a_beastie_that_is_not_hurt_enough_does_not_flee() -> None:
    game = solo("runner", at="[7, 5]", plumpy="[6, 5]")
    events = play(game, "end [1,6]")  # F 6, flee below 4: it attacks instead (and misses)
    assert the(events, "attack").resisted and game.beastie("runner-1").pos == (7, 5)


def test_swarm_goes_for_the_weakest_even_past_a_nearer_one() -> None:
    game = scene(
        "room: 1\nphase: act",
        "party:\n  - {name: Plumpy, class: duckidin, at: [6, 2]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [3, 1], stats: {F: 3}}",
        "beasties:\n  - {kind: swarmer, at: [7, 1]}",
    )
    events = play(game, "end [4,1]")  # Q 2 + 4 = 6 vs Pantsy Q 3 + 1 = 4 → 2
    assert gap(game, "swarmer-1", "Pantsy") == 1
    assert the(events, "attack").target == "Pantsy"
    assert game.duck("Pantsy").f == 1 and game.duck("Plumpy").f == 8


def test_wander_ambles_within_its_move() -> None:
    game = solo("wanderer", plumpy="[1, 6]")
    for _ in range(4):
        start = game.beastie("wanderer-1").pos
        events = play(game, "end")
        assert the(events, "move", actor="wanderer-1").at == game.beastie("wanderer-1").pos
        assert chebyshev(start, game.beastie("wanderer-1").pos) <= 2
        play(game, "pick W W W W W W", "go")


def test_a_big_beastie_is_struck_on_any_of_its_spaces_and_moves_as_one() -> None:
    game = solo("blind-terror-snake", at="[4, 2]", plumpy="[6, 3]")  # next to the tail only
    assert game.attack_targets("Plumpy", "choppy") == ["blind-terror-snake-1"]
    game = solo("blind-terror-snake", at="[4, 2]", plumpy="[1, 6]")
    play(game, "end [1,6]")  # it closes in and strikes (and misses)
    snake = game.beastie("blind-terror-snake-1")
    assert snake.cells[1] == (snake.cells[0][0] + 1, snake.cells[0][1])
    assert not any(game.at(*cell).glyph == "O" for cell in snake.cells)


def test_an_activated_ability_is_tried_first() -> None:
    game = solo("caster", at="[4, 1]")
    events = play(game, "end [4,1]")  # P 2 + 4 = 6 > 5; Plumpy P 2 + 1 = 3 < 6
    tried = the(events, "beastie", actor="caster-1")
    assert (tried.score, tried.against, tried.success) == (6, 5, True)
    assert "spooked" in game.duck("Plumpy").conditions


def test_a_failed_ability_falls_back_to_an_attack_or_waiting() -> None:
    game = solo("caster", at="[4, 1]")
    events = play(game, "end [2]")  # P 2 + 2 = 4, not above 5; nobody in base contact
    tried, waits = found(events, "beastie", actor="caster-1")
    assert tried.success is False and waits.text == "Caster waits."


def test_a_triggered_beastie_ability_needs_its_chance() -> None:
    for face, fatty in ((3, 4), (4, 6)):
        game = scene(
            "room: 1\nphase: act",
            "party:\n  - {name: Plumpy, class: duckidin, at: [6, 1], dice: [fighter]}",
            "beasties:\n  - {kind: sulker, at: [7, 1]}",
        )
        # Q 4 + 2 + sword 1 = 7 vs Q 1 + 1 = 2 → 5 damage; then the d6 for Sulk (4+)
        play(game, f"roll F Plumpy choppy sulker-1 [2,1,{face}]")
        assert game.beastie("sulker-1").f == fatty


def test_a_beastie_with_no_actions_does_nothing_and_a_walk_limit_holds_it() -> None:
    game = solo("hordling", plumpy="[6, 1]", extra=", conditions: [stunned]")
    assert not found(play(game, "end"), "attack")
    game = solo("hordling", plumpy="[2, 1]", extra=", conditions: {frozen: 1}")
    play(game, "end")
    assert game.beastie("hordling-1").pos == (7, 1)
