"""Two games on one saves folder never write over each other's slot: the second one is told,
and autosaves to another slot."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from duckgeon_tui.saves import AUTOSAVE, SaveStore, SaveWriteError
from duckgeon_tui.tui.session import GameSession

from .test_save_store import make_save

HOLDER = """
import sys
from pathlib import Path
from duckgeon_tui.saves import SaveStore
store = SaveStore(Path(sys.argv[1]))
print(store.claim(), flush=True)
sys.stdin.read()
"""


@pytest.fixture
def other_game(tmp_path: Path) -> Iterator[Callable[[], str]]:
    """`other_game()`: another game process takes a slot in `tmp_path/saves` (and says which);
    it holds it until the test ends."""
    processes: list[subprocess.Popen[str]] = []

    def start() -> str:
        process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(tmp_path / "saves")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        processes.append(process)
        assert process.stdout is not None
        return process.stdout.readline().strip()

    yield start
    for process in processes:
        process.communicate("", timeout=10)


def test_a_second_process_gets_another_slot_and_is_told(
    tmp_path: Path,
    other_game: Callable[[], str],
    new_session: Callable[[Path], GameSession],
) -> None:
    assert other_game() == AUTOSAVE
    session = new_session(tmp_path / "saves")
    assert session.slot == "autosave-2"
    assert "Another Duckgeon game" in session.slot_note and "'autosave-2'" in session.slot_note
    assert SaveStore(tmp_path / "saves").load("autosave-2").header.turn == 1
    assert not (tmp_path / "saves" / "autosave.json").exists(), "the other game's slot is safe"
    assert other_game() == "autosave-3"
    with pytest.raises(SaveWriteError, match="another Duckgeon game is saving to this slot"):
        SaveStore(tmp_path / "saves").write(AUTOSAVE, make_save())
    infos = {i.slot: i for i in SaveStore(tmp_path / "saves").slots()}
    assert not infos["autosave-2"].in_use, "this game's own slot is not another's"


def test_a_slot_is_free_again_once_its_game_ends(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    done = subprocess.run(
        [sys.executable, "-c", HOLDER, str(saves)], input="", capture_output=True, text=True
    )
    assert done.stdout.strip() == AUTOSAVE
    assert SaveStore(saves).claim() == AUTOSAVE
