"""`duckgeon play`: its options, the party notation and refusals of bad input."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from duckgeon_tui.cli import play_cmd
from duckgeon_tui.content.party import PartyMember


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    play_cmd.register(parser.add_subparsers())
    return parser.parse_args(["play", *argv])


def test_party_notation() -> None:
    assert play_cmd.parse_party("Plumpy:duckidin, Pantsy:duckwiz:Sam") == (
        PartyMember("Plumpy", "duckidin", "Player 1"),
        PartyMember("Pantsy", "duckwiz", "Sam"),
    )
    for bad in ("Plumpy", "Plumpy:", ":duckidin", "a:b:c:d"):
        with pytest.raises(ValueError):
            play_cmd.parse_party(bad)


def test_new_game_options(tmp_path: Path) -> None:
    args = parse(
        "--new",
        "--quest",
        "quest-1",
        "--party",
        "Plumpy:duckidin,Pantsy:duckwiz",
        "--seed",
        "7",
        "--saves",
        str(tmp_path),
        "--no-animation",
    )
    options = play_cmd.build_options(args)
    assert options.start == "new" and options.saves_dir == tmp_path
    assert options.new_game is not None
    assert options.new_game.seed == 7 and options.new_game.quest == "quest-1"
    assert [p.name for p in options.new_game.party] == ["Plumpy", "Pantsy"]
    assert not options.new_game.animation


def test_continue_and_saves_from_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DUCKGEON_SAVES", str(tmp_path / "env-saves"))
    options = play_cmd.build_options(parse("--continue"))
    assert options.start == "continue" and options.saves_dir == tmp_path / "env-saves"
    assert options.new_game is None


def test_random_seed_when_none_given() -> None:
    options = play_cmd.build_options(parse("--new"))
    assert options.new_game is not None and options.new_game.seed > 0


def test_bad_party_and_missing_mod_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert play_cmd.run(parse("--new", "--party", "Plumpy")) == 2
    assert "--party" in capsys.readouterr().err
    assert play_cmd.run(parse("--mod", str(tmp_path / "nowhere"))) == 2
    assert "no mod.yaml" in capsys.readouterr().err


def test_new_and_continue_are_exclusive() -> None:
    with pytest.raises(SystemExit):
        parse("--new", "--continue")


def test_a_dungeon_built_from_the_room_pool() -> None:
    options = play_cmd.build_options(parse("--new", "--dungeon", "random", "--seed", "42"))
    assert options.new_game is not None
    assert options.new_game.dungeon == "random" and options.new_game.dungeon_seed is None
    shared = parse("--new", "--dungeon", "random", "--seed", "1", "--dungeon-seed", "42")
    spec = play_cmd.build_options(shared).new_game
    assert spec is not None and (spec.seed, spec.dungeon_seed) == (1, 42)
    assert play_cmd.build_options(parse("--new")).new_game.dungeon == "own"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--dungeon", "random"), "--dungeon is for a new game: add --new"),
        (("--new", "--dungeon-seed", "4"), "--dungeon-seed builds a dungeon from the room pool"),
    ],
)
def test_dungeon_options_that_do_not_fit_exit_2(
    argv: tuple[str, ...], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert play_cmd.run(parse(*argv)) == 2
    assert message in capsys.readouterr().err


def test_an_unknown_dungeon_choice_is_refused() -> None:
    with pytest.raises(SystemExit):
        parse("--new", "--dungeon", "maze")
