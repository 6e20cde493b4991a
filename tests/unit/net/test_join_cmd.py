"""`duckgeon join` before it joins: the app's launch options, --lines, and what is refused
with one line and return code 2 before any screen opens."""

from __future__ import annotations

import argparse

import pytest

from duckgeon_tui.cli import join_cmd, main
from duckgeon_tui.tui.launch import JoinRequest, LaunchOptions


def test_join_opens_the_app_straight_at_the_table(opened: list[LaunchOptions]) -> None:
    argv = ["join", "ws://127.0.0.1:8765", "--code", "abcdefgh", "--name", "Ann", "--watch"]
    assert main(argv) == 0
    (options,) = opened
    assert options.start == "join" and options.opening
    assert options.join == JoinRequest("ws://127.0.0.1:8765", "abcdefgh", "Ann", True, None)
    assert main(["join", "127.0.0.1:9", "--code", "abcdefgh", "--seat", "Bob"]) == 0
    assert opened[1].join == JoinRequest("127.0.0.1:9", "abcdefgh", "Player", False, "Bob")


def test_lines_keeps_the_text_client(
    opened: list[LaunchOptions], monkeypatch: pytest.MonkeyPatch
) -> None:
    followed: list[argparse.Namespace] = []
    monkeypatch.setattr(join_cmd, "follow_in_lines", lambda args: followed.append(args) or 0)
    assert main(["join", "127.0.0.1:9", "--code", "abcdefgh", "--lines"]) == 0
    assert len(followed) == 1 and opened == []


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["not a host:99999", "--code", "abcdefgh"], "not a table's address"),
        (["ws://127.0.0.1:70000", "--code", "abcdefgh"], "not a table's address"),
        (["127.0.0.1:9", "--code", "\x1b]0;owned\x07"], "code"),
        (["127.0.0.1:9", "--code", "abcdefgh", "--name", "x" * 500], "name"),
        (["127.0.0.1:9", "--code", "abcdefgh", "--mod", "/nowhere/at/all"], "--mod"),
    ],
)
def test_bad_arguments_are_one_line_and_return_code_2_before_any_screen(
    opened: list[LaunchOptions], capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    assert main(["join", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("duckgeon join: ") and said in err
    assert err.count("\n") == 1 and "\x1b" not in err
    assert opened == []
