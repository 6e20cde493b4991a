"""The engine's remembered answers (a room's walks and its map with doors open or shut, the
geometry of each room, the boss's Booster-Wooster totals) never outlive a change: each kind of
change on the map gives the answer a room with no memory gives, and every cache is bounded."""

from __future__ import annotations

import dataclasses
import random

import pytest

from duckgeon_tui.engine import Game, doors, world
from duckgeon_tui.engine.dice import Roller
from duckgeon_tui.engine.grid import REACH_KEPT, Grid, Pos, around, chebyshev
from duckgeon_tui.engine.memo import Memo
from duckgeon_tui.engine.state import DuckState, GameState, RoomState
from duckgeon_tui.engine.world import World

from .helpers import MOUSE_AND_RAT, PAIR, play, rules_content, scene

SHARE = "phase: share\npool: [walk, fighter, fighter, duck, funky]\nloot_counters: 1"


def fresh(game: Game, name: str, steps: int) -> dict[Pos, int]:
    """A walk worked out by a grid that remembers nothing."""
    w = game.world
    duck = w.duck(name)
    assert duck.pos is not None
    return Grid(w.room).reach(duck.pos, steps, w.blocked(duck))


def asked(game: Game, name: str, steps: int) -> dict[Pos, int]:
    """The walk as the game answers it now, checked against a room with no memory."""
    answer = game.reachable(name, steps)
    assert answer == fresh(game, name, steps)
    return answer


def acting(
    plumpy: str, pantsy: str, *parts: str, physical: bool = True, undo: bool = False
) -> Game:
    """Plumpy and Pantsy in the Hall, acting, with these fields (a place, dice, a hand)."""
    party = (
        f"party:\n  - {{name: Plumpy, class: duckidin, {plumpy}}}\n"
        f"  - {{name: Pantsy, class: duckwiz, {pantsy}}}"
    )
    return scene("room: 1\nphase: act", party, *parts, physical=physical, undo=undo)


def pantsy_walks(undo: bool = False) -> Game:
    """Plumpy in the Hall's corner, Pantsy beside it with a DuckWalk to roll."""
    return acting("at: [1, 1]", "at: [1, 2], dice: [walk]", undo=undo)


def test_a_duck_that_walks_away_frees_its_space() -> None:
    game = pantsy_walks()
    assert (1, 2) not in asked(game, "Plumpy", 3)
    play(game, "roll W Pantsy [2]", "walk Pantsy 3,2")
    assert (1, 2) in asked(game, "Plumpy", 3)
    assert (3, 2) not in asked(game, "Plumpy", 3)


def test_a_door_opened_by_a_walk_opens_the_way_and_the_map() -> None:
    game = acting("at: [3, 3]", "at: [4, 6], dice: [walk, walk]")
    assert (9, 6) not in asked(game, "Plumpy", 12)
    assert game.room_view().glyph(9, 6) == "+"
    play(game, "roll W Pantsy [6,2]", "walk Pantsy 9,6", "roll W Pantsy [1]", "walk Pantsy 8,6")
    assert game.room_view().glyph(9, 6) == "'"
    assert (9, 6) in asked(game, "Plumpy", 12)


def test_a_slain_beastie_frees_its_space() -> None:
    game = acting("at: [6, 1], dice: [fighter]", "at: [1, 2]", MOUSE_AND_RAT)
    assert (7, 1) not in asked(game, "Plumpy", 1)
    play(game, "roll F Plumpy choppy furry-ghost-mouse-1 [5,1]")
    assert [b.handle for b in game.beasties] == ["pesky-rat-head-1"]
    assert (7, 1) in asked(game, "Plumpy", 1)


def test_a_beastie_that_moves_blocks_its_new_space() -> None:
    game = acting(
        "at: [3, 3]", "at: [1, 2]", "beasties: [{kind: swarmer, at: [7, 6]}]", physical=False
    )
    assert (4, 4) in asked(game, "Plumpy", 4)
    play(game, "end")
    assert [b.pos for b in game.beasties] == [(4, 4)]
    assert (4, 4) not in asked(game, "Plumpy", 4)


def test_summoned_beasties_block_their_spaces() -> None:
    game = acting("at: [6, 1]", "at: [1, 2], dice: [funky], hand: [horn]", "beasties: []")
    assert (7, 1) in asked(game, "Plumpy", 1)
    play(game, "roll K Pantsy horn [1]")
    assert (7, 1) in [b.pos for b in game.beasties]
    assert (7, 1) not in asked(game, "Plumpy", 1)


def test_undo_gives_back_the_walk_of_before() -> None:
    game = pantsy_walks(undo=True)
    play(game, "roll W Pantsy [2]")
    before = asked(game, "Plumpy", 3)
    play(game, "walk Pantsy 3,2")
    assert asked(game, "Plumpy", 3) != before
    game.undo()
    assert asked(game, "Plumpy", 3) == before


def test_a_copy_and_its_game_each_answer_for_their_own_map() -> None:
    game = pantsy_walks()
    before = asked(game, "Plumpy", 3)
    twin = game.copy()
    play(twin, "roll W Pantsy [2]", "walk Pantsy 3,2")
    assert asked(twin, "Plumpy", 3) != before
    assert asked(game, "Plumpy", 3) == before


def test_scenarios_in_the_same_room_each_answer_for_their_own_position() -> None:
    first = scene("room: 1", SHARE, PAIR, MOUSE_AND_RAT)
    second = scene("room: 1", SHARE, PAIR)
    assert (7, 1) not in asked(first, "Plumpy", 12)
    assert (7, 1) in asked(second, "Plumpy", 12)


def test_a_walk_answered_from_memory_cannot_be_changed_by_its_asker() -> None:
    game = scene("room: 1", SHARE, PAIR)
    game.reachable("Plumpy", 3).clear()
    game.distances_from((1, 1), "Plumpy").clear()
    assert asked(game, "Plumpy", 3)
    assert game.distances_from((1, 1), "Plumpy")


def test_memo_keeps_at_most_its_limit_forgetting_the_oldest() -> None:
    memo: Memo[int, str] = Memo(3)
    for key in range(5):
        assert memo.keep(key, str(key)) == str(key)
    assert dict(memo) == {2: "2", 3: "3", 4: "4"}
    memo.keep(3, "again")  # an answer stored again takes no more room
    assert len(memo) == 3 and memo[3] == "again"


def test_a_grid_remembers_a_bounded_number_of_walks() -> None:
    grid = Grid(rules_content().rooms["hall"])
    blocked = bytearray(grid.static_block)
    spaces = [p for i, p in enumerate(grid.cells) if not blocked[i]]
    for steps in range(1, 7):
        for start in spaces:
            grid.reach(start, steps, blocked)
    assert len(spaces) * 6 > REACH_KEPT
    assert len(grid._reach) == REACH_KEPT


def test_room_geometries_and_booster_totals_are_bounded_for_a_long_serve() -> None:
    content = rules_content()
    hall = content.rooms["hall"]
    quest = content.quests["tiny"]
    rooms = [hall.model_copy() for _ in range(world.GRIDS_KEPT + 5)]
    for room in rooms:
        assert world.grid_of(room).room is room
    assert len(world._GRIDS) == world.GRIDS_KEPT
    assert world.grid_of(rooms[-1]) is world.grid_of(rooms[-1])  # the newest are remembered
    quests = [quest.model_copy() for _ in range(world.BOOSTS_KEPT + 5)]
    for copy in quests:
        world.booster_totals(copy, 0)
    assert len(world._BOOSTS) == world.BOOSTS_KEPT


DIVIDED_HALL = [
    "##########",
    "#@..#..S.#",
    "#@..#....#",
    "#...+....#",
    "#...#T...#",
    "#..O#..S.#",
    "#...#....+",
    "#...#....#",
    "#...#....#",
    "##########",
]
"""The Hall cut in two by a wall with a door in it, at 4,3."""


@pytest.mark.parametrize("opened", [[], [(4, 3)], [(9, 6)], [(4, 3), (9, 6)]])
def test_a_duck_walks_to_a_door_when_the_door_walks_to_it(opened: list[Pos]) -> None:
    """`can_reach` walks once from the door for the whole party: the same answer as a walk
    from each Duckventurer, wherever it stands (a wall, a shut door), whatever is open."""
    content = rules_content()
    hall = content.rooms["hall"]
    inner = hall.doors[0].model_copy(update={"id": "inner", "at": (4, 3)})
    divided = hall.model_copy(update={"map": DIVIDED_HALL, "doors": [*hall.doors, inner]})
    content = dataclasses.replace(content, rooms={**content.rooms, "hall": divided})
    duck = DuckState("Plumpy", "duckidin", "Sam", 5, 4, 2, 5, 4, 2)
    state = GameState(rooms=[RoomState(1, open_doors=list(opened))], ducks=[duck])
    w = World(content, content.quests["tiny"], state, Roller(random.Random(0), False))
    grid = w.grid
    blocked = grid.blocked(w.closed_doors(), [])
    answers = set()
    for pos in grid.cells:
        duck.pos = pos
        own = Grid(divided).reach(pos, grid.n, blocked)  # the walk from the duck itself
        for at in [(9, 6), (4, 3), (2, 2), (7, 7)]:
            walks = chebyshev(pos, at) <= 1 or any(p in own for p in around(at))
            assert doors.can_reach(w, duck, at) == walks, (pos, at)
            answers.add(walks)
    assert answers == ({True} if (4, 3) in opened else {True, False})  # the wall cuts off


@pytest.mark.parametrize("opened", [[], [(4, 3)]])
def test_the_steps_between_two_spaces_are_those_of_the_whole_walk(opened: list[Pos]) -> None:
    """`steps` stops at its goal, or reads a remembered walk of the whole map: the same answer
    as the walk of the whole map, for every start and goal (a wall, a shut door, off the map,
    a blocked goal, a blocked start)."""
    content = rules_content()
    divided = content.rooms["hall"].model_copy(update={"map": DIVIDED_HALL})
    grid = Grid(divided)
    closed = [] if opened else [(4, 3)]
    blocked = grid.blocked(closed, [(6, 2), (2, 5)])
    goals = [*grid.cells, (-1, 0), (grid.w, 3)]
    for start in grid.cells:
        whole = Grid(divided).reach(start, grid.n, blocked)
        answers = [grid.steps(start, goal, blocked) for goal in goals]
        assert answers == [whole.get(goal) for goal in goals], start
        grid.reach(start, grid.n, blocked)  # now remembered: read from the walk
        assert [grid.steps(start, goal, blocked) for goal in goals] == answers, start
    assert (grid.steps((1, 1), (7, 7), blocked) is None) == bool(closed)  # the wall cuts off
