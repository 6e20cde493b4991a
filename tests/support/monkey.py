"""Random keys and clicks against a running game, to show that no input can crash the app.

Most inputs are aimed: a key the screen or dialog on top binds, a click on a button, option or
map space that is there, or a key that makes a legal choice (the dice a dialog wants, a marked
space, the hint). The rest is noise: any key, a click anywhere. So the random play reaches the
game's later states (later rooms, the shop, the Loot split, game over, a new game after it).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, OptionList

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.content.vocabulary import DIE_LETTERS
from duckgeon_tui.engine import Game
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.choose_action import ChooseActionDialog
from duckgeon_tui.tui.dialogs.confirm import ConfirmDialog
from duckgeon_tui.tui.dialogs.error import ErrorDialog
from duckgeon_tui.tui.dialogs.flow import FlowDialog
from duckgeon_tui.tui.dialogs.game_over import GameOverDialog
from duckgeon_tui.tui.dialogs.loot_split import LootSplitDialog
from duckgeon_tui.tui.dialogs.physical_die import PhysicalDieDialog
from duckgeon_tui.tui.dialogs.pick_dice import PickDiceDialog
from duckgeon_tui.tui.dialogs.share_dice import ShareDiceDialog
from duckgeon_tui.tui.dialogs.shop import ShopDialog
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen
from duckgeon_tui.tui.screens.title import TitleScreen
from duckgeon_tui.tui.widgets.map_view import MOVES, MapView
from tests.support.dungeon_app import glyph_offset

KEYS = (
    *"hjklyubn", "up", "down", "left", "right", "enter", "space", "escape", "tab", "shift+tab",
    *"123456789", *"wfdlkgWFDLKG", *"pacexz.sfm?oiIMrqtn", "backspace", "plus", "minus", "slash",
    "ctrl+s", "ctrl+n", "ctrl+r", "ctrl+o", "ctrl+p", "ctrl+z", "f1", "home", "end",
    "pageup", "pagedown", "delete",
)  # fmt: skip
"""The noise: every binding of every screen and dialog, and some others."""
QUIT_KEY = "ctrl+q"
QUIT_CHANCE = 1 / 2500
"""Quitting (ctrl+q) at a random moment is rare, so a game has time to end."""

SIZE = (100, 32)
NOISE = 0.15
"""The share of inputs that are pure noise (any key, a click anywhere)."""
AIMED = (("choice", 0.6), ("click", 0.15), ("bound", 0.25))
"""How the other inputs are aimed: a legal choice, a click on a widget, a bound key."""
QUIT_WEIGHT = 0.05
"""Bound keys that quit the app are rarely pressed, so a game has time to end."""
CLOSE_WEIGHT = 0.4
"""Bound keys that close or cancel are pressed less than the others."""
LOOK_WEIGHT = 0.2
"""Look (a new dialog over the game each time) and Help (the whole rules) are pressed less."""
SHOWN_WEIGHT = 3.0
"""Bindings shown in the footer (the main commands) are pressed more than hidden ones."""
WAIT_EVERY = 8
"""On average, inputs queued before waiting for the app to catch up (a player mashing)."""
WAIT_AIMED = 2
"""After a legal choice or an aimed click the app is waited for more often, so the next aimed
input sees what that one opened (else a click on a dialog's button lands on the map below)."""
SETTLE_TIMEOUT = 30.0
"""Seconds a widget may take to handle what was sent before it counts as stalled."""
SETTLE_POLL = 0.05
"""How often the wait looks again for widgets taken out meanwhile, and for keys typed ahead
that have gone on (neither wakes the wait by itself)."""
HINT_KEY = "I"
"""Plays the party bot's choice in the dungeon and every flow dialog."""
HINT_SHARE = 0.6
"""The share of legal choices made by taking the hint."""


@dataclass
class MonkeyReport:
    """How a run went: inputs sent, what the random play reached."""

    inputs: int = 0
    recent: list[str] = field(default_factory=list)
    apps: int = 0
    games: int = 0
    turns: int = 0
    actions: int = 0
    rooms: int = 0
    victories: int = 0
    defeats: int = 0
    new_after_end: int = 0
    """Games started (from the title screen) in an app whose earlier game had ended."""
    screens: Counter[str] = field(default_factory=Counter)
    """Inputs sent to each kind of screen or dialog on top."""
    aims: Counter[str] = field(default_factory=Counter)
    taken_out: int = 0
    """Widgets taken out of the screen before they answered a wait (not a stall)."""
    errors: Counter[str] = field(default_factory=Counter)
    """Error dialogs shown (the app caught something and told the player), by title."""
    error_messages: dict[str, str] = field(default_factory=dict)
    """The first message shown under each error dialog title."""
    longest_stay: tuple[str, int] = ("", 0)
    """The screen or dialog (not the dungeon) that got the most inputs in a row while it stayed
    on top, and how many (a dialog deaf to its keys gets them all)."""

    def summary(self) -> str:
        """The figures in a few lines."""
        screens = ", ".join(f"{name} {n}" for name, n in self.screens.most_common())
        aims = ", ".join(f"{name} {n}" for name, n in self.aims.most_common())
        return "\n".join(
            [
                f"{self.inputs} inputs ({aims}) in {self.apps} app runs",
                f"{self.games} games, {self.turns} turns, {self.actions} engine actions, "
                f"{self.rooms} rooms entered",
                f"{self.victories} victories, {self.defeats} defeats, "
                f"{self.new_after_end} new games after a game ended",
                f"{len(self.screens)} screens and dialogs: {screens}",
                f"{self.taken_out} widgets taken out before answering a wait (not stalls)",
                f"the longest stay on top: {self.longest_stay[1]} inputs in a row to "
                f"{self.longest_stay[0] or 'no screen but the dungeon'}",
                "error dialogs: "
                + (", ".join(f"{t!r} {n}" for t, n in self.errors.most_common()) or "none"),
                *(f"  {title}: {message}" for title, message in self.error_messages.items()),
            ]
        )


@dataclass
class GameTally:
    """What one game (one dungeon screen) reached."""

    turns: int = 0
    actions: int = 0
    rooms: set[int] = field(default_factory=set)
    outcome: str | None = None

    def update(self, game: Game) -> None:
        """Note where the game stands now."""
        self.turns = max(self.turns, game.turn)
        self.actions = max(self.actions, len(game.log))
        self.rooms.add(game.room_number)
        if game.outcome is not None:
            self.outcome = game.outcome.result


def monkey_app(saves: Path, seed: int) -> DuckgeonApp:
    """An app opened straight into a two-player game."""
    spec = NewGameSpec(
        quest="quest-1",
        players=("Sam", "Daddy"),
        seed=seed,
        animation=False,
        party=(PartyMember("Plumpy", "duckidin", "Sam"), PartyMember("Pantsy", "duckwiz", "Daddy")),
    )
    return DuckgeonApp(LaunchOptions(saves_dir=saves, start="new", new_game=spec, animation=False))


CHARACTERS = {
    "space": " ",
    "full_stop": ".",
    "question_mark": "?",
    "slash": "/",
    "plus": "+",
    "minus": "-",
    "equals_sign": "=",
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


Input = tuple[str, str, Any]
"""What the monkey does next: how it was aimed, "key" or "click", and the key or (x, y)."""


class Monkey:
    """Chooses each input from what the app shows now."""

    def __init__(self, rng: random.Random, size: tuple[int, int] = SIZE) -> None:
        self.rng = rng
        self.size = size

    def next_input(self, app: DuckgeonApp) -> Input:
        """The next key or click."""
        rng = self.rng
        if rng.random() < QUIT_CHANCE:
            return ("quit", "key", QUIT_KEY)
        if rng.random() >= NOISE:
            aim = rng.choices([a for a, _ in AIMED], [w for _, w in AIMED])[0]
            screen = app.screen_stack[-1]
            aimers = {"choice": self.choice, "click": self.aimed_click, "bound": self.bound_key}
            chosen = aimers[aim](screen) or self.bound_key(screen)
            if chosen is not None:
                return chosen
        if rng.random() < 0.25:
            return ("noise", "click", (rng.randrange(self.size[0]), rng.randrange(self.size[1])))
        return ("noise", "key", rng.choice(KEYS))

    # Keys the screen binds -------------------------------------------------------------------

    def bound_key(self, screen: Screen[Any]) -> Input | None:
        """A key bound by the screen, its focused widget or the app, weighted by what it does."""
        keys: list[str] = []
        weights: list[float] = []
        for key, active in screen.active_bindings.items():
            binding = active.binding
            if not active.enabled or binding.priority:  # ctrl+q (quit) is left to the noise
                continue
            action = binding.action
            weight = SHOWN_WEIGHT if binding.show else 1.0
            if "quit" in action or "answer('quit')" in action:
                weight = QUIT_WEIGHT
            elif any(word in action for word in ("cancel", "close", "back", "dismiss")):
                weight *= CLOSE_WEIGHT
            elif "look" in action or "help" in action:
                weight *= LOOK_WEIGHT
            keys.append(key)
            weights.append(weight)
        if not keys:
            return None
        return ("bound", "key", self.rng.choices(keys, weights)[0])

    # Legal choices ----------------------------------------------------------------------------

    def choice(self, screen: Screen[Any]) -> Input | None:
        """A key that makes a legal choice on this screen, when the monkey knows one."""

        rng = self.rng
        if isinstance(screen, (FlowDialog, DungeonScreen)) and rng.random() < HINT_SHARE:
            return ("choice", "key", HINT_KEY)
        if isinstance(screen, DungeonScreen):
            key = self.dungeon_choice(screen)
        else:
            key = self.dialog_choice(screen)
        return ("choice", "key", key) if key is not None else None

    def dialog_choice(self, screen: Screen[Any]) -> str | None:
        """A key that answers a dialog (or moves a screen on) with something it accepts."""

        rng = self.rng
        if isinstance(screen, ChooseActionDialog):
            return str(rng.randint(1, max(1, min(9, len(screen.choices)))))
        if isinstance(screen, PickDiceDialog):
            if len(screen.chosen) < screen.count:
                return rng.choice(list(DIE_LETTERS.values())).lower()
            return "enter"
        if isinstance(screen, ShareDiceDialog):
            giveable = [d for d in screen.game.pool if d != "loot"]
            if giveable and rng.random() < 0.8:
                if rng.random() < 0.3:
                    return str(rng.randint(1, max(1, len(screen.game.ducks))))
                return DIE_LETTERS.get(rng.choice(giveable), "W").lower()
            return "enter"
        if isinstance(screen, ShopDialog):
            return rng.choice(("b", "f", "q", "p", "j", "enter"))
        answers: dict[type[Screen[Any]], tuple[str, ...]] = {
            LootSplitDialog: ("enter", "e", "a"),
            ConfirmDialog: ("y",),
            GameOverDialog: ("enter", "t"),
            PhysicalDieDialog: tuple("123456"),
            TitleScreen: ("n", "n", "n", "c"),
            NewGameScreen: ("ctrl+s",),
        }
        for kind, keys in answers.items():
            if isinstance(screen, kind):
                return rng.choice(keys)
        return "escape"  # Look, a Funkard, Help, Load ...: back to the game

    def dungeon_choice(self, screen: DungeonScreen) -> str | None:
        """In the dungeon: walk the cursor to a marked space and choose it, or use a die."""

        if not screen.built():
            return None
        if screen.choice.options:
            cursor = screen.query_one(MapView).cursor
            target = min(
                screen.choice.options, key=lambda p: abs(p[0] - cursor[0]) + abs(p[1] - cursor[1])
            )
            if target == cursor:
                return "enter"
            step = (sign(target[0] - cursor[0]), sign(target[1] - cursor[1]))
            return next(key for key, move in MOVES.items() if move == step)
        duck = screen.acting_duck()
        if str(screen.game.phase) != "act" or duck is None:
            return "p"
        if duck.dice and self.rng.random() < 0.8:
            return str(self.rng.randint(1, min(9, len(duck.dice))))
        return self.rng.choice(("e", "tab", "f"))

    # Clicks on what is there --------------------------------------------------------------------

    def aimed_click(self, screen: Screen[Any]) -> Input | None:
        """A click on a button, a menu option or a map space of the screen on top."""
        targets: list[tuple[int, int]] = []
        for button in screen.query(Button):
            if not button.disabled and visible(button):
                region = button.region
                targets.append((region.x + region.width // 2, region.y + region.height // 2))
        for options in screen.query(OptionList):
            if visible(options):
                region = options.content_region
                lines = min(region.height, max(options.option_count, 1))
                targets.append((region.x + 2, region.y + self.rng.randrange(lines)))
        targets.extend(map_spaces(screen))
        if not targets:
            return None
        return ("click", "click", self.rng.choice(targets))


def visible(widget: Widget) -> bool:
    """Whether a widget is shown with some area on the screen."""
    region = widget.region
    return widget.display and region.width > 0 and region.height > 0


def map_spaces(screen: Screen[Any]) -> list[tuple[int, int]]:
    """Screen cells of the map spaces that may be chosen now."""
    if not isinstance(screen, DungeonScreen) or not screen.built():
        return []
    view = screen.query_one(MapView)
    region = view.content_region
    cells = []
    for pos in screen.choice.options:
        at = glyph_offset(view, pos)  # honours the margins of a centred room and the zoom
        x, y = region.x + at.x, region.y + at.y
        if region.contains(x, y):
            cells.append((x, y))
    return cells


def sign(n: int) -> int:
    """-1, 0 or 1."""
    return (n > 0) - (n < 0)


async def run_monkey(
    saves: Path, inputs: int, seed: int, per_app: int = 5000, size: tuple[int, int] = SIZE
) -> MonkeyReport:
    """Send `inputs` random keys and clicks to an app of `size` cells; a new app (and game)
    every `per_app` inputs or whenever the app exits by itself (quit). Any unhandled error
    propagates, with the last inputs noted on it."""
    rng = random.Random(seed)
    report = MonkeyReport()
    try:
        await _run_apps(saves, inputs, Monkey(rng, size), per_app, report)
    except BaseException as exc:
        exc.add_note(f"after input {report.inputs} in app run {report.apps}; the last inputs:")
        exc.add_note("\n".join(report.recent))
        raise
    return report


async def _run_apps(
    saves: Path, inputs: int, monkey: Monkey, per_app: int, report: MonkeyReport
) -> None:
    rng = monkey.rng
    while report.inputs < inputs:
        app = monkey_app(saves, rng.randrange(1, 10_000))
        report.apps += 1
        watch = AppWatch(report)
        async with app.run_test(size=monkey.size) as pilot:
            await pilot.pause()
            for _ in range(min(per_app, inputs - report.inputs)):
                if not app.is_running or not app.screen_stack:
                    break
                watch.observe(app)
                report.inputs += 1
                on = top_screen(app)
                report.screens[on] += 1
                aim, kind, what = monkey.next_input(app)
                report.aims[aim] += 1
                if kind == "click":
                    report.recent.append(f"{aim} click {what[0]},{what[1]} on {on}")
                    click(app, *what)
                else:
                    report.recent.append(f"{aim} {what} on {on}")
                    press(app, what)
                del report.recent[:-12]
                wait = WAIT_AIMED if aim in ("choice", "click") else WAIT_EVERY
                if rng.randrange(wait) == 0 and app.is_running and app.screen_stack:
                    report.taken_out += await settle(app)
            if app.is_running and app.screen_stack:
                # The inputs still queued are handled first: leaving run_test shuts the app
                # down at once, alongside whatever it is still doing (Textual's shutdown then
                # raced a screen being removed), which no player's quit does.
                report.taken_out += await settle(app)
            if app.screen_stack:
                watch.observe(app)
        watch.add_up()


class AppStalled(RuntimeError):
    """The app, or a widget of the screen on top, stopped answering its messages."""


async def settle(app: App[Any], timeout: float = SETTLE_TIMEOUT) -> int:
    """Wait until the app and every widget of the screen on top have handled what was sent
    before now; return how many widgets were taken out before they answered. Pilot's own wait
    also waits for widgets that were put in and taken out again before they ever ran (seen:
    the Footer's keys, rebuilt again while the first rebuild was still mounting): those never
    answer, so a widget taken out is not waited for. One that stays and does not answer
    within `timeout` seconds is a stall: AppStalled names it."""
    try:
        widgets = [app, *app.screen.walk_children(with_self=True)]
    except Exception:  # no screen (the app is closing)
        return 0
    answered = asyncio.Event()
    waiting: dict[int, MessagePump] = {}

    def answer(pump: MessagePump) -> None:
        waiting.pop(id(pump), None)
        answered.set()

    for widget in widgets:
        if widget.call_later(answer, widget):
            waiting[id(widget)] = widget
    began = time.monotonic()
    taken_out = 0
    held = getattr(app, "held_keys", None)  # keys typed ahead, still waiting to be handed over
    while app.is_running:
        staying = {key: w for key, w in waiting.items() if w is app or w.is_attached}
        taken_out += len(waiting) - len(staying)
        waiting = staying
        if not waiting and not (held is not None and held.keys):
            break
        if time.monotonic() - began > timeout:
            names = ", ".join(sorted({repr(w) for w in waiting.values()}))
            raise AppStalled(f"no answer for {timeout:.0f} s from {names}")
        answered.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(answered.wait(), SETTLE_POLL)
    return taken_out


class AppWatch:
    """Follows the games and error dialogs of one app run."""

    def __init__(self, report: MonkeyReport) -> None:
        self.report = report
        self.tallies: dict[DungeonScreen, GameTally] = {}
        self.errors_seen: set[Screen[Any]] = set()
        self.on_top: tuple[Screen[Any] | None, int] = (None, 0)

    def observe(self, app: DuckgeonApp) -> None:
        """Note how far each game shown has got, a game started after one has ended, a new
        error dialog, and how long the screen on top has stayed there (called once an input)."""

        report = self.report
        top = app.screen_stack[-1] if app.screen_stack else None
        stay = self.on_top[1] + 1 if top is self.on_top[0] else 1
        self.on_top = (top, stay)
        if not isinstance(top, DungeonScreen) and top is not None and stay > report.longest_stay[1]:
            title = getattr(top, "title_text", "")
            report.longest_stay = (type(top).__name__ + (f" {title!r}" if title else ""), stay)
        for screen in app.screen_stack:
            if isinstance(screen, DungeonScreen):
                if screen not in self.tallies:
                    report.games += 1
                    report.new_after_end += any(t.outcome for t in self.tallies.values())
                    self.tallies[screen] = GameTally()
                self.tallies[screen].update(screen.game)
            elif isinstance(screen, ErrorDialog) and screen not in self.errors_seen:
                self.errors_seen.add(screen)
                report.errors[screen.title_text] += 1
                report.error_messages.setdefault(screen.title_text, screen.message)

    def add_up(self) -> None:
        """Add the run's games to the report."""
        for tally in self.tallies.values():
            self.report.turns += tally.turns
            self.report.actions += tally.actions
            self.report.rooms += len(tally.rooms)
            self.report.victories += tally.outcome == "victory"
            self.report.defeats += tally.outcome not in (None, "victory")
