"""`duckgeon balance`: its figures as JSON and text, the export, and the arguments it refuses."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from duckgeon_tui.cli import main

SMALL = ["balance", "--study", "skill", "--seeds", "2", "--seed", "4"]


def test_json_has_the_figures_and_a_rerun_plays_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "lab.sqlite")
    assert main([*SMALL, "--db", db, "--json"]) == 0
    captured = capsys.readouterr()
    figures = json.loads(captured.out)
    quest = figures["quests"][0]
    assert quest["quest"] == "quest-1" and quest["skill"]["gap"]["n"] == 2
    assert "4 games played, 0 taken from" in captured.err
    assert main([*SMALL, "--db", db, "--json"]) == 0
    again = capsys.readouterr()
    assert json.loads(again.out) == figures
    assert "0 games played, 4 taken from" in again.err


def test_the_text_figures_and_a_chart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "lab.sqlite")
    args = ["balance", "--study", "classes", "--party", "duckidin,duckwiz", "--seeds", "1"]
    assert main([*args, "--seed", "2", "--db", db]) == 0
    out = capsys.readouterr().out
    for words in ("win rate", "the last room", "rule holes", "Classes:", "duckwiz"):
        assert words in out
    assert "win rate points (95% interval)" in out  # the chart's axis
    assert "\x1b" not in out  # no colour codes when the output is not a terminal


@pytest.mark.parametrize("kind", ["csv", "json"])
def test_the_export_holds_every_game(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*SMALL, "--db", str(tmp_path / "lab.sqlite"), "--export", kind]) == 0
    out = capsys.readouterr().out
    rows = list(csv.DictReader(io.StringIO(out))) if kind == "csv" else json.loads(out)
    assert len(rows) == 4
    assert {row["variant"] for row in rows} == {"full", "random-party"}
    assert all(row["content"] and row["seed"] for row in rows)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--cluster", "tcp://nowhere"], "--cluster: 'tcp://nowhere' is not 'local' nor"),
        (["--cluster", "udp://1.2.3.4:8786"], "is not 'local' nor a tcp://HOST:PORT address"),
        (["--cluster", "tcp://host:99999"], "is not 'local' nor a tcp://HOST:PORT address"),
        (["--cluster", "tcp://h\x1b[31m:1"], "is not 'local' nor"),
        (["--study", "cards", "--card", "no-such-card"], "--card: 'no-such-card' is in no deck"),
        (["--study", "skill", "--card", "bonk-hammer"], "--card narrows the card study"),
        (["--study", "luck"], "--study: 'luck' is not one of cards, classes"),
        (["--quest", "quest-9"], "there is no quest 'quest-9'"),
        (["--party", "duckidin,wizard"], "unknown class 'wizard'"),
        (["--layouts", "5"], "--layouts spreads games over built dungeons"),
        (["--json", "--export", "csv"], "--json and --export both print"),
        (["--mod", "/no/such/mod"], "--mod: there is no mod folder /no/such/mod"),
    ],
)
def test_bad_arguments_are_refused_in_one_line(
    args: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["balance", "--seeds", "1", "--seed", "1", "--db", str(tmp_path / "x"), *args])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("duckgeon balance: ")
    assert words in err
    assert "\x1b" not in err
    assert not (tmp_path / "x").exists()  # nothing was played or stored


@pytest.mark.parametrize("seeds", ["0", "lots", "100001"])
def test_a_seed_count_out_of_range_is_refused(seeds: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["balance", "--seeds", seeds])
    assert exit_.value.code == 2


def test_a_database_that_cannot_be_opened_is_an_io_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main([*SMALL, "--db", str(blocker / "lab.sqlite")]) == 1
    assert "cannot open the lab database" in capsys.readouterr().err
