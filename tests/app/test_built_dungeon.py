"""A dungeon built from the room pool in the app: chosen in New game, drawn on the quest map,
kept in the save and named in the run summary so that its seed can be shared."""

from __future__ import annotations

import shutil
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select

from duckgeon_tui import paths
from duckgeon_tui.content.loader import load_content
from duckgeon_tui.saves import AUTOSAVE, SaveError, SaveStore
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.dialogs.game_over import summary_lines
from duckgeon_tui.tui.launch import NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.screens.new_game import NewGameScreen
from duckgeon_tui.tui.session import GameSession
from duckgeon_tui.tui.widgets.message_log import MessageLog
from duckgeon_tui.tui.widgets.quest_map_panel import QuestMapPanel
from tests.support.content import game_content


async def test_new_game_builds_a_dungeon_from_the_room_pool(
    make_app: Callable[..., DuckgeonApp],
    saves: Path,
    to_dungeon: Callable[[Pilot], Awaitable[DungeonScreen]],
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#dungeon", Select).value = "random"
        form.query_one("#seed", Input).value = "42"
        await pilot.press("ctrl+s")
        screen = await to_dungeon(pilot)
        game = screen.session.game
        assert game.dungeon is not None and game.dungeon.seed == 42
        drawn = {r.number: r.room for r in game.dungeon.rooms}
        assert [r.room for r in game.quest.rooms] == list(drawn.values())
        picture = str(screen.query_one(QuestMapPanel).render())
        for number in drawn:
            assert f"{number} " in picture
        assert "6 Lair of" in picture
        log = screen.query_one(MessageLog)
        assert any("dungeon seed 42" in entry.text for entry in log.entries)
    saved = SaveStore(saves).load(AUTOSAVE)
    assert saved.header.dungeon_seed == 42
    assert saved.state["setup"]["dungeon"]["seed"] == 42


def test_the_save_and_the_run_summary_keep_the_dungeon(tmp_path: Path) -> None:
    content = game_content()
    store = SaveStore(tmp_path)
    spec = NewGameSpec("quest-1", ("Sam",), (), seed=5, dungeon="random", dungeon_seed=77)
    session = GameSession.new(content, spec, store)
    assert session.game.dungeon is not None and session.game.dungeon.seed == 77
    session.save_to("built")
    again = GameSession.from_save(content, store.load("built"), store)
    assert again.game.dungeon == session.game.dungeon
    assert again.game.quest.rooms == session.game.quest.rooms
    summary = session.summary()
    assert summary.dungeon_seed == 77
    text = summary_lines(summary, content.classes)
    assert "dungeon seed 77, Duckgeon Quest 1" in text
    assert "--dungeon random --dungeon-seed 77" in text
    own = GameSession.new(content, NewGameSpec("quest-1", ("Sam",), (), seed=5), store)
    assert own.summary().dungeon_seed is None and "dungeon seed" not in summary_lines(
        own.summary(), content.classes
    )


def test_a_changed_room_pool_refuses_the_save_clearly(tmp_path: Path) -> None:
    content = game_content()
    store = SaveStore(tmp_path)
    spec = NewGameSpec("quest-1", ("Sam",), (), seed=5, dungeon="random")
    GameSession.new(content, spec, store).save_to("built")
    data = tmp_path / "data"
    shutil.copytree(paths.data_dir(), data)
    extra = data / "rooms" / "spare-room.yaml"
    extra.write_text(
        (data / "rooms" / "the-hatchery.yaml")
        .read_text(encoding="utf-8")
        .replace("id: the-hatchery", "id: spare-room"),
        encoding="utf-8",
    )
    with pytest.raises(SaveError, match=r"content \(base files or mods\) changed since"):
        GameSession.from_save(load_content(data), store.load("built"), store)
