"""`duckgeon simulate`: the JSON it prints, its text summary and its exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from duckgeon_tui.cli import main

JSON_KEYS = {
    "games",
    "one_shot_knockout_share",
    "wins",
    "win_rate",
    "mean_turns",
    "games_per_second",
    "turns",
    "seed",
    "booster_at_boss",
    "ducks_lost_mean",
    "cards_most_used",
    "cards_least_used",
    "rooms",
}


def test_json_is_clean_and_has_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--seed", "5", "--json"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert data.keys() >= JSON_KEYS
    assert data["games"] == 2 and data["seed"] == 5
    assert data["party"] == ["duckidin", "duckwiz", "bouncer", "quacker"]
    assert isinstance(data["win_rate"], float) and data["games_per_second"] > 0


def test_text_summary_names_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--seed", "2", "--party", "duckidin,bonker"]) == 0
    out = capsys.readouterr().out
    for words in (
        "win rate",
        "turns",
        "boss fight",
        "Duckventurers lost",
        "Danger per room",
        "duckidin, bonker",
    ):
        assert words in out


def test_a_random_seed_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--json"]) == 0
    captured = capsys.readouterr()
    seed = json.loads(captured.out)["seed"]
    assert f"seed: {seed}" in captured.err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--quest", "no-such-quest"], "no quest 'no-such-quest'"),
        (["--party", "duckidin,goose-wizard"], "unknown class(es) goose-wizard"),
    ],
)
def test_bad_input_exits_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *argv]) == 2
    assert message in capsys.readouterr().err


def test_broken_mod_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod = tmp_path / "broken"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: broken\n", encoding="utf-8")
    assert main(["simulate", "--games", "1", "--mod", str(mod)]) == 1
    assert "error" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--games", "0"], "--games: 0 is not a whole number from 1 to 100,000"),
        (["--games", "1000000000000"], "1,000,000,000,000 is not a whole number from 1 to 100,000"),
        (["--games", "lots"], "--games: 'lots' is not a whole number"),
        (["--workers", "0"], "--workers: 0 is not a whole number from 1 to 64"),
        (["--workers", "100000"], "--workers: 100,000 is not a whole number from 1 to 64"),
        (["--turn-cap", "-3"], "--turn-cap: -3 is not a whole number from 1 to 10,000"),
        (["--layouts", "0"], "--layouts: 0 is not a whole number from 1 to 100,000"),
    ],
)
def test_counts_out_of_range_are_refused_at_once(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", *argv])
    assert stopped.value.code == 2
    assert message in capsys.readouterr().err


def test_workers_that_cannot_start_fall_back_to_one_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from multiprocessing import popen_spawn_posix

    def cannot_start(*_: object) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(popen_spawn_posix.Popen, "_launch", cannot_start)
    assert main(["simulate", "--games", "2", "--workers", "2", "--seed", "4", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["workers"] == 1
    assert "worker processes could not start (Broken pipe)" in captured.err
    assert "playing the games in this one process" in captured.err
