"""`simulate --dungeon random`: games spread over layouts, the spread of win rates across them
and the danger of each pool room; the quest's own layout keeps its figures as they were."""

from __future__ import annotations

import copy
import json

import pytest

from duckgeon_tui.cli import main
from duckgeon_tui.content.bundle import Content
from duckgeon_tui.engine.dungeon_build import build_dungeon
from duckgeon_tui.engine.layout_figures import layout_seed
from duckgeon_tui.engine.simulation import SimSetup, figures, new_game, run_games, simulate
from tests.support.content import game_content

GAMES = 4


@pytest.fixture(scope="module")
def content() -> Content:
    return game_content()


@pytest.fixture(scope="module")
def setup(content: Content) -> SimSetup:
    party = tuple(content.quests["quest-1"].default_party)
    return SimSetup("quest-1", party, dungeon="random", layouts=2)


def test_games_are_spread_over_the_layouts(content: Content, setup: SimSetup) -> None:
    records = run_games(setup, GAMES, 8, content=content)
    seeds = [r.dungeon_seed for r in records]
    assert seeds == [layout_seed(8, 0), layout_seed(8, 1)] * 2
    assert seeds[0] != seeds[1]
    for record in records:
        assert record.room_ids[1] == "entry-room" and record.room_ids[6] == "lair-of-duckthulhu"
        assert set(record.rooms_entered) <= set(record.room_ids) | {0}


def test_a_layout_is_built_once_and_played_by_every_game_on_it(
    content: Content, setup: SimSetup
) -> None:
    first, again = new_game(content, setup, 1, 77), new_game(content, setup, 2, 77)
    assert first.dungeon is again.dungeon
    assert first.dungeon == build_dungeon(content, "quest-1", 77)
    assert new_game(content, setup, 1, 78).dungeon != first.dungeon
    other = copy.copy(content)  # another content (a mod loaded) builds its own
    assert new_game(other, setup, 1, 77).dungeon is not first.dungeon


def test_the_figures_say_how_much_the_layout_matters(content: Content, setup: SimSetup) -> None:
    summary = simulate(setup, GAMES, 8, content=content)
    assert figures(summary) == figures(simulate(setup, GAMES, 8, content=content))
    layouts = summary["layouts"]
    assert layouts["count"] == 2 and layouts["games_each"] == [2, 2]
    rates = layouts["win_rate"]
    assert rates["min"] <= summary["win_rate"] <= rates["max"]
    assert 0 <= layouts["win_rate_chance_stdev"] <= 0.5
    assert {seed for seed, _, _ in layouts["hardest"]} == {layout_seed(8, 0), layout_seed(8, 1)}
    named = {row["room"]: row["id"] for row in summary["rooms"]}
    assert named[1] == "entry-room" and named[2] == "drawn" and named[6] == "lair-of-duckthulhu"
    pool = {row["id"]: row for row in summary["pool"]}
    assert pool["entry-room"]["entered"] == GAMES
    assert sum(row["entered"] for row in summary["pool"]) == sum(
        row["entered"] for row in summary["rooms"] if row["room"]
    )


def test_the_quests_own_layout_has_no_layout_figures(content: Content) -> None:
    own = SimSetup("quest-1", tuple(content.quests["quest-1"].default_party))
    summary = simulate(own, 1, 8, content=content)
    assert "layouts" not in summary and "pool" not in summary
    assert [row["id"] for row in summary["rooms"]][:2] == ["entry-room", "eek-vermin"]


def test_the_command_prints_the_spread(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--games", "2", "--seed", "3", "--dungeon", "random", "--layouts", "2"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "2 dungeons, 1 game each" in out and "Hardest dungeon seeds" in out
    assert "Danger per room of the pool" in out
    assert main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["layouts"]["count"] == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--layouts", "5"], "--layouts spreads games over built dungeons: add --dungeon random"),
    ],
)
def test_bad_layout_options_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", *argv]) == 2
    assert message in capsys.readouterr().err
