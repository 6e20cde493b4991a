"""Random keys and clicks against a running game, to show that no input can crash the app."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from textual import events

from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec, PartySpec

KEYS = (
    *"hjklyubn", "up", "down", "left", "right", "enter", "space", "escape", "tab", "shift+tab",
    *"123456789", *"wfdlkgWFDLKG", *"pacexz.sfm?o", "backspace", "plus", "minus", "slash",
    "ctrl+s", "ctrl+n", "ctrl+r", "ctrl+o", "f1", "home", "end", "pageup", "pagedown",
)  # fmt: skip
"""What the monkey presses: every binding of every screen and dialog, and some others; not
ctrl+p, as Textual's own command palette is not built for input faster than it can draw."""

SIZE = (100, 32)
BURST = 8
"""Inputs queued before waiting for the app to catch up (a player mashing keys)."""


@dataclass
class MonkeyReport:
    """How a run went."""

    inputs: int = 0
    recent: list[str] = field(default_factory=list)
    games: int = 0
    turns: int = 0
    actions: int = 0


def monkey_app(saves: Path, seed: int) -> DuckgeonApp:
    """An app opened straight into a two-player game."""
    spec = NewGameSpec(
        quest="quest-1",
        players=("Sam", "Daddy"),
        seed=seed,
        animation=False,
        party=(PartySpec("Plumpy", "duckidin", "Sam"), PartySpec("Pantsy", "duckwiz", "Daddy")),
    )
    return DuckgeonApp(LaunchOptions(saves_dir=saves, start="new", new_game=spec, animation=False))


CHARACTERS = {
    "space": " ",
    "period": ".",
    "question_mark": "?",
    "slash": "/",
    "plus": "+",
    "minus": "-",
}


def press(app: DuckgeonApp, key: str) -> None:
    """Queue one key press, as the terminal would send it (no waiting, like a player mashing)."""
    char = CHARACTERS.get(key, key if len(key) == 1 else None)
    app.post_message(events.Key(key, char))


def top_screen(app: DuckgeonApp) -> str:
    """The name of the screen on top (the app may have just quit)."""
    return type(app.screen_stack[-1]).__name__ if app.screen_stack else "nothing"


def click(app: DuckgeonApp, x: int, y: int) -> None:
    """Queue a mouse down, up and click at a screen cell, as the terminal would send them."""
    for event_type in (events.MouseDown, events.MouseUp, events.Click):
        app.post_message(
            event_type(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        )


async def run_monkey(saves: Path, inputs: int, seed: int, per_app: int = 500) -> MonkeyReport:
    """Send `inputs` random keys and clicks; a new app (and game) every `per_app` inputs or
    whenever the app exits by itself (game over, quit). Any unhandled error propagates, with
    the last inputs noted on it."""
    rng = random.Random(seed)
    report = MonkeyReport()
    try:
        await _run_apps(saves, inputs, rng, per_app, report)
    except BaseException as exc:
        exc.add_note(f"after input {report.inputs} of game {report.games}; the last inputs:")
        exc.add_note("\n".join(report.recent))
        raise
    return report


async def _run_apps(
    saves: Path, inputs: int, rng: random.Random, per_app: int, report: MonkeyReport
) -> None:
    from duckgeon_tui.tui.screens.dungeon import DungeonScreen

    while report.inputs < inputs:
        app = monkey_app(saves, rng.randrange(1, 10_000))
        report.games += 1
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for _ in range(min(per_app, inputs - report.inputs)):
                if not app.is_running or not app.screen_stack:
                    break
                report.inputs += 1
                if rng.random() < 0.2:
                    x, y = rng.randrange(SIZE[0]), rng.randrange(SIZE[1])
                    report.recent.append(f"click {x},{y} on {top_screen(app)}")
                    click(app, x, y)
                else:
                    key = rng.choice(KEYS)
                    report.recent.append(f"{key} on {top_screen(app)}")
                    press(app, key)
                del report.recent[:-12]
                if report.inputs % BURST == 0 and app.screen_stack:
                    await pilot._wait_for_screen()
            for screen in app.screen_stack:
                if isinstance(screen, DungeonScreen):
                    report.turns += screen.game.turn
                    report.actions += len(screen.game.log)
