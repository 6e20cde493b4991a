"""`duckgeon ducks`: new, play and analyse, their JSON and their exit codes."""

from __future__ import annotations

import argparse
import json

import pytest

from duckgeon_tui.cli import ducks_cmd
from duckgeon_tui.ducks import DucksGame

START = "WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBWB w"
TWO_AT_ONCE = "5/2W3/2WWW2/2BWBBW1/1B1WBWW2/*BBWBW2/1BBBW2/1B4/5 b"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="duckgeon")
    ducks_cmd.register(parser.add_subparsers())
    args = parser.parse_args(["ducks", *argv])
    code = args.handler(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_new_prints_a_seeded_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["new", "--players", "4", "--setup", "random", "--seed", "9"], capsys)
    assert code == 0
    game = DucksGame.from_position(out.strip())
    assert game.players == 4 and game.breadcrumb is None
    assert run(["new", "--players", "4", "--seed", "9"], capsys)[1] == out


def test_new_as_json_is_the_position_and_its_legal_placements(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["new", "--players", "3", "--seed", "9", "--json"], capsys)
    assert code == 0
    state = json.loads(out)
    game = DucksGame.from_position(state["position"])
    assert game.players == 3 and state["placements"] == 0 and not state["over"]
    assert state["legal"] == [a.notation() for a in game.legal_actions()]
    assert run(["new", "--players", "3", "--seed", "9"], capsys)[1].strip() == state["position"]


def test_new_draft_explains(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["new", "--setup", "draft"], capsys)
    assert code == 2 and not out and "in the app" in err and len(err.splitlines()) == 1


def test_play_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["play", "--position", START, "--moves", "e5,c2", "--json"], capsys)
    data = json.loads(out)
    assert code == 0
    assert list(data) == [
        "position",
        "to_move",
        "placements",
        "over",
        "winners",
        "placer",
        "draw",
        "legal",
    ]
    expected = DucksGame.from_position(START)
    expected.play_moves(["e5", "c2"])
    assert data["position"] == expected.position() and data["to_move"] == "w"
    assert data["placements"] == 2 and data["over"] is False and data["draw"] is False
    assert data["winners"] == [] and data["placer"] is None
    assert data["legal"] == [a.notation() for a in expected.legal_actions()]


def test_play_tie_and_choice(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(["play", "--position", TWO_AT_ONCE, "--moves", "d1", "--json"], capsys)
    data = json.loads(out)
    assert data["over"] is False and data["winners"] == ["white", "black"]
    assert data["placer"] == "black" and data["to_move"] == "b"
    assert data["legal"] == ["=white", "=black"]
    _, out, _ = run(["play", "--position", TWO_AT_ONCE, "--moves", "d1,=w", "--json"], capsys)
    data = json.loads(out)
    assert data["over"] is True and data["winners"] == ["white"] and data["legal"] == []
    assert data["placements"] == 1


def test_play_text_board(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["play", "--position", START, "--moves", "e5"], capsys)
    assert code == 0 and "e  . . . W * B . . ." in out and "black to move" in out


@pytest.mark.parametrize(
    ("position", "moves", "message"),
    [
        (START, "e5,c2,z9", "move 3 (z9): no such space"),
        (START, "e5,a3", "move 2 (a3): a3 holds a white duck"),
        (START, "e5,c3", "move 2 (c3): c3 is on a line from the breadcrumb's space e5"),
        (TWO_AT_ONCE, "d1,=w,a1", "move 3 (a1): the game is over: white won"),
        (TWO_AT_ONCE, "d1,=red", "move 2 (=red): red is not among the tied colours"),
        ("WBWBW/B4W w", "", "position: a position has 9 rows"),
        ("WBWBW/B4W/W5B/B6W/W7B/B6W/W5B/B4W/BWBBB w", "", "12 white ducks, not 11"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    position: str, moves: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["play", "--position", position, "--moves", moves, "--json"], capsys)
    assert code == 2 and not out
    assert len(err.splitlines()) == 1 and message in err


def test_analyse(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        ["analyse", "--position", TWO_AT_ONCE, "--level", "medium", "--json"], capsys
    )
    data = json.loads(out)
    assert code == 0 and data["evaluation"] == 1.0 and data["to_move"] == "b"
    assert data["move"] in [
        a.notation() for a in DucksGame.from_position(TWO_AT_ONCE).legal_actions()
    ]
    code, out, _ = run(["analyse", "--position", START, "--level", "easy"], capsys)
    assert code == 0 and out.startswith("white (easy) plays ")
    assert run(["analyse", "--position", "bad"], capsys)[0] == 2


def test_registered_in_the_main_command() -> None:
    from duckgeon_tui.cli import COMMAND_MODULES

    assert "duckgeon_tui.cli.ducks_cmd" in COMMAND_MODULES
