"""2,000 random keys and clicks against running games (at the smallest size the game supports,
80x24): no input may crash the app."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.tui.monkey import run_monkey


async def test_random_input_never_crashes(tmp_path: Path) -> None:
    report = await run_monkey(tmp_path / "saves", inputs=2000, seed=20240601, size=(80, 24))
    assert report.inputs == 2000
    assert report.actions >= 100, f"the random input plays the game\n{report.summary()}"
    assert {"DungeonScreen", "PickDiceDialog", "ChooseActionDialog"} <= set(report.screens)
    assert len(report.screens) >= 6, "the random input reaches many screens and dialogs"
    rules_errors = report.errors["Something went wrong in the rules"]
    assert not rules_errors, f"the engine never failed\n{report.summary()}"
