"""`duckgeon simulate --campaign`: bot campaigns, how far the parties get, and its errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from duckgeon_tui.cli import main

CAMPAIGN_MOD = str(Path(__file__).parents[2] / "fixtures" / "campaign-mod")


def test_campaign_figures_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--campaign", "two-step", "--mod", CAMPAIGN_MOD, "--games", "3"]
    assert main([*args, "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["campaign"] == "two-step" and data["campaigns"] == 3
    assert data["party"] == ["duckidin", "duckwiz"]
    assert sum(data["quests_won"].values()) == 3
    first, second = data["quests"]
    assert first["played"] == 3 and second["played"] == first["won"]
    assert data["won"] == second["won"]


def test_campaign_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--campaign", "two-step", "--mod", CAMPAIGN_MOD, "--games", "1"]
    assert main([*args, "--seed", "4", "--party", "duckidin"]) == 0
    out = capsys.readouterr().out
    assert "campaigns won" in out and "Quest by quest" in out


@pytest.mark.parametrize(
    ("extra", "problem"),
    [
        (["--campaign", "nope"], "there is no campaign 'nope'"),
        (
            ["--campaign", "two-step", "--party", "duckidin,duckidin,duckidin,duckidin,bonker"],
            "1 to 4",
        ),
        (["--campaign", "two-step", "--party", "wizard"], "takes 1 to 4"),
    ],
)
def test_campaign_errors(
    capsys: pytest.CaptureFixture[str], extra: list[str], problem: str
) -> None:
    assert main(["simulate", "--mod", CAMPAIGN_MOD, "--games", "1", *extra]) == 2
    assert problem in capsys.readouterr().err
