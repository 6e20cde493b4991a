"""Duckgeon and Feed the Ducks played in a real browser through `duckgeon serve`."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.saves import SaveStore

pytestmark = pytest.mark.browser

SCREENSHOT = "serve-quest-1.png"
SCREENSHOT_AT = "walks:"
"""The moment of the screenshot: a DuckWalk on the map, Beasties in the room."""


def test_quest_1_in_a_browser_tab(
    serve: Callable[..., Any],
    open_tab: Callable[[str], Any],
    pytestconfig: pytest.Config,
) -> None:
    began = time.monotonic()
    served = serve()
    tab = open_tab(served.url)
    turn = json.loads((pytestconfig.rootpath / "tests" / "quest_1_first_turn.json").read_text())
    title = tab.wait_for(turn["title"])
    assert "Feed the Ducks  [f]" in title
    (game,) = served.wait_for_games(1)
    shot = pytestconfig.rootpath / "artefacts" / SCREENSHOT
    shot.parent.mkdir(exist_ok=True)
    for step in turn["steps"]:
        tab.press(*step["keys"])
        screen = tab.wait_for(step["shows"])
        if step["shows"] == SCREENSHOT_AT:
            assert "Plumpy walks" in screen and "Room 1: The Entry Room" in screen
            tab.page.screenshot(path=str(shot))
    assert "Turn 2" in tab.screen()
    tab.press("Enter")  # turn 2: pick the dice, then leave while sharing them out
    tab.wait_for("Share out the DuckDice")
    assert shot.stat().st_size > 10_000
    # Everything the page loaded came from the server (it works offline), its font included.
    assert tab.requests and all(url.startswith(served.url) for url in tab.requests), tab.requests
    assert tab.page.evaluate("document.fonts.check(\"16px 'Roboto Mono'\")")

    tab.page.close()  # the tab goes: its game quits, autosaving
    served.wait_for_games(0)
    assert not _running(game)
    header = json.loads((served.saves / "autosave.json").read_text())["header"]
    assert (header["turn"], header["phase"]) == (2, "share"), "saved as the tab closed"
    assert served.stop() == 0
    print(f"browser turn of Quest 1: {time.monotonic() - began:.1f} s; screenshot {shot}")


def test_ctrl_c_ends_the_server_and_its_games(
    serve: Callable[..., Any], open_tab: Callable[[str], Any]
) -> None:
    served = serve()
    tabs = [open_tab(served.url) for _ in range(2)]
    for tab in tabs:
        tab.wait_for("New game  [n]")
    games = served.wait_for_games(2)
    assert served.stop() == 0
    assert not any(_running(pid) for pid in games)
    for tab in tabs:
        tab.wait_for_closed()


def test_feed_the_ducks_is_served_too(
    serve: Callable[..., Any], open_tab: Callable[[str], Any]
) -> None:
    served = serve("ducks")
    tab = open_tab(served.url)
    tab.wait_for("Feed the Ducks")
    assert served.wait_for_games(1)
    assert served.stop() == 0


def _running(pid: int) -> bool:
    """Whether the process is alive (a zombie waiting to be reaped is not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_two_tabs_at_once_keep_their_own_saves(
    serve: Callable[..., Any],
    open_tab: Callable[[str], Any],
    pytestconfig: pytest.Config,
) -> None:
    """Two players, two tabs, two new games autosaving into one folder: each keeps its own."""
    served = serve()
    turn = json.loads((pytestconfig.rootpath / "tests" / "quest_1_first_turn.json").read_text())
    tabs = [open_tab(served.url) for _ in range(2)]
    for tab in tabs:
        tab.wait_for(turn["title"])
    for step in turn["steps"]:  # the two games take their turns at the same time
        for tab in tabs:
            tab.press(*step["keys"])
        for tab in tabs:
            tab.wait_for(step["shows"])
    for tab in tabs:
        tab.page.close()
    served.wait_for_games(0)
    store = SaveStore(served.saves)
    slots = list(store.autosaves())
    saved = {store.load(slot).header.seed: store.load(slot).header for slot in slots}
    assert len(slots) == 2, "each game in its own autosave"
    assert len(saved) == 2, "two new games, each with its own seed"
    assert all(h.turn == 2 for h in saved.values())
    assert served.stop() == 0
