"""`duckgeon host` before it hosts: the app's launch options (the host's own game with the table
in it), --headless keeping the console server, and what is refused before any screen opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duckgeon_tui.cli import host_cmd, main
from duckgeon_tui.saves import SaveStore
from duckgeon_tui.tui.launch import HostRequest, LaunchOptions
from duckgeon_tui.tui.table_host import new_table
from tests.support.content import game_content
from tests.support.table import table_spec


def test_host_opens_the_hosts_own_game_with_the_table(
    opened: list[LaunchOptions], tmp_path: Path
) -> None:
    party = "Plumpy:duckidin:Ann,Pantsy:duckwiz:Bob"
    argv = ["host", "--saves", str(tmp_path), "--party", party, "--seed", "5", "--port", "0"]
    assert main(argv) == 0
    (options,) = opened
    assert options.start == "host" and options.opening and options.saves_dir == tmp_path
    assert options.host == HostRequest("127.0.0.1", 0)
    spec = options.new_game
    assert spec is not None and spec.seed == 5 and spec.players == ("Ann", "Bob")
    assert [m.name for m in spec.party] == ["Plumpy", "Pantsy"]


def hosted_once(saves: Path, slot: str | None = None) -> str:
    """A table's game saved in `saves` (as a host leaves it), copied to `slot` if named; the
    slot to continue."""
    store = SaveStore(saves)
    table = new_table(game_content(), table_spec(), store)
    table.server.write_seats()
    if slot is not None:
        store.write(slot, store.load(table.session.slot))
    store.close()
    return slot or table.session.slot


def test_host_continue_hosts_the_autosave_on_the_usual_port(
    opened: list[LaunchOptions], tmp_path: Path
) -> None:
    hosted_once(tmp_path)
    assert main(["host", "--continue", "--no-animation", "--saves", str(tmp_path)]) == 0
    (options,) = opened
    assert options.start == "host" and options.new_game is None and not options.animation
    assert options.host == HostRequest("127.0.0.1", None)


def test_host_continue_takes_the_save_named(opened: list[LaunchOptions], tmp_path: Path) -> None:
    hosted_once(tmp_path, "friday")
    assert main(["host", "--continue", "friday", "--saves", str(tmp_path)]) == 0
    (options,) = opened
    assert options.new_game is None and options.host == HostRequest("127.0.0.1", None, "friday")


@pytest.mark.parametrize(
    ("slot", "said"),
    [
        ("nosuch", "cannot continue nosuch: there is no such save"),
        ("../../etc/passwd", "a slot name is"),
        ("\x1b[2Jfriday", "cannot continue"),
        ("broken", "cannot continue broken"),
        (None, "cannot continue"),
    ],
)
def test_a_save_that_cannot_be_hosted_again_is_refused_before_any_screen(
    opened: list[LaunchOptions],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    slot: str | None,
    said: str,
) -> None:
    (tmp_path / "broken.json").write_text("{not a save")
    argv = ["host", "--saves", str(tmp_path), "--continue", *([] if slot is None else [slot])]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("duckgeon host: ") and said in err and err.count("\n") == 1
    assert "\x1b" not in err and opened == []


def test_headless_keeps_the_console_server(
    opened: list[LaunchOptions], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    served: list[tuple[Any, str, int]] = []

    async def serve(table: Any, host: str, port: int) -> int:
        served.append((table, host, port))
        return 0

    monkeypatch.setattr(host_cmd, "serve", serve)
    assert main(["host", "--headless", "--saves", str(tmp_path), "--seed", "5"]) == 0
    assert opened == [] and len(served) == 1
    assert served[0][1:] == ("127.0.0.1", 8765)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--party", "Plumpy"], "Plumpy"),
        (["--port", "70000"], "--port"),
        (["--continue", "--seed", "3"], "--continue"),
        (["--mod", "/nowhere/at/all"], "--mod"),
    ],
)
def test_bad_arguments_are_one_line_and_return_code_2_before_any_screen(
    opened: list[LaunchOptions], capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    assert main(["host", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("duckgeon host: ") and said in err and err.count("\n") == 1
    assert opened == []
