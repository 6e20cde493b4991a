"""`duckgeon serve` before it serves: the game each tab runs, the address warning, bad input."""

from __future__ import annotations

import socket
import sys
from typing import Any

import pytest

from duckgeon_tui.cli import main
from duckgeon_tui.cli.serve_cmd import game_command, is_loopback
from duckgeon_tui.serve.server import GameServer


def test_the_game_of_each_tab_is_play_unless_ducks_is_named() -> None:
    assert game_command([]) == ["play"]
    assert game_command(["--", "--new", "--seed", "3"]) == ["play", "--new", "--seed", "3"]
    assert game_command(["--", "ducks"]) == ["ducks"]
    assert game_command(["play", "--continue"]) == ["play", "--continue"]


def test_loopback_addresses() -> None:
    for host in ("127.0.0.1", "127.8.0.1", "::1", "[::1]", "localhost"):
        assert is_loopback(host), host
    for host in ("0.0.0.0", "::", "192.168.1.20", "10.0.0.1"):
        assert not is_loopback(host), host


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[GameServer]:
    """Servers `duckgeon serve` would start, kept instead of serving."""
    started: list[GameServer] = []

    def keep(self: GameServer, *_: Any, **__: Any) -> None:
        started.append(self)

    monkeypatch.setattr(GameServer, "serve", keep)
    return started


def test_any_other_address_is_warned_about(
    served: list[GameServer], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--", "--mod", "rubber-duck-rampage"]) == 0
    assert capsys.readouterr().err == ""
    (server,) = served
    assert (server.host, server.port, server.title) == ("127.0.0.1", 8000, "Duckgeon")
    assert server.argv == (
        sys.executable,
        "-m",
        "duckgeon_tui",
        "play",
        "--mod",
        "rubber-duck-rampage",
    )
    assert main(["serve", "--host", "0.0.0.0", "--", "ducks"]) == 0
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "0.0.0.0 is not a loopback address" in err
    assert served[1].argv[-1] == "ducks" and served[1].title == "Feed the Ducks"


def test_bad_arguments_are_refused_before_serving(
    served: list[GameServer], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--port", "70000"]) == 2
    assert main(["serve", "--public-url", "example.org"]) == 2
    assert main(["serve", "--", "ducks", "new"]) == 2
    with pytest.raises(SystemExit) as refused:
        main(["serve", "--", "--no-such-option"])
    assert refused.value.code == 2
    assert "--no-such-option" in capsys.readouterr().err
    assert served == []


def test_a_port_in_use_is_said_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 1
    assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err
