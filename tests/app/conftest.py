"""Fixtures for the Duckgeon app tests: a saves folder, a content cache, an app to drive."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from duckgeon_tui.content.party import PartyMember
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.saves.models import SaveFile, SaveHeader
from duckgeon_tui.tui.app import DuckgeonApp
from duckgeon_tui.tui.launch import LaunchOptions, NewGameSpec
from duckgeon_tui.tui.screens.dungeon import DungeonScreen
from duckgeon_tui.tui.widgets.message_log import MessageLog
from tests.support.dungeon_app import dungeon_screen

SEED = 7
PARTY = (
    PartyMember("Plumpy", "duckidin", "Sam"),
    PartyMember("Pantsy", "duckwiz", "Daddy"),
)


@pytest.fixture(autouse=True, scope="session")
def content_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Keep the validated-content cache of the tests out of the player's cache folder."""
    folder = tmp_path_factory.mktemp("content-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DUCKGEON_CACHE", str(folder))
        yield folder


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    return tmp_path / "saves"


@pytest.fixture
def make_app(saves: Path) -> Callable[..., DuckgeonApp]:
    """Build an app at the title screen, or straight into a new game with `new=True`."""

    def build(
        new: bool = False,
        resume: bool = False,
        physical: bool = False,
        mod_dirs: tuple[Path, ...] = (),
    ) -> DuckgeonApp:
        spec = NewGameSpec(
            quest="quest-1",
            players=("Sam", "Daddy"),
            party=PARTY,
            seed=SEED,
            physical_dice=physical,
            animation=False,
        )
        start = "new" if new else "continue" if resume else "title"
        options = LaunchOptions(
            saves_dir=saves,
            mod_dirs=mod_dirs,
            start=start,
            new_game=spec if new else None,
            animation=False,
            hand_over=False,  # the tests press the keys of both players straight on
        )
        return DuckgeonApp(options)

    return build


async def settle_app(pilot: Pilot) -> None:
    """Let the app finish what it is doing and stop every cursor blinking (for snapshots)."""
    await pilot.pause()
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False
    await pilot.pause()
    # A log's scroll to its newest line waits for a refresh, which a loaded machine may not
    # have drawn yet: wait for it (a few frames at most) so a snapshot never catches it halfway.
    for _ in range(100):
        logs = [log for screen in pilot.app.screen_stack for log in screen.query(MessageLog)]
        if not any(short_of_its_end(log) for log in logs):
            break
        await pilot.pause(0.02)
    await pilot.pause()


def short_of_its_end(log: MessageLog) -> bool:
    """Whether a log that follows its newest line does not show it yet: its scroll is on its
    way, or lines came in after the scroll got there (the log then scrolls again)."""
    if log.end_pending:
        return True
    return not log.unseen and log.scroll_y < log.max_scroll_y


@pytest.fixture
def to_dungeon() -> Callable[[Pilot], Awaitable[DungeonScreen]]:
    """`await to_dungeon(pilot)`: the dungeon screen, with no dialog over it."""
    return dungeon_screen


@pytest.fixture
def settle() -> Callable[[Pilot], Awaitable[None]]:
    """`await settle(pilot)`: wait for the app and freeze blinking cursors."""
    return settle_app


def write_small_save(store: SaveStore, slot: str, turn: int = 3) -> Path:
    """Write a small save (its state is not a real game: only the Load screen reads it)."""
    save = SaveFile(
        header=SaveHeader(
            quest="quest-1",
            quest_name="Quest 1",
            party=[PartyMember(name="Plumpy", class_id="duckidin", player="Sam")],
            players=["Sam"],
            turn=turn,
            seed=7,
            created_at="2024-05-01T09:00:00+00:00",
            saved_at=f"2024-05-01T10:0{turn % 10}:00+00:00",
        ),
        content_fingerprint="not-the-real-content",
        state={"turn": turn},
    )
    return store.write(slot, save)


@pytest.fixture
def write_save() -> Callable[..., Path]:
    """`write_save(store, slot, turn)`: a small save in a slot."""
    return write_small_save
