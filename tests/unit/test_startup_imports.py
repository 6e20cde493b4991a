"""What `duckgeon play` imports before its first frame: the opening frame needs neither pydantic
nor the engine, and content read from the cache needs no YAML parser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.session import GameSession
from tests.support.content import game_content

DICE_WORDS = "import duckgeon_tui.content.vocabulary, duckgeon_tui.tui.widgets.dice_face"
OPENING = "import duckgeon_tui.tui.app, duckgeon_tui.tui.screens.opening, duckgeon_tui.cli.play_cmd"


def modules_after(*stages: str, cache: Path) -> list[set[str]]:
    """The modules loaded after each stage of code, run one after the other in one process."""
    show = "import sys, json\nprint(json.dumps(sorted(sys.modules)))"
    script = "\n".join(f"{stage}\n{show}" for stage in stages)
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=cache,
        env={"DUCKGEON_CACHE": str(cache), "PATH": ""},
    )
    return [set(json.loads(line)) for line in done.stdout.splitlines()[-len(stages) :]]


@pytest.fixture(scope="module")
def at_start(tmp_path_factory: pytest.TempPathFactory) -> list[set[str]]:
    """What the dice words load, then what the app and its opening frame add to them."""
    return modules_after(DICE_WORDS, OPENING, cache=tmp_path_factory.mktemp("cache"))


def test_the_app_and_its_opening_frame_import_no_pydantic_engine_or_yaml(
    at_start: list[set[str]],
) -> None:
    loaded = at_start[1]
    assert "duckgeon_tui.tui.app" in loaded
    heavy_parts = (
        "pydantic",
        "yaml",
        "duckgeon_tui.engine",
        "duckgeon_tui.content.bundle",
        "duckgeon_tui.tui.games",  # the games side loads once a game is asked for
        "duckgeon_tui.tui.screens.dungeon",
        "duckgeon_tui.tui.dialogs.base",  # the dialogs: the quit and error ones when opened
        "duckgeon_tui.tui.dialogs.confirm",
        "duckgeon_tui.tui.dialogs.error",
    )
    for heavy in heavy_parts:
        assert heavy not in loaded, f"{heavy} is imported before the opening frame"


CHECKED_NEW_GAME = """
import sys
from duckgeon_tui.cli import main
from duckgeon_tui.tui.app import DuckgeonApp

DuckgeonApp.run = lambda app: None  # the opening frame would be drawn now
party = "Plumpy:duckidin,Pantsy:duckwiz"
assert main(["play", "--new", "--quest", "quest-1", "--party", party, "--saves", "s"]) == 0
"""


def test_a_new_game_of_a_quest_and_party_is_checked_without_pydantic(tmp_path: Path) -> None:
    """The command line checks --quest and --party against the content's cache before the
    opening frame, and leaves loading the content to the app, behind that frame."""
    modules_after("from duckgeon_tui.tui.content_source import load; load(())", cache=tmp_path)
    [loaded] = modules_after(CHECKED_NEW_GAME, cache=tmp_path)
    assert "duckgeon_tui.cli.play_cmd" in loaded
    for heavy in ("pydantic", "duckgeon_tui.engine", "duckgeon_tui.content.bundle"):
        assert heavy not in loaded, f"{heavy} is imported before the opening frame"


def test_content_from_the_cache_needs_no_yaml_parser(tmp_path: Path) -> None:
    load = "from duckgeon_tui.tui.content_source import load; load(())"
    [first] = modules_after(load, cache=tmp_path)
    assert "yaml" in first  # nothing cached yet: the files are parsed
    [again] = modules_after(load, cache=tmp_path)
    assert "yaml" not in again
    assert "duckgeon_tui.content.validation" not in again
    assert "pydantic.plugin._loader" not in again  # nothing is validated either


def test_the_dice_words_need_neither_pydantic_nor_the_engine(at_start: list[set[str]]) -> None:
    loaded = at_start[0]
    assert "duckgeon_tui.tui.widgets.dice_face" in loaded
    for heavy in ("pydantic", "duckgeon_tui.engine", "duckgeon_tui.content.common"):
        assert heavy not in loaded, f"{heavy} is imported for the dice words"


FIRST_PROMPT = """
import asyncio, json, sys
from pathlib import Path
from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.games import Games
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec

def settled(app):  # the first prompt is on the screen: what the app then does is left out
    print(json.dumps(sorted(sys.modules)))
    app.exit()

DuckgeonApp.settled = settled
Games.check_slot = lambda games, session: None  # the old save is read after the prompt
party = (PartyMember("Plumpy", "duckidin"), PartyMember("Pantsy", "duckwiz"))
spec = NewGameSpec(quest="quest-1", players=("Player 1",), party=party, seed=7, animation=False)
saves = Path("saves")  # in the test's folder, with an old game's autosave
app = DuckgeonApp(LaunchOptions(saves, start="new", new_game=spec, animation=False, opening=True))

async def main():
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3000):  # a prompt that never comes fails the test, it does not hang it
            if not app.is_running:
                break
            await pilot.pause(0.01)

asyncio.run(main())
"""


def test_a_new_games_first_prompt_leaves_what_it_does_not_need_unloaded(tmp_path: Path) -> None:
    modules_after("from duckgeon_tui.tui.content_source import load; load(())", cache=tmp_path)
    old_game = NewGameSpec("quest-1", ("Player 1",), (), seed=9, animation=False)
    store = SaveStore(tmp_path / "saves")
    GameSession.new(game_content(), old_game, store).autosave()
    store.locks.release_all()  # the old game is over: the new one plays in its slot
    [loaded] = modules_after(FIRST_PROMPT, cache=tmp_path)  # the content from its cache
    assert "duckgeon_tui.tui.screens.dungeon" in loaded
    later = (
        "duckgeon_tui.content.files",  # the models of the files: content from the cache has none
        "duckgeon_tui.content.scenario",  # a scenario's models and rules: when one is played
        "duckgeon_tui.engine.scenario_setup",
        "duckgeon_tui.saves.models",  # the save models: the slot's old save is read and the
        "pydantic.plugin._loader",  # first autosave written after the prompt (and pydantic's
        "importlib.metadata",  # plugins looked for then)
        "duckgeon_tui.saves.fit",  # the checks of a saved game: when one is opened
        "duckgeon_tui.engine.state_check",
        "duckgeon_tui.engine.dungeon_build",  # a dungeon built from the room pool: when asked for
        "duckgeon_tui.engine.bot",  # the hints' party bot: at the first hint
        "duckgeon_tui.tui.dialogs.card",  # the cards' words: when a card or a question needs them
        "duckgeon_tui.tui.screens.palette",  # the command palette: when opened
        "duckgeon_tui.tui.screens.help",  # Help (Rich's Markdown): when opened, or after the prompt
        "duckgeon_tui.tui.campaign_flow",  # campaigns (the camp, their engine): when asked for
        "duckgeon_tui.engine.campaign",
        "duckgeon_tui.tui.replay_open",  # replays: when one is watched
        "duckgeon_tui.tui.dialogs.pick_dice",  # picking dice, a question, an error: when asked
        "duckgeon_tui.tui.dialogs.confirm",
        "duckgeon_tui.tui.dialogs.error",
        "duckgeon_tui.tui.dialogs.share_dice",  # sharing dice, splitting Loot: in their phases
        "duckgeon_tui.tui.dialogs.loot_split",
        "importlib.resources",  # the package's folder is found without it (it brings zipfile)
        "zipfile",
    )
    for module in later:
        assert module not in loaded, f"{module} is imported before the first prompt"
