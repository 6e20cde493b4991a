"""Golden transcript: a seeded bot game (actions and event texts) replays exactly.

Regenerate after a deliberate rules change with `DUCKGEON_REGEN_GOLDEN=1 pytest <this file>`
and read the diff before committing it."""

from __future__ import annotations

import os
import random
from pathlib import Path

from duckgeon_tui.engine import Game
from duckgeon_tui.engine.bot import PartyBot

from .helpers import scene

GOLDEN = Path(__file__).parent / "golden" / "tiny_bot_seed7.txt"


def _transcript(game: Game, actions: list[str] | None = None) -> list[str]:
    bot = PartyBot(random.Random(7))
    lines: list[str] = []
    step = 0
    while game.outcome is None and step < 3000:
        action = actions[step] if actions is not None else bot.choose(game).notation()
        lines.append(f"> {action}")
        lines += [f"  {e.text}" for e in game.apply(action)]
        step += 1
    return lines


def _game() -> Game:
    return scene(
        "room: 1\nseed: 7",
        "party:\n  - {name: Plumpy, class: duckidin, at: [1, 1]}\n"
        "  - {name: Pantsy, class: duckwiz, at: [1, 2]}",
        "beasties:\n  - {kind: hordling, at: [7, 1]}\n  - {kind: hordling, at: [7, 5]}\n"
        "  - {kind: pesky-rat-head, at: [6, 1]}",
        physical=False,
    )


def test_seeded_bot_game_matches_the_golden_transcript() -> None:
    lines = _transcript(_game())
    if os.environ.get("DUCKGEON_REGEN_GOLDEN"):
        GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert lines == expected


def test_the_golden_actions_replay_to_the_same_events() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    actions = [line[2:] for line in expected if line.startswith("> ")]
    assert _transcript(_game(), actions) == expected
