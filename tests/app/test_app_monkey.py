"""2,000 random keys and clicks against running games: no input may crash the app."""

from __future__ import annotations

from pathlib import Path

from duckgeon_tui.tui.monkey import run_monkey


async def test_random_input_never_crashes(tmp_path: Path) -> None:
    report = await run_monkey(tmp_path / "saves", inputs=2000, seed=20240601)
    assert report.inputs == 2000
    assert report.actions > 0, "the random input played some of the game"
